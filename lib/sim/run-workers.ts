import type { Worker } from 'node:worker_threads';
import type { SimulationPlan } from './check-request.js';
import { SimulationError, reasonOf } from './errors.js';
import type { RangeTotals } from './play-range.js';
import type { ErrorData, FromWorker, ToWorker } from './protocol.js';
import { gameSeed, type GameRange } from './ranges.js';
import { startWorker } from './start-worker.js';

/** The ranges' totals and how long the workers took to start and to play. */
export interface WorkerRun {
  totals: RangeTotals[];
  startupSeconds: number;
  playSeconds: number;
}

/** Roughly how many progress messages each worker sends over its range. */
const PROGRESS_MESSAGES = 50;

/**
 * Plays each range in its own worker thread. Play starts once every worker
 * has loaded the game. The first failure (a game that threw, a worker that
 * crashed or stopped, an onProgress that threw) terminates every worker and
 * then rejects, so no thread outlives the call.
 *
 * @example const { totals } = await runWorkers(plan, splitGames(plan.games, 2), (done) => bar.update(done));
 */
export function runWorkers(
  plan: SimulationPlan,
  ranges: readonly GameRange[],
  report: (done: number) => void,
): Promise<WorkerRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let playStarted = started;
    let startupSeconds = 0;
    const workers: Worker[] = [];
    const doneBy = ranges.map(() => 0);
    const totals: RangeTotals[] = [];
    let ready = 0;
    let settled = false;

    const finish = (outcome: () => void): void => {
      settled = true;
      void Promise.allSettled(workers.map((worker) => worker.terminate())).then(outcome);
    };
    const fail = (error: unknown): void => {
      // onProgress may throw anything; what is not an Error is wrapped so callers always get one.
      if (!settled) finish(() => reject(error instanceof Error ? error : new SimulationError('sim-on-progress-throws', `simulate(): ${String(error)}`)));
    };

    for (const [w, range] of ranges.entries()) {
      const seeds = `seeds ${gameSeed(plan.seed, range.first)} to ${gameSeed(plan.seed, range.first + range.count - 1)}`;
      let worker: Worker;
      try {
        worker = startWorker({
          spec: plan.spec,
          seed: plan.seed,
          range,
          every: Math.max(1, Math.floor(range.count / PROGRESS_MESSAGES)),
        });
      } catch (error) {
        fail(error);
        return;
      }
      workers.push(worker);
      worker.on('message', (message: FromWorker) => {
        if (settled) return;
        if (message.kind === 'ready') {
          if (++ready < ranges.length) return;
          playStarted = performance.now();
          startupSeconds = (playStarted - started) / 1000;
          for (const each of workers) each.postMessage({ kind: 'play' } satisfies ToWorker);
        } else if (message.kind === 'progress') {
          doneBy[w] = message.done;
          try {
            report(doneBy.reduce((a, b) => a + b, 0));
          } catch (error) {
            fail(error);
          }
        } else if (message.kind === 'done') {
          totals.push(message.totals);
          if (totals.length === ranges.length) {
            const playSeconds = (performance.now() - playStarted) / 1000;
            finish(() => resolve({ totals, startupSeconds, playSeconds }));
          }
        } else {
          fail(errorFrom(message.error));
        }
      });
      worker.on('error', (error) =>
        fail(new SimulationError('sim-worker-crashed', `The worker playing ${seeds} crashed: ${reasonOf(error)}`, { cause: error })),
      );
      worker.on('exit', (code) =>
        fail(new SimulationError('sim-worker-stopped', `The worker playing ${seeds} stopped (exit code ${code}) before finishing its games`)),
      );
    }
  });
}

/** Rebuilds a worker's error in this thread, its cause keeping the original class name and stack. */
function errorFrom(data: ErrorData): SimulationError {
  let cause: Error | undefined;
  if (data.cause !== undefined) {
    cause = new Error(data.cause.message);
    cause.name = data.cause.name;
    if (data.cause.stack !== undefined) cause.stack = data.cause.stack;
  }
  return new SimulationError(data.code, data.message, { seed: data.seed, cause });
}
