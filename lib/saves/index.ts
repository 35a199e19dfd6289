/**
 * Saves and history, one floor above the engine: a game as JSON
 * (`snapshot`), read back and checked (`restore`), played again from its
 * start (`replay`), and its past as a tree of branches (`historyOf`). This
 * room imports lib/graph; lib/graph never imports it. Import it from
 * `cardweave/saves`; `cardweave` lists the ones most games use.
 *
 * @module saves
 */
export { GameHistory, historyOf } from './game-history.js';
export type { BranchComparison, BranchInfo, SavedHistory } from './history.js';
export { replay } from './replay.js';
export { restore } from './restore.js';
export { snapshot } from './save.js';
export {
  SNAPSHOT_FORMAT,
  type SavedHook,
  type SavedPack,
  type SavedPosition,
  type SavedStart,
  type Snapshot,
} from './snapshot.js';
