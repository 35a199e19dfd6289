/**
 * Playing a saved game again from its start with its recorded decisions,
 * and the loop that feeds recorded answers to a game (also used by history
 * moves, which replay from a keyframe).
 */
import { capture } from '../graph/run/capture.js';
import { Engine } from '../graph/engine.js';
import { SnapshotError } from '../graph/errors.js';
import type { RuleGraph } from '../graph/graph.js';
import { coreOf, type GameCore } from '../graph/game-core.js';
import { resolveLimits } from '../graph/json-check.js';
import type { ResumeOptions } from '../graph/options.js';
import type { DecisionRecord } from '../graph/types.js';
import { fromSaved, type Snapshot } from './snapshot.js';
import { readSnapshot } from './snapshot-read.js';

/**
 * Plays a saved game again from its start with its recorded decisions: same
 * rules, seed and decisions give the same log and state. A save that
 * records its start is played from there through the recipe; otherwise from
 * its cached origin, which is trusted as it is.
 *
 * @example
 * const again = replay(graph, savedText); again.lines(); // the same log
 */
export function replay<S extends object = object>(
  graph: RuleGraph,
  input: Snapshot | string,
  options: ResumeOptions = {},
): Engine<S> {
  const snap = readSnapshot(graph, input, resolveLimits(options.limits));
  if (snap.origin === null)
    throw new SnapshotError('replay-before-start', 'Snapshot cannot be replayed: it was taken before the game started');
  let engine: Engine<S>;
  if (snap.start !== null && graph.gameRecipe !== undefined) {
    engine = Engine.start<S>(graph, {
      ...options,
      agents: {},
      log: snap.log !== null,
      seed: snap.start.seed,
      options: snap.start.options,
    });
    coreOf(engine).begin();
  } else {
    engine = new Engine<S>(graph, { ...options, agents: {}, state: {} as S, log: snap.log !== null });
    const core = coreOf(engine);
    core.load(fromSaved(graph, snap.origin));
    core.origin = capture(core.loop);
    core.setCheckpoint(core.origin);
  }
  feed(coreOf(engine), snap.decisions);
  for (const [player, agent] of Object.entries(options.agents ?? {})) engine.setAgent(player, agent);
  return engine;
}

/**
 * Replays recorded decisions from the game's current position, telling `answered` after each.
 *
 * @internal
 * @example feed(core, snap.decisions);
 */
export function feed(
  core: GameCore,
  decisions: readonly DecisionRecord[],
  answered?: (at: number, core: GameCore) => void,
): void {
  let at = 0;
  for (;;) {
    const status = core.game.run();
    if (status.status !== 'awaiting' || at >= decisions.length) break;
    const record = decisions[at++]!;
    core.game.decide(record.player, record.choice);
    answered?.(at - 1, core);
  }
  if (at < decisions.length) {
    throw new SnapshotError(
      'replay-diverged',
      `Replay diverged: ${decisions.length - at} recorded decision(s) were never asked (the first is decisions[${at}])`,
    );
  }
}
