// Issue 23: a PGlite folder is one process's. openPglite (and so startServer) locks the data folder
// with `pglite.lock`, created exclusively: a second open is refused (data-dir-in-use), in this
// process too; a lock whose holder is gone, or whose pid now runs another process, is taken over;
// processes racing for one folder at the same millisecond end with exactly one holder.
import test from 'ava';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite, startServer, TableError } from '../../lib/server/index.js';
import { GAMES, tempDir } from './fixtures.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A process's start time from /proc/<pid>/stat (field 22), as the lock records it. */
function startTimeOf(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!;
}

function writeLock(dir: string, record: { pid: number; started: string | null; host?: string; id?: string }): void {
  const full = { host: hostname(), id: 'left-behind', since: '2026-01-01T00:00:00.000Z', ...record };
  writeFileSync(join(dir, 'pglite.lock'), JSON.stringify(full));
}

async function refusal(dir: string): Promise<TableError> {
  const error = await openPglite(dir).then(
    async (db) => {
      await db.close();
      return undefined;
    },
    (e: unknown) => e,
  );
  if (!(error instanceof TableError)) throw new Error(`expected a TableError, got ${String(error)}`);
  return error;
}

test('one folder opened twice in one process is refused, by openPglite and startServer; close releases it', async (t) => {
  const dir = tempDir();
  t.teardown(() => dir.remove());
  const db = await openPglite(dir.path);
  const since = (JSON.parse(readFileSync(join(dir.path, 'pglite.lock'), 'utf8')) as { since: string }).since;
  const expected = `Data folder ${dir.path} is in use by another cardweave server: stop that one first, or give this one another folder (held by process ${process.pid}, this one, since ${since})`;
  const again = await refusal(dir.path);
  t.is(again.code, 'data-dir-in-use');
  t.is(again.message, expected);
  const server = await startServer({ port: 0, dataDir: dir.path, games: GAMES }).then(
    (s) => s.close(),
    (e: unknown) => e as TableError,
  );
  t.is((server as TableError).code, 'data-dir-in-use');
  t.is((server as TableError).message, expected);
  await db.close();
  t.false(existsSync(join(dir.path, 'pglite.lock')));
  const reopened = await openPglite(dir.path);
  t.true(existsSync(join(dir.path, 'pglite.lock')));
  await reopened.close();
});

test('a lock whose process runs is kept; one whose pid was reused, or is gone, is taken over', async (t) => {
  const dir = tempDir();
  t.teardown(() => dir.remove());
  await (await openPglite(dir.path)).close();
  const other = spawn('sleep', ['60'], { stdio: 'ignore' });
  t.teardown(() => other.kill('SIGKILL'));
  const pid = other.pid!;

  writeLock(dir.path, { pid, started: startTimeOf(pid) });
  t.is(
    (await refusal(dir.path)).message,
    `Data folder ${dir.path} is in use by another cardweave server: stop that one first, or give this one another folder (held by process ${pid} since 2026-01-01T00:00:00.000Z)`,
  );
  // The same pid, started at another time: the holder died and its pid went to this sleep.
  writeLock(dir.path, { pid, started: String(Number(startTimeOf(pid)) - 1) });
  const reused = await openPglite(dir.path);
  t.is((JSON.parse(readFileSync(join(dir.path, 'pglite.lock'), 'utf8')) as { pid: number }).pid, process.pid);
  await reused.close();
  // This process's own pid, from a lock this process never took (a restarted container's pid 1).
  writeLock(dir.path, { pid: process.pid, started: startTimeOf(process.pid) });
  await (await openPglite(dir.path)).close();
  t.false(existsSync(join(dir.path, 'pglite.lock')));
});

test('a lock from another host, or one cardweave cannot read, is refused with what to do', async (t) => {
  const dir = tempDir();
  t.teardown(() => dir.remove());
  const lock = join(dir.path, 'pglite.lock');
  writeLock(dir.path, { pid: 4242, started: null, host: 'tables-2' });
  t.is(
    (await refusal(dir.path)).message,
    `Data folder ${dir.path} is locked by a cardweave server on host "tables-2", which this machine cannot check: stop that server, or if it is gone, delete ${lock} (process 4242 since 2026-01-01T00:00:00.000Z)`,
  );
  writeFileSync(lock, '');
  t.is(
    (await refusal(dir.path)).message,
    `Data folder ${dir.path} has a lock file cardweave cannot read (${lock}): if no server uses this folder, delete it`,
  );
  t.is(readFileSync(lock, 'utf8'), '', 'a lock that is not understood is left alone');
});

/** Starts `n` processes that open `dir` at the same millisecond; returns what each said, and lets the holder go. */
async function race(dir: string, n: number): Promise<string[]> {
  const at = Date.now() + 6_000;
  const children = Array.from({ length: n }, () =>
    spawn(process.execPath, ['--import=tsx', 'test/server/open-at.ts', dir, String(at)], {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
    }),
  );
  // A refused racer exits at once: ending its stdin later must not throw EPIPE.
  for (const child of children) child.stdin.on('error', () => {});
  const said = await Promise.all(
    children.map(
      (child) =>
        new Promise<string>((resolve) => {
          let out = '';
          child.stdout.on('data', (d) => {
            out += String(d);
            if (out.includes('\n')) resolve(out.trim());
          });
          child.once('close', () => resolve(out.trim() || 'exited silently'));
        }),
    ),
  );
  await Promise.all(
    children.map((child) => {
      const exited = new Promise<void>((resolve) => {
        if (child.exitCode !== null) resolve();
        else child.once('exit', () => resolve());
      });
      child.stdin.end();
      return exited;
    }),
  );
  return said.sort();
}

test.serial('four processes opening a new folder at the same millisecond: exactly one opens it', async (t) => {
  const dir = tempDir();
  t.teardown(() => dir.remove());
  t.deepEqual(await race(dir.path, 4), ['data-dir-in-use', 'data-dir-in-use', 'data-dir-in-use', 'opened']);
  t.false(existsSync(join(dir.path, 'pglite.lock')));
});

test.serial('four processes taking over one stale lock at the same millisecond: exactly one gets it', async (t) => {
  const dir = tempDir();
  t.teardown(() => dir.remove());
  // The holder's pid is this test's, its start time not: a lock whose pid was reused, stale to all four.
  writeLock(dir.path, { pid: process.pid, started: '1' });
  t.deepEqual(await race(dir.path, 4), ['data-dir-in-use', 'data-dir-in-use', 'data-dir-in-use', 'opened']);
  t.false(existsSync(join(dir.path, 'pglite.lock')));
});
