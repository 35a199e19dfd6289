import type { Worker } from 'node:worker_threads';
import type { SimulationPlan } from './check-request.js';
import { SimulationError, reasonOf } from './errors.js';
import type { RangeTotals } from './play-range.js';
import type { ErrorData, FromWorker, ToWorker } from './protocol.js';
import { gameSeed, type GameRange } from './ranges.js';
import { startWorker } from './start-worker.js';

/** The batches' totals (warm-up batches included) and how long the workers took to start and to play. */
export interface WorkerRun {
  totals: RangeTotals[];
  startupSeconds: number;
  playSeconds: number;
}

/** Roughly how many progress messages each worker sends over its games. */
const PROGRESS_MESSAGES = 50;

/**
 * Batches a worker holds at once: the one it plays and the next, already in
 * its message queue, so it never waits for the main thread between two.
 */
const IN_FLIGHT = 2;

/**
 * Plays the batches `nextBatch` hands out (contiguous ranges of games, in seed order) on `workers`
 * worker threads, after each worker has played its own `warmUps[w]` as it
 * started (see warm-up.ts; start-up ends when every worker has loaded the
 * game and played those), handing each worker the next batch as it finishes one, so
 * a worker whose games run long, or whose core is busy elsewhere, plays
 * fewer of them and both finish together. Which worker plays which seed
 * varies from run to run; the totals, merged by game index, do not. Play
 * starts once every worker has loaded the game and played its warm-up. The first failure (a game
 * that threw, a worker that crashed or stopped, an onProgress that threw)
 * terminates every worker and then rejects, so no thread outlives the call.
 *
 * @example const { totals } = await runWorkers(plan, 2, [{ first: 0, count: 100 }, { first: 100, count: 100 }], batchesOf(plan.games, 200, 2), (done) => bar.update(done));
 */
export function runWorkers(
  plan: SimulationPlan,
  workers: number,
  warmUps: readonly GameRange[],
  nextBatch: () => GameRange | undefined,
  report: (done: number) => void,
): Promise<WorkerRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let playStarted = started;
    let startupSeconds = 0;
    const threads: Worker[] = [];
    const doneBy: number[] = [];
    /** Per worker, the batches sent and not yet reported done, oldest first; and the last one it finished. */
    const holding: GameRange[][] = [];
    const finished: (GameRange | undefined)[] = [];
    const totals: RangeTotals[] = [];
    let gamesDone = 0;
    let ready = 0;
    let settled = false;
    const { games } = plan;
    const every = Math.max(1, Math.floor(games / workers / PROGRESS_MESSAGES));

    const finish = (outcome: () => void): void => {
      settled = true;
      void Promise.allSettled(threads.map((worker) => worker.terminate())).then(outcome);
    };
    const fail = (error: unknown): void => {
      // onProgress may throw anything; what is not an Error is wrapped so callers always get one.
      if (!settled)
        finish(() =>
          reject(error instanceof Error ? error : new SimulationError('sim-on-progress-throws', `simulate(): ${String(error)}`)),
        );
    };
    const send = (w: number): void => {
      const range = nextBatch();
      if (range === undefined) return;
      holding[w]!.push(range);
      threads[w]!.postMessage({ kind: 'play', range } satisfies ToWorker);
    };
    /** The seeds a failing worker was playing: its oldest batch not done, else the last it finished. */
    const seedsOf = (w: number): string => {
      const range = holding[w]![0] ?? finished[w];
      if (range === undefined) return 'no seeds yet';
      return `seeds ${gameSeed(plan.seed, range.first)} to ${gameSeed(plan.seed, range.first + range.count - 1)}`;
    };

    for (let w = 0; w < workers; w++) {
      const given = warmUps[w];
      const warmUp = given !== undefined && given.count > 0 ? given : undefined;
      let worker: Worker;
      try {
        worker = startWorker({ spec: plan.spec, seed: plan.seed, every, ...(warmUp && { warmUp }) });
      } catch (error) {
        fail(error);
        return;
      }
      threads.push(worker);
      doneBy.push(0);
      holding.push([]);
      if (warmUp !== undefined) holding[w]!.push(warmUp);
      finished.push(undefined);
      worker.on('message', (message: FromWorker) => {
        if (settled) return;
        if (message.kind === 'ready') {
          if (++ready < workers) return;
          playStarted = performance.now();
          startupSeconds = (playStarted - started) / 1000;
          // In turns, so that with few batches each worker has one before any has two.
          for (let round = 0; round < IN_FLIGHT; round++) for (let each = 0; each < workers; each++) send(each);
        } else if (message.kind === 'progress') {
          doneBy[w] = message.done;
          try {
            report(doneBy.reduce((a, b) => a + b, 0));
          } catch (error) {
            fail(error);
          }
        } else if (message.kind === 'done') {
          totals.push(message.totals);
          gamesDone += message.totals.count;
          finished[w] = holding[w]!.shift();
          if (gamesDone === games) {
            const playSeconds = (performance.now() - playStarted) / 1000;
            finish(() => resolve({ totals, startupSeconds, playSeconds }));
            // A warm-up batch comes before 'ready': no batch is handed out until every worker is ready.
          } else if (ready === workers) send(w);
        } else {
          fail(errorFrom(message.error));
        }
      });
      worker.on('error', (error) =>
        fail(
          new SimulationError('sim-worker-crashed', `The worker playing ${seedsOf(w)} crashed: ${reasonOf(error)}`, {
            cause: error,
          }),
        ),
      );
      worker.on('exit', (code) =>
        fail(
          new SimulationError(
            'sim-worker-stopped',
            `The worker playing ${seedsOf(w)} stopped (exit code ${code}) before finishing its games`,
          ),
        ),
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
