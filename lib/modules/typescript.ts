// TypeScript modules load with no flag wherever cardweave takes a path: through tsx when the project
// (or cardweave) has it, else through Node's own type stripping, else one line saying how to fix it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import { ModuleRefusal } from './module-refusal.js';

/** A module Node cannot import by itself before 22.18: TypeScript. */
export const TYPESCRIPT_FILE = /\.(?:[cm]?ts|tsx)$/;

/**
 * Run from cardweave's TypeScript sources, a loader (tsx) runs this very file, in this thread: it
 * loads the user's TypeScript too. From the package's dist/, this file is JavaScript.
 */
const FROM_SOURCES = import.meta.url.endsWith('.ts');

/**
 * How this thread imports a TypeScript file: it already can (cardweave's sources run under a
 * loader), through tsx (its ESM API's URL), by Node itself, or by nothing cardweave can find
 * (a loader the user started, such as `node --import tsx`, may still load it).
 */
export type TypeScriptSupport = { by: 'running' } | { by: 'tsx'; api: string } | { by: 'node' } | { by: 'none' };

/**
 * How a TypeScript `file` will load in this thread. tsx is looked up from
 * the file first (the project's, wherever its package manager put it), then
 * from cardweave. `anchors`, `strips` and `fromSources` are for tests.
 *
 * @example
 * typeScriptSupport('/srv/games/table.ts'); // { by: 'tsx', api: 'file:///srv/node_modules/tsx/dist/esm/api/index.mjs' }
 */
export function typeScriptSupport(
  file: string,
  options: { anchors?: readonly string[]; strips?: boolean; fromSources?: boolean } = {},
): TypeScriptSupport {
  if (options.fromSources ?? FROM_SOURCES) return { by: 'running' };
  for (const anchor of options.anchors ?? [file, import.meta.url]) {
    const api = tsxApiFrom(anchor);
    if (api !== undefined) return { by: 'tsx', api };
  }
  return (options.strips ?? nodeStripsTypes()) ? { by: 'node' } : { by: 'none' };
}

/**
 * The one line for a TypeScript file that nothing here can load (Node
 * before 22.18, no tsx to be found), saying the three ways out.
 *
 * @example
 * throw typeScriptRefusal('/srv/game.ts'); // "/srv/game.ts is TypeScript, which Node v20.20.2 cannot load by itself: ..."
 */
export function typeScriptRefusal(file: string, cause?: unknown): ModuleRefusal {
  return new ModuleRefusal(
    file,
    'typescript',
    `it is TypeScript, which Node ${process.version} cannot load by itself: install tsx in the project (npm i -D tsx), run Node 22.18 or later, or give the compiled JavaScript`,
    { cause },
  );
}

let registered = false;

/**
 * Makes this thread able to import the TypeScript `file` (see
 * {@link typeScriptSupport}): registers tsx's hooks, for ES modules and
 * CommonJS alike (a .ts file in a folder without "type": "module" is
 * CommonJS), once per thread. Registered for the whole thread, not through
 * tsx's namespaced `tsImport`, so the module imports the same `cardweave`
 * the caller runs (a namespaced import loads a second copy of it). Node
 * keeps a failed import, so this runs before the first try. Returns how
 * the file will load.
 *
 * @example
 * await enableTypeScript('/srv/games/table.ts'); await import(pathToFileURL('/srv/games/table.ts').href);
 */
export async function enableTypeScript(file: string): Promise<TypeScriptSupport> {
  const support = typeScriptSupport(file);
  if (support.by !== 'tsx' || registered) return support;
  // tsx/cjs/api sits beside tsx/esm/api in the same package (dist/esm/api -> dist/cjs/api).
  const cjs = support.api.replace(/\/esm\/api\/index\.mjs$/, '/cjs/api/index.mjs');
  for (const api of [support.api, cjs]) ((await import(api)) as { register(): unknown }).register();
  registered = true;
  return support;
}

/**
 * `tsx/esm/api` as an ES module URL, resolved from `anchor` (a path or file
 * URL), or undefined. Node 20 cannot resolve an import from another file
 * without a flag, so tsx's package.json is found with require's rules and
 * its export map read by hand.
 *
 * @example tsxApiFrom(import.meta.url); // 'file:///…/node_modules/tsx/dist/esm/api/index.mjs'
 */
export function tsxApiFrom(anchor: string): string | undefined {
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

/** True on a Node that imports TypeScript by erasing its types (22.18 and later unflagged; `process.features.typescript`). */
function nodeStripsTypes(): boolean {
  const features = process.features as { typescript?: string | false };
  return typeof features.typescript === 'string';
}
