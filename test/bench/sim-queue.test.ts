// The bench's simulation queue section, run for real at a tiny size: a throwaway PostgreSQL and three
// `cardweave worker` processes, the same seeds local and queued giving the same report, and nothing left
// behind (no worker process of this test's, no server folder) once it returns.
import test from 'ava';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchSimQueue, type SimQueueFigures } from '../../bench/sim-queue.js';

/**
 * The section's workers still running as children of this test's process (ava runs each file in its
 * own process): by their queue's database name, as tsx's esbuild service is a child here too.
 */
function ownWorkers(): string[] {
  const children: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // Field 4 of /proc/<pid>/stat is the parent's pid; the name in field 2 may hold spaces, so read after its ')'.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== process.pid) continue;
      if (/bench_(one_worker|two_workers)/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) children.push(pid);
    } catch {
      // The process ended while we read.
    }
  }
  return children;
}

test('the section plays the same seeds local and through 1 and 2 workers, same report, and leaves nothing behind', async (t) => {
  // The server's folder goes under a temporary folder of this test's, so that another run's servers never count.
  const temp = mkdtempSync(join(tmpdir(), 'bench-simq-'));
  // PostgreSQL runs as the postgres user under root: it must reach its folder inside this one.
  chmodSync(temp, 0o755);
  const before = process.env.TMPDIR;
  process.env.TMPDIR = temp;
  t.teardown(() => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(temp, { recursive: true, force: true });
  });
  const figures = (await benchSimQueue(0.05, 2, 1)) as SimQueueFigures;
  t.is(figures.sameReport, true);
  t.is(figures.shards, 2);
  t.is(figures.rounds, 1);
  t.true(figures.games >= 2 && figures.games % 2 === 0, String(figures.games));
  for (const ms of [figures.local, figures.oneWorker, figures.twoWorkers]) t.true(ms > 0);
  t.is(figures.speedup, figures.oneWorker / figures.twoWorkers);
  t.true(Math.abs(figures.overheadPerShard - (figures.oneWorker / figures.local - 1)) < 1e-12);
  t.deepEqual(ownWorkers(), []);
  t.deepEqual(
    readdirSync(temp).filter((name) => name.startsWith('cardweave-pg-')),
    [],
  );
});
