/**
 * A game's past as a tree. A point is the start (point 0) or an answered
 * decision; its parent is the point before it. A branch has a name, a tip
 * (where it stands) and an end (how far it went: redo walks from the tip
 * toward the end); the head is the branch being played. Positions are not
 * kept per point: a position is replayed from the nearest keyframe on the
 * way (a capture kept every {@link KEYFRAME_EVERY} points, the origin at
 * point 0) with the decisions in between, through the rules, so each point
 * gets back its own RNG state: undo then the same answer is the same game.
 */
import { DecisionError } from '../graph/errors.js';
import { jsonEqual } from '../graph/json-compare.js';
import type { Capture } from '../graph/run/capture.js';
import { KEYFRAME_EVERY } from '../graph/game-core.js';
import { didYouMean } from '../graph/suggest.js';
import type { DecisionRecord, LogEntry } from '../graph/types.js';

/**
 * The most branches one game keeps.
 *
 * @example
 * MAX_BRANCHES; // 1000
 */
export const MAX_BRANCHES = 1000;

/**
 * The branch a game starts on.
 *
 * @example
 * historyOf(engine).switchTo(MAIN_BRANCH);
 */
export const MAIN_BRANCH = 'main';

/**
 * A branch as `historyOf(engine).branches()` lists it.
 *
 * @example
 * historyOf(engine).branches(); // [{ name: 'main', tip: 12, end: 14, decisions: 12, head: true }]
 */
export interface BranchInfo {
  name: string;
  /** The point the branch stands at. */
  tip: number;
  /** The furthest point it reached: redo walks from the tip toward it. */
  end: number;
  /** Decisions answered from the start to the tip. */
  decisions: number;
  /** True for the branch being played. */
  head: boolean;
}

/**
 * Two branches compared from the point where they part.
 *
 * @example
 * const { from, a, b } = historyOf(engine).compare('main', 'bold'); a.log.length; // entries main has that bold has not
 */
export interface BranchComparison {
  /** The last point the two branches share. */
  from: number;
  /** Decisions answered from the start to that point. */
  decisions: number;
  a: { branch: string; decisions: DecisionRecord[]; log: LogEntry[] };
  b: { branch: string; decisions: DecisionRecord[]; log: LogEntry[] };
}

/**
 * The tree as saved in a snapshot (`snapshot.history`): points 1, 2, ... by
 * their parent and answer (point 0 is the start), the branches, the head.
 *
 * @example
 * const saved: SavedHistory = { points: [{ parent: 0, id: 1, player: 'p1', choice: 'go' }], branches: [{ name: 'main', tip: 1, end: 1 }], head: 'main' };
 */
export interface SavedHistory {
  points: { parent: number; id: number; player: string; choice: DecisionRecord['choice'] }[];
  branches: { name: string; tip: number; end: number }[];
  head: string;
}

/** A point of the tree: the answer that led to it, and where it hangs. */
interface Point {
  parent: number;
  depth: number;
  record: DecisionRecord | null;
  children: number[];
}

/** @internal A position kept to replay from: a capture taken just after a point's answer, and the log up to it. */
export interface Keyframe {
  capture: Capture;
  log: readonly LogEntry[] | null;
}

/**
 * @internal The tree itself: points, branches, head and keyframes. It knows
 * nothing of running a game; the engine asks it where to go and replays.
 */
export class HistoryTree {
  readonly #points: Point[] = [{ parent: -1, depth: 0, record: null, children: [] }];
  readonly #branches = new Map<string, { tip: number; end: number }>([[MAIN_BRANCH, { tip: 0, end: 0 }]]);
  readonly #keyframes = new Map<number, Keyframe>();
  #head = MAIN_BRANCH;

  /** A tree holding one line of answered decisions, all on `main`. */
  static linear(decisions: readonly DecisionRecord[]): HistoryTree {
    const tree = new HistoryTree();
    for (const record of decisions) tree.answered(record);
    return tree;
  }

  /** A tree read back from a save (already checked by readHistory). */
  static fromSaved(saved: SavedHistory): HistoryTree {
    const tree = new HistoryTree();
    tree.#branches.clear();
    for (const p of saved.points) {
      const index = tree.#points.length;
      tree.#points.push({
        parent: p.parent,
        depth: tree.#points[p.parent]!.depth + 1,
        record: Object.freeze({ id: p.id, player: p.player, choice: p.choice }),
        children: [],
      });
      tree.#points[p.parent]!.children.push(index);
    }
    for (const b of saved.branches) tree.#branches.set(b.name, { tip: b.tip, end: b.end });
    tree.#head = saved.head;
    return tree;
  }

  get head(): string {
    return this.#head;
  }

  get size(): number {
    return this.#points.length;
  }

  /** The point the head stands at. */
  get tip(): number {
    return this.#branches.get(this.#head)!.tip;
  }

  /** True when the tree says nothing the decision list does not: one branch, main, with nothing to redo. */
  get isLinear(): boolean {
    const main = this.#branches.get(MAIN_BRANCH);
    return this.#branches.size === 1 && main !== undefined && main.tip === main.end && this.#points.length === main.tip + 1;
  }

  depth(point: number): number {
    return this.#points[point]!.depth;
  }

  /**
   * A decision was answered on the head: its tip moves to the child with
   * that answer (made if new). The end stays when the child is on the way to
   * it (a redo by hand), else becomes the child. Returns the child.
   */
  answered(record: DecisionRecord): number {
    const branch = this.#branches.get(this.#head)!;
    const from = this.#points[branch.tip]!;
    let child = from.children.find((c) => {
      const r = this.#points[c]!.record!;
      return r.player === record.player && r.id === record.id && jsonEqual(r.choice, record.choice);
    });
    if (child === undefined) {
      child = this.#points.length;
      this.#points.push({ parent: branch.tip, depth: from.depth + 1, record, children: [] });
      from.children.push(child);
    }
    branch.tip = child;
    if (!this.isAncestor(child, branch.end)) branch.end = child;
    return child;
  }

  /** Keeps a keyframe for a point whose depth is a multiple of KEYFRAME_EVERY. */
  keep(point: number, frame: () => Keyframe): void {
    if (point !== 0 && this.#points[point]!.depth % KEYFRAME_EVERY === 0 && !this.#keyframes.has(point))
      this.#keyframes.set(point, frame());
  }

  /** The nearest point at or above `point` with a keyframe (0 when none: the origin). */
  keyframeAbove(point: number): { point: number; frame: Keyframe | undefined } {
    for (let at = point; at > 0; at = this.#points[at]!.parent) {
      const frame = this.#keyframes.get(at);
      if (frame !== undefined) return { point: at, frame };
    }
    return { point: 0, frame: undefined };
  }

  /** The answers from the start to `point` (or from just below `from`, an ancestor), in order. */
  path(point: number, from = 0): DecisionRecord[] {
    const out: DecisionRecord[] = [];
    for (let at = point; at !== from && at > 0; at = this.#points[at]!.parent) out.push(this.#points[at]!.record!);
    return out.reverse();
  }

  /** The points from just below `from` (an ancestor) down to `point`, in order: the points `path` answers lead to. */
  pathPoints(point: number, from = 0): number[] {
    const out: number[] = [];
    for (let at = point; at !== from && at > 0; at = this.#points[at]!.parent) out.push(at);
    return out.reverse();
  }

  /** True when `a` is `b` or above it. */
  isAncestor(a: number, b: number): boolean {
    const depth = this.#points[a]!.depth;
    let at = b;
    while (this.#points[at]!.depth > depth) at = this.#points[at]!.parent;
    return at === a;
  }

  /** The last point `a` and `b` share. */
  common(a: number, b: number): number {
    let x = a;
    let y = b;
    while (this.#points[x]!.depth > this.#points[y]!.depth) x = this.#points[x]!.parent;
    while (this.#points[y]!.depth > this.#points[x]!.depth) y = this.#points[y]!.parent;
    while (x !== y) {
      x = this.#points[x]!.parent;
      y = this.#points[y]!.parent;
    }
    return x;
  }

  /** The head's tip one step back; refused at the start. */
  undoTarget(): number {
    const tip = this.tip;
    if (tip === 0) throw new DecisionError('undo-nothing', 'Nothing to undo: no decision has been answered yet');
    return this.#points[tip]!.parent;
  }

  /** The head's tip one step toward its end; refused when there is nothing to redo. */
  redoTarget(): number {
    const branch = this.#branches.get(this.#head)!;
    if (branch.tip === branch.end) {
      throw new DecisionError(
        'redo-nothing',
        `Nothing to redo: branch "${this.#head}" stands at its furthest point (${branch.tip})`,
      );
    }
    let at = branch.end;
    while (this.#points[at]!.parent !== branch.tip) at = this.#points[at]!.parent;
    return at;
  }

  /** Moves the head's tip (undo, redo). */
  moveTip(point: number): void {
    this.#branches.get(this.#head)!.tip = point;
  }

  /** A new branch standing at `point`, made the head. */
  branch(name: string, point: number): void {
    if (typeof name !== 'string' || !/^[A-Za-z0-9][\w.-]{0,63}$/.test(name)) {
      throw new DecisionError(
        'branch-bad-name',
        `A branch name is 1 to 64 letters, digits, "_", "-" or ".", starting with a letter or digit, got ${JSON.stringify(name) ?? String(name)}`,
      );
    }
    if (this.#branches.has(name))
      throw new DecisionError('branch-exists', `Branch "${name}" already exists (at point ${this.#branches.get(name)!.tip})`);
    this.checkPoint(point);
    if (this.#branches.size >= MAX_BRANCHES)
      throw new DecisionError(
        'branch-too-many',
        `This game already has ${MAX_BRANCHES} branches, the most it keeps: switch to one of them instead`,
      );
    this.#branches.set(name, { tip: point, end: point });
    this.#head = name;
  }

  /** Makes `name` the head; returns its tip. */
  switchTo(name: string): number {
    const branch = this.get(name);
    this.#head = name;
    return branch.tip;
  }

  get(name: string): { tip: number; end: number } {
    const branch = typeof name === 'string' ? this.#branches.get(name) : undefined;
    if (branch === undefined) {
      const names = [...this.#branches.keys()];
      const hint = typeof name === 'string' ? didYouMean(name, names) : '';
      throw new DecisionError(
        'branch-unknown',
        `Unknown branch ${JSON.stringify(name) ?? String(name)}${hint}; the branches are ${names.join(', ')}`,
      );
    }
    return branch;
  }

  checkPoint(point: number): void {
    if (!Number.isSafeInteger(point) || point < 0 || point >= this.#points.length) {
      throw new DecisionError(
        'history-unknown-point',
        `No point ${JSON.stringify(point) ?? String(point)} in this game's history (points are 0 to ${this.#points.length - 1})`,
      );
    }
  }

  branches(): BranchInfo[] {
    return [...this.#branches].map(([name, b]) => ({
      name,
      tip: b.tip,
      end: b.end,
      decisions: this.#points[b.tip]!.depth,
      head: name === this.#head,
    }));
  }

  /** The tree as JSON, for a snapshot. */
  save(): SavedHistory {
    return {
      points: this.#points
        .slice(1)
        .map((p) => ({ parent: p.parent, id: p.record!.id, player: p.record!.player, choice: p.record!.choice })),
      branches: [...this.#branches].map(([name, b]) => ({ name, tip: b.tip, end: b.end })),
      head: this.#head,
    };
  }
}
