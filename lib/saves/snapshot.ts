import { cloneJson } from '../graph/clone.js';
import type { SavedHistory } from './history.js';
import { SnapshotError } from '../graph/errors.js';
import type { SavedPack } from '../graph/graph.js';
import type { Rules } from '../graph/rules.js';
import type { Capture } from '../graph/run/capture.js';
import type { SavedStart } from '../graph/options.js';
import type { Json, JsonObject } from '../graph/json.js';
import type { Decision, DecisionRecord, HookRecord, Invocation, LogEntry, Phase } from '../graph/types.js';

// How a game began and the packs of its rules are the engine's; a save holds them.
export type { SavedPack, SavedStart };

/**
 * The `format` field every snapshot carries.
 *
 * @example
 * snapshot(engine).format === SNAPSHOT_FORMAT; // true
 */
export const SNAPSHOT_FORMAT = 'cardweave/snapshot';
/**
 * The snapshot layout this version of cardweave writes and reads. Version 2
 * added `packs` and `start`, what a verified restore re-derives the game from.
 *
 * @example
 * snapshot(engine).version === SNAPSHOT_VERSION; // true
 */
export const SNAPSHOT_VERSION = 2;

/**
 * A hook as saved: by effect name and params, never as a function.
 *
 * @example
 * const saved: SavedHook[] = snapshot(engine).hooks; saved[0]?.effect; // e.g. 'lucky.double'
 */
export interface SavedHook {
  node: string;
  phase: Phase;
  key: string;
  effect: string;
  params: JsonObject;
  priority: number;
  seq: number;
  remaining: number;
  until: string | null;
  applies: string | null;
  owner: string | null;
  tier: string;
}

/**
 * The part of a game that moves: everything needed to continue it.
 *
 * @example
 * const position: SavedPosition | null = snapshot(engine).origin; // the game at its first step
 */
export interface SavedPosition {
  state: Json;
  queue: Invocation[];
  hooks: SavedHook[];
  hookSeq: number;
  rng: number[];
  pending: Decision | null;
  decisionSeq: number;
  steps: number;
  result: Json | null;
  ended: boolean;
}

/**
 * A whole game as JSON. Its source of truth is the rule set with its packs,
 * `start` and `decisions`; the position (and `origin`) are a cache that a
 * verified restore re-derives and compares.
 *
 * @example
 * const saved: Snapshot = snapshot(engine); const again = restore(graph, JSON.stringify(saved));
 */
export interface Snapshot extends SavedPosition {
  format: typeof SNAPSHOT_FORMAT;
  version: number;
  rules: string;
  /** The packs of the rule set, with their versions. */
  packs: SavedPack[];
  /** How the game began, or null when it cannot be played again (made with `new Engine`, or changed from outside). */
  start: SavedStart | null;
  decisions: DecisionRecord[];
  /** The log so far, or null when the engine does not record one. */
  log: LogEntry[] | null;
  /** The position at the first step, for replay and undo. */
  origin: SavedPosition | null;
  /** The game's history tree, when it holds more than `decisions` (other branches, or answers to redo); see `historyOf(engine)`. */
  history?: SavedHistory;
}

/**
 * A capture as JSON: hooks by effect name. A closure hook cannot be saved.
 * With `copy`, everything is copied (for a capture the engine keeps);
 * without, the capture's values are shared (for a snapshot that is checked,
 * then copied whole).
 *
 * @internal
 * @example const position = toSaved(capture, true);
 */
export function toSaved(cap: Capture, copy: boolean): SavedPosition {
  const own = <T>(value: T): T => (copy ? cloneJson(value) : value);
  const hooks: SavedHook[] = cap.hooks.map((rec) => {
    if (rec.closure) {
      throw new SnapshotError(
        'snapshot-closure-hook',
        `Cannot save: ${rec.phase} hook "${rec.key}" on node "${rec.node}" is a closure; ` +
          'attach it by effect name (and a named condition) to make the game savable',
      );
    }
    return {
      node: rec.node,
      phase: rec.phase,
      key: rec.key,
      effect: rec.effect!,
      params: own(rec.params),
      priority: rec.priority,
      seq: rec.seq,
      remaining: rec.remaining,
      until: rec.until ?? null,
      applies: rec.applies ?? null,
      owner: rec.owner ?? null,
      tier: rec.tier,
    };
  });
  return {
    state: own(cap.state) as Json,
    queue: own(cap.queue),
    hooks,
    hookSeq: cap.hookSeq,
    rng: [...cap.rng],
    pending: own(cap.pending),
    decisionSeq: cap.decisionSeq,
    steps: cap.steps,
    result: own(cap.result),
    ended: cap.ended,
  };
}

/**
 * JSON back to a capture, resolving effect and condition names against the
 * graph. The position must have passed the snapshot checks.
 *
 * @internal
 * @example const capture = fromSaved(graph, snapshot);
 */
export function fromSaved(graph: Rules, pos: SavedPosition): Capture {
  const hooks = pos.hooks.map((h): HookRecord => ({
    node: h.node,
    phase: h.phase,
    key: h.key,
    effect: h.effect,
    params: h.params,
    fn: graph.getEffect(h.effect),
    priority: h.priority,
    seq: h.seq,
    remaining: h.remaining,
    until: h.until ?? undefined,
    applies: h.applies ?? undefined,
    appliesFn: h.applies === null ? undefined : graph.getCondition(h.applies),
    owner: h.owner ?? undefined,
    tier: h.tier,
    closure: false,
  }));
  return {
    state: pos.state,
    queue: pos.queue,
    hooks,
    hookSeq: pos.hookSeq,
    rng: pos.rng,
    pending: pos.pending,
    decisionSeq: pos.decisionSeq,
    steps: pos.steps,
    result: pos.result,
    ended: pos.ended,
    decisionCount: Number.MAX_SAFE_INTEGER,
    logLength: Number.MAX_SAFE_INTEGER,
  };
}
