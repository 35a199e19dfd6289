import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { TYPESCRIPT_FILE, typeScriptRefusal, typeScriptSupport } from '../modules/typescript.js';
import { startEntryWorker } from '../modules/worker-thread.js';
import type { GameSpec } from './check-request.js';
import { SimulationError } from './errors.js';
import type { WorkerJob } from './protocol.js';

// Run from the sources under tsx, this file is .ts and so is the worker; from the package's dist/, both are .js.
const EXT = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
const WORKER = new URL(`./worker${EXT}`, import.meta.url);

/**
 * Starts a worker thread for one job. The worker imports the game and its
 * packs through the same loader as the main thread (lib/modules), so a
 * TypeScript game or pack loads there with no flag. A loader the user ran
 * the main thread under (`node --import tsx`) does not reach worker threads
 * on Node 20, so a TypeScript module that nothing the worker can find would
 * load (tsx from the module or from cardweave, or Node's type stripping) is
 * refused here, before any thread starts, in one line naming it.
 *
 * @example const worker = startWorker({ spec, seed: 1, range: { first: 0, count: 100 }, every: 10 });
 */
export function startWorker(job: WorkerJob): Worker {
  for (const { field, file } of typeScriptModules(job.spec)) {
    if (typeScriptSupport(file).by === 'none') {
      throw new SimulationError('sim-needs-tsx', `simulate(): in worker threads, ${field} ${typeScriptRefusal(file).message}`);
    }
  }
  return startEntryWorker(
    WORKER,
    { workerData: job },
    () =>
      new SimulationError(
        'sim-needs-tsx',
        'simulate(): running from TypeScript sources, worker threads need tsx installed in this project (npm i -D tsx)',
      ),
  );
}

/** The TypeScript files the job imports (the game module, then the packs, then what sweep's play imports), as paths. */
function typeScriptModules(spec: GameSpec): { field: string; file: string }[] {
  const modules: { field: string; ref: string }[] = [{ field: 'the game module', ref: spec.game.module }];
  for (const pack of spec.packs) modules.push({ field: 'a pack', ref: typeof pack === 'string' ? pack : pack.module });
  // sweep()'s play module is cardweave's own; the card game and agents it imports may be the user's TypeScript.
  for (const ref of spec.alsoImports) modules.push({ field: 'the module', ref });
  return modules
    .map(({ field, ref }) => ({ field, file: ref.startsWith('file:') ? fileURLToPath(ref) : ref }))
    .filter(({ file }) => TYPESCRIPT_FILE.test(file));
}
