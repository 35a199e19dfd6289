import test from 'ava';
import { playBaselineWar, playBaselineWars } from '../../bench/baseline-war.js';
import { playStateWar, playStateWars } from '../../bench/state-war.js';
import { warGame } from '../../examples/war/game.js';

// The third side of the War race is only a fair measure if it plays exactly the engine's games and keeps the state as true.
test('by hand on the engine card state, each of seeds 1..60 plays the engine game and ends in the same cards, zones and counts', (t) => {
  for (let seed = 1; seed <= 60; seed++) {
    const engine = warGame.createEngine({ seed, log: false });
    const status = engine.run();
    if (status.status !== 'ended') return t.fail(`seed ${seed}: ${status.status}`);
    const { winner, comparisons, state } = playStateWar(seed);
    t.is<string, string>(winner, (status.result as { winner: string | null }).winner ?? 'draw', `seed ${seed}`);
    t.is(comparisons, engine.state.comparisons, `seed ${seed}`);
    t.deepEqual(state, engine.state, `seed ${seed}`);
  }
});

test('the card-state loop and the typed-array baseline give the same totals over 300 seeds, draws at the cap included', (t) => {
  const byHand = playStateWars(1, 300);
  t.deepEqual(byHand, playBaselineWars(1, 300));
  t.true(byHand.draws > 0, 'the seeds include games that reach the cap');
  const { winner, comparisons } = playStateWar(7);
  t.deepEqual({ winner, comparisons }, playBaselineWar(7));
});
