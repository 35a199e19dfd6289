import { SnapshotError } from './errors.js';
import type { RuleGraph } from './graph.js';
import type { Json, JsonObject } from './json.js';
import type { Decision, DecisionRecord, Invocation, LogEntry, Phase } from './types.js';

/**
 * The `format` field every snapshot carries.
 *
 * @example
 * engine.snapshot().format === SNAPSHOT_FORMAT; // true
 */
export const SNAPSHOT_FORMAT = 'cardweave/snapshot';
/**
 * The snapshot layout this version of cardweave writes and reads.
 *
 * @example
 * engine.snapshot().version === SNAPSHOT_VERSION; // true
 */
export const SNAPSHOT_VERSION = 1;

/**
 * A hook as saved: by effect name and params, never as a function.
 *
 * @example
 * const saved: SavedHook[] = engine.snapshot().hooks; saved[0]?.effect; // e.g. 'lucky.double'
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
 * const position: SavedPosition | null = engine.snapshot().origin; // the game at its first step
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
 * A whole game as JSON: the position now, where it began, its decisions and its log.
 *
 * @example
 * const saved: Snapshot = engine.snapshot(); const again = Engine.restore(graph, JSON.parse(JSON.stringify(saved)) as Snapshot);
 */
export interface Snapshot extends SavedPosition {
  format: typeof SNAPSHOT_FORMAT;
  version: number;
  rules: string;
  decisions: DecisionRecord[];
  /** The log so far, or null when the engine does not record one. */
  log: LogEntry[] | null;
  /** The position at the first step, for replay and undo. */
  origin: SavedPosition | null;
}

/** Parses (when given text) and checks a snapshot against a graph; refuses anything it cannot restore. */
export function readSnapshot(graph: RuleGraph, input: unknown): Snapshot {
  let data = input;
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input);
    } catch (error) {
      throw new SnapshotError(`Snapshot is not valid JSON (is it truncated?): ${(error as Error).message}`);
    }
  }
  if (data === null || typeof data !== 'object' || (data as { format?: unknown }).format !== SNAPSHOT_FORMAT) {
    throw new SnapshotError(`Not a cardweave snapshot: the "format" field is not "${SNAPSHOT_FORMAT}"`);
  }
  const snap = data as Snapshot;
  if (snap.version !== SNAPSHOT_VERSION) {
    throw new SnapshotError(`Snapshot version ${String(snap.version)} is not supported (this cardweave reads version ${SNAPSHOT_VERSION})`);
  }
  if (snap.rules !== graph.id) {
    throw new SnapshotError(`Snapshot is from rule set "${String(snap.rules)}", not "${graph.id}"`);
  }
  checkPosition(graph, snap, 'Snapshot');
  if (!Array.isArray(snap.decisions)) throw new SnapshotError('Snapshot field "decisions" must be an array');
  if (snap.log !== null && !Array.isArray(snap.log)) throw new SnapshotError('Snapshot field "log" must be an array or null');
  if (snap.origin !== null) {
    if (typeof snap.origin !== 'object') throw new SnapshotError('Snapshot field "origin" must be an object or null');
    checkPosition(graph, snap.origin, 'Snapshot origin');
  }
  return snap;
}

function checkPosition(graph: RuleGraph, pos: SavedPosition, what: string): void {
  if (pos.state === null || typeof pos.state !== 'object') throw new SnapshotError(`${what} field "state" must be an object`);
  if (!Array.isArray(pos.queue)) throw new SnapshotError(`${what} field "queue" must be an array`);
  for (const inv of pos.queue) {
    if (inv === null || typeof inv !== 'object' || typeof inv.node !== 'string' || inv.args === null || typeof inv.args !== 'object') {
      throw new SnapshotError(`${what} queue holds an entry that is not { node, args }`);
    }
    if (!graph.hasNode(inv.node)) throw new SnapshotError(`${what} queue names unknown node "${inv.node}"`);
  }
  if (!Array.isArray(pos.hooks)) throw new SnapshotError(`${what} field "hooks" must be an array`);
  for (const h of pos.hooks) {
    if (h === null || typeof h !== 'object' || typeof h.key !== 'string') throw new SnapshotError(`${what} holds a hook without a key`);
    const label = `${what} hook "${h.key}" on ${String(h.node)} (${String(h.phase)})`;
    if (!graph.hasNode(h.node)) throw new SnapshotError(`${label} names unknown node "${String(h.node)}"`);
    if (!graph.hasEffect(h.effect)) throw new SnapshotError(`${label} names unknown effect "${String(h.effect)}"`);
    if (h.applies !== null && !graph.hasCondition(h.applies)) throw new SnapshotError(`${label} names unknown condition "${h.applies}"`);
    if (h.until !== null && !graph.hasNode(h.until)) throw new SnapshotError(`${label} names unknown node "${h.until}" in its lifetime`);
  }
  if (!Array.isArray(pos.rng) || pos.rng.length !== 4 || pos.rng.some((w) => !Number.isInteger(w) || w < 0 || w > 0xffffffff)) {
    throw new SnapshotError(`${what} field "rng" must be four unsigned 32-bit integers`);
  }
  if (pos.pending !== null) {
    const p = pos.pending;
    if (typeof p !== 'object' || typeof p.player !== 'string' || !Array.isArray(p.options) || typeof p.then !== 'string') {
      throw new SnapshotError(`${what} field "pending" is not a decision`);
    }
    if (!graph.hasNode(p.then)) throw new SnapshotError(`${what} pending decision continues at unknown node "${p.then}"`);
  }
  for (const field of ['steps', 'decisionSeq', 'hookSeq'] as const) {
    if (!Number.isInteger(pos[field]) || pos[field] < 0) throw new SnapshotError(`${what} field "${field}" must be a non-negative integer`);
  }
}
