// Timeouts over real WebSockets: a person who does not answer is answered by the table's clock,
// through the same path (and key) as a person's answer, and every watcher sees what it did; a
// forfeit ends the game; a person's answer and a timeout never both land.
import test from 'ava';
import { defineTableGame, type TableServer, type TimeoutPolicy } from '../../lib/server/index.js';
import { duelTable } from '../../examples/duel/table.js';
import { post, tempDir, testServer, tokenOf } from './fixtures.js';
import { SeatClient } from './seat-client.js';

const clocked = (
  id: string,
  timeout: TimeoutPolicy,
  clock: { perDecisionMs: number } | { baseMs: number; incrementMs: number },
) => defineTableGame({ ...duelTable, id, clock, timeout, source: undefined });
const GAMES = [
  // Long enough for the seats to join and see decision 1 on a loaded machine.
  clocked('duel-3s', 'default', { perDecisionMs: 3_000 }),
  clocked('duel-forfeit', 'forfeit', { perDecisionMs: 1_000 }),
  clocked('duel-chess', 'default', { baseMs: 60_000, incrementMs: 2_000 }),
  duelTable,
];

let server: TableServer;
const reports: string[] = [];
const dir = tempDir();
test.before(async () => {
  server = await testServer({ dataDir: dir.path, games: GAMES, report: (line) => reports.push(line) });
});
test.after.always(async () => {
  await server?.close();
  dir.remove();
});

async function table(game: string) {
  const created = await post(server.url, '/api/tables', { game, seats: { p1: 'person', p2: 'person' } });
  const id = created.body.id as string;
  const p1 = await SeatClient.connect(server.url, id, tokenOf(created.body.seats.p1.link));
  const p2 = await SeatClient.connect(server.url, id, tokenOf(created.body.seats.p2.link));
  const watcher = await SeatClient.connect(server.url, id);
  return { id, p1, p2, watcher, close: () => [p1, p2, watcher].forEach((c) => c.close()) };
}

/** The table's deadline and decision rows as the database has them (ms). */
async function rows(id: string) {
  const db = server.host.store.db;
  const deadlines = await db.query<{ seq: number; seat: string; ms: number; open: boolean }>(
    `SELECT seq, seat, (extract(epoch from due_at - started_at) * 1000)::float8 AS ms, open FROM cardweave_deadlines WHERE table_id = $1 ORDER BY seq`,
    [id],
  );
  const decisions = await db.query<{ seq: number; seat: string; timeout: string | null; kind: string }>(
    'SELECT seq, seat, timeout, kind FROM cardweave_decisions WHERE table_id = $1 ORDER BY seq',
    [id],
  );
  return { deadlines: deadlines.map((d) => ({ ...d, ms: Math.round(Number(d.ms)) })), decisions };
}

test("a person who does not answer is answered by the default; the other seat's view shows it", async (t) => {
  const { id, p1, p2, watcher, close } = await table('duel-3s');
  t.teardown(close);
  const first = await p1.untilSeq(0);
  t.is(first.decision!.seq, 1);
  t.is(typeof first.decision!.deadline, 'number');
  t.deepEqual(Object.keys(first.clock!.left).sort(), ['p1', 'p2']);
  t.is(first.clock!.running, 'p1');
  t.is(first.clock!.policy, 'default answer');
  t.true(first.clock!.left.p1! <= 3_000 && first.clock!.left.p1! > 0);
  t.is(first.decision!.deadline! - first.clock!.at, first.clock!.left.p1!);
  t.is((await p2.untilSeq(0)).decision, null, 'p2 has no decision, and so no deadline');
  // Nobody answers: the clock does, after three seconds.
  const after = await p2.untilSeq(1, 10_000);
  t.is(after.seq, 1);
  t.true(p2.lines.includes('p1 ran out of time: the default answer was played'), p2.lines.join('\n'));
  t.true((await watcher.untilSeq(1)) && watcher.lines.includes('p1 ran out of time: the default answer was played'));
  const { deadlines, decisions } = await rows(id);
  t.deepEqual(decisions[0], { seq: 1, seat: 'p1', timeout: 'default', kind: 'answer' });
  t.deepEqual(deadlines[0], { seq: 1, seat: 'p1', ms: 3_000, open: false });
  t.is(deadlines[1]?.ms, 3_000, 'the next decision has its own three seconds');
  // The default answer is the first option, as p1's own view listed it.
  t.is(p1.lines.filter((l) => l.startsWith('p1 ran out of time')).length, 1, 'the line is sent once');
  // A spectator joining later reads the same log, the timeout's line in the same place.
  await watcher.untilSeq(2, 10_000);
  const late = await SeatClient.connect(server.url, id);
  t.teardown(() => late.close());
  await late.untilSeq(watcher.view!.seq);
  t.deepEqual(late.lines, watcher.lines.slice(0, late.lines.length));
  t.is(late.lines.filter((l) => l.includes('ran out of time')).length, late.view!.seq, 'every decision so far was a timeout');
});

test('forfeit: the seat that ran out of time loses, and its late answer is refused as stale', async (t) => {
  const { id, p1, p2, close } = await table('duel-forfeit');
  t.teardown(close);
  await p1.untilSeq(0);
  // The forfeit is the table's end, not an answer: the view's seq stays at the answers (0).
  await p2.until((c) => c.view?.over !== undefined, 5_000, 'the end on time');
  const ended = p2.view!;
  t.is(ended.seq, 0);
  t.is(ended.status, 'ended');
  t.deepEqual(ended.over, { winner: 'p2', reason: 'p1 ran out of time', how: 'timeout' });
  t.is(ended.decision, null);
  t.is(ended.clock!.running, null);
  t.is(p2.lines.at(-1), 'p1 ran out of time: p1 forfeits, p2 wins');
  p1.answer(1, 0);
  await p1.untilErrors(1);
  t.deepEqual(p1.errors[0], { code: 'decision-stale', message: 'Decision 1 is stale: the game has ended' });
  t.deepEqual((await rows(id)).decisions, [{ seq: 1, seat: 'p1', timeout: 'forfeit', kind: 'timeout' }]);
  // Loaded again from its rows (a restart), the table is still over on time.
  const fresh = await SeatClient.connect(server.url, id);
  t.teardown(() => fresh.close());
  t.deepEqual((await fresh.untilSeq(0)).over, { winner: 'p2', reason: 'p1 ran out of time', how: 'timeout' });
});

test("a person's answer and the timeout cannot both land: the later is stale", async (t) => {
  const { id, p1, close } = await table('duel-chess');
  t.teardown(close);
  await p1.untilSeq(0);
  p1.answer(1, 0);
  await p1.untilSeq(1);
  const error = await t.throwsAsync(server.host.answerTimeout(id, 'p1', 1));
  t.is(error.message, 'Decision 1 is stale: the table is at decision 2');
  const { decisions, deadlines } = await rows(id);
  t.deepEqual(decisions, [{ seq: 1, seat: 'p1', timeout: null, kind: 'answer' }]);
  t.is(deadlines[0]!.open, false);
});

test('a chess clock: the bank after an answer is what the rows say, the increment added', async (t) => {
  const { id, p1, close } = await table('duel-chess');
  t.teardown(close);
  await p1.untilSeq(0);
  await new Promise((resolve) => setTimeout(resolve, 300));
  p1.answer(1, 0);
  const view = await p1.untilSeq(1);
  const db = server.host.store.db;
  const [used] = await db.query<{ ms: number }>(
    `SELECT (extract(epoch from x.answered_at - d.started_at) * 1000)::float8 AS ms
       FROM cardweave_deadlines d JOIN cardweave_decisions x USING (table_id, seq) WHERE d.table_id = $1 AND d.seq = 1`,
    [id],
  );
  const bank = 60_000 - Math.round(Number(used!.ms)) + 2_000;
  t.true(Number(used!.ms) >= 300);
  if (view.clock!.running === 'p1') {
    // p1 is asked again: its deadline is its bank from the commit's instant.
    const { deadlines } = await rows(id);
    t.is(deadlines[1]!.ms, bank);
  } else t.is(view.clock!.left.p1, bank);
});
