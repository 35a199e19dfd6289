import test from 'ava';
import { benchDuel, benchMcts, playRandomDuels, searchPositions } from '../../bench/duel.js';

/** Equal up to floating-point rounding. */
const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.abs(b);

// The bench's shape and counts, never its speed: the counts are fixed by the seeds on any machine.

test('random against random: the decisions of seeds 1 and 2 are the same in every run', (t) => {
  t.is(playRandomDuels(1, 2), playRandomDuels(1, 2));
  t.is(playRandomDuels(1, 1) + playRandomDuels(2, 1), playRandomDuels(1, 2));
});

test('the duel section gives games and decisions per second beside its yardstick, and their ratio', (t) => {
  const d = benchDuel(2, 1);
  t.deepEqual(Object.keys(d).sort(), [
    'decisionsPerSecond',
    'games',
    'gamesPerSecond',
    'meanDecisions',
    'perMillion',
    'rounds',
    'seed',
    'yardstick',
  ]);
  t.like(d, { games: 2, seed: 1, rounds: 1, meanDecisions: playRandomDuels(1, 2) / 2 });
  t.true(d.gamesPerSecond > 0 && d.yardstick > 0);
  t.is(d.perMillion, d.gamesPerSecond / (d.yardstick / 1e6));
  t.true(near(d.decisionsPerSecond, d.gamesPerSecond * d.meanDecisions));
});

test('the look-ahead section searches fixed positions with a fixed budget: its playouts are a count', (t) => {
  t.deepEqual({ ...searchPositions(1, 2, 8), ms: 0 }, { playouts: 16, decisions: 2, ms: 0 });
  const m = benchMcts(1, 1, 8, 1);
  t.like(m, { iterations: 8, seeds: 1, decisionsPerSeed: 1, rounds: 1, playouts: 8 });
  t.is(m.perMillion, m.playoutsPerSecond / (m.yardstick / 1e6));
  t.true(near(m.msPerDecision, (m.playouts / m.playoutsPerSecond) * 1000));
});

test('npm run bench measures both sections in one fresh process, with the arguments it is given', async (t) => {
  const { benchDuelSectionsApart } = await import('../../bench/duel-apart.js');
  const { duel, mcts } = await benchDuelSectionsApart({ duel: [2, 1], mcts: [1, 1, 8, 1] });
  t.like(duel, { games: 2, seed: 1, rounds: 1, meanDecisions: playRandomDuels(1, 2) / 2 });
  t.like(mcts, { iterations: 8, seeds: 1, decisionsPerSeed: 1, rounds: 1, playouts: 8 });
  t.is(mcts.perMillion, mcts.playoutsPerSecond / (mcts.yardstick / 1e6));
});
