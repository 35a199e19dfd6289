// The clock's arithmetic and policies, with the instants handed in: exact banks after a sequence of
// answers, the policies' answers, and the declaration's refusals, one line each.
import test from 'ava';
import type { SeatDecision } from '../../lib/graph/view.js';
import { defineTableGame } from '../../lib/server/index.js';
import { banksAfter, clockView, timeoutAnswer, timeoutSeed } from '../../lib/server/table-clock.js';
import { LiveClock, timeoutLine } from '../../lib/server/live-clock.js';
import { duelTable } from '../../examples/duel/table.js';
import { duelBlitzTable } from '../../examples/duel/blitz-table.js';

const chess = { baseMs: 10_000, incrementMs: 2_000 };

test('a chess clock drains by the time each turn took, then adds the increment', (t) => {
  const banks = banksAfter(
    chess,
    ['p1', 'p2'],
    [
      { seat: 'p1', startedAt: 1_000, answeredAt: 4_000 }, // p1: 10000 - 3000 + 2000 = 9000
      { seat: 'p2', startedAt: 4_000, answeredAt: 4_500 }, // p2: 10000 - 500 + 2000 = 11500
      { seat: 'p1', startedAt: 4_500, answeredAt: 12_000 }, // p1: 9000 - 7500 + 2000 = 3500
    ],
  );
  t.deepEqual(banks, { p1: 3_500, p2: 11_500 });
});

test('a turn answered past its deadline is charged up to it: the bank reads 0, then the increment', (t) => {
  const banks = banksAfter(
    chess,
    ['p1', 'p2'],
    [
      { seat: 'p1', startedAt: 0, answeredAt: 60_000 }, // due at 10000: charged 10000, not 60000
      { seat: 'p2', startedAt: 60_000, answeredAt: 61_000 },
    ],
  );
  t.deepEqual(banks, { p1: 2_000, p2: 11_000 });
});

test("a limit per decision carries nothing over: every seat reads the limit; a bot's turn is not timed", (t) => {
  const rule = { perDecisionMs: 5_000 };
  t.deepEqual(banksAfter(rule, ['p1'], [{ seat: 'p1', startedAt: 0, answeredAt: 4_900 }]), { p1: 5_000 });
  t.deepEqual(banksAfter(chess, ['p1'], [{ seat: 'p2', startedAt: 0, answeredAt: 9_000 }]), { p1: 10_000 });
});

test("the clock's view counts the running seat down to its deadline, never below 0", (t) => {
  t.deepEqual(clockView(chess, 'forfeit', { p1: 9_000, p2: 11_500 }, { seat: 'p1', dueAt: 20_000 }, 14_000), {
    at: 14_000,
    left: { p1: 6_000, p2: 11_500 },
    running: 'p1',
    policy: 'forfeit',
  });
  t.deepEqual(clockView(chess, 'default', { p1: 9_000 }, { seat: 'p1', dueAt: 20_000 }, 25_000).left, { p1: 0 });
});

test('a LiveClock reads banks, the running deadline and a forfeit from deadline rows', (t) => {
  const clock = new LiveClock(chess, 'forfeit', ['p1', 'p2']);
  clock.readRows([
    { seq: 1, seat: 'p1', startedAt: 0, dueAt: 10_000, answeredAt: 3_000, timeout: null },
    { seq: 2, seat: 'p1', startedAt: 3_000, dueAt: 12_000, answeredAt: 12_300, timeout: 'default' },
    { seq: 3, seat: 'p2', startedAt: 12_300, dueAt: 22_300, answeredAt: null, timeout: null },
  ]);
  // p1: 10000 - 3000 + 2000 = 9000; then 9000 - 9000 (capped at its deadline) + 2000 = 2000.
  t.deepEqual(clock.banks, { p1: 2_000, p2: 10_000 });
  t.deepEqual(clock.running, { seq: 3, seat: 'p2', startedAt: 12_300, dueAt: 22_300 });
  t.is(clock.forfeit, null);
  clock.readRows([{ seq: 1, seat: 'p2', startedAt: 0, dueAt: 10_000, answeredAt: 10_100, timeout: 'forfeit' }]);
  t.deepEqual(clock.forfeit, { seat: 'p2', seq: 1 });
  t.is(clock.view(10_200).running, null, 'nothing runs once a seat forfeited');
});

test('the timeout lines every seat reads', (t) => {
  t.is(timeoutLine('p1', 'default', ['p1', 'p2']), 'p1 ran out of time: the default answer was played');
  t.is(timeoutLine('p1', 'pass', ['p1', 'p2']), 'p1 ran out of time: it passed');
  t.is(timeoutLine('p2', 'random', ['p1', 'p2']), 'p2 ran out of time: a random answer was played');
  t.is(timeoutLine('p2', 'forfeit', ['p1', 'p2']), 'p2 ran out of time: p2 forfeits, p1 wins');
});

const asked: SeatDecision = { id: 7, player: 'p1', prompt: 'Main phase', options: ['summon', 'activate', 'pass'], then: 'act' };
const pick: SeatDecision = { ...asked, prompt: 'Discard two', pick: { min: 2, max: 2, ordered: false } };
const isPass = (_seen: unknown, _d: SeatDecision, option: unknown) => option === 'pass';

test('the policies answer: default (declared, else the first), pass, random (seeded by seed and seq)', (t) => {
  t.is(timeoutAnswer('default', {}, {}, asked, 1), 0);
  t.is(timeoutAnswer('default', { defaultOption: () => 1 }, {}, asked, 1), 1);
  t.deepEqual(timeoutAnswer('default', {}, {}, pick, 1), [0, 1], 'a pick: its first min options');
  t.is(timeoutAnswer('pass', { isPass }, {}, asked, 1), 2);
  t.is(timeoutAnswer('pass', { isPass: () => false }, {}, asked, 1), 0, 'no pass offered: the default answer');
  const draws = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => timeoutAnswer('random', {}, {}, asked, seed));
  t.deepEqual(
    draws,
    [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => timeoutAnswer('random', {}, {}, asked, seed)),
    'the same on replay',
  );
  t.true(new Set(draws).size > 1, 'seeds draw differently');
  const drawn = timeoutAnswer('random', {}, {}, pick, 5) as number[];
  t.is(drawn.length, 2);
  t.not(timeoutSeed(5, 7), timeoutSeed(5, 8));
});

test('a clock declaration is checked at defineTableGame, each refusal in one line', (t) => {
  const refused = (extra: Record<string, unknown>) =>
    t.throws(() => defineTableGame({ ...duelTable, id: 'clocked', ...extra }), { instanceOf: TypeError })?.message;
  t.is(
    refused({ clock: { perDecisionMs: 500 } }),
    'Table game "clocked": clock.perDecisionMs must be a whole number of ms from 1000 to 86400000, got 500',
  );
  t.is(
    refused({ clock: { baseMs: 60_000 } }),
    'Table game "clocked": clock must be { baseMs, incrementMs } or { perDecisionMs }, got keys baseMs',
  );
  t.is(refused({ clock: 30 }), 'Table game "clocked": clock must be { baseMs, incrementMs } or { perDecisionMs }');
  t.is(
    refused({ clock: { perDecisionMs: 5_000 }, timeout: 'nap' }),
    'Table game "clocked": timeout must be "default", "pass", "random" or "forfeit", got "nap"',
  );
  t.is(
    refused({ clock: { perDecisionMs: 5_000 }, timeout: 'pass' }),
    'Table game "clocked": timeout "pass" needs isPass(seen, decision, option) to mark the game\'s pass option',
  );
  t.is(refused({ timeout: 'forfeit' }), 'Table game "clocked": timeout is set but no clock is: declare clock too');
  t.is(
    refused({ clock: { baseMs: 60_000, incrementMs: 0 }, timeout: 'random' }),
    'Table game "clocked": a chess clock with timeout "random" needs incrementMs of at least 1000 (or timeout "forfeit"), got 0',
  );
  const blitz = defineTableGame({ ...duelTable, id: 'blitz', clock: { baseMs: 60_000, incrementMs: 0 }, timeout: 'forfeit' });
  t.deepEqual([blitz.clock, blitz.timeout], [{ baseMs: 60_000, incrementMs: 0 }, 'forfeit']);
  t.is(defineTableGame({ ...duelTable, id: 'limit', clock: { perDecisionMs: 5_000 } }).timeout, 'default');
  t.is(duelTable.clock, undefined, 'the duel itself has no clock');
});

test("duel-blitz: a chess clock whose timeout ends the seat's turn", (t) => {
  t.deepEqual([duelBlitzTable.clock, duelBlitzTable.timeout], [{ baseMs: 180_000, incrementMs: 2_000 }, 'pass']);
  const engine = duelBlitzTable.game.createEngine({ seed: 7 });
  engine.run();
  const seen = engine.view('p1');
  const decision = seen.pending as SeatDecision;
  const chosen = timeoutAnswer('pass', duelBlitzTable, seen.state, decision, 7) as number;
  t.deepEqual(decision.options[chosen], { move: 'end-turn' });
});

test('a LiveClock moved on by its own commits stands where reading the rows puts it', (t) => {
  const moved = new LiveClock(chess, 'default', ['p1', 'p2']);
  moved.running = { seq: 1, seat: 'p1', startedAt: 0, dueAt: 10_000 };
  moved.answered(1, 3_000, { seq: 2, seat: 'p1', ms: 2_000, afterOwn: true }); // p1 again: due 10000 + 2000
  moved.answered(2, 12_500, { seq: 3, seat: 'p2', ms: 10_000 }); // past due: p1's bank 0 + 2000
  const read = new LiveClock(chess, 'default', ['p1', 'p2']);
  read.readRows([
    { seq: 1, seat: 'p1', startedAt: 0, dueAt: 10_000, answeredAt: 3_000, timeout: null },
    { seq: 2, seat: 'p1', startedAt: 3_000, dueAt: 12_000, answeredAt: 12_500, timeout: 'default' },
    { seq: 3, seat: 'p2', startedAt: 12_500, dueAt: 22_500, answeredAt: null, timeout: null },
  ]);
  t.deepEqual([moved.banks, moved.running], [read.banks, read.running]);
  t.deepEqual(moved.banks, { p1: 2_000, p2: 10_000 });
});
