import type { GameSpec } from './check-request.js';
import type { RangeTotals } from './play-range.js';
import type { GameRange } from './ranges.js';

/** What a worker is started with; the games it plays come later, a batch at a time ({@link ToWorker}). */
export interface WorkerJob {
  spec: GameSpec;
  seed: number;
  /** Post progress every this many games. */
  every: number;
  /**
   * The games this worker plays as soon as it has loaded the game, before it
   * says it is ready (its warm-up, see warm-up.ts); none when absent.
   */
  warmUp?: GameRange;
}

/** A thrown error as it crosses threads (an Error's class does not survive structuredClone). */
export interface ErrorData {
  /** The error's catalogue code (a CardweaveError's own; 'sim-worker-crashed' for anything else). */
  code: string;
  message: string;
  seed: number | undefined;
  cause: { name: string; message: string; stack: string | undefined } | undefined;
}

/**
 * A batch of games to play. The main thread sends the first ones once every
 * worker is ready (so start-up, warm-up included, and play are timed apart),
 * then one more each time a worker reports a batch done.
 */
export type ToWorker = { kind: 'play'; range: GameRange };

export type FromWorker =
  /** Loaded, and its warm-up batch (if any) reported done just before. */
  | { kind: 'ready' }
  /** Games this worker has finished so far, over all its batches. */
  | { kind: 'progress'; done: number }
  /** One batch's totals (the warm-up batch's too). */
  | { kind: 'done'; totals: RangeTotals }
  | { kind: 'failed'; error: ErrorData };
