import { gamePicture } from '../../pictures/game-picture.js';
import type { GamePicture } from '../../pictures/picture-model.js';
import type { TableGame } from '../table-game.js';

/** Pictures kept per game: one per set of packs sandboxes were opened with. */
const KEPT_PER_GAME = 32;
const kept = new WeakMap<TableGame, Map<string, GamePicture>>();

/**
 * A sandbox's rule graph with the ids of its boxes (the trace page's
 * picture), so the page can light the nodes and hooks a step ran. Drawn
 * from a fresh engine of the game with the sandbox's packs (not its setup
 * pack: the setup is the designer's, not the game's), kept once drawn.
 *
 * @example
 * sandboxPicture(duelTable, []).nodes['duel.main-move']; // the box's id
 */
export function sandboxPicture(game: TableGame, packs: readonly string[]): GamePicture {
  const key = packs.join('\n');
  let pictures = kept.get(game);
  const known = pictures?.get(key);
  if (known !== undefined) return known;
  const sources = packs.map((name) => game.packs[name]!);
  const picture = gamePicture(game.game.createEngine({ seed: 0, packs: sources }), { packs: game.game.packs(sources) });
  if (pictures === undefined) kept.set(game, (pictures = new Map<string, GamePicture>()));
  if (pictures.size < KEPT_PER_GAME) pictures.set(key, picture);
  return picture;
}
