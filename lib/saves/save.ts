/**
 * Saving a game: the whole position, its start, its answers, its log, its
 * origin and (when it has branches) its history tree, as one JSON object.
 */
import { capture, type Capture } from '../graph/run/capture.js';
import { cloneJson } from '../graph/clone.js';
import type { Engine } from '../graph/engine.js';
import { SnapshotError } from '../graph/errors.js';
import { coreOf, type GameCore } from '../graph/game-core.js';
import { findJsonProblem, isJson } from '../graph/json-check.js';
import { treeOf } from './game-history.js';
import { SNAPSHOT_FORMAT, SNAPSHOT_VERSION, toSaved, type Snapshot } from './snapshot.js';

/**
 * The whole game as a new JSON object, nothing of it shared with the
 * engine. Refused while a node runs (a position is whole only between node
 * runs), when a closure hook is attached, and when anything in it is not
 * JSON or is over the engine's limits (naming the field): what saves here
 * restores with the same limits.
 *
 * @example
 * writeFileSync('game.json', JSON.stringify(snapshot(engine)));
 */
export function snapshot<S extends object>(engine: Engine<S>): Snapshot {
  const core = coreOf(engine);
  core.enter('snapshot(engine)', true);
  const limits = core.loop.limits;
  // The live values are checked, not a copy: a copy would already have turned a Map into {}.
  const live = savedGame(core, capture(core.loop, false));
  const problem = isJson(live, limits) ? undefined : findJsonProblem(live, 'snapshot', limits);
  if (problem !== undefined) {
    const path = problem.path.replace(/^snapshot\.?/, '');
    throw new SnapshotError('snapshot-not-savable', `Cannot save: field "${path}": ${problem.reason}`);
  }
  return cloneJson(live);
}

/**
 * The snapshot of a capture made for it, sharing the engine's values (the
 * capture's, the decision records, the log, the origin): to be read, or
 * checked and then copied whole, never handed out as it is.
 *
 * @internal
 * @example const live = savedGame(core, capture(core.loop, false));
 */
export function savedGame(core: GameCore, cap: Capture): Snapshot {
  const graph = core.game.graph;
  const tree = treeOf(core);
  return {
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    rules: graph.id,
    packs: graph.packs as Snapshot['packs'],
    start: core.start,
    ...toSaved(cap, false),
    decisions: core.loop.decisions,
    log: core.loop.log,
    origin: core.origin === undefined ? null : toSaved(core.origin, false),
    ...(tree === undefined || tree.isLinear ? {} : { history: tree.save() }),
  };
}
