// The bench's simulation queue section, run for real at a tiny size: a throwaway PostgreSQL, three
// `cardweave worker` processes and two plain players, the same seeds queued and plain giving the same
// report, and nothing left behind (no child process of this test's, no server folder) once it returns.
import test from 'ava';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchSimQueue, type SimQueueFigures } from '../../bench/sim-queue.js';

/**
 * The section's workers and plain players still running as children of this test's process (ava runs
 * each file in its own process): by their queue's database name or their script, as tsx's esbuild
 * service is a child here too.
 */
function ownWorkers(): string[] {
  const children: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // Field 4 of /proc/<pid>/stat is the parent's pid; the name in field 2 may hold spaces, so read after its ')'.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== process.pid) continue;
      if (/bench_(one_worker|two_workers)|sim-queue-plain\.ts/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8')))
        children.push(pid);
    } catch {
      // The process ended while we read.
    }
  }
  return children;
}

test('the section plays the same seeds through 1 and 2 workers and 1 and 2 plain processes, same report, and leaves nothing behind', async (t) => {
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
  // A multiple of 4: the games are cut in 2 shards and in 4.
  t.true(figures.games >= 4 && figures.games % 4 === 0, String(figures.games));
  const { oneWorker, oneWorkerDoubled, twoWorkers, plainOne, plainTwo } = figures;
  for (const ms of [oneWorker, oneWorkerDoubled, twoWorkers, plainOne, plainTwo]) t.true(ms > 0);
  t.is(figures.speedup, oneWorker / twoWorkers);
  t.is(figures.ceiling, plainOne / plainTwo);
  t.true(Math.abs(figures.overheadPerShard - (oneWorkerDoubled / oneWorker - 1)) < 1e-12);
  t.deepEqual(ownWorkers(), []);
  t.deepEqual(
    readdirSync(temp).filter((name) => name.startsWith('cardweave-pg-')),
    [],
  );
});
