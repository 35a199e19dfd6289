// The game-length histogram in the report: at most 20 bins of equal width from the shortest game to the
// longest, empty bins kept, cut from the exact merged count so any number of workers gives the same bins.
import test from 'ava';
import { simulate } from '../../lib/index.js';
import { binsOf, MAX_LENGTH_BINS } from '../../lib/sim/stats/bins.js';

const WAR = { module: import.meta.resolve('../../examples/war/game.js'), export: 'warGame' };

test('values up to 20 apart get one bin each, a gap kept as an empty bin', (t) => {
  t.deepEqual(
    binsOf(
      new Map([
        [3, 2],
        [5, 1],
      ]),
    ),
    [
      { from: 3, to: 3, games: 2 },
      { from: 4, to: 4, games: 0 },
      { from: 5, to: 5, games: 1 },
    ],
  );
  t.deepEqual(binsOf(new Map()), []);
  t.deepEqual(binsOf(new Map([[7, 0]])), [], 'a value no game had is not a game');
});

test('a wide spread is cut into at most 20 bins of equal width, the last ending at the longest game', (t) => {
  // 1 to 100: width ceil(100 / 20) = 5, bins 1-5, 6-10, ..., 96-100.
  const bins = binsOf(new Map(Array.from({ length: 100 }, (_, i) => [i + 1, 1])));
  t.is(bins.length, MAX_LENGTH_BINS);
  t.deepEqual(bins[0], { from: 1, to: 5, games: 5 });
  t.deepEqual(bins[19], { from: 96, to: 100, games: 5 });
  // 10 to 50: 41 values, width 3, 14 bins, the last 49-50 cut at the longest game.
  const uneven = binsOf(
    new Map([
      [10, 4],
      [50, 6],
      [30, 1],
    ]),
  );
  t.deepEqual(
    [uneven.length, uneven[0], uneven[6], uneven[13]],
    [14, { from: 10, to: 12, games: 4 }, { from: 28, to: 30, games: 1 }, { from: 49, to: 50, games: 6 }],
  );
  t.is(
    uneven.reduce((sum, b) => sum + b.games, 0),
    11,
  );
});

test("War's report has the same bins, adding up to its games, for 1 and 2 workers", async (t) => {
  const one = (await simulate({ game: WAR, games: 200, seed: 3, workers: 1 })).report.gameLength;
  const two = (await simulate({ game: WAR, games: 200, seed: 3, workers: 2 })).report.gameLength;
  t.deepEqual(two, one);
  const bins = one.turns!.bins;
  t.is(
    bins.reduce((sum, b) => sum + b.games, 0),
    one.turns!.games,
  );
  t.deepEqual([bins[0]!.from, bins.at(-1)!.to], [one.turns!.min, one.turns!.max]);
  t.true(bins.length <= MAX_LENGTH_BINS);
});
