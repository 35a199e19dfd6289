/**
 * How a node runs. Start here: `invoke` below is the one place any node runs,
 * and what it calls follows it on one screen.
 *
 * One run, say `ctx.call('draw', { player: 'p1' })` from a body:
 *
 * 1. `call` checks the nesting depth, keeps the caller's node, phase and hook,
 *    and hands the run to `invoke(slot, args, applied)`. The loop (`drain`,
 *    for a queued node) and a mask's redirect (`#redirect`) do the same.
 * 2. `invoke` counts the step, notes `draw` in the recent ring and checks the
 *    step budget (so a runaway node is the last one an error lists), writes
 *    the "replaced" entry of a mask that called it, makes `draw` the running
 *    node and emits `nodeStart` when anyone listens.
 * 3. Unhooked, the body runs and that is all. Hooked (`#runHooked`), the pre
 *    hooks run and may rewrite the args or cancel; then the body, or a mask
 *    in its place (`#chooseMask`, `#bodyOrMask`: one applies, a policy picks,
 *    or a player is asked, and a mask may redirect the event to another
 *    node, which is a new `invoke`); then the post hooks.
 * 4. A queued node's `ctx.next` calls move to the front of the queue, and
 *    `nodeEnd` is emitted (while nobody listens, the loop takes a lone one
 *    straight from where it waits: `InvocationQueue.takeNext`). `call` puts
 *    the caller back and returns whether the run happened (false when a pre
 *    hook cancelled it).
 *
 * Everything that moves while a game plays (state, queue, hooks, counters,
 * pending decision) lives in this class's plain fields, so the run and the
 * context (context.ts) read them directly and V8 inlines the whole unhooked
 * run into the loop. The `Engine` (engine.ts) owns one and is its only
 * public face; a failed run is rolled back there (`reset`, then its last
 * consistent point).
 */
import type { EventEmitter } from 'eventemitter3';
import type { Rng } from '../rng.js';
import { CardweaveError, StepBudgetError, type RuleFailureSite } from '../errors.js';
import type { EngineEvents } from '../events.js';
import { frozenQuestion } from '../decisions.js';
import { RESOLVE_REPLACEMENT, type InternalContext, type ReplacementResume, type Rules } from '../rules.js';
import {
  hookInfo,
  observerWrites,
  type HookRecord,
  type HookTable,
  type Observer,
  type Refusal,
  type Slot,
} from './hook-table.js';
import { InvocationQueue } from './invocation-queue.js';
import { MaskRun, type MaskWatch } from './mask-run.js';
import type { ReplacementPick } from '../replacement.js';
import { onlyAnswer } from '../pick.js';
import { cloneJson } from '../clone.js';
import type { Args, Json, JsonObject } from '../json.js';
import { checkArgs, describeValue, type JsonLimits } from '../json-check.js';
import type { Decision, DecisionRecord, DecisionRequest, Invocation, LogEntry } from '../types.js';

/** What the engine is doing when it is called: calls into it from there are refused (see Engine #enter). */
export const FREE = 0;
/** Running nodes: from a body, a hook or an event listener nothing may run, answer or save the game. */
export const IN_NODE = 1;
/** In an agent's decide() or a decisionAnswered listener: the position is whole, so reading, saving and forking are fine. */
export const IN_AGENT = 2;

/**
 * How many node names the recent ring keeps; a power of two, so a step's place
 * is `step & (RECENT - 1)`, written out as `step & 15` on the hot path: V8
 * reads a module constant through a check that it is initialised, per use.
 */
export const RECENT = 16;
/** `drain` without a limit: a whole number, so the countdown stays a small integer (Infinity made it a heap number per run). */
export const UNLIMITED = 0x3fffffff;
/** Most names a node remembers in its links (see slotNamed); a node naming more finds the rest by hash. */
const MAX_LINKS = 8;
/** How deeply ctx.call runs may nest before the engine stops a node that calls itself. */
const MAX_CALL_DEPTH = 500;
const NO_APPLIED: readonly string[] = Object.freeze([]);

/** How each kind of node lookup is refused when the node does not exist. */
export const ENQUEUE: Refusal = { code: 'enqueue-unknown-node', what: 'Cannot enqueue' };
const NEXT: Refusal = { code: 'next-unknown-node', what: 'Cannot run next' };
const CALL: Refusal = { code: 'call-unknown-node', what: 'Cannot call' };
/**
 * The lookups of `ctx.enqueue`, `ctx.next` and `ctx.call` by number (see
 * slotNamed): a number literal costs the caller nothing, where a module
 * constant is read through a check per use.
 */
const LOOKUPS: readonly Refusal[] = [ENQUEUE, NEXT, CALL];
const MASK_REDIRECT: Refusal = { code: 'mask-unknown-node', what: 'A mask cannot redirect' };
const ASK: Refusal = { code: 'query-unknown', what: 'Cannot ask' };
const CHOOSE_THEN: Refusal = { code: 'choose-unknown-then', what: 'choose() cannot continue' };
/** Observing a node that does not exist is refused as attaching to one is. */
const OBSERVE: Refusal = { code: 'hook-unknown-node', what: 'Cannot observe' };

/** What #bodyOrMask did: the node's post hooks are next (POST), the event is over or waits (DONE), or a redirect was cancelled. */
type Outcome = 0 | 1 | 2;
const POST = 0;
const DONE = 1;
const CANCELLED = 2;

/** What #chooseMask returns when a player must choose between masks: the event waits in that decision. */
const ASKED: unique symbol = Symbol('asked');

/**
 * One game's moving parts and the code that runs its nodes.
 *
 * @internal
 * @example const loop = new RunLoop(graph, engine, hooks, limits, { state, rng, budget, log: null });
 */
export class RunLoop {
  readonly graph: Rules;
  /** The engine: events go out through it. */
  readonly emitter: EventEmitter<EngineEvents>;
  readonly hooks: HookTable;
  readonly limits: JsonLimits;
  // Invocations keep their node's slot, resolved when queued, so a run needs no name lookup.
  readonly queue = new InvocationQueue(64);
  /** The context handed to every body and hook; set once by the engine (context.ts). */
  ctx!: InternalContext;
  state: object;
  rng: Rng;
  budget: number;
  log: LogEntry[] | null;
  /** Every answered decision: frozen records. */
  decisions: DecisionRecord[] = [];
  /** The decision waiting for an answer: a frozen copy, so it can be handed out as it is. */
  pending: Decision | null = null;
  decisionSeq = 0;
  steps = 0;
  ended = false;
  /** The result given to ctx.end: a frozen copy. */
  result: Json | null = null;
  /** FREE, IN_NODE or IN_AGENT. */
  busy = FREE;
  /** True while a capture loads: hook table changes are then no events. */
  loading = false;
  /** The names of the last RECENT nodes run, by step, for runaway errors. */
  readonly recent: string[] = new Array<string>(RECENT);
  // Where the run is, for error reports and ctx.node / ctx.hook. Outside a hooked run's hooks, phase is
  // 'body' and hook undefined, so an unhooked run need not set them.
  /** The node running (or last run): its name for errors, its links for slotNamed. */
  slot: Slot | undefined = undefined;
  phase: RuleFailureSite['phase'] = 'body';
  hook: HookRecord | undefined = undefined;
  /** The mask running now (see mask-run.ts): what it has done, and its "replaced" entry until written. */
  maskRun: MaskRun | null = null;
  /** How deeply ctx.call runs and redirected events are nested right now. */
  depth = 0;
  /** How many of those are redirected events: `depth - redirects` is how deep in ctx.call the run is. */
  redirects = 0;
  /** The replacement order a planned event runs with (see callInOrder), and the call depth it is for. */
  order: readonly string[] | null = null;
  orderAt = 0;
  cancelled = false;
  /** True while a node's observers run (see #observe). */
  observing = false;
  // Who listens, kept by the engine as listeners come and go (see Engine #listenersChanged): a run checks one
  // field, and builds no event payload while nobody listens.
  /** Someone listens to nodeStart or nodeEnd. */
  watchRuns = false;
  /** Someone listens to hookRun. */
  watchHookRuns = false;
  /** Someone listens to log. */
  watchLog = false;
  /** Someone listens to link (traces: who queued, called or continued to whom). */
  watchLinks = false;

  constructor(
    graph: Rules,
    emitter: EventEmitter<EngineEvents>,
    hooks: HookTable,
    limits: JsonLimits,
    start: { state: object; rng: Rng; budget: number; log: LogEntry[] | null },
  ) {
    this.graph = graph;
    this.emitter = emitter;
    this.hooks = hooks;
    // Every node run counts a step before it reads its hook lists: the table tells by the count which lists no run holds.
    hooks.clock = this;
    this.limits = limits;
    this.state = start.state;
    this.rng = start.rng;
    this.budget = start.budget;
    this.log = start.log;
  }

  /** True when log entries are kept or listened to. */
  get logging(): boolean {
    return this.log !== null || this.watchLog;
  }

  // ---- one node's run: the file's reason to exist ------------------------

  /**
   * The one place a node runs: the loop (`drain`), `ctx.call` (`call`) and a
   * mask's redirect (`#redirect`) all come here. It counts the step (into the
   * recent ring, before the budget check, so a runaway node is listed last),
   * makes `slot` the running node, and runs it between nodeStart and nodeEnd
   * when anyone listens: the body alone while nothing hooks it, else pre
   * hooks -> body or mask -> post hooks (#runHooked). `applied` are the hooks
   * a redirected event already went through (NO_APPLIED otherwise). False
   * when a pre hook cancelled the run.
   */
  invoke(slot: Slot, args: Args, applied: readonly string[]): boolean {
    const step = ++this.steps;
    this.recent[step & 15] = slot.name; // 15 is RECENT - 1, as a literal: see RECENT
    if (step > this.budget) this.#overBudget();
    // Called or redirected (nested) rather than queued: a mask may be running, and a hook may be the caller.
    const nested = this.depth !== 0;
    if (nested) this.#enterNested(slot);
    this.slot = slot;
    if (this.watchRuns === true) this.emitter.emit('nodeStart', slot.name, args, step);
    let ran = true;
    if (slot.hooked === false) {
      slot.body(this.ctx, args);
      if (slot.observers !== null) this.#observe(slot.observers, args);
    } else ran = this.#runHooked(slot, args, applied);
    // A queued node's `next` calls are in front of the queue before anyone hears it has ended (nested runs leave
    // theirs staged: they run after the outermost node). While nobody listens, nothing can look at the queue
    // before the loop takes its next invocation, so `drain` takes them from where they are staged instead.
    if (this.watchRuns === true) {
      if (nested === false && this.queue.staged > 0) this.queue.commitStaged();
      this.emitter.emit('nodeEnd', slot.name, args, this.steps);
    }
    return ran;
  }

  /** A nested run starts in the body phase, after the "replaced" entry of a mask that runs it. */
  #enterNested(slot: Slot): void {
    // A mask that runs a node has acted: its "replaced" entry goes before anything the node logs.
    if (this.maskRun !== null) this.maskActs(this.maskRun, slot.name);
    // Called from a body (the usual case) the phase is already 'body' and there is no hook: nothing to set.
    if (this.phase !== 'body') {
      this.phase = 'body';
      this.hook = undefined;
    }
  }

  /** pre -> body or mask -> post. Hook lists are read once: attach and detach apply from the next run. */
  #runHooked(slot: Slot, args: Args, applied: readonly string[]): boolean {
    // The expiry list too is read as the run starts: a hook attached during this run (by its hooks, or by anything
    // they or the body call) to last until this node lives until the node's next run, not to the end of this one.
    const { pre, mask, post, expiring } = slot;
    // A mask may redirect the event, and the new event skips the hooks already applied to this one: the pre hooks
    // that run are noted with them, on masked nodes only (an unmasked run builds no strings).
    const ranPre = mask.length === 0 ? null : applied.length > 0 ? [...applied] : pre.length > 0 ? ([] as string[]) : null;
    const pass = this.#runPre(slot, pre, args, applied, ranPre); // may rewrite the args, or cancel (undefined)
    let ran = false;
    if (pass !== undefined) {
      // Most hooked nodes have no mask: their body runs at once, and the mask machinery is not even looked at.
      const outcome =
        mask.length === 0
          ? this.#runBody(slot, pass)
          : this.#runMasked(slot, pass, mask, ranPre === null || ranPre.length === 0 ? NO_APPLIED : ranPre);
      if (outcome === POST) {
        this.#runPost(post, pass);
        if (slot.observers !== null) this.#observe(slot.observers, pass);
      }
      ran = outcome !== CANCELLED;
    }
    this.phase = 'body';
    this.hook = undefined;
    if (expiring.length > 0) for (let i = 0; i < expiring.length; i++) this.hooks.remove(expiring[i]!);
    return ran;
  }

  #runBody(slot: Slot, args: Args): Outcome {
    this.phase = 'body';
    this.hook = undefined;
    slot.body(this.ctx, args);
    return POST;
  }

  /**
   * A masked node past its pre hooks: the mask chosen to replace its body
   * (or the body, when none applies) runs. DONE when a player must choose
   * the mask first (the event waits in that decision) or a mask redirected
   * the event; CANCELLED when the redirected event was cancelled.
   */
  #runMasked(slot: Slot, args: Args, mask: readonly HookRecord[], applied: readonly string[]): Outcome {
    const chosen = this.#chooseMask(slot, args, mask, applied); // undefined: the body itself
    return chosen === ASKED ? DONE : this.#bodyOrMask(slot, args, mask, chosen, applied);
  }

  /**
   * Runs the pre hooks in order, less those in `applied` (a redirected event's
   * hooks already applied), noting each that runs in `ran` when given; returns
   * the (possibly rewritten) args, or undefined when one cancelled.
   */
  #runPre(
    slot: Slot,
    pre: readonly HookRecord[],
    args: Args,
    applied: readonly string[],
    ran: string[] | null,
  ): Args | undefined {
    // Indexed loops, not for-of: for-of wraps each loop in the iterator protocol's try/finally.
    for (let i = 0; i < pre.length; i++) {
      const h = pre[i]!;
      if (applied !== NO_APPLIED && applied.includes(preId(h))) continue;
      if (h.appliesFn !== undefined && !h.appliesFn(args, h.params, this.state)) continue;
      this.phase = 'pre';
      this.hook = h;
      if (ran !== null) ran.push(preId(h));
      const out = h.fn(this.ctx, args, h.params);
      this.#afterHook(h, args);
      if (this.cancelled === true) {
        this.cancelled = false;
        return undefined;
      }
      if (out !== undefined) {
        if (out === null || typeof out !== 'object' || Array.isArray(out)) {
          throw new CardweaveError(
            'pre-bad-return',
            `a pre hook may return new args (an object) or nothing, not ${describeJson(out)}`,
          );
        }
        checkArgs(out, 'A pre hook cannot rewrite the args of', slot.name, this.limits);
        args = out;
      }
    }
    return args;
  }

  #runPost(post: readonly HookRecord[], args: Args): void {
    for (let i = 0; i < post.length; i++) {
      const h = post[i]!;
      if (h.appliesFn !== undefined && !h.appliesFn(args, h.params, this.state)) continue;
      this.phase = 'post';
      this.hook = h;
      h.fn(this.ctx, args, h.params);
      this.#afterHook(h, args);
    }
  }

  /** Engine.observe: adds `observer` to the node's observers (a new list: a run in progress keeps its own). */
  observe(node: string, observer: Observer): void {
    if (this.observing) throw observerWrites('observe');
    if (typeof observer !== 'function')
      throw new TypeError(`engine.observe(): observer must be a function, got ${typeof observer}`);
    const slot = this.hooks.slot(node, OBSERVE);
    slot.observers = [...(slot.observers ?? []), observer];
  }

  /**
   * Calls a node's observers where its post hooks ran, with the args the
   * body ran with. No context, no hook record, no event: an observer only
   * reads. `observing` is up meanwhile, so the hook table and `observe` refuse
   * what would change the game (attach, detach, observe) instead of letting it through.
   */
  #observe(observers: readonly Observer[], args: Args): void {
    // No try/finally: an observer that throws fails the run, and reset() lowers the flag with the rest.
    this.observing = true;
    for (let i = 0; i < observers.length; i++) observers[i]!(args, this.state);
    this.observing = false;
  }

  #afterHook(h: HookRecord, args: Args): void {
    if (this.watchHookRuns === true) this.emitter.emit('hookRun', hookInfo(h), args);
    if (h.remaining > 0) this.hooks.consume(h);
  }

  // ---- the three ways a node runs: queued, called, redirected ------------

  /**
   * Runs up to `limit` queued nodes while the game has not ended and no
   * decision waits. What a run throws goes to the engine, which puts the
   * game back to its last consistent point.
   */
  drain(limit: number): void {
    const queue = this.queue;
    // Booleans are compared with === true and === false: a bare truth test makes V8 check for every falsy kind.
    while (limit-- > 0 && this.ended === false && this.pending === null) {
      // The last node's `next` calls first (see invoke), else the front of the queue.
      const slot = queue.takeNext();
      if (slot === undefined) return;
      this.depth = 0; // a body that caught a nested failure must not leave the count raised
      this.redirects = 0;
      this.invoke(slot, queue.taken, NO_APPLIED);
    }
    // Stopped with a node's `next` calls still staged (the limit, the end, a decision): they join the queue's front.
    if (queue.staged > 0) queue.commitStaged();
  }

  /** ctx.call: a nested run of a node; the caller's node, phase and hook come back after it. */
  call(slot: Slot, args: Args): boolean {
    // Nested calls use the JS stack; stop a node that calls itself before the stack overflows.
    if (++this.depth > 500 /* MAX_CALL_DEPTH, as a literal: see RECENT */) this.#tooDeep();
    const caller = this.slot;
    const phase = this.phase;
    const hook = this.hook;
    const ran = this.invoke(slot, args, NO_APPLIED);
    this.slot = caller;
    this.phase = phase;
    this.hook = hook;
    this.depth--;
    return ran;
  }

  /**
   * A mask turned the event into another node's invocation (gain life ->
   * draw cards): that is a new event, a node run of its own, nested as
   * ctx.call is and heard as a `redirect` link from the mask. It runs less
   * the hooks already applied to the event (`applied`: the masks that
   * replaced it and the pre hooks that ran on it, on any node it was).
   * False when its pre hooks cancelled it.
   */
  #redirect(from: Slot, out: Invocation, applied: readonly string[]): boolean {
    const slot = this.hooks.slot(out.node, MASK_REDIRECT);
    checkArgs(out.args, 'A mask cannot redirect to', out.node, this.limits);
    if (++this.depth > 500 /* MAX_CALL_DEPTH */) this.#tooDeep();
    this.redirects++;
    if (this.watchLinks === true) this.emitter.emit('link', slot.name, 'redirect');
    const ran = this.invoke(slot, out.args, applied);
    this.slot = from;
    this.redirects--;
    this.depth--;
    return ran;
  }

  // ---- masks: which one replaces the body, and its run -------------------

  /**
   * Which mask replaces the body of this event: of the masks that apply and
   * have not applied to it yet, the only one, or the replacement policy's
   * pick; undefined for the body itself; ASKED when the affected player must
   * choose first (the rest of the event waits in that decision, as data).
   */
  #chooseMask(
    slot: Slot,
    args: Args,
    masks: readonly HookRecord[],
    applied: readonly string[],
  ): HookRecord | undefined | typeof ASKED {
    if (masks.length === 0) return undefined;
    const candidates = masks.filter(
      (h) => !applied.includes(maskId(h)) && (h.appliesFn === undefined || h.appliesFn(args, h.params, this.state)),
    );
    if (candidates.length <= 1) return candidates[0];
    if (this.order !== null && this.depth - this.redirects === this.orderAt) {
      // A planned event (callInOrder): the first mask of the player's order that applies now.
      for (const key of this.order) {
        const h = candidates.find((c) => c.key === key);
        if (h !== undefined) return h;
      }
    }
    this.phase = 'mask';
    this.hook = undefined;
    const pick = this.#policyPick(slot, args, candidates);
    if ('apply' in pick) {
      const chosen = candidates.find((h) => h.key === pick.apply);
      if (chosen === undefined)
        throw new CardweaveError(
          'policy-bad-pick',
          `the replacement policy picked "${pick.apply}", which is not an applicable mask`,
        );
      return chosen;
    }
    // Inside ctx.call the caller goes on as soon as the call returns: the event cannot wait for an answer there.
    if (this.depth - this.redirects > 0) this.#callNeedsChoice(slot, pick);
    this.ask({
      player: pick.player,
      prompt: `Choose which replacement applies first to ${slot.name}`,
      options: pick.among,
      then: RESOLVE_REPLACEMENT,
      args: { node: slot.name, args: args as JsonObject, applied: [...applied] },
    });
    return ASKED;
  }

  /** The replacement policy's pick among the candidates, with the player the node declares affected. */
  #policyPick(slot: Slot, args: Args, candidates: readonly HookRecord[]): ReplacementPick {
    const affected = slot.def.affectedPlayer;
    return this.graph.policy.pick(
      slot.name,
      args,
      candidates.map((h) => ({ node: h.node, key: h.key, owner: h.owner, tier: h.tier, effect: h.effect })),
      { state: this.state, affected: affected === undefined ? undefined : affected(args, this.state) },
    );
  }

  #callNeedsChoice(slot: Slot, pick: { player: string; among: readonly string[] }): never {
    throw new CardweaveError(
      'call-needs-choice',
      `an event of "${slot.name}" inside ctx.call needs ${pick.player} to choose which replacement applies first ` +
        `(${pick.among.map((k) => `"${k}"`).join(', ')}); a choice cannot wait inside ctx.call: ` +
        'plan it first with the each node, or continue with ctx.next',
    );
  }

  /**
   * Runs the body, or the chosen mask in its place. POST when the node's post
   * hooks are next; DONE when the mask turned the event into another node's
   * event, which #redirect has then run to its end (CANCELLED when that
   * event's pre hooks cancelled it), or when a player must choose first.
   */
  #bodyOrMask(
    slot: Slot,
    args: Args,
    masks: readonly HookRecord[],
    first: HookRecord | undefined,
    applied: readonly string[],
  ): Outcome {
    let chosen = first;
    let out: Invocation | undefined;
    for (;;) {
      if (chosen === undefined) {
        this.phase = 'body';
        this.hook = undefined;
        slot.body(this.ctx, args);
        return POST;
      }
      this.phase = 'mask';
      this.hook = chosen;
      const run = new MaskRun(chosen, slot.name, this.watch());
      const outer = this.maskRun;
      this.maskRun = run;
      out = chosen.fn(this.ctx, args, chosen.params) as Invocation | undefined;
      this.maskRun = outer;
      if (run.declined === false) {
        // The "replaced" entry of a mask that did nothing visible (or only redirects) is written as it ends.
        if (run.entryDue === true) this.maskActs(run, undefined);
        break;
      }
      // Declined: not logged, not counted, not offered again for this event; the choice is made among the rest.
      const late = out !== undefined ? 'it returned an invocation' : run.acted(this.watch());
      if (late !== undefined) this.#declinedLate(run, late);
      applied = [...applied, maskId(chosen)];
      const next = this.#chooseMask(slot, args, masks, applied);
      if (next === ASKED) return DONE;
      chosen = next;
    }
    this.#afterHook(chosen, args);
    if (out === undefined) return POST;
    if (
      out === null ||
      typeof out !== 'object' ||
      typeof out.node !== 'string' ||
      out.args === null ||
      typeof out.args !== 'object'
    ) {
      throw new CardweaveError('mask-bad-return', 'a mask may return an invocation { node, args } or nothing');
    }
    return this.#redirect(slot, out, [...applied, maskId(chosen)]) ? DONE : CANCELLED;
  }

  /** Goes on with an event after its player chose which mask applies first (the body of RESOLVE_REPLACEMENT). */
  resumeReplacement(resume: ReplacementResume): void {
    const slot = this.hooks.slot(resume.node);
    // Read as a run reads them, though no step was counted between: mark them held (see HookTable.generation).
    this.hooks.generation++;
    const { mask, post } = slot;
    this.slot = slot;
    const chosen = mask.find((h) => h.key === resume.choice) ?? this.#chooseMask(slot, resume.args, mask, resume.applied);
    if (chosen !== ASKED && this.#bodyOrMask(slot, resume.args, mask, chosen, resume.applied) === POST) {
      this.#runPost(post, resume.args);
      if (slot.observers !== null) this.#observe(slot.observers, resume.args);
    }
    this.phase = 'body';
    this.hook = undefined;
  }

  /**
   * Who would have to choose which replacement applies first to an event of
   * `slot` with `args` as the game stands, and among which masks; undefined
   * when none or one applies or the policy orders them itself. Reads only:
   * conditions and the policy run, nothing else.
   */
  replacementQuestion(slot: Slot, args: Args): { player: string; among: string[] } | undefined {
    // Conditions run while the list is read, and no step is counted for it: mark the lists held.
    this.hooks.generation++;
    const candidates = slot.mask.filter((h) => h.appliesFn === undefined || h.appliesFn(args, h.params, this.state));
    if (candidates.length <= 1) return undefined;
    const pick = this.#policyPick(slot, args, candidates);
    return 'apply' in pick ? undefined : { player: pick.player, among: [...pick.among] };
  }

  /**
   * ctx.call of an event whose replacement order a player has given: where
   * several masks compete for it (or for what a mask redirects it to), the
   * first of `order` that applies is chosen, and no one is asked.
   */
  callInOrder(slot: Slot, args: Args, order: readonly string[]): boolean {
    const outer = this.order;
    const outerAt = this.orderAt;
    this.order = order;
    this.orderAt = this.depth - this.redirects + 1;
    try {
      return this.call(slot, args);
    } finally {
      this.order = outer;
      this.orderAt = outerAt;
    }
  }

  /** Where the game stands, in what a mask may change: see MaskRun.acted. */
  watch(): MaskWatch {
    return {
      queued: this.queue.size + this.queue.staged,
      hookSeq: this.hooks.nextSeq,
      hookCount: this.hooks.size,
      decisionSeq: this.decisionSeq,
      ended: this.ended,
    };
  }

  /**
   * The mask `run` acts: it (or a node it runs) logs, or it runs `called`
   * with ctx.call. Its "replaced" entry is written first, once, so the log
   * reads as before: the replacement, then what the mask did.
   */
  maskActs(run: MaskRun, called: string | undefined): void {
    if (called !== undefined) run.called ??= called;
    if (run.entryDue === false) return;
    run.entryDue = false;
    if (this.logging === false) return;
    const current = this.maskRun;
    this.maskRun = null; // the entry itself is not the mask acting
    this.ctx.log({ type: 'replaced', node: run.node, key: run.hook.key, owner: run.hook.owner ?? null });
    this.maskRun = current;
  }

  /** ctx.decline() from the running mask: refused outside a mask, and once the mask has acted. */
  decline(): void {
    const run = this.maskRun;
    if (this.phase !== 'mask' || run === null || this.hook !== run.hook)
      throw new CardweaveError('decline-outside-mask', 'decline() may only be called from a mask, before it does anything');
    const acted = run.acted(this.watch());
    if (acted !== undefined) this.#declinedLate(run, acted);
    run.declined = true;
  }

  #declinedLate(run: MaskRun, acted: string): never {
    throw new CardweaveError(
      'mask-declined-late',
      `the mask declined after it had acted (${acted}); decline before doing anything`,
    );
  }

  // ---- what bodies and hooks call ----------------------------------------

  /**
   * The slot of a node named by the running node (or a hook on it), for
   * `lookup` 0 (`enqueue`), 1 (`next`) or 2 (`call`). A node
   * names the same few nodes run after run, so its links find them by `===`
   * on the name, which for the literal names rules use is one pointer compare;
   * anything else goes to the hook table's lookup, which also refuses unknown
   * names, and is remembered. A link never goes stale: slots live as long as
   * the engine.
   *
   * `args` are what the node is sent. They are checked here, in full, when a
   * link is made: a line of a rule sends args of the same make run after run,
   * so one that sends a Map or a string is refused on its first run, where it
   * is written, while later runs along a known link pay nothing (a check on
   * every run cost a third more instructions per War game). Values that are
   * not JSON and turn up later are refused when the game is saved, naming
   * their path. See docs/architecture.md, "JSON at the door".
   */
  slotNamed(name: string, lookup: 0 | 1 | 2, args: unknown): Slot {
    const from = this.slot;
    if (from !== undefined) {
      const names = from.linkNames;
      for (let i = 0; i < names.length; i++) if (names[i] === name) return from.linkSlots[i]!;
    }
    const refusal = LOOKUPS[lookup]!;
    const slot = this.hooks.slot(name, refusal);
    checkArgs(args, refusal.what, name, this.limits);
    if (from !== undefined && from.linkNames.length < MAX_LINKS) {
      from.linkNames.push(name);
      from.linkSlots.push(slot);
    }
    return slot;
  }

  /** The slot of a query asked by name (see query.ts); its args are checked as a call's are. */
  querySlot(name: string): Slot {
    // A query reads the slot's lists while its hooks run: they are in its hands from here (see HookTable.generation).
    this.hooks.generation++;
    return this.hooks.slot(name, ASK);
  }

  /** ctx.choose: checks the question whole, then keeps its frozen copy as the pending decision. */
  ask(request: DecisionRequest): void {
    if (this.pending !== null) {
      throw new CardweaveError(
        'choose-twice',
        `a decision is already pending (decision ${this.pending.id} for ${this.pending.player}); ask one question at a time`,
      );
    }
    const decision = frozenQuestion(request, this.decisionSeq + 1, this.limits);
    const then = this.hooks.slot(decision.then, CHOOSE_THEN);
    // A pick with one possible answer is not asked: the game goes on with it, as after an answer, and no id is spent.
    const only = decision.pick === undefined ? undefined : onlyAnswer(decision.pick, decision.options);
    if (only !== undefined) {
      const args = { ...cloneJson(decision.args), choice: only };
      if (this.busy === IN_NODE) this.queue.stage(then, args);
      else this.queue.unshift(then, args);
      // Traces follow it as the answer to a question the run asked, though nobody was asked.
      if (this.watchLinks === true) this.emitter.emit('link', decision.then, 'choice');
      return;
    }
    this.decisionSeq = decision.id;
    this.pending = decision;
    if (this.emitter.listenerCount('decisionAsked') > 0) this.emitter.emit('decisionAsked', decision);
  }

  // The refusals of the loop and of ctx.call, apart so the code that runs every step stays small enough to inline.

  #overBudget(): never {
    throw new StepBudgetError(this.budget, this.recentNodes(10));
  }

  #tooDeep(): never {
    throw new CardweaveError(
      'call-too-deep',
      `ctx.call is nested ${MAX_CALL_DEPTH} deep (the last nodes run were: ${this.recentNodes(5).join(' -> ')}); ` +
        'a node that calls itself, directly or through others, is the usual cause: continue with ctx.next instead',
    );
  }

  /** The names of the last `count` nodes run (fewer when this engine has run fewer since it was made or restored). */
  recentNodes(count: number): string[] {
    const out: string[] = [];
    for (let s = Math.max(1, this.steps - count + 1); s <= this.steps; s++) {
      const node = this.recent[s & (RECENT - 1)];
      if (node !== undefined) out.push(node);
    }
    return out;
  }

  /** After a failed run: forget where it was, before the engine loads its last consistent point. */
  reset(): void {
    this.queue.dropStaged();
    this.observing = false;
    this.cancelled = false;
    this.phase = 'body';
    this.hook = undefined;
    this.maskRun = null;
    this.depth = 0;
    this.redirects = 0;
    this.order = null;
  }
}

function maskId(h: HookRecord): string {
  return `${h.node}:${h.key}`;
}

/**
 * A pre hook's id in an event's applied list: a redirected event does not
 * run it again. A mask's id is `node:key`; this has `pre>` before it, so the
 * two never meet.
 */
function preId(h: HookRecord): string {
  return `pre>${h.node}:${h.key}`;
}

/** Any value as text for a message: JSON when it can be, never a throw. */
function describeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return describeValue(value);
  }
}
