import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { GameSpec } from './check-request.js';
import { SimulationError } from './errors.js';
import type { WorkerJob } from './protocol.js';

// Run from the sources under tsx, this file is .ts and so is the worker; from the package's dist/, both are .js.
const EXT = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
const WORKER = new URL(`./worker${EXT}`, import.meta.url);
const TYPESCRIPT = /\.(?:[cm]?ts|tsx)$/;

/**
 * Starts a worker thread for one job. From the package's built JavaScript,
 * the worker file is started as is, unless the game or a pack is a
 * TypeScript file (the user runs under tsx): then, as from cardweave's own
 * TypeScript sources, the worker first registers tsx's ESM hooks in its own
 * thread and then imports the worker. On Node 20 tsx's hooks do not reach
 * worker threads by themselves (a .ts module fails with "Unknown file
 * extension"); registered this way, everything loads as ES modules, as in the
 * main thread, so the game's imports, pack files and top-level await work.
 *
 * @example const worker = startWorker({ spec, seed: 1, range: { first: 0, count: 100 }, every: 10 });
 */
export function startWorker(job: WorkerJob): Worker {
  const typeScript = EXT === '.ts' ? undefined : typeScriptModule(job.spec);
  if (EXT === '.js' && typeScript === undefined) return new Worker(WORKER, { workerData: job });
  const api = tsxApi(typeScript);
  if (api === undefined) return new Worker(WORKER, { workerData: job });
  const boot = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER.href)}); });`;
  return new Worker(boot, { eval: true, workerData: job });
}

/** The first TypeScript file the job imports (the game module, then the packs), as a path, or undefined. */
function typeScriptModule(spec: GameSpec): { field: string; file: string } | undefined {
  const modules: { field: string; ref: string }[] = [{ field: 'the game module', ref: spec.game.module }];
  for (const pack of spec.packs) modules.push({ field: 'a pack', ref: typeof pack === 'string' ? pack : pack.module });
  // sweep()'s play module is cardweave's own; the card game and agents it imports may be the user's TypeScript.
  for (const ref of spec.alsoImports) modules.push({ field: 'the module', ref });
  for (const { field, ref } of modules) {
    const file = ref.startsWith('file:') ? fileURLToPath(ref) : ref;
    if (TYPESCRIPT.test(file)) return { field, file };
  }
  return undefined;
}

/**
 * The file URL of tsx's ESM API, found from the user's TypeScript module
 * (their project's tsx, wherever their package manager put it), else from
 * this file. Node 20 cannot resolve an import from another file without a
 * flag, so tsx's package.json is found with require's rules and its export
 * map read by hand. Undefined means: let Node load the TypeScript itself
 * (Node 22.18 and later strip types natively).
 */
function tsxApi(typeScript: { field: string; file: string } | undefined): string | undefined {
  const anchors = typeScript === undefined ? [import.meta.url] : [typeScript.file, import.meta.url];
  for (const anchor of anchors) {
    const found = esmApiOfTsxFrom(anchor);
    if (found !== undefined) return found;
  }
  if (typeScript !== undefined && (process.features as { typescript?: unknown }).typescript) return undefined;
  throw new SimulationError(
    'sim-needs-tsx',
    typeScript === undefined
      ? 'simulate(): running from TypeScript sources, worker threads need tsx installed in this project (npm i -D tsx)'
      : `simulate(): ${typeScript.field} ${typeScript.file} is TypeScript, so worker threads need tsx to load it: install it in your project (npm i -D tsx), or simulate the compiled JavaScript`,
  );
}

/**
 * `tsx/esm/api` as an ES module URL, resolved from `anchor` (a path or file
 * URL), or undefined. The table server's start threads boot with it too.
 *
 * @example const api = esmApiOfTsxFrom(import.meta.url); // 'file:///…/node_modules/tsx/dist/esm/api/index.mjs'
 */
export function esmApiOfTsxFrom(anchor: string): string | undefined {
  let manifest: string;
  try {
    manifest = createRequire(anchor).resolve('tsx/package.json');
  } catch {
    return undefined;
  }
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports?: Record<string, unknown> };
  // { "./esm/api": { "import": { "types": ..., "default": "./dist/esm/api/index.mjs" }, "require": ... } }
  let target = exports?.['./esm/api'];
  if (typeof target === 'object' && target !== null) target = (target as Record<string, unknown>).import;
  if (typeof target === 'object' && target !== null) target = (target as Record<string, unknown>).default;
  return typeof target === 'string' ? new URL(target, pathToFileURL(manifest)).href : undefined;
}
