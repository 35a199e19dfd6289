import type { GameRange } from './ranges.js';

/**
 * Batches per worker thread, at most: the largest batch is the played games
 * divided by `workers * BATCHES_PER_WORKER`. With one contiguous range each,
 * the run lasted as long as its slowest worker (a range of long games, or a
 * core busy elsewhere); with 16 each, a worker holds little of the work, and
 * the messages cost nothing next to a batch's games.
 */
export const BATCHES_PER_WORKER = 16;

/**
 * Batches shrink towards the end to this fraction of the largest, at least
 * one game. The run ends when the last worker finishes its last batch, so
 * the other waits for up to one batch: with 2,000 classic War games on two
 * workers, a full batch is about 20 ms of a 400 ms play.
 */
const SMALLEST_SHARE = 8;

/**
 * Hands out games `from` to `games - 1` in contiguous batches, in seed
 * order, one per call, then undefined. A batch is a quarter of a worker's
 * share of the games left, capped at the largest batch and at least the
 * smallest: full batches while many games are left, then smaller and smaller
 * ones, so that the workers finish within a small batch of each other.
 * Which worker plays which batch does not change the totals.
 *
 * @example const next = batchesOf(2000, 200, 2); next(); // { first: 200, count: 57 }
 */
export function batchesOf(games: number, from: number, workers: number): () => GameRange | undefined {
  const largest = Math.max(1, Math.ceil((games - from) / (workers * BATCHES_PER_WORKER)));
  const smallest = Math.max(1, Math.floor(largest / SMALLEST_SHARE));
  let first = from;
  return () => {
    const left = games - first;
    if (left <= 0) return undefined;
    const count = Math.min(left, largest, Math.max(smallest, Math.ceil(left / (4 * workers))));
    const range = { first, count };
    first += count;
    return range;
  };
}
