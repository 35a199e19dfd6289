// The run ends when the last worker finishes its last batch, so the other waits for up to one batch
// (issue 24: "2 workers at least 1.8x one"). Batches are full while many games are left, then shrink.
import test from 'ava';
import { batchesOf } from '../../lib/sim/batches.js';
import type { GameRange } from '../../lib/sim/ranges.js';

function all(next: () => GameRange | undefined): GameRange[] {
  const out: GameRange[] = [];
  for (let range = next(); range !== undefined; range = next()) out.push(range);
  return out;
}

test('2,000 games after 200 warm-up games, two workers: batches of 57 until the last 432 games, then down to 7', (t) => {
  const batches = all(batchesOf(2000, 200, 2));
  t.deepEqual(
    batches.map((b) => b.count),
    [...Array<number>(24).fill(57), 54, 48, 42, 36, 32, 28, 24, 21, 19, 16, 14, 13, 11, 10, 8, 7, 7, 7, 7, 7, 7, 7, 7],
  );
  // Contiguous, in seed order, every game once.
  let first = 200;
  for (const batch of batches) {
    t.is(batch.first, first);
    first += batch.count;
  }
  t.is(first, 2000);
});

test('a few games: batches of at least one game, covering them all', (t) => {
  t.deepEqual(all(batchesOf(3, 0, 2)), [
    { first: 0, count: 1 },
    { first: 1, count: 1 },
    { first: 2, count: 1 },
  ]);
  t.deepEqual(all(batchesOf(10, 10, 2)), []);
});
