import { gamePicture } from '../pictures/game-picture.js';
import type { TableGame } from './table-game.js';

/** The most pictures kept per game: one per set of packs tables were made with, and creating tables is open to anyone. */
const KEPT_PER_GAME = 32;

const kept = new WeakMap<TableGame, Map<string, string>>();

/**
 * A game as the command lines draw it (`--graph`), with the card packs a
 * table plays (names the game declares, in the table's order): what its start
 * reaches, each pack's cards, a legend. Drawn from a fresh engine, so no
 * table's seed, options or progress is in it, and kept once drawn (the
 * picture depends only on the game's code and the packs).
 *
 * @example
 * tablePicture(warTable, ['twist']); // the Mermaid text `npm start -- --graph` prints
 */
export function tablePicture(game: TableGame, packs: readonly string[] = []): string {
  const key = packs.join('\n');
  let pictures = kept.get(game);
  const known = pictures?.get(key);
  if (known !== undefined) return known;
  const cardGame = game.game;
  const sources = packs.map((name) => {
    if (!Object.hasOwn(game.packs, name)) throw new TypeError(`Table game "${game.id}" has no pack "${name.slice(0, 40)}"`);
    return game.packs[name]!;
  });
  const mermaid = gamePicture(cardGame.createEngine({ seed: 0, packs: sources }), { packs: cardGame.packs(sources) }).mermaid;
  if (pictures === undefined) kept.set(game, (pictures = new Map<string, string>()));
  if (pictures.size < KEPT_PER_GAME) pictures.set(key, mermaid);
  return mermaid;
}
