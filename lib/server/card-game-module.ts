import { importModule } from '../modules/import-module.js';
import { moduleRef } from '../modules/module-ref.js';
import { ModuleRefusal } from '../modules/module-refusal.js';
import type { CardGame } from '../packs/game.js';
import { loadCardPackFile } from '../packs/load-pack-file.js';
import type { CardPack } from '../packs/pack.js';
import { UsageError } from './serve-options.js';

/**
 * The module a command-line argument names, imported through cardweave's one
 * module loader (lib/modules): a TypeScript module loads with no flag. Its
 * refusal is a UsageError, `label` and the loader's one line naming the file.
 *
 * @example
 * const { exports, file, export: wanted } = await importNamedModule('games/war.ts#hardMode', '--game: ');
 */
export async function importNamedModule(
  spec: string,
  label: string,
): Promise<{ exports: Record<string, unknown>; file: string; export: string | undefined }> {
  const ref = moduleRef(spec);
  try {
    return { exports: await importModule(ref.file), ...ref };
  } catch (error) {
    throw error instanceof ModuleRefusal ? new UsageError(`${label}${error.message}`) : error;
  }
}

/**
 * Imports the card game `--game MODULE[#EXPORT]` names, for `cardweave
 * cards`: the export named, else the module's default export, else its only
 * export that is a card game (made by defineCardGame). Refuses a missing
 * file, a module that does not load, and a module with no such game, each
 * in one line (a UsageError). The module is code and runs: name only
 * modules you trust. `label` starts each refusal (default `--game: `; a
 * command whose module is its argument gives '').
 *
 * @example
 * const game = await importCardGame('examples/war/game.ts'); // warGame
 */
export async function importCardGame(spec: string, label = '--game: '): Promise<{ game: CardGame; name: string; file: string }> {
  const { exports: module, file, export: wanted } = await importNamedModule(spec, label);
  if (wanted !== undefined) {
    if (isCardGame(module[wanted])) return { game: module[wanted], name: wanted, file };
    throw new UsageError(`${label}${file} exports no card game "${wanted}" (make one with defineCardGame)`);
  }
  if (isCardGame(module.default)) return { game: module.default, name: 'default', file };
  const games = Object.keys(module).filter((name) => isCardGame(module[name]));
  if (games.length === 1) return { game: module[games[0]!] as CardGame, name: games[0]!, file };
  if (games.length === 0) throw new UsageError(`${label}${file} exports no card game (make one with defineCardGame)`);
  throw new UsageError(`${label}${file} exports ${games.length} card games (${games.join(', ')}): name one, ${spec}#${games[0]}`);
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

/**
 * The card game `spec` names (see {@link importCardGame}, whose refusals
 * carry no prefix here) with the pack files `packFiles` loaded and
 * validated with it: `packs` is every pack the game loads, in load order;
 * `file` the module's absolute path and `name` the game's export.
 * A pack file that does not load, or a game that refuses the packs, is a
 * UsageError in one line.
 *
 * @example
 * const { game, extra, packs } = await loadGameWithPacks('examples/war/game.ts', ['examples/war/packs/gift.json']);
 */
export async function loadGameWithPacks(
  spec: string,
  packFiles: readonly string[],
): Promise<{ game: CardGame; name: string; file: string; extra: CardPack[]; packs: CardPack[] }> {
  const { game, name, file } = await importCardGame(spec, '');
  const extra: CardPack[] = [];
  for (const file of packFiles) {
    try {
      extra.push(await loadCardPackFile(file));
    } catch (error) {
      throw new UsageError(`--pack: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  try {
    return { game, name, file, extra, packs: game.packs(extra) };
  } catch (error) {
    throw new UsageError(
      `the game does not load${extra.length > 0 ? ' with the --pack packs' : ''}: ${(error as Error).message.split('\n')[0]}`,
    );
  }
}
