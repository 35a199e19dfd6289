// A game module imported again after its files changed. Node keeps every module it imported by
// URL, so the module is imported at a new URL (`?cardweave-reload=N`), and a resolve hook gives
// each module it imports from inside the game's folder the same query: the whole folder is
// evaluated again, the library (outside the folder) is not, so classes and registries stay one.
import { register } from 'node:module';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The query that marks a generation of a game's modules. */
const QUERY = 'cardweave-reload';

// Runs in Node's loader thread; plain JavaScript in a data: URL, so it needs no file of its own.
const HOOK = `
let roots = [];
export function initialize(data) { roots = data.roots; }
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  const parent = context.parentURL;
  if (parent === undefined || !result.url.startsWith('file:') || result.url.includes('${QUERY}=')) return result;
  const generation = /[?&]${QUERY}=(\\d+)/.exec(parent);
  if (generation === null || !roots.some((root) => result.url.startsWith(root))) return result;
  return { ...result, url: result.url + (result.url.includes('?') ? '&' : '?') + '${QUERY}=' + generation[1] };
}
`;

const registered = new Set<string>();

/**
 * Imports `modulePath` again as generation `generation`, with every module
 * it imports from its own folder (and below) evaluated again too.
 *
 * @example
 * const module = await freshImport('/games/duel/table.ts', 3);
 */
export async function freshImport(modulePath: string, generation: number): Promise<Record<string, unknown>> {
  const root = pathToFileURL(dirname(modulePath)).href + '/';
  if (!registered.has(root)) {
    // Each register() call adds a hook to the chain; one per folder, holding that folder only.
    register(`data:text/javascript,${encodeURIComponent(HOOK)}`, { data: { roots: [root] } });
    registered.add(root);
  }
  return (await import(`${pathToFileURL(modulePath).href}?${QUERY}=${generation}`)) as Record<string, unknown>;
}
