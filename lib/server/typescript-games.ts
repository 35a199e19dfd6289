import process from 'node:process';
import { esmApiOfTsxFrom } from '../sim/start-worker.js';
import { UsageError } from './serve-options.js';

/** A game module Node cannot import by itself: TypeScript. */
export const TYPESCRIPT_MODULE = /\.(?:[cm]?ts|tsx)$/;

let registered = false;

/**
 * Lets this process import TypeScript game modules (`--game war=./table.ts`)
 * with no loader flag: registers tsx's hooks, for ES modules and CommonJS
 * alike (a .ts file in a folder without "type": "module" is CommonJS), once.
 * Registered for the whole process, not through tsx's namespaced
 * `tsImport`, so the game imports the same `cardweave` the server runs (a
 * namespaced import loads a second copy of it). tsx is looked up beside the
 * game module first, then beside cardweave. Run from the TypeScript sources
 * (a checkout under tsx), a loader is already there and nothing is done.
 *
 * @example
 * await typeScriptLoaderFor('/srv/games/table.ts', 'war'); const module = await import(pathToFileURL('/srv/games/table.ts').href);
 */
export async function typeScriptLoaderFor(module: string, id: string): Promise<void> {
  if (registered || import.meta.url.endsWith('.ts')) return;
  const esm = esmApiOfTsxFrom(module) ?? esmApiOfTsxFrom(import.meta.url);
  // Without tsx, a Node that strips types by itself (22.18 and later) imports the module as it is.
  if (esm === undefined && nodeStripsTypes()) return;
  if (esm === undefined)
    throw new UsageError(
      `--game ${id}: ${module} is TypeScript and tsx, which loads it, is not installed (npm i tsx), or give the compiled JavaScript`,
    );
  // tsx/cjs/api sits beside tsx/esm/api in the same package (dist/esm/api → dist/cjs/api).
  const cjs = esm.replace(/\/esm\/api\/index\.mjs$/, '/cjs/api/index.mjs');
  const hooks = [(await import(esm)) as { register(): unknown }, (await import(cjs)) as { register(): unknown }];
  for (const api of hooks) api.register();
  registered = true;
}

/** True on a Node that imports TypeScript by erasing its types, unflagged (`process.features.typescript`). */
function nodeStripsTypes(): boolean {
  const features = process.features as { typescript?: string | false };
  return typeof features.typescript === 'string';
}
