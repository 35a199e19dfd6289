// The embedded database survives its server being killed: kill -9 a server that keeps its
// tables in PGlite, mid-game, start another on the same folder, and the game goes on from the
// last answered decision; a reconnecting page gets the whole log again.
import test from 'ava';
import { openPglite, TableStore } from '../../lib/server/index.js';
import { post, tempDir, tokenOf } from './fixtures.js';
import { SeatClient, play, playToEnd } from './seat-client.js';
import { spawnServer } from './server-process.js';

test('kill -9 a PGlite server mid-game; another on the same folder carries on with nothing lost', async (t) => {
  const dir = tempDir();
  t.teardown(() => dir.remove());
  const first = await spawnServer(['--data', dir.path]);
  t.teardown(() => first.child.kill('SIGKILL'));
  const created = await post(first.url, '/api/tables', { game: 'duel', seats: { p1: 'person', p2: 'person' } });
  const id = created.body.id as string;
  const tokens = { p1: tokenOf(created.body.seats.p1.link), p2: tokenOf(created.body.seats.p2.link) };
  let clients = [await SeatClient.connect(first.url, id, tokens.p1), await SeatClient.connect(first.url, id, tokens.p2)];
  // Ten answers, then the crash.
  t.is(await play(clients, () => 0, 10), 10);
  const seen = Math.max(...clients.map((c) => c.view!.seq));
  const lines = clients[0]!.lines;
  await first.crash();

  const second = await spawnServer(['--data', dir.path]);
  t.teardown(() => second.child.kill('SIGKILL'));
  clients = [await SeatClient.connect(second.url, id, tokens.p1), await SeatClient.connect(second.url, id, tokens.p2)];
  const view = await clients[0]!.untilSeq(0);
  t.is(view.seq, seen, 'every answered decision is there');
  t.deepEqual(clients[0]!.lines.slice(0, lines.length), lines);
  await playToEnd(clients, () => 0);
  t.is(clients[0]!.view!.status, 'ended');
  const final = clients[0]!.view!.seq;
  await second.stop();

  const db = await openPglite(dir.path);
  const rows = await (await TableStore.open(db)).decisionsAfter(id, 0);
  await db.close();
  t.deepEqual(
    rows.map((r) => r.seq),
    Array.from({ length: final }, (_, i) => i + 1),
    'each decision once, none lost',
  );
});
