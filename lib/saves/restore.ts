/**
 * Restoring a game from a save: checked whole first (snapshot-read.ts), then
 * either taken as it is (`verify: 'structure'`) or played again from its
 * start with its answers, branches included, and compared field by field
 * with the save (`verify: 'replay'`, the default).
 */
import { capture } from '../graph/run/capture.js';
import { deepFreeze } from '../graph/clone.js';
import { Engine } from '../graph/engine.js';
import { DEFAULT_BUDGET } from '../graph/options.js';
import { SnapshotError } from '../graph/errors.js';
import { coreOf, KEYFRAME_EVERY, type GameCore } from '../graph/game-core.js';
import type { RuleGraph } from '../graph/graph.js';
import { describeValue, resolveLimits } from '../graph/json-check.js';
import { firstDifference } from '../graph/json-compare.js';
import type { RestoreOptions } from '../graph/options.js';
import { GameHistory, positionAt } from './game-history.js';
import { HistoryTree, type Keyframe, type SavedHistory } from './history.js';
import { savedGame } from './save.js';
import { fromSaved, type Snapshot } from './snapshot.js';
import { readSnapshot } from './snapshot-read.js';

/**
 * Rebuilds a game from a snapshot (object or JSON text) and the same rules.
 * Everything is checked before anything is used (see `docs/trust-model.md`):
 * a save over the limits, of another rule set, pack version or cardweave
 * version, with an unknown name, a malformed field or a state the game's
 * checks refuse is a SnapshotError naming the field. With `verify: 'replay'`
 * (the default) the game is also played again from its start and must
 * arrive exactly where the save says; see `Verify`.
 *
 * @example
 * const engine = restore(graph, readFileSync('game.json', 'utf8'));
 */
export function restore<S extends object = object>(
  graph: RuleGraph,
  input: Snapshot | string,
  options: RestoreOptions = {},
): Engine<S> {
  const verify = options.verify ?? 'replay';
  if (verify !== 'replay' && verify !== 'structure') {
    throw new SnapshotError(
      'restore-bad-verify',
      `restore() option "verify" must be "replay" or "structure", got ${describeValue(verify)}`,
    );
  }
  if (verify === 'replay' && graph.gameRecipe === undefined) {
    throw new SnapshotError(
      'replay-no-recipe',
      `Cannot verify a save by replay: rule graph "${graph.id}" has no recipe to start a game from (graph.recipe); ` +
        'restore with { verify: "structure" } only if you trust the save',
    );
  }
  const limits = resolveLimits(options.limits);
  const snap = readSnapshot(graph, input, limits);
  if (verify === 'replay') return replayed<S>(graph, snap, options);
  const engine = new Engine<S>(graph, { ...options, state: {} as S, log: snap.log !== null });
  const core = coreOf(engine);
  const loop = core.loop;
  const position = fromSaved(graph, snap);
  core.load(position); // copies what it takes, so `position` stays pristine
  core.origin = snap.origin === null ? undefined : fromSaved(graph, snap.origin);
  loop.decisions = snap.decisions.map((d) => deepFreeze(d));
  if (snap.log !== null) loop.log = snap.log.map((e) => deepFreeze(e));
  core.start = snap.start === null ? null : deepFreeze(snap.start);
  if (snap.history !== undefined) new GameHistory(core, HistoryTree.fromSaved(snap.history));
  // The restored position is the first consistent point; it needs no copy of its own.
  core.setCheckpoint({ ...position, decisionCount: snap.decisions.length, logLength: snap.log?.length ?? 0 });
  return engine;
}

/**
 * A verified restore: plays the game again from the save's start with its
 * decisions, to the save's step, and hands out that game if the save's
 * position is exactly where it arrived. Bounded by the step budget.
 */
function replayed<S extends object>(graph: RuleGraph, snap: Snapshot, options: RestoreOptions): Engine<S> {
  if (snap.start === null) {
    throw new SnapshotError(
      'replay-no-start',
      'Cannot verify a save by replay: it records no start (its game was made with new Engine, or was changed from outside ' +
        'its rules with enqueue, attach or detach); restore with { verify: "structure" } only if you trust the save',
    );
  }
  const budget = options.budget ?? DEFAULT_BUDGET;
  if (snap.steps > budget) {
    throw new SnapshotError(
      'replay-over-budget',
      `Snapshot field "steps" is ${snap.steps}, more than the step budget of ${budget}: raise budget to replay a game that long`,
    );
  }
  let engine: Engine<S>;
  try {
    engine = Engine.start<S>(graph, {
      budget,
      limits: options.limits,
      log: snap.log !== null,
      seed: snap.start.seed,
      options: snap.start.options,
    });
  } catch (error) {
    throw new SnapshotError('replay-setup-failed', `Snapshot field "start" does not start a game: ${(error as Error).message}`);
  }
  const core = coreOf(engine);
  const loop = core.loop;
  // With a history tree to check, the head's line keeps its keyframes on the way, as a game's history would.
  const frames = new Map<number, Keyframe>();
  if (snap.history !== undefined)
    core.follower = () => {
      if (loop.decisions.length % KEYFRAME_EVERY === 0)
        frames.set(loop.decisions.length, { capture: capture(loop), log: loop.log === null ? null : loop.log.slice() });
    };
  replayTo(core, snap);
  core.follower = undefined;
  if (snap.history !== undefined) checkBranches(core, snap.history, frames);
  const difference = firstDifference(snap, savedGame(core, capture(loop)), '');
  if (difference !== undefined) {
    throw new SnapshotError(
      'replay-differs',
      `Snapshot does not match its replay: field "${difference.path}" is ${difference.a} in the save, but ${difference.b} when its decisions are played again`,
    );
  }
  core.setCheckpoint(capture(loop));
  for (const [player, agent] of Object.entries(options.agents ?? {})) engine.setAgent(player, agent);
  return engine;
}

/**
 * A saved history tree, taken once the head's line was played again: every
 * other branch's answers, up to its furthest point, are played again
 * through the rules too, and one the rules refuse refuses the save.
 */
function checkBranches(core: GameCore, saved: SavedHistory, frames: Map<number, Keyframe>): void {
  const tree = HistoryTree.fromSaved(saved);
  new GameHistory(core, tree);
  const head = tree.tip;
  // The head's line was just played again: its keyframes were kept on the way.
  const line = tree.pathPoints(head);
  for (const [count, frame] of frames) if (count <= line.length) tree.keep(line[count - 1]!, () => frame);
  for (const branch of tree.branches()) {
    const end = branch.end;
    // A branch whose end is on the head's line (or below another checked end) was played with it.
    if (tree.isAncestor(end, head)) continue;
    try {
      positionAt(core, tree, end);
    } catch (error) {
      throw new SnapshotError(
        'history-replay-refused',
        `Snapshot field "history" branch "${branch.name}" cannot be played again: ${(error as Error).message}`,
      );
    }
  }
}

/** Plays the saved decisions from the start until the game reaches the save's step count. */
function replayTo(core: GameCore, snap: Snapshot): void {
  const loop = core.loop;
  const decisions = snap.decisions;
  if (snap.origin !== null) core.begin();
  let at = 0;
  core.replaying = true;
  try {
    for (;;) {
      if (loop.pending !== null) {
        if (at >= decisions.length) break;
        const d = decisions[at]!;
        try {
          core.game.decide(d.player, d.choice, d.id);
        } catch (error) {
          throw new SnapshotError(
            'replay-refused',
            `Snapshot field "decisions[${at}]" is refused by the rules: ${(error as Error).message}`,
          );
        }
        at++;
        continue;
      }
      if (loop.steps >= snap.steps || loop.ended || loop.queue.size === 0) break;
      // A replay whose log outgrows the save's already differs from it: stop before it grows further.
      if (loop.log !== null && snap.log !== null && loop.log.length > snap.log.length) break;
      core.drain(1);
    }
  } catch (error) {
    if (error instanceof SnapshotError) throw error;
    throw new SnapshotError('replay-failed', `Snapshot cannot be played again: ${(error as Error).message}`);
  } finally {
    core.replaying = false;
  }
  if (at < decisions.length) {
    throw new SnapshotError(
      'replay-diverged',
      `Replay diverged: ${decisions.length - at} recorded decision(s) were never asked (the first is decisions[${at}])`,
    );
  }
}
