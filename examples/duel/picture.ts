import { gamePicture, type Engine, type GamePicture } from 'cardweave';
import { duelGame } from './game.js';

/**
 * The picture of the duel: what `npm run duel -- --graph` prints and a trace's
 * first line keeps. Drawn from `engine`'s hooks (a saved game's cards have
 * attached some), always from the duel's start.
 *
 * @example duelPicture(duelGame.createEngine({ seed: 0 })).mermaid; // 'flowchart TD ...'
 */
export function duelPicture(engine: Engine): GamePicture {
  return gamePicture(engine, { start: 'duel.begin', packs: duelGame.packs() });
}
