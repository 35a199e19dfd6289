import { closeSync, constants, fstatSync, openSync, readFileSync, type Stats } from 'node:fs';
import { resolve } from 'node:path';
import { ContainerModule } from 'inversify';
import { CardPackError } from '../cards/errors.js';
import { importModule } from '../modules/import-module.js';
import { ModuleRefusal } from '../modules/module-refusal.js';
import { cardPackFromJson } from './json-pack.js';
import { locateSyntaxError } from './locate-syntax-error.js';
import { packsFromModules, type CardPack } from './pack.js';

/**
 * The largest card pack file {@link loadCardPackFile} imports unless told
 * otherwise: 16 MiB, far above any hand-written pack.
 *
 * @example await loadCardPackFile('big-pack.ts', { maxBytes: 4 * MAX_PACK_FILE_BYTES });
 */
export const MAX_PACK_FILE_BYTES = 16 * 2 ** 20;

/**
 * Options of {@link loadCardPackFile}.
 *
 * @example const options: LoadPackFileOptions = { maxBytes: 2 ** 20 };
 */
export interface LoadPackFileOptions {
  /** The largest file accepted, in bytes; default {@link MAX_PACK_FILE_BYTES}. */
  maxBytes?: number;
}

// A file is imported once per thread, as ES modules are: a second call for it returns the same pack.
// Its size is kept too, so that a later call with a smaller maxBytes is still refused.
const loaded = new Map<string, { size: number; pack: Promise<CardPack> }>();

/**
 * Imports a card pack from a file at run time. The file's default export (or
 * an export named `pack`) is a pack from `defineCardPack` or a module from
 * `cardPackModule`; a `.json` file is a pack as data (see `cardPackFromJson`),
 * read, never imported. Before importing, the path must name a regular file that
 * can be read and is at most `maxBytes` long (a directory, /dev/zero or a
 * FIFO is refused at once); a syntax error is reported with its line and
 * column. Each file is loaded once per thread: calling again with the same
 * path returns the same pack. The pack is validated when a game loads it.
 *
 * @example
 * const pack = await loadCardPackFile('examples/war/packs/reversal.ts');
 */
export async function loadCardPackFile(path: string, options: LoadPackFileOptions = {}): Promise<CardPack> {
  if (typeof path !== 'string' || path === '')
    throw new CardPackError(
      'pack-file-empty-path',
      `A card pack file path must be a non-empty string, got ${JSON.stringify(path) ?? String(path)}`,
    );
  const maxBytes = options.maxBytes ?? MAX_PACK_FILE_BYTES;
  if (!Number.isSafeInteger(maxBytes) || maxBytes < 1)
    throw new CardPackError(
      'pack-file-bad-limit',
      `loadCardPackFile: maxBytes must be a whole number of bytes of at least 1, got ${String(maxBytes)}`,
    );
  const file = resolve(path);
  // Everything up to here, and the lookup and entry below, runs before the first await: two calls
  // started together for one file share one import.
  const known = loaded.get(file);
  if (known !== undefined) {
    if (known.size > maxBytes) throw tooLarge(file, known.size, maxBytes);
    return known.pack;
  }
  const size = checkPackFile(file, maxBytes);
  const pack = isJsonFile(file) ? readJsonPack(file, maxBytes) : importPack(file);
  loaded.set(file, { size, pack });
  // A failure is not kept: the file may be fixed and loaded again.
  pack.catch(() => loaded.delete(file));
  return pack;
}

/** @internal A `.json` file is a pack as data (no code): read and checked, never imported. */
export function isJsonFile(file: string): boolean {
  return file.toLowerCase().endsWith('.json');
}

function readJsonPack(file: string, maxBytes: number): Promise<CardPack> {
  // A promise either way, as an import is: a refusal rejects it rather than throwing here.
  return Promise.resolve().then(() => {
    const text = readFileSync(file);
    // Checked again on what was read: the file may have grown since it was measured.
    if (text.length > maxBytes) throw tooLarge(file, text.length, maxBytes);
    return cardPackFromJson(text.toString('utf8'), file);
  });
}

async function importPack(file: string): Promise<CardPack> {
  let exports: Record<string, unknown>;
  try {
    // cardweave's one module loader: a TypeScript pack loads with no flag, in any thread.
    exports = await importModule(file);
  } catch (refusal) {
    if (refusal instanceof ModuleRefusal && refusal.kind === 'typescript')
      throw new CardPackError('pack-file-broken', `Card pack file "${file}" could not be loaded: ${refusal.reason}`, {
        cause: refusal,
      });
    // The import's own error: its place when it is a syntax error, else its message whole.
    const error = refusal instanceof ModuleRefusal && refusal.kind === 'broken' ? refusal.cause : refusal;
    const syntax = locateSyntaxError(error, file);
    if (syntax !== undefined) {
      const where = syntax.file === file ? '' : ` in ${syntax.file}`;
      throw new CardPackError(
        'pack-file-syntax',
        `Card pack file "${file}" has a syntax error${where} at line ${syntax.line}, column ${syntax.column}: ${syntax.reason}`,
        { cause: error },
      );
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new CardPackError('pack-file-broken', `Card pack file "${file}" could not be loaded: ${reason}`, { cause: error });
  }
  const candidate = exports.default ?? exports.pack;
  if (candidate instanceof ContainerModule) {
    const packs = packsFromModules([candidate]);
    if (packs.length === 1) return packs[0]!;
    throw new CardPackError(
      'pack-file-many-packs',
      `Card pack file "${file}" exports a module that binds ${packs.length} card packs; bind exactly one per file`,
    );
  }
  if (
    candidate !== null &&
    typeof candidate === 'object' &&
    !Array.isArray(candidate) &&
    ('name' in candidate || 'cards' in candidate)
  ) {
    return candidate as CardPack;
  }
  throw new CardPackError(
    'pack-file-not-a-pack',
    `Card pack file "${file}" does not export a card pack (its default export is ${kindOf(candidate)}); export default defineCardPack({ ... })`,
  );
}

/**
 * @internal What kind of file it is, whether it can be read, how big (returned): checked on an open
 * descriptor, so nothing can swap it in between. Refusals are CardPackErrors naming the file.
 */
export function checkPackFile(file: string, maxBytes: number): number {
  let fd: number;
  try {
    // O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting forever.
    fd = openSync(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new CardPackError('pack-file-missing', `Card pack file "${file}" does not exist`);
    throw new CardPackError(
      'pack-file-unreadable',
      `Card pack file "${file}" cannot be read (${code ?? (error as Error).message})`,
      { cause: error },
    );
  }
  let stats: Stats;
  try {
    stats = fstatSync(fd);
  } finally {
    closeSync(fd);
  }
  if (stats.isDirectory())
    throw new CardPackError('pack-file-directory', `Card pack file "${file}" is a directory, not a regular file`);
  if (!stats.isFile())
    throw new CardPackError('pack-file-special', `Card pack file "${file}" is ${specialKind(stats)}, not a regular file`);
  if (stats.size > maxBytes) throw tooLarge(file, stats.size, maxBytes);
  return stats.size;
}

function tooLarge(file: string, size: number, maxBytes: number): CardPackError {
  return new CardPackError(
    'pack-file-too-large',
    `Card pack file "${file}" is ${size} bytes, over the limit of ${maxBytes} bytes: pass a larger maxBytes to loadCardPackFile`,
  );
}

function specialKind(stats: Stats): string {
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isFIFO()) return 'a named pipe (FIFO)';
  if (stats.isSocket()) return 'a socket';
  return 'a special file';
}

function kindOf(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object without name and cards';
  return `a ${typeof value}`;
}
