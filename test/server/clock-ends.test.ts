// A clock's end and a seat's concession are the same kind of end (a row in place of the pending
// decision, read back by the social side): exactly one lands per decision, the deadline of a
// conceded decision never fires, and a forfeit on time survives a restart as a concession does.
import test from 'ava';
import { defineTableGame, type GameOverView, type TableServer, type TimeoutPolicy } from '../../lib/server/index.js';
import { duelTable } from '../../examples/duel/table.js';
import { tempDir, testServer } from './fixtures.js';
import { SeatClient } from './seat-client.js';

const clocked = (id: string, timeout: TimeoutPolicy, perDecisionMs: number) =>
  defineTableGame({ ...duelTable, id, clock: { perDecisionMs }, timeout, source: undefined });
// 8 s: long enough for a seat to join and concede on a loaded machine before its deadline.
const GAMES = [
  clocked('duel-1s-forfeit', 'forfeit', 1_000),
  clocked('duel-8s-forfeit', 'forfeit', 8_000),
  clocked('duel-8s-default', 'default', 8_000),
];

async function serverFor(t: { teardown: (fn: () => Promise<void> | void) => void }) {
  const dir = tempDir();
  const current: { server: TableServer } = { server: await testServer({ dataDir: dir.path, games: GAMES }) };
  t.teardown(async () => {
    await current.server.close();
    dir.remove();
  });
  return { current, dir: dir.path };
}

/** The table's log rows and deadline rows, as the database has them. */
async function rows(server: TableServer, id: string) {
  const db = server.host.store.db;
  const decisions = await db.query<{ seq: number; seat: string; kind: string; timeout: string | null }>(
    'SELECT seq, seat, kind, timeout FROM cardweave_decisions WHERE table_id = $1 ORDER BY seq',
    [id],
  );
  const deadlines = await db.query<{ seq: number; seat: string; open: boolean }>(
    'SELECT seq, seat, open FROM cardweave_deadlines WHERE table_id = $1 ORDER BY seq',
    [id],
  );
  return { decisions, deadlines };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const policy of ['default', 'forfeit'] as const) {
  test(`a seat concedes while its clock runs (${policy}): its deadline never fires, and the game has one end`, async (t) => {
    const { current } = await serverFor(t);
    const { server } = current;
    const { id, tokens } = await server.host.create({
      game: `duel-8s-${policy}`,
      seats: { p1: 'person', p2: 'person' },
      seed: 7,
    });
    const p1 = await SeatClient.connect(server.url, id, tokens.p1);
    const watcher = await SeatClient.connect(server.url, id);
    t.teardown(() => [p1, watcher].forEach((c) => c.close()));
    const first = await p1.untilSeq(0);
    t.is(first.clock!.running, 'p1');
    p1.send({ t: 'concede' });
    await watcher.until((c) => c.view?.over !== undefined, 15_000, 'the end');
    const over: GameOverView = { winner: 'p2', reason: 'p1 conceded', how: 'concede' };
    t.deepEqual(watcher.view!.over, over);
    t.is(watcher.view!.clock!.running, null, 'nothing runs once the game has ended');
    // Past the deadline and several scans: the conceded decision's deadline is closed and never answered.
    await sleep(Math.max(0, first.decision!.deadline! - Date.now()) + 1_500);
    t.deepEqual(await rows(server, id), {
      decisions: [{ seq: 1, seat: 'p1', kind: 'concede', timeout: null }],
      deadlines: [{ seq: 1, seat: 'p1', open: false }],
    });
    t.false(watcher.lines.some((line) => line.includes('ran out of time')));
    t.deepEqual(watcher.view!.over, over);
    // A late timeout is stale, as a late answer is.
    const error = await t.throwsAsync(server.host.answerTimeout(id, 'p1', 1));
    t.is(error.message, 'Decision 1 is stale: the game has ended');
  });
}

test('a forfeit on time is read back after a restart as over.how "timeout", and nothing may follow it', async (t) => {
  const { current, dir } = await serverFor(t);
  const { id, tokens } = await current.server.host.create({
    game: 'duel-1s-forfeit',
    seats: { p1: 'person', p2: 'person' },
    seed: 7,
  });
  const p2 = await SeatClient.connect(current.server.url, id, tokens.p2);
  await p2.until((c) => c.view?.over !== undefined, 15_000, 'the end on time');
  const over: GameOverView = { winner: 'p2', reason: 'p1 ran out of time', how: 'timeout' };
  t.deepEqual(p2.view!.over, over);
  p2.close();
  t.deepEqual((await rows(current.server, id)).decisions, [{ seq: 1, seat: 'p1', kind: 'timeout', timeout: 'forfeit' }]);

  await current.server.close();
  current.server = await testServer({ dataDir: dir, games: GAMES });
  const p1 = await SeatClient.connect(current.server.url, id, tokens.p1);
  t.teardown(() => p1.close());
  await p1.until((c) => c.view !== undefined, 15_000, 'the view');
  const v = p1.view!;
  t.deepEqual(
    { status: v.status, result: v.result, over: v.over, decision: v.decision, seq: v.seq, running: v.clock!.running },
    { status: 'ended', result: 'p1 ran out of time', over, decision: null, seq: 0, running: null },
  );
  t.is(p1.lines.at(-1), 'p1 ran out of time: p1 forfeits, p2 wins');
  p1.send({ t: 'concede' });
  await p1.untilErrors(1);
  t.deepEqual(p1.errors, [{ code: 'game-ended', message: `Table ${id}'s game has ended: there is nothing to concede` }]);
  p1.answer(1, 0);
  await p1.untilErrors(2);
  t.deepEqual(p1.errors[1], { code: 'decision-stale', message: 'Decision 1 is stale: the game has ended' });
});

test('a forfeit row at a table whose clock does not forfeit makes the table unloadable, in one line', async (t) => {
  const { current, dir } = await serverFor(t);
  const { id } = await current.server.host.create({ game: 'duel-8s-default', seats: { p1: 'person', p2: 'person' }, seed: 7 });
  await current.server.close();
  current.server = await testServer({ dataDir: dir, games: GAMES });
  await current.server.host.store.db.query(
    "INSERT INTO cardweave_decisions (table_id, seq, seat, choice, kind, timeout) VALUES ($1, 1, 'p1', 'null', 'timeout', 'forfeit')",
    [id],
  );
  const error = await t.throwsAsync(current.server.host.answer(id, 'p1', 1, 0));
  t.is(
    error.message,
    `Table ${id} cannot be loaded: its end at decision 1 is a forfeit on time, which its game's clock does not allow`,
  );
});
