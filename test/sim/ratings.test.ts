import { resolve } from 'node:path';
import test from 'ava';
import { bradleyTerry, roundRobin, skillTrace, SimulationError, wilson } from '../../lib/sim/index.js';
import { eloOf } from '../../lib/sim/stats/bradley-terry.js';

const duel = { module: resolve('examples/duel/game.ts'), export: 'duelGame' };
const greedy = { module: resolve('examples/duel/agents/greedy.ts'), export: 'greedyAgent' };
const mcts = { module: resolve('examples/duel/agents/mcts.ts'), export: 'mctsAgent' };

test('bradleyTerry: the MM fit against hand-computed strengths', (t) => {
  // Two players, 3 wins to 1: p_A / p_B = 3, scaled to a geometric mean of 1: √3 and 1/√3.
  const [a, b] = bradleyTerry([
    [0, 3],
    [1, 0],
  ]);
  t.is(a!.toFixed(9), Math.sqrt(3).toFixed(9));
  t.is(b!.toFixed(9), (1 / Math.sqrt(3)).toFixed(9));
  t.is((eloOf(a!) - eloOf(b!)).toFixed(3), '190.849');
  // A beats B 2 of 3, B beats C 2 of 3, C beats A 2 of 3: a cycle, every strength 1.
  for (const p of bradleyTerry([
    [0, 2, 1],
    [1, 0, 2],
    [2, 1, 0],
  ]))
    t.is(p.toFixed(9), '1.000000000');
  // A transitive case: at the fit, each player's expected wins equal its wins (the likelihood's score equations).
  const wins = [
    [0, 7, 9],
    [3, 0, 6],
    [1, 4, 0],
  ];
  const p = bradleyTerry(wins);
  p.forEach((pi, i) => {
    let expected = 0;
    for (let j = 0; j < 3; j++) if (j !== i) expected += ((wins[i]![j]! + wins[j]![i]!) * pi) / (pi + p[j]!);
    t.is(expected.toFixed(6), wins[i]!.reduce((x, y) => x + y, 0).toFixed(6));
  });
  t.true(p[0]! > p[1]! && p[1]! > p[2]!);
});

test('roundRobin: ratings from all games, equal for 1 and 2 workers, as the hand formula gives', async (t) => {
  const request = { game: duel, entrants: [{ name: 'random' }, { name: 'greedy', agent: greedy }], games: 24, seed: 3 };
  const [one, two] = await Promise.all([roundRobin({ ...request, workers: 1 }), roundRobin({ ...request, workers: 2 })]);
  t.deepEqual(two.ratings, one.ratings);
  const [random, strong] = one.ratings;
  t.is(random!.games, 48);
  t.is(random!.wins + random!.losses + random!.draws, 48);
  t.is(random!.wins, strong!.losses);
  // Two entrants: strengths in the ratio of their wins (a draw half to each, plus half a virtual win each way), ±half of its Elo.
  const ratio = (strong!.wins + strong!.draws / 2 + 0.5) / (random!.wins + random!.draws / 2 + 0.5);
  t.is(strong!.rating.toFixed(6), (200 * Math.log10(ratio)).toFixed(6));
  t.is(random!.rating.toFixed(6), (-200 * Math.log10(ratio)).toFixed(6));
  t.true(strong!.low <= strong!.rating && strong!.rating <= strong!.high);
  t.true(strong!.low > 0, 'greedy beats random beyond doubt');
  t.true(one.method.startsWith('Bradley–Terry fitted by the MM algorithm'));
});

test('skillTrace: each level against the one below, both seat orders per seed, with a Wilson interval', async (t) => {
  const trace = await skillTrace({ game: duel, agent: mcts, levels: [1, 2], games: 3, seed: 1, workers: 1 });
  t.is(trace.steps.length, 1);
  const [step] = trace.steps;
  t.like(step, { level: 2, against: 1, games: 6 });
  t.is(step!.wins + step!.losses + step!.draws, 6);
  t.deepEqual(
    [step!.winShare, step!.low, step!.high],
    [wilson(step!.wins, 6).share, wilson(step!.wins, 6).low, wilson(step!.wins, 6).high],
  );
  t.is(step!.stronger, step!.low > 0.5);
  t.is(trace.moreSearchWinsMore, step!.stronger);
  await t.throwsAsync(skillTrace({ game: duel, agent: mcts, levels: [2, 1], games: 1, seed: 1 }), {
    instanceOf: SimulationError,
    message: 'skillTrace(): levels must be at least two increasing whole numbers from 1, got [2,1]',
  });
});
