import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { freshImport } from './fresh-import.js';
import { checkModuleFile, filePath } from './module-ref.js';
import { ModuleRefusal } from './module-refusal.js';
import { enableTypeScript, TYPESCRIPT_FILE, typeScriptRefusal } from './typescript.js';

/**
 * Imports the module a user named, the one way every path cardweave takes
 * is loaded (games, packs, simulations, agents, the sandbox's reloads), in
 * any thread: `where` is a path (relative to the working directory) or a
 * `file:` URL. .js, .mjs and .cjs are imported; .ts, .mts and .cts too, with
 * no flag (typescript.ts); .json is read as `{ default: value }`. With
 * `generation`, the module and every module it imports from its own folder
 * are evaluated again (`cardweave serve --watch`). Every refusal is a
 * ModuleRefusal naming the file: no such file, not a file, TypeScript that
 * nothing here can load, or the import's own error in one line. The module
 * is code and runs.
 *
 * @example
 * const exports = await importModule('games/war.ts'); exports.warTable;
 */
export async function importModule(where: string, options: { generation?: number } = {}): Promise<Record<string, unknown>> {
  const file = filePath(where);
  checkModuleFile(file);
  if (file.toLowerCase().endsWith('.json')) return readJson(file);
  const support = TYPESCRIPT_FILE.test(file) ? await enableTypeScript(file) : undefined;
  try {
    if (options.generation !== undefined) return await freshImport(file, options.generation);
    return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    // No loader found and Node's own refusal: say what to do rather than "Unknown file extension".
    if (support?.by === 'none' && (error as NodeJS.ErrnoException).code === 'ERR_UNKNOWN_FILE_EXTENSION')
      throw typeScriptRefusal(file, error);
    throw new ModuleRefusal(file, 'broken', `it does not load: ${oneLine(error)}`, { cause: error });
  }
}

/**
 * The export `name` of a module `file` exports, or a ModuleRefusal listing
 * the exports it has.
 *
 * @example
 * exportOf(await importModule('game.ts'), 'game.ts', 'hardMode');
 */
export function exportOf(exports: Record<string, unknown>, file: string, name: string): unknown {
  if (name in exports) return exports[name];
  const names = Object.keys(exports).join(', ') || 'none';
  throw new ModuleRefusal(file, 'no-export', `it has no export "${name}" (it exports: ${names})`);
}

function readJson(file: string): Record<string, unknown> {
  try {
    return { default: JSON.parse(readFileSync(file, 'utf8')) as unknown };
  } catch (error) {
    throw new ModuleRefusal(file, 'broken', `it does not load: ${oneLine(error)}`, { cause: error });
  }
}

/**
 * An error's message in one line: its first, and the next when the first only announces it
 * (tsx's "Transform failed with 1 error:").
 */
export function oneLine(error: unknown): string {
  const lines = (error instanceof Error ? error.message : String(error))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const [first = '', second] = lines;
  return first.endsWith(':') && second !== undefined ? `${first} ${second}` : first;
}
