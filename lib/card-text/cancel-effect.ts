import type { Json, JsonObject } from '../graph/json.js';
import type { Condition, Effect, LogEntry } from '../graph/types.js';

/**
 * A library pre hook effect: it logs its `entry` (when the log is recorded)
 * and cancels the run with its `reason`. The turn structure's skips are this
 * hook; registered in every card game.
 *
 * @example
 * engine.attach('begin-turn', 'pre', { key: 'skip', effect: CANCEL_EFFECT, params: { reason: 'skipped', match: { player: 'p2' } }, applies: ARGS_MATCH, lifetime: 'once' });
 */
export const CANCEL_EFFECT = 'cardweave.cancel';

/**
 * A library condition: the hook applies when every field of its params'
 * `match` equals the same field of the run's args.
 *
 * @example
 * const spec = { key: 'skip', effect: CANCEL_EFFECT, params: { match: { player: 'p2', phase: 'draw' } }, applies: ARGS_MATCH };
 */
export const ARGS_MATCH = 'cardweave.args-match';

/** The cancel effect: log the entry, then cancel with the reason. */
export const cancelEffect: Effect = (ctx, _args, params: { entry?: JsonObject; reason?: string }) => {
  if (params.entry !== undefined && ctx.logging) ctx.log(params.entry as LogEntry);
  ctx.cancel(params.reason);
};

/** The args-match condition: plain fields compared by value (strings, numbers, booleans, null). */
export const argsMatch: Condition = (args: Record<string, Json>, params: { match?: JsonObject }) => {
  for (const [field, value] of Object.entries(params.match ?? {})) if (args[field] !== value) return false;
  return true;
};
