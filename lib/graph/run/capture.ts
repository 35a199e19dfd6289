/**
 * A game's position in memory: taken (`capture`) at its first step, after
 * each answered decision and for forks, and put back (`load`) after a
 * failure, an undo or a restore. Nothing here goes through JSON text.
 */
import { cloneJson, deepFreeze } from '../clone.js';
import { Rng } from '../rng.js';
import type { RunLoop } from './run-loop.js';
import type { HookRecord } from '../types.js';
import type { Json } from '../json.js';
import type { Decision, Invocation } from '../types.js';

/**
 * Everything needed to put a game back exactly where it was: its position
 * (hooks with their functions) plus how long the decision list and log were,
 * so a rollback can cut them back. The saves room turns one into JSON and back.
 *
 * @internal
 */
export interface Capture {
  state: unknown;
  queue: Invocation[];
  hooks: HookRecord[];
  hookSeq: number;
  rng: number[];
  pending: Decision | null;
  decisionSeq: number;
  steps: number;
  result: Json | null;
  ended: boolean;
  decisionCount: number;
  logLength: number;
}

/**
 * The position as it is now. With `copy` (the default) everything that can
 * change is copied, for the engine to keep: the state, the queue, the hook
 * records and their params. Without, the capture shares the live values, to
 * be checked and copied at once (`snapshot()`), never kept. Frozen things
 * (the pending decision, the result, card definitions) are shared either way.
 *
 * @internal
 * @example const checkpoint = capture(loop);
 */
export function capture(loop: RunLoop, copy = true): Capture {
  return {
    state: copy ? cloneJson(loop.state) : loop.state,
    queue: copy ? cloneJson(loop.queue.toArray()) : loop.queue.toArray(),
    hooks: loop.hooks.all().map((rec) => ({ ...rec, params: copy ? cloneJson(rec.params) : rec.params })),
    hookSeq: loop.hooks.nextSeq,
    rng: loop.rng.save(),
    pending: loop.pending,
    decisionSeq: loop.decisionSeq,
    steps: loop.steps,
    result: loop.result,
    ended: loop.ended,
    decisionCount: loop.decisions.length,
    logLength: loop.log?.length ?? 0,
  };
}

/**
 * Puts a position back. The capture is copied, not taken, so it can be
 * loaded again (a checkpoint serves every failure until the next one); the
 * decision list and the log are cut back to the lengths it records. Hook
 * table changes made while loading are no events. With `owned`, the capture
 * is taken as it is: only for one made for this load and kept by nobody
 * else (a fork's position), which then costs no second copy.
 *
 * @internal
 * @example load(loop, checkpoint);
 */
export function load(loop: RunLoop, cap: Capture, owned = false): void {
  loop.loading = true;
  try {
    loop.state = (owned ? cap.state : cloneJson(cap.state)) as object;
    (loop.ctx as { state: unknown }).state = loop.state;
    // The hook table first: loading it empties the slots, and queued invocations point at slots.
    loop.hooks.load(owned ? cap.hooks : cap.hooks.map((rec) => ({ ...rec, params: cloneJson(rec.params) })), cap.hookSeq);
    loop.queue.clear();
    for (const inv of owned ? cap.queue : cloneJson(cap.queue)) loop.queue.push(loop.hooks.slot(inv.node), inv.args);
    loop.rng = new Rng(cap.rng);
    // Frozen on the way in (a no-op for the engine's own captures), so they can be shared.
    loop.pending = deepFreeze(cap.pending);
    loop.decisionSeq = cap.decisionSeq;
    loop.steps = cap.steps;
    loop.result = deepFreeze(cap.result);
    loop.ended = cap.ended;
    loop.decisions.length = Math.min(loop.decisions.length, cap.decisionCount);
    if (loop.log !== null) loop.log.length = Math.min(loop.log.length, cap.logLength);
  } finally {
    loop.loading = false;
  }
}
