/**
 * Where golden files live and how they are written: test/golden/<game>/<name>.json,
 * one game a file, in prettier's layout so the tree's format check passes
 * without anyone touching them, one decision and one checkpoint a line so a
 * diff of a re-recording reads as the game.
 */
import { readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { GoldenGame } from './format.js';

/** The repository's root folder. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The folder of an example's golden files, under the repository's root or another (tests record into a copy). */
export const goldenFolder = (game: string, root = ROOT): string => path.join(root, 'test', 'golden', game);

/** A golden file's path relative to the root, as messages name it. */
export const goldenPath = (game: string, name: string): string => path.posix.join('test', 'golden', game, `${name}.json`);

/** The names of an example's golden files, without ".json", sorted; none when the folder does not exist. */
export function goldenNames(game: string, root = ROOT): string[] {
  let entries: string[];
  try {
    entries = readdirSync(goldenFolder(game, root));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.endsWith('.json'))
    .map((entry) => entry.slice(0, -'.json'.length))
    .sort();
}

/**
 * A golden game as the text of its file: fields in the format's order, each
 * answer and checkpoint on a line of its own, then prettier's layout.
 *
 * @example await goldenText(golden); // '{\n  "format": "cardweave/golden",\n ...'
 */
export async function goldenText(golden: GoldenGame): Promise<string> {
  const lines = Object.entries(golden).map(([key, value]) => {
    const text =
      Array.isArray(value) && (key === 'decisions' || key === 'checkpoints')
        ? `[\n${value.map((item) => `    ${JSON.stringify(item)}`).join(',\n')}\n  ]`
        : JSON.stringify(value);
    return `  ${JSON.stringify(key)}: ${text}`;
  });
  const file = path.join(goldenFolder(golden.game), `${golden.name}.json`);
  const options = (await resolveConfig(file)) ?? {};
  return format(`{\n${lines.join(',\n')}\n}\n`, { ...options, filepath: file, parser: 'json' });
}

/** Writes a golden file whole or not at all: a temporary file beside it, renamed over it. */
export function writeGolden(game: string, name: string, text: string, root = ROOT): void {
  const file = path.join(goldenFolder(game, root), `${name}.json`);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text, { flag: 'wx' });
  renameSync(temporary, file);
}
