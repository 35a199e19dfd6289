/**
 * The context handed to every body and hook of one game: how rules read the
 * state and move the game (`next`, `enqueue`, `call`, `choose`, `end`,
 * `log`, `attach`). It works on the game's run loop (run-loop.ts).
 */
import { cloneJson, deepFreeze } from '../clone.js';
import { CardweaveError, JsonError } from '../errors.js';
import type { InternalContext, ReplacementResume } from '../rules.js';
import { hookInfo } from './hook-table.js';
import type { MaskCandidate } from '../replacement.js';
import type { Args, Json } from '../json.js';
import { checkJson, describeValue, SAVED_DEPTH } from '../json-check.js';
import type { Rng } from '../rng.js';
import type { RunLoop } from './run-loop.js';
import { answerQuery, measureQuery } from '../query.js';
import type {
  AnyHookSpec,
  DecisionRequest,
  HookInfo,
  HookRecord,
  LogEntry,
  NodeDefinition,
  Phase,
  QueryAnswer,
} from '../types.js';

/**
 * One per game. A class, so every context shares one shape and one set of
 * prototype methods and getters, which V8 inlines into node bodies (an
 * object literal of per-game closures and getters is not).
 *
 * @internal
 * @example const ctx = new EngineContext(loop); ctx.next('draw', { player: 'p1' });
 */
export class EngineContext implements InternalContext {
  /** A data property, not a getter: bodies read it on every run. Loading a capture keeps it current. */
  state: unknown;
  readonly #loop: RunLoop;

  constructor(loop: RunLoop) {
    this.#loop = loop;
    this.state = loop.state;
  }

  get rng(): Rng {
    return this.#loop.rng;
  }

  get node(): string {
    return this.#loop.slot?.name ?? '';
  }

  get hook(): HookInfo | undefined {
    const hook = this.#loop.hook;
    return hook === undefined ? undefined : hookInfo(hook);
  }

  get logging(): boolean {
    return this.#loop.logging;
  }

  enqueue(node: string, args: Args = {}): void {
    const loop = this.#loop;
    loop.queue.push(loop.slotNamed(node, 0, args), args);
    if (loop.watchLinks === true) loop.emitter.emit('link', node, 'enqueue');
  }

  next(node: string, args: Args = {}): void {
    const loop = this.#loop;
    const slot = loop.slotNamed(node, 1, args);
    // While a node runs (busy is IN_NODE, 1: a literal, see RECENT in run-loop.ts), `next` calls wait aside and go
    // to the front, in call order, when it ends.
    if (loop.busy === 1) loop.queue.stage(slot, args);
    else loop.queue.unshift(slot, args);
    if (loop.watchLinks === true) loop.emitter.emit('link', node, 'next');
  }

  call(node: string, args: Args = {}): boolean {
    const loop = this.#loop;
    const slot = loop.slotNamed(node, 2, args);
    if (loop.watchLinks === true) loop.emitter.emit('link', node, 'call');
    return loop.call(slot, args);
  }

  replacementQuestion(node: string, args: Args): { player: string; among: string[] } | undefined {
    const loop = this.#loop;
    return loop.replacementQuestion(loop.slotNamed(node, 2, args), args);
  }

  callInOrder(node: string, args: Args, order: readonly string[]): boolean {
    const loop = this.#loop;
    const slot = loop.slotNamed(node, 2, args);
    if (loop.watchLinks === true) loop.emitter.emit('link', node, 'call');
    return loop.callInOrder(slot, args, order);
  }

  choose(request: DecisionRequest): void {
    this.#loop.ask(request);
  }

  end(result?: Json): void {
    const loop = this.#loop;
    if (loop.ended) throw new CardweaveError('end-twice', 'the game has already ended');
    if (result !== undefined) checkJson(result, 'result', 'ctx.end()', 'result-not-json', loop.limits, SAVED_DEPTH.result);
    loop.ended = true;
    loop.result = result === undefined ? null : deepFreeze(cloneJson(result));
    if (loop.emitter.listenerCount('end') > 0) loop.emitter.emit('end', loop.result);
  }

  log(entry: LogEntry): void {
    const loop = this.#loop;
    // Checked whether or not anyone logs, so a mask may decline after a log line in no game at all.
    if (loop.maskRun !== null) {
      loop.maskRun.logged = true;
      loop.maskActs(loop.maskRun, undefined);
    }
    if (loop.log === null && !loop.watchLog) return;
    // Recorded entries are saved: checked here, and kept as a frozen copy the rule cannot change later.
    if (entry === null || typeof entry !== 'object' || typeof entry.type !== 'string') {
      throw new JsonError('log-entry-not-json', `ctx.log() needs an object with a string "type", got ${describeValue(entry)}`);
    }
    checkJson(entry, 'entry', `ctx.log() of a "${entry.type}" entry`, 'log-entry-not-json', loop.limits, SAVED_DEPTH.entry);
    const missing = loop.graph.missingField(entry);
    if (missing !== undefined)
      throw new JsonError('log-entry-missing-field', `ctx.log() of a "${entry.type}" entry: field "${missing}" is missing`);
    const kept = deepFreeze(cloneJson(entry));
    if (loop.log !== null) loop.log.push(kept);
    if (loop.watchLog) loop.emitter.emit('log', kept);
  }

  cancel(reason?: string): void {
    const loop = this.#loop;
    const hook = loop.hook;
    if (loop.phase !== 'pre' || hook === undefined)
      throw new CardweaveError('cancel-outside-pre', 'cancel() may only be called from a pre hook');
    loop.cancelled = true;
    if (loop.logging) this.log({ type: 'cancelled', node: this.node, key: hook.key, reason: reason ?? null });
  }

  decline(): void {
    this.#loop.decline();
  }

  ask(query: string, args: Args = {}): QueryAnswer {
    return answerQuery(this.#loop, query, args);
  }

  measure(query: string, args: Args = {}): Json {
    return measureQuery(this.#loop, query, args);
  }

  attach(node: string | NodeDefinition, phase: Phase, spec: AnyHookSpec): void {
    const loop = this.#loop;
    const rec = loop.hooks.attach(node, phase, spec);
    // A mask attached in play meets the masks already there: the policy may refuse it (see ReplacementPolicy.attached).
    if (phase !== 'mask') return;
    const policy = loop.graph.policy;
    if (policy.attached === undefined) return;
    const masks = loop.hooks.slot(rec.node).mask;
    if (masks.length < 2) return;
    const others = masks.filter((h) => h !== rec).map(maskCandidate);
    try {
      policy.attached(maskCandidate(rec), others, loop.state);
    } catch (error) {
      loop.hooks.detach(rec.node, 'mask', rec.key);
      throw error;
    }
  }

  detach(node: string, phase: Phase, key: string): void {
    this.#loop.hooks.detach(node, phase, key);
  }

  hasHook(node: string, phase: Phase, key: string): boolean {
    return this.#loop.hooks.has(node, phase, key);
  }

  detachOwned(owner: string): number {
    return this.#loop.hooks.removeOwned(owner);
  }

  resumeReplacement(resume: ReplacementResume): void {
    this.#loop.resumeReplacement(resume);
  }
}

/** A mask as the replacement policy sees it. */
function maskCandidate(h: HookRecord): MaskCandidate {
  return { node: h.node, key: h.key, owner: h.owner, tier: h.tier, effect: h.effect };
}
