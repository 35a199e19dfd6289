import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CardGame } from '../cards/game.js';
import { esmApiOfTsxFrom } from '../sim/start-worker.js';
import { UsageError } from './serve-options.js';

let tsxRegistered = false;

/**
 * Runs `load`, which imports `file`. When `file` is TypeScript and this
 * library runs compiled (the built `cardweave` under plain node, which
 * cannot import TypeScript), tsx (the project's, found from `file`) is
 * registered first, once: Node keeps a failed import, so it must be in
 * place before the first try. From sources, a TypeScript loader runs us
 * already. Without tsx, Node's own refusal stands.
 *
 * @example
 * const exports = await withTypeScript(file, () => import(pathToFileURL(file).href));
 */
export async function withTypeScript<T>(file: string, load: () => Promise<T>): Promise<T> {
  if (!tsxRegistered && /\.[cm]?tsx?$/.test(file) && !import.meta.url.endsWith('.ts')) {
    const api = esmApiOfTsxFrom(file) ?? esmApiOfTsxFrom(import.meta.url);
    if (api !== undefined) {
      ((await import(api)) as { register: () => unknown }).register();
      tsxRegistered = true;
    }
  }
  return load();
}

/**
 * Imports the card game `--game MODULE[#EXPORT]` names, for `cardweave
 * cards`: the export named, else the module's default export, else its only
 * export that is a card game (made by defineCardGame). Refuses a missing
 * file, a module that does not load, and a module with no such game, each
 * in one line (a UsageError). The module is code and runs: name only
 * modules you trust.
 *
 * @example
 * const game = await importCardGame('examples/war/game.ts'); // warGame
 */
export async function importCardGame(spec: string): Promise<{ game: CardGame; name: string }> {
  const match = /^(.+?)(?:#([A-Za-z_$][\w$]*))?$/.exec(spec);
  const file = resolve(match?.[1] ?? spec);
  if (!existsSync(file) || !statSync(file).isFile()) throw new UsageError(`--game: no file ${file}`);
  let module: Record<string, unknown>;
  try {
    module = (await withTypeScript(file, () => import(pathToFileURL(file).href))) as Record<string, unknown>;
  } catch (error) {
    throw new UsageError(`--game: ${file} does not load: ${(error as Error).message.split('\n')[0]}`);
  }
  const wanted = match?.[2];
  if (wanted !== undefined) {
    if (isCardGame(module[wanted])) return { game: module[wanted], name: wanted };
    throw new UsageError(`--game: ${file} exports no card game "${wanted}" (make one with defineCardGame)`);
  }
  if (isCardGame(module.default)) return { game: module.default, name: 'default' };
  const games = Object.keys(module).filter((name) => isCardGame(module[name]));
  if (games.length === 1) return { game: module[games[0]!] as CardGame, name: games[0]! };
  if (games.length === 0) throw new UsageError(`--game: ${file} exports no card game (make one with defineCardGame)`);
  throw new UsageError(
    `--game: ${file} exports ${games.length} card games (${games.join(', ')}): name one, ${match?.[1] ?? spec}#${games[0]}`,
  );
}

function isCardGame(value: unknown): value is CardGame {
  const game = value as Partial<CardGame> | null | undefined;
  return (
    typeof game === 'object' &&
    game !== null &&
    typeof game.createEngine === 'function' &&
    typeof game.graph === 'function' &&
    typeof game.packs === 'function'
  );
}
