import { resolve } from 'node:path';
import test from 'ava';
import { pairedDifference, sweep, SimulationError, type SweepRequest } from '../../lib/sim/index.js';

const war = { module: resolve('examples/war/game.ts'), export: 'warGame' };
const ACE = 'war.14-of-spades';

test('pairedDifference: the normal interval of the mean per-seed difference, against hand-computed values', (t) => {
  // d = 1 on 3 seeds, -1 on 1, 0 on 6: mean 0.2, sample variance (4 - 0.4) / 9 = 0.4, half-width 1.959964 * sqrt(0.04) = 0.391993.
  const d = pairedDifference(10, 3, 1);
  t.is(d.change, 0.2);
  t.is(d.low.toFixed(6), '-0.191993');
  t.is(d.high.toFixed(6), '0.591993');
  // 100 seeds, 30 only the arm won, 10 only the base: mean 0.2, variance (40 - 4) / 99, half 1.959964 * sqrt(36/99/100) = 0.118190.
  const e = pairedDifference(100, 30, 10);
  t.is(e.low.toFixed(6), '0.081810');
  t.is(e.high.toFixed(6), '0.318190');
  // No seed on which the arms differ: nothing to tell apart, an interval of width 0 at 0.
  t.deepEqual(pairedDifference(50, 0, 0), { change: 0, low: 0, high: 0, n: 50, armOnly: 0, baseOnly: 0 });
  // Every seed goes the arm's way: the interval is clipped to the possible -1..1, not past it.
  t.is(pairedDifference(5, 5, 0).high, 1);
  t.deepEqual(pairedDifference(1, 1, 0), { change: 1, low: -1, high: 1, n: 1, armOnly: 1, baseOnly: 0 });
  t.throws(() => pairedDifference(3, 2, 2), { instanceOf: RangeError });
});

test("every arm plays the base's seeds: an unchanged value moves no game, a changed card moves some", async (t) => {
  const result = await sweep({
    game: war,
    arms: [{ card: ACE, field: 'rank', values: [14, 2] }],
    games: 120,
    seed: 5,
    workers: 1,
    seat: 'p1',
  });
  t.deepEqual(result.seats, ['p1']);
  const [same, weak] = result.arms;
  // The ace at its own rank is the base game, seed for seed.
  t.like(same, { name: `${ACE}.rank=14`, change: 0, low: 0, high: 0, armOnly: 0, baseOnly: 0, distinguishable: false });
  t.is(weak!.name, `${ACE}.rank=2`);
  t.true(weak!.armOnly + weak!.baseOnly > 0, 'the ace at rank 2 changed some games');
  t.is(weak!.change, (weak!.armOnly - weak!.baseOnly) / 120);
  t.is((weak!.winShare - weak!.baseWinShare).toFixed(12), weak!.change.toFixed(12));
  t.is(result.method.startsWith('paired difference on common seeds'), true);
});

test('the same sweep on 1 and 2 workers gives identical arms', async (t) => {
  const request: SweepRequest = {
    game: war,
    arms: [{ card: ACE, field: 'rank', values: [2, 9] }, { packIn: 'examples/war/twist/pack.ts' }],
    games: 90,
    seed: 11,
  };
  const [one, two] = await Promise.all([sweep({ ...request, workers: 1 }), sweep({ ...request, workers: 2 })]);
  t.is(one.workers, 1);
  t.is(two.workers, 2);
  t.deepEqual(two.arms, one.arms);
  t.deepEqual(two.base, one.base);
  t.deepEqual(one.seats, ['p1', 'p2']);
  t.deepEqual(
    one.arms.map((a) => `${a.name} ${a.seat}`),
    [`${ACE}.rank=2 p1`, `${ACE}.rank=2 p2`, `${ACE}.rank=9 p1`, `${ACE}.rank=9 p2`, '+pack.ts p1', '+pack.ts p2'],
  );
});

test('a card or field that does not exist, or a value of the wrong type, is refused in one line', async (t) => {
  const refused = async (arms: SweepRequest['arms'], code: string, message: string): Promise<void> => {
    const error = await t.throwsAsync(sweep({ game: war, arms, games: 3, seed: 1, workers: 1 }), {
      instanceOf: SimulationError,
      message,
    });
    t.is(error?.code, code);
  };
  await refused(
    [{ card: 'war.15-of-spades', field: 'rank', values: [3] }],
    'sweep-no-card',
    'sweep(): no card "war.15-of-spades" among the cards a game sets up (war.2-of-clubs, war.3-of-clubs, war.4-of-clubs, war.5-of-clubs, war.6-of-clubs, war.7-of-clubs, war.8-of-clubs, war.9-of-clubs, ... (52 in all))',
  );
  // What `--sweep war.14-of-spades=3` (no field) reads as.
  await refused(
    [{ card: 'war', field: '14-of-spades', values: [3] }],
    'sweep-no-card',
    'sweep(): no card "war" among the cards a game sets up (war.2-of-clubs, war.3-of-clubs, war.4-of-clubs, war.5-of-clubs, war.6-of-clubs, war.7-of-clubs, war.8-of-clubs, war.9-of-clubs, ... (52 in all)); "war.14-of-spades" is a card: name one of its stats after it, as war.14-of-spades.FIELD',
  );
  await refused(
    [{ card: ACE, field: 'atk', values: [3] }],
    'sweep-no-field',
    `sweep(): card "${ACE}" has no field "atk" (its stats: rank, suit)`,
  );
  await refused(
    [{ card: ACE, field: 'rank', values: ['high'] }],
    'sweep-value-type',
    `sweep(): card "${ACE}" field "rank" is a number (14), got "high"`,
  );
  await refused(
    [{ packOut: 'examples/war/twist/pack.ts' }],
    'sweep-bad-arm',
    "sweep(): arms[0].packOut pack.ts is not one of the base's packs",
  );
});

test('a pack out of the base is the mirror of the same pack in: the discordant seeds swap', async (t) => {
  const twist = 'examples/war/twist/pack.ts';
  const common = { game: war, games: 80, seed: 21, workers: 1, seat: 'p1' };
  const [packIn] = (await sweep({ ...common, arms: [{ packIn: twist }] })).arms;
  const [packOut] = (await sweep({ ...common, packs: [twist], arms: [{ packOut: twist }] })).arms;
  t.is(packIn!.name, '+pack.ts');
  t.is(packOut!.name, '-pack.ts');
  t.true(packIn!.armOnly + packIn!.baseOnly > 0, 'the twist changes some games');
  t.deepEqual([packOut!.armOnly, packOut!.baseOnly], [packIn!.baseOnly, packIn!.armOnly]);
  t.is(packOut!.change, -packIn!.change);
});

test('an agent arm: the greedy player for p1 against random wins more, beyond doubt', async (t) => {
  const duel = { module: resolve('examples/duel/game.ts'), export: 'duelGame' };
  const greedy = { module: resolve('examples/duel/agents/greedy.ts'), export: 'greedyAgent' };
  const { arms } = await sweep({ game: duel, arms: [{ seat: 'p1', agent: greedy }], games: 40, seed: 1, workers: 1, seat: 'p1' });
  t.like(arms[0], { name: 'p1=greedyAgent', seat: 'p1', distinguishable: true });
  t.true(arms[0]!.low > 0);
});
