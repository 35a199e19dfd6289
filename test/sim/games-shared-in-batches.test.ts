// Two workers share the games out in batches handed over as they finish (issue 24: "2 workers at
// least 1.8x one"): with one contiguous half each, a half of long games, or a worker whose core was
// busy elsewhere, kept the whole run waiting for it.
import test from 'ava';
import { simulate } from '../../lib/index.js';
import { play } from './fixtures/modules.js';

test('after their warm-up games, the first batches go to the two workers in turns, and the totals are the same as in one thread', async (t) => {
  // 512 games: each worker warms up on 32 (512 / 2 / 8), then 448 games in 32 batches of 14.
  const games = 512;
  const two = await simulate({ game: play('coinByThread'), games, seed: 1, workers: 2 });
  t.is(two.warmUpGames, 64);
  const threads = two.measures.thread!;
  const played = (first: number, count: number) => new Set(threads.subarray(first, first + count));
  const [a, b] = [threads[0]!, threads[32]!];
  t.deepEqual([...played(0, 32)], [a], 'games 1 to 32 are the first worker warm-up');
  t.deepEqual([...played(32, 32)], [b], 'games 33 to 64 are the second worker warm-up');
  t.not(a, b);
  // Then each worker gets two batches, in turns: batches 0 and 2 to the first, 1 and 3 to the second. Who gets each
  // later batch depends on which finishes first, so only these four are pinned (a timed split would be flaky).
  for (const [batch, thread] of [a, b, a, b].entries()) t.deepEqual([...played(64 + batch * 14, 14)], [thread], `batch ${batch}`);
  t.is(new Set(threads).size, 2);
  const one = await simulate({ game: play('coin'), games, seed: 1, workers: 1 });
  t.deepEqual(two.wins, one.wins);
  t.is(two.draws, one.draws);
});
