/**
 * A simulation worker thread: loads the game its job names, says it is ready,
 * then plays each batch of seeds it is sent and posts that batch's totals (or
 * the error that stopped it). Started by start-worker.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { CardweaveError } from '../graph/errors.js';
import { SimulationError } from './errors.js';
import { loadGame, type PlayOne } from './load-game.js';
import { playRange } from './play-range.js';
import type { ErrorData, FromWorker, ToWorker, WorkerJob } from './protocol.js';

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

let play: PlayOne | undefined;
try {
  play = await loadGame(job.spec);
  post({ kind: 'ready' });
} catch (error) {
  post({ kind: 'failed', error: errorData(error) });
}

/** Games finished in the batches before the one playing, so progress counts all of this worker's games. */
let played = 0;
port.on('message', (message: ToWorker) => {
  if (message.kind !== 'play' || play === undefined) return;
  try {
    const before = played;
    const totals = playRange(play, job.seed, message.range, (done) => post({ kind: 'progress', done: before + done }), job.every);
    played += message.range.count;
    // The measure columns move to the main thread instead of being copied.
    post(
      { kind: 'done', totals },
      Object.values(totals.measures).map((column) => column.buffer as ArrayBuffer),
    );
  } catch (error) {
    post({ kind: 'failed', error: errorData(error) });
  }
});
