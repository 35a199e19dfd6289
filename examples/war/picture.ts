import { gamePicture, type GamePicture, type PackSource } from 'cardweave';
import { warGame } from './game.js';

/**
 * The picture of War with `packs` (a variant's and any others): what `npm start
 * -- --graph` prints and a trace's first line keeps. A fresh game of seed 0, so
 * the picture is the same from run to run.
 *
 * @example warPicture([twist]).mermaid; // 'flowchart TD ...'
 */
export function warPicture(packs: readonly PackSource[]): GamePicture {
  return gamePicture(warGame.createEngine({ seed: 0, packs: [...packs] }), { packs: warGame.packs([...packs]) });
}
