import { Worker } from 'node:worker_threads';
import { SimulationError } from './errors.js';
import type { WorkerJob } from './protocol.js';

// Run from the sources under tsx, this file is .ts and so is the worker; built, both are .js.
const EXT = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
const WORKER = new URL(`./worker${EXT}`, import.meta.url);

/**
 * Starts a worker thread for one job. From built JavaScript the worker file
 * is started as is. From TypeScript sources under tsx, on Node 20, tsx's
 * module hooks do not reach worker threads (a .ts worker fails with "Unknown
 * file extension"), so the worker first registers tsx's ESM hooks in its own
 * thread and then imports the .ts worker: everything then loads as ES
 * modules, as in the main thread, so the game's imports, pack files read by
 * loadCardPackFile and top-level await all work (a CommonJS bootstrap that
 * require()s the worker breaks on the latter two).
 *
 * @example const worker = startWorker({ spec, seed: 1, range: { first: 0, count: 100 }, every: 10 });
 */
export function startWorker(job: WorkerJob): Worker {
  if (EXT === '.js') return new Worker(WORKER, { workerData: job });
  const boot = `import(${JSON.stringify(tsxEsmApi())}).then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER.href)}); });`;
  return new Worker(boot, { eval: true, workerData: job });
}

function tsxEsmApi(): string {
  try {
    return import.meta.resolve('tsx/esm/api');
  } catch (error) {
    throw new SimulationError(
      'simulate(): running from TypeScript sources, worker threads need tsx installed in this project (npm i -D tsx)',
      { cause: error },
    );
  }
}
