// Two workers share the games out in batches handed over as they finish (issue 24: "2 workers at
// least 1.8x one"): with one contiguous half each, a half of long games, or a worker whose core was
// busy elsewhere, kept the whole run waiting for it.
import test from 'ava';
import { simulate } from '../../lib/index.js';
import { play } from './fixtures/modules.js';

test('each half of the seeds is played by both workers, and the totals are the same as in one thread', async (t) => {
  const games = 320;
  const two = await simulate({ game: play('coinByThread'), games, seed: 1, workers: 2 });
  const threads = two.measures.thread!;
  const half = (from: number) => new Set(threads.subarray(from, from + games / 2));
  // Batches of 10 games go out in turns (first batch to one worker, second to the other), then one per batch done.
  t.is(half(0).size, 2);
  t.is(half(games / 2).size, 2);
  t.deepEqual(new Set(threads.subarray(0, 10)).size, 1);
  t.not(threads[0], threads[10]);
  const one = await simulate({ game: play('coin'), games, seed: 1, workers: 1 });
  t.deepEqual(two.wins, one.wins);
  t.is(two.draws, one.draws);
});
