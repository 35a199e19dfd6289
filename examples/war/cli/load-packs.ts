import { resolve } from 'node:path';
import { loadCardPackFile, type CardPack } from 'cardweave';

/**
 * Loads the `--pack` files, in order. A missing or broken file is refused by
 * loadCardPackFile with a message naming the file; validation happens when a
 * game is made from the packs.
 *
 * @example const packs = await loadPacks(['examples/war/packs/reversal.ts']);
 */
export async function loadPacks(paths: readonly string[]): Promise<CardPack[]> {
  const packs: CardPack[] = [];
  for (const path of paths) packs.push(await loadCardPackFile(resolve(path)));
  return packs;
}
