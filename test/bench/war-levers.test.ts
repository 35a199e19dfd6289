import test from 'ava';
import { LEVERS, benchLevers, leverGame, playLeverGames } from '../../bench/war-levers.js';
import { warGame } from '../../examples/war/game.js';

// The levers' figures compare like with like only if every copy plays exactly the real game, seed by seed.
test('each lever of bench/war-levers.ts plays the real classic War games: same result, node runs and final state, seeds 1..40', (t) => {
  for (const lever of LEVERS) {
    const game = leverGame(lever);
    for (let seed = 1; seed <= 40; seed++) {
      const real = warGame.createEngine({ seed, log: false });
      const copy = game.createEngine({ seed, log: false });
      t.deepEqual(copy.run(), real.run(), `${lever}, seed ${seed}`);
      t.is(copy.steps, real.steps, `${lever}, seed ${seed}: the copies keep six node runs a comparison`);
      t.deepEqual(copy.state, real.state, `${lever}, seed ${seed}`);
    }
  }
});

test('the levers bench reports every side over the same games, the copies as the speed-up reference', (t) => {
  const figures = benchLevers(3, 1);
  t.true(figures.sameGames);
  t.deepEqual(Object.keys(figures.nsPerComparison), [...LEVERS]);
  t.is(figures.speedup.copies, 1);
  t.is(playLeverGames(leverGame('both'), 1, 3), playLeverGames(warGame, 1, 3));
});
