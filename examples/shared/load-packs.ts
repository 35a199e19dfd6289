import { resolve } from 'node:path';
import { loadCardPackFile, type CardPack } from 'cardweave';
import { checkInputFile, type InputLimit } from './files/input-file.js';

/** A `--pack` file, loaded: its absolute path (workers load it again by path) and its pack. */
export interface PackFile {
  path: string;
  pack: CardPack;
}

/**
 * Loads the `--pack` files, in order, once for the whole run: each is first
 * checked as an input file (a regular file, readable, within `limit`), then
 * imported by lib's loadCardPackFile, which refuses a broken file or one
 * that exports no pack with a message naming the file. Validation happens
 * when a game is made from the packs.
 *
 * @example const files = await loadPacks(['examples/war/packs/reversal.ts'], inputLimit(16, 'raise it with --max-input-mb'));
 */
export async function loadPacks(paths: readonly string[], limit: InputLimit): Promise<PackFile[]> {
  const files: PackFile[] = [];
  for (const given of paths) {
    const path = resolve(given);
    checkInputFile(path, 'Card pack file', limit);
    files.push({ path, pack: await loadCardPackFile(path, { maxBytes: limit.maxBytes }) });
  }
  return files;
}
