/**
 * A game's past as a tree of answered decisions, with named branches. The
 * tree (history.ts) is made on first use from the decisions so far and then
 * follows the game: the engine tells the game's core of every answer
 * (`GameCore.follower`), and the tree adds it at the head's tip, keeping a
 * keyframe every `KEYFRAME_EVERY` points. Forks and simulations never
 * pay for it: they have none.
 */
import { capture } from '../graph/run/capture.js';
import type { Engine } from '../graph/engine.js';
import { DecisionError } from '../graph/errors.js';
import { coreOf, type GameCore } from '../graph/game-core.js';
import { HistoryTree, type BranchComparison, type BranchInfo } from './history.js';
import { feed } from './replay.js';

/** Each game's history, once made: kept beside the game, for as long as the game lives. */
const histories = new WeakMap<GameCore, GameHistory>();
/** The tree of each history, for saves (a private field cannot be read from outside its class). */
const trees = new WeakMap<GameCore, HistoryTree>();

/**
 * A game's history, as {@link historyOf} hands it out: list the branches,
 * undo and redo on the head, start a branch at any point, switch, compare.
 * Every move puts the game at the chosen point by replaying it through the
 * rules from the nearest keyframe, with that point's own RNG state. Moves
 * are refused from inside the engine (a node run, an agent), like `run()`.
 *
 * @example
 * const history = historyOf(engine); history.undo(); history.branch('bold'); engine.decide('p1', 'attack'); history.switchTo('main');
 */
export class GameHistory {
  readonly #core: GameCore;
  readonly #tree: HistoryTree;

  /**
   * Follows the game of `core` from now on; made by {@link historyOf} and by a restore, never by hand.
   *
   * @internal
   * @example new GameHistory(core, HistoryTree.linear(core.loop.decisions));
   */
  constructor(core: GameCore, tree: HistoryTree) {
    this.#core = core;
    this.#tree = tree;
    histories.set(core, this);
    trees.set(core, tree);
    core.follower = (record) => {
      const point = tree.answered(record);
      // A verified restore's replay keeps no keyframes (it checks the save, and copies nothing per answer).
      if (!core.replaying)
        tree.keep(point, () => ({
          capture: core.copiedCheckpoint(),
          log: core.loop.log === null ? null : core.loop.log.slice(),
        }));
    };
  }

  /**
   * The branch being played.
   *
   * @example
   * historyOf(engine).head; // 'main'
   */
  get head(): string {
    return this.#tree.head;
  }

  /**
   * The point the head stands at (0: the start).
   *
   * @example
   * historyOf(engine).tip; // 3
   */
  get tip(): number {
    return this.#tree.tip;
  }

  /**
   * Points in the tree, the start included.
   *
   * @example
   * historyOf(engine).size; // 4
   */
  get size(): number {
    return this.#tree.size;
  }

  /**
   * Every branch, in the order they were made.
   *
   * @example
   * historyOf(engine).branches(); // [{ name: 'main', tip: 12, end: 14, decisions: 12, head: true }]
   */
  branches(): BranchInfo[] {
    return this.#tree.branches();
  }

  /**
   * Takes back the last answered decision: the game stands again where it
   * was asked. The head branch keeps the answer, so {@link GameHistory.redo}
   * can play it again.
   *
   * @example
   * engine.decide('p1', 'attack'); engine.run(); historyOf(engine).undo(); // p1 is asked again
   */
  undo(): void {
    const core = this.#core;
    core.enter('historyOf(engine).undo()');
    if (core.origin === undefined || core.loop.decisions.length === 0) {
      throw new DecisionError('undo-nothing', 'Nothing to undo: no decision has been answered yet');
    }
    const point = this.#tree.undoTarget();
    this.#goTo(point);
    this.#tree.moveTip(point);
  }

  /**
   * The head's tip forward one decision, toward the furthest point it reached.
   *
   * @example
   * historyOf(engine).undo(); historyOf(engine).redo(); // back where it was
   */
  redo(): void {
    this.#core.enter('historyOf(engine).redo()');
    const point = this.#tree.redoTarget();
    this.#goTo(point);
    this.#tree.moveTip(point);
  }

  /**
   * A new branch at `point` (default: the head's tip), made the head; the game goes there.
   *
   * @example
   * historyOf(engine).branch('careful', 3); engine.run();
   */
  branch(name: string, point?: number): void {
    this.#core.enter('historyOf(engine).branch()');
    const tree = this.#tree;
    const at = point ?? tree.tip;
    tree.checkPoint(at);
    const before = tree.tip;
    tree.branch(name, at);
    if (at !== before) this.#goTo(at);
  }

  /**
   * Makes another branch the head; the game goes to its tip.
   *
   * @example
   * historyOf(engine).switchTo('main');
   */
  switchTo(name: string): void {
    this.#core.enter('historyOf(engine).switchTo()');
    const tree = this.#tree;
    const before = { head: tree.head, tip: tree.tip };
    const tip = tree.switchTo(name);
    if (tip === before.tip) return;
    try {
      this.#goTo(tip);
    } catch (error) {
      tree.switchTo(before.head);
      throw error;
    }
  }

  /**
   * The decisions and log entries of two branches from the last point they share.
   *
   * @example
   * const { from, a, b } = historyOf(engine).compare('main', 'bold'); a.log.length; // entries main has that bold has not
   */
  compare(a: string, b: string): BranchComparison {
    const tree = this.#tree;
    const [tipA, tipB] = [tree.get(a).tip, tree.get(b).tip];
    const from = tree.common(tipA, tipB);
    const shared = positionAt(this.#core, tree, from).loop.log?.length ?? 0;
    const side = (branch: string, tip: number) => ({
      branch,
      decisions: tree.path(tip, from),
      log: (positionAt(this.#core, tree, tip).loop.log ?? []).slice(shared),
    });
    return { from, decisions: tree.depth(from), a: side(a, tipA), b: side(b, tipB) };
  }

  /** Puts the game at a point of the tree (the tree's tip is the caller's to move). */
  #goTo(point: number): void {
    const core = this.#core;
    const other = positionAt(core, this.#tree, point);
    const loop = core.loop;
    core.load(capture(other.loop));
    loop.decisions = other.loop.decisions;
    loop.log = other.loop.log;
    core.setCheckpoint(capture(loop));
  }
}

/**
 * The game's past as a tree of answered decisions, with named branches:
 * undo, redo, branch at any point, switch, compare. The game starts on
 * branch `main`. The same object each call for a game; made on first use
 * from the decisions so far.
 *
 * @example
 * historyOf(engine).branch('careful', 3); engine.run(); historyOf(engine).compare('main', 'careful').b.log;
 */
export function historyOf<S extends object>(engine: Engine<S>): GameHistory {
  const core = coreOf(engine);
  return histories.get(core) ?? new GameHistory(core, HistoryTree.linear(core.loop.decisions));
}

/**
 * The tree of a game that has one (saves write it when it has branches), else undefined.
 *
 * @internal
 * @example const tree = treeOf(core);
 */
export function treeOf(core: GameCore): HistoryTree | undefined {
  return trees.get(core);
}

/**
 * A new game at a point of the tree: the nearest keyframe at or above it
 * (else the origin) loaded, and the answers from there played again through
 * the rules, running to the next question.
 *
 * @internal
 * @example const other = positionAt(core, tree, 3); other.loop.log;
 */
export function positionAt(core: GameCore, tree: HistoryTree, point: number): GameCore {
  const other = core.blank();
  const { point: from, frame } = tree.keyframeAbove(point);
  if (frame === undefined) {
    if (core.origin === undefined)
      throw new DecisionError(
        'history-not-started',
        'The game has not started, so its history holds no position yet: run it first',
      );
    other.load(core.origin);
    other.setCheckpoint(core.origin);
  } else {
    other.load(frame.capture);
    other.setCheckpoint(frame.capture);
    other.loop.decisions = tree.path(from);
    if (other.loop.log !== null) other.loop.log = frame.log === null ? [] : frame.log.slice();
  }
  other.origin = core.origin;
  other.start = core.start;
  // The replay passes points that may lack a keyframe (a tree read from a save has none): keep them on the way.
  const points = tree.pathPoints(point, from);
  feed(other, tree.path(point, from), (at, replay) =>
    tree.keep(points[at]!, () => ({
      capture: replay.copiedCheckpoint(),
      log: replay.loop.log === null ? null : replay.loop.log.slice(),
    })),
  );
  return other;
}
