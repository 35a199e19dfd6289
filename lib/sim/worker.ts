/**
 * A simulation worker thread: loads the game its job names, plays its
 * warm-up batch, says it is ready, then plays each batch of seeds it is sent
 * and posts that batch's totals (or the error that stopped it). Started by
 * start-worker.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { CardweaveError } from '../graph/errors.js';
import { SimulationError } from './errors.js';
import { loadGame, type PlayOne } from './load-game.js';
import { playRange } from './play-range.js';
import type { ErrorData, FromWorker, ToWorker, WorkerJob } from './protocol.js';
import type { GameRange } from './ranges.js';

const port = parentPort;
if (port === null) throw new Error('lib/sim/worker is a worker thread entry; run simulations with simulate()');
const job = workerData as WorkerJob;
const post = (message: FromWorker, transfer: ArrayBuffer[] = []): void => port.postMessage(message, transfer);

function errorData(error: unknown): ErrorData {
  const cause = error instanceof SimulationError ? error.cause : error;
  return {
    code: error instanceof CardweaveError ? error.code : 'sim-worker-crashed',
    message: error instanceof Error ? error.message : String(error),
    seed: error instanceof SimulationError ? error.seed : undefined,
    cause: cause instanceof Error ? { name: cause.name, message: cause.message, stack: cause.stack } : undefined,
  };
}

/** Games finished in the batches before the one playing, so progress counts all of this worker's games. */
let played = 0;

/** Plays one batch and posts its totals, or the error that stopped it; false when it failed. */
function playBatch(play: PlayOne, range: GameRange): boolean {
  try {
    const before = played;
    const totals = playRange(play, job.seed, range, (done) => post({ kind: 'progress', done: before + done }), job.every);
    played += range.count;
    // The measure columns move to the main thread instead of being copied.
    post(
      { kind: 'done', totals },
      Object.values(totals.measures).map((column) => column.buffer as ArrayBuffer),
    );
    return true;
  } catch (error) {
    post({ kind: 'failed', error: errorData(error) });
    return false;
  }
}

let play: PlayOne | undefined;
try {
  play = await loadGame(job.spec);
} catch (error) {
  post({ kind: 'failed', error: errorData(error) });
}
// The warm-up games are played before 'ready', so their time (this thread's JIT warm-up) counts as start-up.
if (play !== undefined && (job.warmUp === undefined || playBatch(play, job.warmUp))) post({ kind: 'ready' });

port.on('message', (message: ToWorker) => {
  if (message.kind === 'play' && play !== undefined) playBatch(play, message.range);
});
