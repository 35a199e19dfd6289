import test from 'ava';
import { defaultWorkers, SMALL_SIMULATION } from '../../lib/sim/default-workers.js';
import { gameSeed } from '../../lib/sim/index.js';
import { splitGames } from '../../lib/sim/ranges.js';

test('default workers: one below 1,000 games, one per core from 1,000, never more than the games', (t) => {
  t.is(SMALL_SIMULATION, 1000);
  t.deepEqual([defaultWorkers(1, 8), defaultWorkers(999, 8), defaultWorkers(1000, 8), defaultWorkers(100_000, 2)], [1, 1, 8, 2]);
  t.is(defaultWorkers(1000, 5000), 1000);
});

test('games split into contiguous ranges in seed order, sizes differing by at most one', (t) => {
  t.deepEqual(splitGames(5, 2), [
    { first: 0, count: 2 },
    { first: 2, count: 3 },
  ]);
  t.deepEqual(splitGames(10, 3), [
    { first: 0, count: 3 },
    { first: 3, count: 3 },
    { first: 6, count: 4 },
  ]);
  t.deepEqual(splitGames(7, 1), [{ first: 0, count: 7 }]);
});

test('game seeds wrap to 32 bits', (t) => {
  t.deepEqual([gameSeed(1, 0), gameSeed(1, 9), gameSeed(0xffffffff, 1)], [1, 10, 0]);
});
