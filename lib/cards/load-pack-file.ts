import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ContainerModule } from 'inversify';
import { CardPackError } from './errors.js';
import { packsFromModules, type CardPack } from './pack.js';

/**
 * Imports a card pack from a file at run time. The file's default export (or
 * an export named `pack`) is a pack from `defineCardPack` or a module from
 * `cardPackModule`. The pack is validated when a game loads it.
 *
 * @example
 * const pack = await loadCardPackFile('examples/war/packs/reversal.ts');
 */
export async function loadCardPackFile(path: string): Promise<CardPack> {
  if (typeof path !== 'string' || path === '')
    throw new CardPackError(`A card pack file path must be a non-empty string, got ${JSON.stringify(path) ?? String(path)}`);
  const file = resolve(path);
  if (!existsSync(file)) throw new CardPackError(`Card pack file "${file}" does not exist`);
  let exports: Record<string, unknown>;
  try {
    exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CardPackError(`Card pack file "${file}" could not be loaded: ${reason}`, { cause: error });
  }
  const candidate = exports.default ?? exports.pack;
  if (candidate instanceof ContainerModule) {
    const packs = packsFromModules([candidate]);
    if (packs.length === 1) return packs[0]!;
    throw new CardPackError(
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
    `Card pack file "${file}" does not export a card pack (its default export is ${kindOf(candidate)}); export default defineCardPack({ ... })`,
  );
}

function kindOf(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object without name and cards';
  return `a ${typeof value}`;
}
