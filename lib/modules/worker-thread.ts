import { Worker, type WorkerOptions } from 'node:worker_threads';
import { tsxApiFrom } from './typescript.js';

/**
 * Starts a worker thread on cardweave's own entry file `entry` (a
 * simulation worker, a table's start thread). From the package's built
 * JavaScript it starts as is: the user's modules it imports go through
 * importModule there, which makes TypeScript load in that thread as in the
 * main one. From cardweave's TypeScript sources the entry itself is
 * TypeScript, so the thread first registers tsx's hooks (on Node 20 a
 * loader registered in the main thread does not reach worker threads) and
 * then imports it. With no tsx to be found, this throws `noTsx()`, or
 * without it starts the thread anyway, whose 'error' event then says why.
 *
 * @example
 * const worker = startEntryWorker(new URL('./worker.js', import.meta.url), { workerData: job }, () => new Error('no tsx'));
 */
export function startEntryWorker(entry: URL, options: WorkerOptions, noTsx?: () => Error): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, options);
  const api = tsxApiFrom(entry.href);
  if (api === undefined) {
    if (noTsx !== undefined) throw noTsx();
    return new Worker(entry, options);
  }
  const boot = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(boot, { ...options, eval: true });
}
