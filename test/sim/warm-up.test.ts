// A fresh thread plays its first games slowly while V8 compiles the game (issue 24: "2 workers at least
// 1.8x one"; measured on classic War, a fresh worker's first 1,000 games cost about 100 ms more CPU than
// in a warm thread, and with two workers on two cores that compiling had no free core). Each thread's
// first games are timed as its start-up, so gamesPerSecond is the rate of warm threads, for 1 worker as for 2.
import test from 'ava';
import { simulate } from '../../lib/index.js';
import { warmUpGames } from '../../lib/sim/warm-up.js';
import { play } from './fixtures/modules.js';

const coinTimed = { module: import.meta.resolve('./fixtures/timed-plays.js'), export: 'coinTimed' };

test('a thread warms up on 100 games, at most an eighth of its share', (t) => {
  t.is(warmUpGames(10_000, 2), 100);
  t.is(warmUpGames(1600, 2), 100);
  t.is(warmUpGames(1000, 2), 62);
  t.is(warmUpGames(100, 1), 12);
  t.is(warmUpGames(15, 2), 0);
  t.is(warmUpGames(7, 1), 0);
});

test('with two workers, no game of the timed play starts before both workers have played their warm-up games', async (t) => {
  const games = 2400;
  const result = await simulate({ game: coinTimed, games, seed: 9, workers: 2 });
  t.is(result.warmUpGames, 200);
  const { thread, startedAt, endedAt } = result.measures;
  t.is(new Set(thread!.subarray(0, 100)).size, 1);
  t.is(new Set(thread!.subarray(100, 200)).size, 1);
  t.not(thread![0], thread![100]);
  const lastWarmUpEnd = Math.max(...endedAt!.subarray(0, 200));
  const firstPlayStart = Math.min(...startedAt!.subarray(200));
  t.true(
    lastWarmUpEnd <= firstPlayStart,
    `a timed game started at ${firstPlayStart}, before the warm-up ended at ${lastWarmUpEnd}`,
  );
  t.true(result.startupSeconds > 0);
  t.is(result.gamesPerSecond, (games - 200) / result.playSeconds);
});

test('with one worker, the calling thread first games are timed as start-up too, and the totals do not change', async (t) => {
  const games = 1000;
  const one = await simulate({ game: coinTimed, games, seed: 9, workers: 1 });
  t.is(one.warmUpGames, 100);
  t.true(one.startupSeconds > 0);
  t.is(one.gamesPerSecond, (games - 100) / one.playSeconds);
  // The play clock starts with game 101: every game before it ended before the timed play began.
  const { startedAt, endedAt } = one.measures;
  t.true(endedAt![99]! <= startedAt![100]!);
  const two = await simulate({ game: coinTimed, games, seed: 9, workers: 2 });
  t.deepEqual(two.wins, one.wins);
  t.is(two.draws, one.draws);
  t.is(two.warmUpGames, 124);
});

test('a short simulation has no warm-up: every game is timed play', async (t) => {
  const result = await simulate({ game: play('coin'), games: 15, seed: 1, workers: 2 });
  t.is(result.warmUpGames, 0);
  t.is(result.gamesPerSecond, 15 / result.playSeconds);
});
