// Two workers share the games out in batches handed over as they finish (issue 24: "2 workers at
// least 1.8x one"): with one contiguous half each, a half of long games, or a worker whose core was
// busy elsewhere, kept the whole run waiting for it.
import test from 'ava';
import { simulate } from '../../lib/index.js';
import { play } from './fixtures/modules.js';

test('the first batches go to the two workers in turns, and the totals are the same as in one thread', async (t) => {
  const games = 320;
  const two = await simulate({ game: play('coinByThread'), games, seed: 1, workers: 2 });
  const threads = two.measures.thread!;
  const batch = (b: number) => new Set(threads.subarray(b * 10, b * 10 + 10));
  // Each worker first gets two batches of 10, in turns: batches 0 and 2 to one, 1 and 3 to the other. Who gets
  // each later batch depends on which finishes first, so only these four are pinned (a timed split would be flaky).
  for (const b of [0, 1, 2, 3]) t.is(batch(b).size, 1, `batch ${b} was played by one worker`);
  t.not(threads[0], threads[10]);
  t.is(threads[20], threads[0]);
  t.is(threads[30], threads[10]);
  t.is(new Set(threads).size, 2);
  const one = await simulate({ game: play('coin'), games, seed: 1, workers: 1 });
  t.deepEqual(two.wins, one.wins);
  t.is(two.draws, one.draws);
});
