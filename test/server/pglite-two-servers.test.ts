// Issue 23: two servers on one PGlite folder overwrote each other's tables (whichever stopped last
// won). The folder is locked while a server uses it: a second server is refused in one line with
// exit status 2, naming the folder and the process that holds it, and the first serves on; a lock
// left by a server killed with kill -9 does not block the next start.
import test from 'ava';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite, TableStore } from '../../lib/server/index.js';
import { post, tempDir, tokenOf } from './fixtures.js';
import { play, SeatClient } from './seat-client.js';
import { serveOutcome, spawnServer } from './server-process.js';

/** A duel with two person seats on `url`: its id and tokens. */
async function newDuel(url: string): Promise<{ id: string; tokens: string[] }> {
  const created = await post(url, '/api/tables', { game: 'duel', seats: { p1: 'person', p2: 'person' } });
  return { id: created.body.id as string, tokens: [tokenOf(created.body.seats.p1.link), tokenOf(created.body.seats.p2.link)] };
}

/** Answers `count` decisions of a table; returns its seq after them. */
async function playSome(url: string, table: { id: string; tokens: string[] }, count: number): Promise<number> {
  const clients = await Promise.all(table.tokens.map((token) => SeatClient.connect(url, table.id, token)));
  await play(clients, () => 0, count);
  const seq = Math.max(...clients.map((c) => c.view!.seq));
  for (const c of clients) c.socket.close();
  return seq;
}

test('a second server on a PGlite folder in use is refused in one line; the first serves on and keeps every table', async (t) => {
  const dir = tempDir();
  t.teardown(() => dir.remove());
  const first = await spawnServer(['--data', dir.path]);
  t.teardown(() => first.child.kill('SIGKILL'));
  const before = await newDuel(first.url);
  const playedBefore = await playSome(first.url, before, 4);

  const second = await serveOutcome(['--data', dir.path]);
  const since = (JSON.parse(readFileSync(join(dir.path, 'pglite.lock'), 'utf8')) as { since: string }).since;
  t.deepEqual(second, {
    status: 2,
    stdout: '',
    stderr: `cardweave serve: Data folder ${dir.path} is in use by another cardweave server: stop that one first, or give this one another folder (held by process ${first.child.pid} since ${since})\n`,
  });

  // The first server goes on: a new table is created and played after the refusal.
  const after = await newDuel(first.url);
  const playedAfter = await playSome(first.url, after, 6);
  t.is(playedAfter, 6);
  await first.stop();
  t.false(existsSync(join(dir.path, 'pglite.lock')), 'the lock is released when the server stops');

  // Restarted, it has both tables, each with every decision answered.
  const restarted = await spawnServer(['--data', dir.path]);
  t.teardown(() => restarted.child.kill('SIGKILL'));
  for (const [table, seq] of [
    [before, playedBefore],
    [after, playedAfter],
  ] as const) {
    const response = await fetch(`${restarted.url}/api/tables/${table.id}`);
    t.is(((await response.json()) as { seq: number }).seq, seq, table.id);
  }
  await restarted.stop();
});

test('a lock left by a server killed with kill -9 does not block the next start', async (t) => {
  const dir = tempDir();
  t.teardown(() => dir.remove());
  const killed = await spawnServer(['--data', dir.path]);
  const table = await newDuel(killed.url);
  await killed.crash();
  const left = JSON.parse(readFileSync(join(dir.path, 'pglite.lock'), 'utf8')) as { pid: number };
  t.is(left.pid, killed.child.pid!, 'kill -9 leaves the lock file behind');

  const next = await spawnServer(['--data', dir.path]);
  t.teardown(() => next.child.kill('SIGKILL'));
  const taken = JSON.parse(readFileSync(join(dir.path, 'pglite.lock'), 'utf8')) as { pid: number };
  t.is(taken.pid, next.child.pid!, 'the new server holds the folder');
  const response = await fetch(`${next.url}/api/tables/${table.id}`);
  t.is(response.status, 200);
  await next.stop();

  const db = await openPglite(dir.path);
  t.teardown(() => db.close());
  t.is((await (await TableStore.open(db)).decisionsAfter(table.id, 0)).length, 0);
});
