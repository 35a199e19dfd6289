// Issue 27: a seat concedes (recorded before anyone is told, so a restart or a kill -9 shows the
// same end), every end has one shape (`view.over`), and a rematch is one new table for every seat
// that asks, with the seats rotated and each person's token carried to its new seat.
import test from 'ava';
import { openPglite, TableHost, TableStore, type GameOverView, type TableServer } from '../../lib/server/index.js';
import { GAMES, post, tempDir, testServer, tokenOf } from './fixtures.js';
import { play, SeatClient } from './seat-client.js';
import { spawnServer } from './server-process.js';
import { errorsOf } from './social-frames.js';

type Teardown = { teardown: (f: () => Promise<void> | void) => void };

/** A server on a fresh folder; closed (the one `current` names at the end) and removed after the test. */
async function serverFor(t: Teardown): Promise<{ current: { server: TableServer }; dir: string }> {
  const dir = tempDir();
  const current = { server: await testServer({ dataDir: dir.path }) };
  t.teardown(async () => {
    await current.server.close();
    dir.remove();
  });
  return { current, dir: dir.path };
}

const until = (c: SeatClient, what: string, check: (c: SeatClient) => boolean) => c.until(check, 30_000, what);

test('a seat concedes: every watcher is shown the same end, answers are stale, and a restart shows it again', async (t) => {
  const { current, dir } = await serverFor(t);
  const { id, tokens } = await current.server.host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed: 7 });
  const p1 = await SeatClient.connect(current.server.url, id, tokens.p1);
  const p2 = await SeatClient.connect(current.server.url, id, tokens.p2);
  const watcher = await SeatClient.connect(current.server.url, id);
  await play([p1, p2], () => 0, 2);
  for (const c of [p1, p2, watcher]) await c.untilSeq(2);
  const asked = [p1, p2].find((c) => c.view!.decision !== null)!;
  const pending = asked.view!.decision!.seq;

  p2.send({ t: 'concede' });
  const over: GameOverView = { winner: 'p1', reason: 'p2 conceded', how: 'concede' };
  for (const c of [p1, p2, watcher]) {
    await until(c, 'the end', (x) => x.view?.over !== undefined);
    const v = c.view!;
    t.deepEqual(
      { status: v.status, result: v.result, over: v.over, decision: v.decision, waitingFor: v.waitingFor, seq: v.seq },
      { status: 'ended', result: 'p2 conceded', over, decision: null, waitingFor: null, seq: 2 },
    );
  }
  asked.answer(pending, 0);
  t.deepEqual(await errorsOf(asked, 1), [
    { code: 'decision-stale', message: `Decision ${pending} is stale: the game has ended` },
  ]);
  p1.send({ t: 'concede' });
  t.deepEqual(await errorsOf(p1, asked === p1 ? 2 : 1).then((e) => e.at(-1)), {
    code: 'game-ended',
    message: `Table ${id}'s game has ended: there is nothing to concede`,
  });
  for (const c of [p1, p2, watcher]) c.close();

  // The concession is in the log, in place of the decision it ended: the decisions stay the two answered.
  t.is((await current.server.host.store.decisionsAfter(id, 0)).length, 2);
  await current.server.close();
  current.server = await testServer({ dataDir: dir });
  const again = await SeatClient.connect(current.server.url, id, tokens.p1);
  await until(again, 'the view', (x) => x.view !== undefined);
  t.deepEqual({ status: again.view!.status, over: again.view!.over, seq: again.view!.seq }, { status: 'ended', over, seq: 2 });
  again.close();
});

test('a concession survives a kill -9 of the server right after every watcher was told', async (t) => {
  const dir = tempDir();
  t.teardown(() => dir.remove());
  const first = await spawnServer(['--data', dir.path]);
  t.teardown(() => first.child.kill('SIGKILL'));
  const created = await post(first.url, '/api/tables', { game: 'duel', seats: { p1: 'person', p2: 'person' } });
  const id = created.body.id as string;
  const p1 = await SeatClient.connect(first.url, id, tokenOf(created.body.seats.p1.link));
  await p1.untilSeq(0);
  p1.send({ t: 'concede' });
  await until(p1, 'the end', (x) => x.view?.over !== undefined);
  await first.crash();

  const second = await spawnServer(['--data', dir.path]);
  t.teardown(() => second.child.kill('SIGKILL'));
  const p2 = await SeatClient.connect(second.url, id, tokenOf(created.body.seats.p2.link));
  await until(p2, 'the view', (x) => x.view !== undefined);
  t.deepEqual(p2.view!.over, { winner: 'p2', reason: 'p1 conceded', how: 'concede' });
  t.is(p2.view!.status, 'ended');
  p2.close();
  await second.stop();
});

test("a game its rules end is shown with the same shape: the result's winner, its words, how 'rules'", async (t) => {
  const { current } = await serverFor(t);
  const { id } = await current.server.host.create({ game: 'duel', seats: { p1: 'bot:greedy', p2: 'bot:random' }, seed: 8 });
  const watcher = await SeatClient.connect(current.server.url, id);
  await until(watcher, 'the end', (x) => x.view?.status === 'ended');
  const result = (await current.server.host.open(id)).engine.result as { winner: string | null };
  t.deepEqual(watcher.view!.over, { winner: result.winner, reason: watcher.view!.result!, how: 'rules' });
  t.regex(watcher.view!.result!, /^Player [12] wins \(/);
  watcher.close();
});

test('two seats asking for a rematch at once get one new table: seats rotated, tokens carried, linked both ways', async (t) => {
  const { current } = await serverFor(t);
  const server = current.server;
  const { id, tokens } = await server.host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed: 9 });
  const p1 = await SeatClient.connect(server.url, id, tokens.p1);
  const p2 = await SeatClient.connect(server.url, id, tokens.p2);
  const watcher = await SeatClient.connect(server.url, id);
  for (const c of [p1, p2, watcher]) await c.untilSeq(0);
  p1.send({ t: 'rematch' });
  t.deepEqual(await errorsOf(p1, 1), [
    { code: 'game-not-ended', message: `Table ${id}'s game is still being played: a rematch follows its end (p1 may concede)` },
  ]);
  p1.send({ t: 'concede' });
  await until(p2, 'the end', (x) => x.view?.over !== undefined);
  p1.send({ t: 'rematch' });
  p2.send({ t: 'rematch' });
  for (const c of [p1, p2, watcher]) await until(c, 'the rematch', (x) => x.view?.rematch !== undefined);
  const next = p1.view!.rematch!.table;
  t.deepEqual(p1.view!.rematch, { table: next, seat: 'p2' });
  t.deepEqual(p2.view!.rematch, { table: next, seat: 'p1' });
  t.deepEqual(watcher.view!.rematch, { table: next });
  t.is(p1.errors.length, 1, 'both requests are answered by the one rematch');
  t.is(p2.errors.length, 0);
  t.deepEqual((await server.host.store.recentTables(10)).sort(), [id, next].sort());
  t.is(await server.host.rematch(id, 'p1'), next, 'asking again names the same table');

  // Each person's token joins the rematch at the rotated seat.
  const q2 = await SeatClient.connect(server.url, next, tokens.p1);
  const q1 = await SeatClient.connect(server.url, next, tokens.p2);
  for (const c of [q1, q2]) await c.untilSeq(0);
  t.is(q2.view!.seat, 'p2');
  t.is(q1.view!.seat, 'p1');
  t.is(q1.view!.rematchOf, id);
  t.deepEqual(q1.view!.seats, [
    { seat: 'p1', kind: 'person' },
    { seat: 'p2', kind: 'person' },
  ]);
  t.is(q1.view!.status, 'playing');
  t.not((await server.host.open(next)).record.seed, (await server.host.open(id)).record.seed);
  for (const c of [p1, p2, watcher, q1, q2]) c.close();
});

test('a table with a bot rotates too: the bot plays the other seat, the person keeps its token', async (t) => {
  const { current } = await serverFor(t);
  const server = current.server;
  const { id, tokens } = await server.host.create({ game: 'duel', seats: { p1: 'person', p2: 'bot:greedy' }, seed: 10 });
  const p1 = await SeatClient.connect(server.url, id, tokens.p1);
  await p1.untilSeq(0);
  p1.send({ t: 'concede' });
  p1.send({ t: 'rematch' });
  await until(p1, 'the rematch', (x) => x.view?.rematch !== undefined);
  const next = p1.view!.rematch!;
  t.is(next.seat, 'p2');
  const q = await SeatClient.connect(server.url, next.table, tokens.p1);
  // The bot now plays p1, who moves first: it answers without anyone asking it.
  await q.untilSeq(1);
  t.is(q.view!.seat, 'p2');
  t.deepEqual(q.view!.seats, [
    { seat: 'p1', kind: 'bot', bot: 'greedy' },
    { seat: 'p2', kind: 'person' },
  ]);
  t.is(q.view!.rematchOf, id);
  p1.close();
  q.close();
});

test('two hosts on one database asking for the rematch at once: the database makes one table', async (t) => {
  const dir = tempDir();
  const db = await openPglite(dir.path);
  t.teardown(async () => {
    await db.close();
    dir.remove();
  });
  const store = await TableStore.open(db);
  const [a, b] = [await TableHost.start(store, GAMES, { botDelayMs: 0 }), await TableHost.start(store, GAMES, { botDelayMs: 0 })];
  t.teardown(() => [a, b].forEach((h) => h.close()));
  const { id } = await a.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed: 12 });
  await a.concede(id, 'p1');
  await b.open(id);
  const made = await Promise.all([a.rematch(id, 'p1'), b.rematch(id, 'p2')]);
  t.is(made[0], made[1]);
  t.deepEqual((await store.recentTables(10)).sort(), [id, made[0]].sort());
});

test('a damaged concession row is refused when the table is loaded, naming the table and the decision', async (t) => {
  const { current, dir } = await serverFor(t);
  const { id, tokens } = await current.server.host.create({ game: 'duel', seats: { p1: 'person', p2: 'bot:greedy' }, seed: 13 });
  const damaged: [string, string][] = [
    [
      "INSERT INTO cardweave_decisions (table_id, seq, seat, choice, kind) VALUES ($1, 1, 'p2', 'null', 'concede')",
      'its end at decision 1 names no person seat of the table',
    ],
    [
      "INSERT INTO cardweave_decisions (table_id, seq, seat, choice, kind) VALUES ($1, 3, 'p1', 'null', 'concede')",
      'its end at decision 3 does not follow its last answer (0)',
    ],
  ];
  for (const [damage, words] of damaged) {
    await current.server.host.store.db.query('DELETE FROM cardweave_decisions WHERE table_id = $1', [id]);
    await current.server.host.store.db.query(damage, [id]);
    await current.server.close();
    current.server = await testServer({ dataDir: dir });
    const client = await SeatClient.connect(current.server.url, id, tokens.p1);
    t.deepEqual(await errorsOf(client, 1), [{ code: 'table-corrupt', message: `Table ${id} cannot be loaded: ${words}` }]);
    client.close();
  }
});
