import type { CardState } from '../cards/state.js';
import type { Engine } from '../graph/engine.js';
import { firstDifference } from '../graph/json-compare.js';
import type { LogEntry, RunStatus } from '../graph/index.js';

/** The two ways a card test plays its game again besides straight: through a save and verified restore, through a fork. */
export const RUN_WAYS = ['restore', 'fork'] as const;
export type RunWay = (typeof RUN_WAYS)[number];

/** What one run of a card test left: what the three runs must agree on. */
export interface RunOutcome<S extends CardState> {
  engine: Engine<S>;
  status: RunStatus;
  lines: string[];
  log: readonly LogEntry[];
  state: S;
}

/**
 * Where `other` first differs from the straight run, as one phrase (the log
 * line first, since that is what a card author reads; then the entries, the
 * state and how the game stands), or undefined when they are the same.
 *
 * @example compareRuns(straight, forked); // 'log line 2 is "Player 1 gains 1000 life points (4000)" straight, "..." here'
 */
export function compareRuns<S extends CardState>(straight: RunOutcome<S>, other: RunOutcome<S>): string | undefined {
  const length = Math.max(straight.lines.length, other.lines.length);
  for (let i = 0; i < length; i++) {
    if (straight.lines[i] !== other.lines[i])
      return `log line ${i + 1} is ${quoted(straight.lines[i])} straight, ${quoted(other.lines[i])} here`;
  }
  for (const [what, a, b] of [
    ['log', straight.log, other.log],
    ['state', straight.state, other.state],
    ['status', straight.status, other.status],
  ] as const) {
    const diff = firstDifference(a, b, what);
    if (diff !== undefined) return `${diff.path} is ${diff.a} straight, ${diff.b} here`;
  }
  return undefined;
}

function quoted(line: string | undefined): string {
  return line === undefined ? 'missing' : JSON.stringify(line);
}
