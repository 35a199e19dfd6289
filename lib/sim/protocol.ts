import type { GameSpec } from './check-request.js';
import type { RangeTotals } from './play-range.js';
import type { GameRange } from './ranges.js';

/** What a worker is started with. */
export interface WorkerJob {
  spec: GameSpec;
  seed: number;
  range: GameRange;
  /** Post progress every this many games. */
  every: number;
}

/** A thrown error as it crosses threads (an Error's class does not survive structuredClone). */
export interface ErrorData {
  /** The error's catalogue code (a CardweaveError's own; 'sim-worker-crashed' for anything else). */
  code: string;
  message: string;
  seed: number | undefined;
  cause: { name: string; message: string; stack: string | undefined } | undefined;
}

/** The main thread says "go" once every worker is ready, so start-up and play are timed apart. */
export type ToWorker = { kind: 'play' };

export type FromWorker =
  | { kind: 'ready' }
  | { kind: 'progress'; done: number }
  | { kind: 'done'; totals: RangeTotals }
  | { kind: 'failed'; error: ErrorData };
