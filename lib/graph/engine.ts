import { EventEmitter } from 'eventemitter3';
import { cloneJson } from './clone.js';
import type { Agent } from './agents.js';
import {
  AgentError,
  CardweaveError,
  DecisionError,
  HookError,
  RuleError,
  SnapshotError,
  StepBudgetError,
  type RuleFailureSite,
} from './errors.js';
import type { EngineEvents } from './events.js';
import { RESOLVE_REPLACEMENT, type InternalContext, type ReplacementResume, type RuleGraph } from './graph.js';
import { HookTable, hookInfo, type HookRecord, type Slot } from './hook-table.js';
import type { Args, Json, JsonObject } from './json.js';
import { InvocationQueue } from './invocation-queue.js';
import { Rng } from './rng.js';
import {
  readSnapshot,
  SNAPSHOT_FORMAT,
  SNAPSHOT_VERSION,
  type SavedHook,
  type SavedPosition,
  type Snapshot,
} from './snapshot.js';
import type {
  Decision,
  DecisionRecord,
  DecisionRequest,
  HookInfo,
  HookSpec,
  Invocation,
  LogEntry,
  Phase,
  RunStatus,
} from './types.js';

/**
 * How to start a game: its state, seed, first invocations, agents, step budget and logging.
 *
 * @example
 * const options: EngineOptions = { state: { count: 0 }, seed: 7, start: { node: 'tick', args: {} }, log: false };
 */
export interface EngineOptions<S extends object = any> {
  /** The initial game state: one plain JSON object. */
  state: S;
  /** Seed of the game's RNG. Default 1. */
  seed?: number;
  /** Invocations queued before the first step. */
  start?: Invocation | Invocation[];
  /** Agents answering decisions, by player. Players without one are answered from outside. */
  agents?: Record<string, Agent>;
  /** Most node runs a game may take before it is stopped as runaway. Default 10,000,000. */
  budget?: number;
  /** Keep the log in `engine.log`. Default true; simulations turn it off. */
  log?: boolean;
}

/**
 * Options when restoring, forking or replaying a game: agents, step budget and logging.
 *
 * @example
 * const engine = Engine.restore(graph, savedText, { agents: { p2: randomAgent(3) } });
 */
export type ResumeOptions = Omit<EngineOptions, 'state' | 'seed' | 'start'>;

/**
 * Everything needed to put a game back exactly where it was: a saved position
 * whose hooks keep their functions, plus how long the decision list and log
 * were, so a rollback can cut them back.
 */
interface Capture extends Omit<SavedPosition, 'state' | 'hooks'> {
  state: unknown;
  hooks: HookRecord[];
  decisionCount: number;
  logLength: number;
}

const IDLE: RunStatus = Object.freeze({ status: 'idle' });
const RUNNING: RunStatus = Object.freeze({ status: 'running' });
const NO_APPLIED: readonly string[] = Object.freeze([]);
const RECENT = 16; // a power of two: the ring index is `steps & (RECENT - 1)`
/** Node runs a game may take, unless told otherwise, before it is stopped as runaway. */
/**
 * The default step budget: most node runs a game may take before it is stopped as runaway.
 *
 * @example
 * new Engine(graph, { state, budget: DEFAULT_BUDGET * 2 }); // a very long game
 */
export const DEFAULT_BUDGET = 10_000_000;

/** Most names a node remembers in its links (see #slotNamed); a node naming more finds the rest by hash. */
const MAX_LINKS = 8;

/** How deeply ctx.call runs may nest before the engine stops a node that calls itself. */
const MAX_CALL_DEPTH = 500;

/**
 * Runs one game of a rule graph: owns the state, the queue, the hooks, the
 * RNG, the decisions and the log. It is also an emitter of typed events.
 *
 * @example
 * const engine = new Engine(graph, { state: { count: 0 }, seed: 7, start: { node: 'tick', args: {} } });
 * const status = engine.run(); // { status: 'ended', result: ... }
 */
export class Engine<S extends object = any> extends EventEmitter<EngineEvents> {
  readonly graph: RuleGraph;
  #state: S;
  #rng: Rng;
  // Invocations keep their node's slot, resolved when queued, so a run needs no name lookup.
  readonly #queue = new InvocationQueue(64);
  readonly #hooks: HookTable;
  readonly #agents = new Map<string, Agent>();
  readonly #budget: number;
  #log: LogEntry[] | null;
  #decisions: DecisionRecord[] = [];
  #pending: Decision | null = null;
  #decisionSeq = 0;
  #steps = 0;
  #ended = false;
  #result: Json | null = null;
  #origin: Capture | undefined;
  #checkpoint: Capture | undefined;
  #loading = false;
  // Where the engine is, for error reports and for ctx.node / ctx.hook.
  #node = '';
  /** The slot of the node running (or last run): whose links #slotNamed searches first. */
  #slot: Slot | undefined;
  #phase: RuleFailureSite['phase'] = 'body';
  #hook: HookRecord | undefined;
  #inInvocation = false;
  /** How deeply ctx.call runs are nested right now. */
  #depth = 0;
  #cancelled = false;
  readonly #recent: string[] = new Array<string>(RECENT);
  readonly #ctx: InternalContext;

  constructor(graph: RuleGraph, options: EngineOptions<S>) {
    super();
    if (options === null || typeof options !== 'object') throw new TypeError('Engine options are required: { state, seed?, start? }');
    if (options.state === null || typeof options.state !== 'object') {
      throw new TypeError('Engine option "state" must be a plain JSON object');
    }
    const budget = options.budget ?? DEFAULT_BUDGET;
    if (!Number.isInteger(budget) || budget < 1) throw new RangeError(`Engine option "budget" must be a positive integer, got ${budget}`);
    this.graph = graph;
    this.#state = options.state;
    this.#rng = new Rng(options.seed ?? 1);
    this.#budget = budget;
    this.#log = options.log === false ? null : [];
    this.#hooks = new HookTable(graph);
    // A bound method, not an arrow function made here: with the arrow, most of what a new
    // engine allocates survived the next minor GC, which doubled the cost of setting up a game.
    this.#hooks.onChange = this.#hookChanged.bind(this);
    for (const [player, agent] of Object.entries(options.agents ?? {})) this.setAgent(player, agent);
    const starts = options.start === undefined ? [] : Array.isArray(options.start) ? options.start : [options.start];
    for (const inv of starts) this.enqueue(inv.node, inv.args);
    this.#ctx = new Engine.#Context(this);
  }

  /** Hook table changes become events, unless a capture is loading or nobody listens. */
  #hookChanged(kind: 'attached' | 'detached', rec: HookRecord): void {
    if (this.#loading || !listening(this)) return;
    this.emit(kind === 'attached' ? 'hookAttached' : 'hookDetached', hookInfo(rec));
  }

  // ---- reading the game -------------------------------------------------

  /** The game state (mutable by rules only). */
  get state(): S {
    return this.#state;
  }

  /** The game's RNG; setup code may use it before the first step. */
  get rng(): Rng {
    return this.#rng;
  }

  /** The result given to `ctx.end`, or undefined while the game goes on. */
  get result(): Json | undefined {
    return this.#ended ? this.#result : undefined;
  }

  get ended(): boolean {
    return this.#ended;
  }

  /** The decision waiting for an answer, if any. */
  get pending(): Decision | null {
    return this.#pending;
  }

  /** Node runs so far. */
  get steps(): number {
    return this.#steps;
  }

  /**
   * Invocations waiting to run: the queue, plus the `next` calls of the running
   * node that are not yet moved to its front (traces read this after each run).
   */
  get queueLength(): number {
    return this.#queue.size + this.#queue.staged;
  }

  /** Recorded log entries (empty when the engine was made with `log: false`). */
  get log(): readonly LogEntry[] {
    return this.#log ?? [];
  }

  /** The log as readable lines, through the graph's formatters. */
  lines(): string[] {
    return this.log.map((entry) => this.graph.format(entry));
  }

  /** Every answered decision, in order. */
  get decisions(): readonly DecisionRecord[] {
    return this.#decisions;
  }

  /** A copy of the queue, front first. */
  queued(): Invocation[] {
    return this.#queue.toArray();
  }

  /** Every attached hook, by node then phase, each phase in run order. */
  hooks(): (HookInfo & { priority: number; tier: string; remaining: number; until: string | undefined })[] {
    return this.#hooks.all().map((rec) => ({
      ...hookInfo(rec),
      priority: rec.priority,
      tier: rec.tier,
      remaining: rec.remaining,
      until: rec.until,
    }));
  }

  // ---- changing the game from outside ------------------------------------

  /** Appends an invocation (setup, tests, tools). */
  enqueue(node: string, args: Args = {}): void {
    this.#queue.push(this.#hooks.slot(node, 'Cannot enqueue'), args);
  }

  /** Attaches a hook; see {@link HookSpec}. Refused specs change nothing. */
  attach(node: string, phase: Phase, spec: HookSpec<S>): void {
    this.#hooks.attach(node, phase, spec);
  }

  /** Detaches a hook by node, phase and key; a missing hook is refused. */
  detach(node: string, phase: Phase, key: string): void {
    this.#hooks.detach(node, phase, key);
  }

  /** True when a hook with that key is attached to node and phase. */
  hasHook(node: string, phase: Phase, key: string): boolean {
    return this.#hooks.has(node, phase, key);
  }

  /** Sets (or with undefined, removes) the agent answering a player's decisions. */
  setAgent(player: string, agent: Agent | undefined): void {
    if (agent === undefined) {
      this.#agents.delete(player);
      return;
    }
    if (agent === null || typeof agent.decide !== 'function') throw new TypeError(`Agent for player ${player} must have a decide(decision, state) method`);
    this.#agents.set(player, agent);
  }

  // ---- running ----------------------------------------------------------

  /**
   * Runs until the game ends, a decision waits for an answer from outside, or
   * the queue is empty. Agents answer their players' decisions on the way.
   */
  run(): RunStatus {
    this.#begin();
    for (;;) {
      this.#drain(Infinity);
      if (this.#ended) return { status: 'ended', result: this.#result };
      if (this.#pending !== null) {
        if (this.#answerByAgent()) continue;
        return { status: 'awaiting', decision: this.#pending };
      }
      if (this.#queue.size === 0) return IDLE;
    }
  }

  /** Runs one node (answering an agent's decision first if one is due). */
  step(): RunStatus {
    this.#begin();
    if (this.#pending !== null && !this.#ended) this.#answerByAgent();
    this.#drain(1);
    if (this.#ended) return { status: 'ended', result: this.#result };
    if (this.#pending !== null) return { status: 'awaiting', decision: this.#pending };
    return this.#queue.size === 0 ? IDLE : RUNNING;
  }

  /**
   * Answers the pending decision from outside. The wrong player, a stale id or
   * an option not offered is refused and changes nothing.
   */
  decide(player: string, choice: Json, decisionId?: number): void {
    const d = this.#pending;
    if (d === null) {
      throw new DecisionError(decisionId === undefined ? 'No decision is pending' : `Decision ${decisionId} is stale: no decision is pending`);
    }
    if (decisionId !== undefined && decisionId !== d.id) {
      throw new DecisionError(`Decision ${decisionId} is stale: the pending decision is ${d.id} ("${d.prompt}")`);
    }
    if (player !== d.player) throw new DecisionError(`Decision ${d.id} ("${d.prompt}") is for ${d.player}, not ${player}`);
    const index = optionIndex(d.options, choice);
    if (index < 0) {
      throw new DecisionError(
        `${show(choice)} is not an option of decision ${d.id} ("${d.prompt}"); the options are: ${d.options.map(show).join(', ')}`,
      );
    }
    const chosen = cloneJson(d.options[index]!);
    this.#pending = null;
    this.#decisions.push({ id: d.id, player, choice: chosen });
    this.#queue.unshift(this.#hooks.slot(d.then), { ...d.args, choice: cloneJson(chosen) });
    if (listening(this) && this.listenerCount('decisionAnswered') > 0) this.emit('decisionAnswered', d, chosen);
    // An answered decision is a consistent point: a later failure comes back here.
    this.#checkpoint = this.#capture();
  }

  // ---- saving, replay, undo, fork --------------------------------------

  /** The whole game as a JSON-compatible object. Fails if a closure hook is attached. */
  snapshot(): Snapshot {
    const position = toSaved(this.#capture());
    return {
      format: SNAPSHOT_FORMAT,
      version: SNAPSHOT_VERSION,
      rules: this.graph.id,
      ...position,
      decisions: cloneJson(this.#decisions),
      log: this.#log === null ? null : cloneJson(this.#log),
      origin: this.#origin === undefined ? null : toSaved(this.#origin),
    };
  }

  /**
   * Rebuilds a game from a snapshot (object or JSON text) and the same
   * definitions. A corrupt snapshot or one from another rule set is refused.
   */
  static restore<S extends object = any>(graph: RuleGraph, input: Snapshot | string, options: ResumeOptions = {}): Engine<S> {
    const parsed = readSnapshot(graph, input);
    // Text was just parsed, so nobody else holds it; an object given by the caller is copied once.
    const snap = typeof input === 'string' ? parsed : cloneJson(parsed);
    const engine = new Engine<S>(graph, { ...options, state: {} as S, log: snap.log !== null });
    let position: Capture;
    try {
      position = fromSaved(graph, snap);
      engine.#load(position); // copies what it takes, so `position` stays pristine
      engine.#origin = snap.origin === null ? undefined : fromSaved(graph, snap.origin);
    } catch (error) {
      if (error instanceof CardweaveError) throw new SnapshotError(`Snapshot cannot be restored: ${error.message}`);
      throw error;
    }
    engine.#decisions = snap.decisions;
    if (snap.log !== null) engine.#log = snap.log;
    // The restored position is the first consistent point; it needs no copy of its own.
    engine.#checkpoint = { ...position, decisionCount: snap.decisions.length, logLength: snap.log?.length ?? 0 };
    return engine;
  }

  /**
   * Plays a saved game again from its start with its recorded decisions:
   * same definitions, seed and decisions give the same log and state.
   */
  static replay<S extends object = any>(graph: RuleGraph, input: Snapshot | string, options: ResumeOptions = {}): Engine<S> {
    const snap = readSnapshot(graph, input);
    if (snap.origin === null) throw new SnapshotError('Snapshot cannot be replayed: it was taken before the game started');
    const engine = new Engine<S>(graph, { ...options, agents: {}, state: {} as S, log: snap.log !== null });
    engine.#load(fromSaved(graph, cloneJson(snap.origin)));
    engine.#origin = engine.#capture();
    engine.#checkpoint = engine.#origin;
    engine.#feed(snap.decisions);
    for (const [player, agent] of Object.entries(options.agents ?? {})) engine.setAgent(player, agent);
    return engine;
  }

  /** Takes back the last answered decision: the game stands again where it was asked. */
  undo(): void {
    if (this.#origin === undefined || this.#decisions.length === 0) throw new DecisionError('Nothing to undo: no decision has been answered yet');
    const other = new Engine<S>(this.graph, { state: {} as S, budget: this.#budget, log: this.#log !== null });
    other.#load(this.#origin);
    other.#origin = this.#origin;
    other.#checkpoint = this.#origin;
    other.#feed(this.#decisions.slice(0, -1));
    this.#load(other.#capture());
    this.#decisions = other.#decisions;
    this.#log = other.#log;
    this.#checkpoint = this.#capture();
  }

  /** An independent copy of this game, for what-ifs and look-ahead. Agents are shared unless given. */
  fork(options: ResumeOptions = {}): Engine<S> {
    const copy = new Engine<S>(this.graph, {
      state: {} as S,
      budget: options.budget ?? this.#budget,
      log: options.log ?? this.#log !== null,
      agents: options.agents ?? Object.fromEntries(this.#agents),
    });
    copy.#load(this.#capture());
    copy.#origin = this.#origin;
    copy.#decisions = cloneJson(this.#decisions);
    if (copy.#log !== null) copy.#log = cloneJson(this.#log ?? []);
    copy.#checkpoint = copy.#capture();
    return copy;
  }

  // ---- the loop ---------------------------------------------------------

  /** The first step fixes the origin (for replay) and the first consistent point. */
  #begin(): void {
    if (this.#origin === undefined) {
      this.#origin = this.#capture();
      this.#checkpoint = this.#origin;
    }
  }

  /** Runs up to `limit` nodes while nothing stops the game. */
  #drain(limit: number): void {
    const queue = this.#queue;
    const recent = this.#recent;
    try {
      while (limit-- > 0 && !this.#ended && this.#pending === null) {
        const slot = queue.shift();
        if (slot === undefined) return;
        const step = ++this.#steps;
        recent[step & (RECENT - 1)] = slot.name;
        if (step > this.#budget) throw new StepBudgetError(this.#budget, this.#recentNodes(10));
        this.#invoke(slot, queue.taken);
      }
    } catch (error) {
      this.#fail(error);
    }
  }

  /** One node run from the queue, between nodeStart and nodeEnd events when anyone listens. */
  #invoke(slot: Slot, args: Args): void {
    this.#depth = 0; // a body that caught a nested failure must not leave the count raised
    this.#node = slot.name;
    this.#slot = slot;
    this.#inInvocation = true;
    const observed = listening(this);
    if (observed && this.listenerCount('nodeStart') > 0) this.emit('nodeStart', slot.name, args, this.#steps);
    this.#run(slot, args);
    // A node's `next` calls are in front of the queue before anyone hears it has ended.
    this.#inInvocation = false;
    if (this.#queue.staged > 0) this.#queue.commitStaged();
    if (observed && this.listenerCount('nodeEnd') > 0) this.emit('nodeEnd', slot.name, args, this.#steps);
  }

  /** Pre hooks, then a mask or the body, then post hooks; just the body when the node has no hooks. False when a pre hook cancelled. */
  #run(slot: Slot, args: Args): boolean {
    if (slot.hooked) return this.#runHooked(slot, args);
    this.#phase = 'body';
    this.#hook = undefined;
    slot.body(this.#ctx, args);
    return true;
  }

  /** Returns false when a pre hook cancelled the run. */
  #runHooked(slot: Slot, args: Args): boolean {
    // Hook lists are read once: attach/detach during this run apply from the next one.
    const { pre, mask, post } = slot;
    const ran = this.#runPre(slot, pre, args);
    if (ran !== undefined) this.#resolve(slot, ran, NO_APPLIED, mask, post, undefined);
    if (slot.expiring.length > 0) for (const rec of slot.expiring.slice()) this.#hooks.remove(rec);
    return ran !== undefined;
  }

  /** ctx.call: a nested run of a node; it counts as a step and restores the caller's position after. */
  #call(node: string, args: Args): boolean {
    const slot = this.#slotNamed(node, 'Cannot call');
    // Nested calls use the JS stack; stop a node that calls itself before the stack overflows.
    if (++this.#depth > MAX_CALL_DEPTH) {
      throw new Error(
        `ctx.call is nested ${MAX_CALL_DEPTH} deep (the last nodes run were: ${this.#recentNodes(5).join(' -> ')}); ` +
          'a node that calls itself, directly or through others, is the usual cause: continue with ctx.next instead',
      );
    }
    // Recorded before the budget check, so a runaway ctx.call is listed as the last node run.
    this.#recent[++this.#steps & (RECENT - 1)] = node;
    if (this.#steps > this.#budget) throw new StepBudgetError(this.#budget, this.#recentNodes(10));
    const caller = this.#node;
    const callerSlot = this.#slot;
    const phase = this.#phase;
    const hook = this.#hook;
    const observed = listening(this);
    this.#node = node;
    this.#slot = slot;
    if (observed && this.listenerCount('nodeStart') > 0) this.emit('nodeStart', node, args, this.#steps);
    const ran = this.#run(slot, args);
    if (observed && this.listenerCount('nodeEnd') > 0) this.emit('nodeEnd', node, args, this.#steps);
    this.#node = caller;
    this.#slot = callerSlot;
    this.#phase = phase;
    this.#hook = hook;
    this.#depth--;
    return ran;
  }

  /**
   * The slot of a node named by the running node (or a hook on it). A node
   * names the same few nodes run after run, so its links find them by `===`
   * on the name, which for the literal names rules use is one pointer compare;
   * anything else goes to the hook table's lookup, which also refuses unknown
   * names, and is remembered. A link never goes stale: slots live as long as
   * the engine.
   */
  #slotNamed(name: string, what: string): Slot {
    const from = this.#slot;
    if (from === undefined) return this.#hooks.slot(name, what);
    const names = from.linkNames;
    for (let i = 0; i < names.length; i++) if (names[i] === name) return from.linkSlots[i]!;
    const slot = this.#hooks.slot(name, what);
    if (names.length < MAX_LINKS) {
      names.push(name);
      from.linkSlots.push(slot);
    }
    return slot;
  }

  /** Runs pre hooks in order; returns the (possibly rewritten) args, or undefined when cancelled. */
  #runPre(slot: Slot, pre: readonly HookRecord[], args: Args): Args | undefined {
    for (const h of pre) {
      if (h.appliesFn !== undefined && !h.appliesFn(args, h.params)) continue;
      this.#phase = 'pre';
      this.#hook = h;
      const out = h.fn(this.#ctx, args, h.params);
      this.#afterHook(h, args);
      if (this.#cancelled) {
        this.#cancelled = false;
        return undefined;
      }
      if (out !== undefined) {
        if (out === null || typeof out !== 'object') throw new Error(`a pre hook may return new args (an object) or nothing, not ${show(out as Json)}`);
        args = out;
      }
    }
    this.#node = slot.name;
    return args;
  }

  /**
   * Resolves an event through its masks, then runs the body or the mask that
   * replaced it, then post hooks. `forced` is a mask a player chose to apply first.
   */
  #resolve(
    slot: Slot,
    args: Args,
    applied: readonly string[],
    masks: readonly HookRecord[],
    post: readonly HookRecord[],
    forced: HookRecord | undefined,
  ): void {
    for (;;) {
      this.#node = slot.name;
      this.#slot = slot;
      let chosen = forced;
      forced = undefined;
      if (chosen === undefined && masks.length > 0) {
        const candidates = masks.filter(
          (h) => !applied.includes(maskId(h)) && (h.appliesFn === undefined || h.appliesFn(args, h.params)),
        );
        if (candidates.length === 1) chosen = candidates[0];
        else if (candidates.length > 1) {
          this.#phase = 'mask';
          this.#hook = undefined;
          const pick = this.graph.policy.pick(slot.name, args, candidates.map((h) => ({ node: h.node, key: h.key, owner: h.owner, tier: h.tier })));
          if ('apply' in pick) {
            chosen = candidates.find((h) => h.key === pick.apply);
            if (chosen === undefined) throw new Error(`the replacement policy picked "${pick.apply}", which is not an applicable mask`);
          } else {
            // The rest of the event waits in the decision's args, as data, so it survives a save.
            this.#ask({
              player: pick.player,
              prompt: `Choose which replacement applies first to ${slot.name}`,
              options: pick.among,
              then: RESOLVE_REPLACEMENT,
              args: { node: slot.name, args: args as JsonObject, applied: [...applied] },
            });
            return;
          }
        }
      }
      if (chosen === undefined) {
        this.#phase = 'body';
        this.#hook = undefined;
        slot.body(this.#ctx, args);
        this.#runPost(post, args);
        return;
      }
      this.#phase = 'mask';
      this.#hook = chosen;
      if (this.logging) this.#ctx.log({ type: 'replaced', node: slot.name, key: chosen.key, owner: chosen.owner ?? null });
      const out = chosen.fn(this.#ctx, args, chosen.params) as Invocation | undefined;
      this.#afterHook(chosen, args);
      applied = [...applied, maskId(chosen)];
      if (out === undefined) {
        this.#runPost(post, args);
        return;
      }
      if (out === null || typeof out !== 'object' || typeof out.node !== 'string' || out.args === null || typeof out.args !== 'object') {
        throw new Error('a mask may return an invocation { node, args } or nothing');
      }
      slot = this.#hooks.slot(out.node, 'A mask cannot redirect');
      args = out.args;
      masks = slot.mask;
      post = slot.post;
    }
  }

  #runPost(post: readonly HookRecord[], args: Args): void {
    for (const h of post) {
      if (h.appliesFn !== undefined && !h.appliesFn(args, h.params)) continue;
      this.#phase = 'post';
      this.#hook = h;
      h.fn(this.#ctx, args, h.params);
      this.#afterHook(h, args);
    }
  }

  #afterHook(h: HookRecord, args: Args): void {
    if (listening(this) && this.listenerCount('hookRun') > 0) this.emit('hookRun', hookInfo(h), args);
    if (h.remaining > 0) this.#hooks.consume(h);
  }

  /** Continues a mask resolution after the affected player chose which mask applies first. */
  #resumeReplacement(resume: ReplacementResume): void {
    const slot = this.#hooks.slot(resume.node);
    const chosen = slot.mask.find((h) => h.key === resume.choice);
    this.#resolve(slot, resume.args, resume.applied, slot.mask, slot.post, chosen);
  }

  #answerByAgent(): boolean {
    const d = this.#pending!;
    const agent = this.#agents.get(d.player);
    if (agent === undefined) return false;
    let choice: Json | undefined;
    try {
      choice = agent.decide(d, this.#state);
    } catch (error) {
      throw new AgentError(agent.name, d.player, d.id, error);
    }
    if (choice === undefined) return false;
    try {
      this.decide(d.player, choice, d.id);
    } catch (error) {
      throw new AgentError(agent.name, d.player, d.id, error);
    }
    return true;
  }

  #ask(request: DecisionRequest): void {
    if (this.#pending !== null) {
      throw new Error(`a decision is already pending (decision ${this.#pending.id} for ${this.#pending.player}); ask one question at a time`);
    }
    if (request === null || typeof request !== 'object') throw new Error('choose() needs { player, prompt, options, then }');
    const { player, prompt, options, then } = request;
    if (typeof player !== 'string' || player === '') throw new Error('choose() needs a player (a non-empty string)');
    if (!Array.isArray(options) || options.length === 0) throw new Error(`choose() for ${player} needs a non-empty array of options`);
    this.#hooks.slot(then, `choose() cannot continue`);
    this.#pending = {
      id: ++this.#decisionSeq,
      player,
      prompt: typeof prompt === 'string' ? prompt : '',
      options,
      then,
      args: (request.args ?? {}) as JsonObject,
    };
    if (listening(this) && this.listenerCount('decisionAsked') > 0) this.emit('decisionAsked', this.#pending);
  }

  /** Replays recorded decisions from the current position. */
  #feed(decisions: readonly DecisionRecord[]): void {
    let at = 0;
    for (;;) {
      const status = this.run();
      if (status.status !== 'awaiting' || at >= decisions.length) break;
      const record = decisions[at++]!;
      this.decide(record.player, record.choice);
    }
    if (at < decisions.length) {
      throw new SnapshotError(`Replay diverged: ${decisions.length - at} recorded decision(s) were never asked`);
    }
  }

  /** Puts the game back to its last consistent point and reports what failed. */
  #fail(error: unknown): never {
    const reported =
      error instanceof StepBudgetError
        ? error
        : new RuleError({ node: this.#node, phase: this.#phase, key: this.#hook?.key, owner: this.#hook?.owner }, error);
    this.#queue.dropStaged();
    this.#cancelled = false;
    this.#inInvocation = false;
    this.#load(this.#checkpoint!);
    if (listening(this) && this.listenerCount('error') > 0) this.emit('error', reported);
    throw reported;
  }

  #recentNodes(count: number): string[] {
    const out: string[] = [];
    for (let s = Math.max(1, this.#steps - count + 1); s <= this.#steps; s++) {
      // A restored game has not seen the nodes run before its snapshot: list only the ones it ran.
      const node = this.#recent[s & (RECENT - 1)];
      if (node !== undefined) out.push(node);
    }
    return out;
  }

  /** True when log entries are kept or listened to. */
  get logging(): boolean {
    return this.#log !== null || (listening(this) && this.listenerCount('log') > 0);
  }

  // ---- capture and load -------------------------------------------------

  #capture(): Capture {
    return {
      state: cloneJson(this.#state),
      queue: cloneJson(this.#queue.toArray()),
      hooks: this.#hooks.all().map((rec) => ({ ...rec, params: cloneJson(rec.params) })),
      hookSeq: this.#hooks.nextSeq,
      rng: this.#rng.save(),
      pending: this.#pending === null ? null : cloneJson(this.#pending),
      decisionSeq: this.#decisionSeq,
      steps: this.#steps,
      result: this.#result,
      ended: this.#ended,
      decisionCount: this.#decisions.length,
      logLength: this.#log?.length ?? 0,
    };
  }

  #load(cap: Capture): void {
    this.#loading = true;
    try {
      this.#state = cloneJson(cap.state) as S;
      (this.#ctx as { state: unknown }).state = this.#state;
      // The hook table first: clearing it makes new slots, and queued invocations point at slots.
      this.#hooks.clear();
      for (const rec of cap.hooks) this.#hooks.insert({ ...rec, params: cloneJson(rec.params) });
      this.#hooks.nextSeq = cap.hookSeq;
      this.#queue.clear();
      for (const inv of cloneJson(cap.queue)) this.#queue.push(this.#hooks.slot(inv.node), inv.args);
      this.#rng = new Rng(cap.rng);
      this.#pending = cap.pending === null ? null : cloneJson(cap.pending);
      this.#decisionSeq = cap.decisionSeq;
      this.#steps = cap.steps;
      this.#result = cap.result;
      this.#ended = cap.ended;
      this.#decisions.length = Math.min(this.#decisions.length, cap.decisionCount);
      if (this.#log !== null) this.#log.length = Math.min(this.#log.length, cap.logLength);
    } finally {
      this.#loading = false;
    }
  }

  // ---- the context handed to bodies and hooks ---------------------------

  /**
   * The context handed to every body and hook. A class, declared inside Engine
   * so it may read the engine's private fields: every context then shares one
   * shape and one set of prototype methods and getters, which V8 inlines into
   * node bodies (an object literal of per-engine closures and getters is not).
   */
  static readonly #Context = class EngineContext implements InternalContext {
    /** A data property, not a getter: bodies read it on every run. #load keeps it current. */
    state: unknown;
    readonly #engine: Engine;

    constructor(engine: Engine) {
      this.#engine = engine;
      this.state = engine.#state;
    }

    get rng(): Rng {
      return this.#engine.#rng;
    }

    get node(): string {
      return this.#engine.#node;
    }

    get hook(): HookInfo | undefined {
      const hook = this.#engine.#hook;
      return hook === undefined ? undefined : hookInfo(hook);
    }

    get logging(): boolean {
      return this.#engine.logging;
    }

    enqueue(node: string, args: Args = {}): void {
      const engine = this.#engine;
      engine.#queue.push(engine.#slotNamed(node, 'Cannot enqueue'), args);
    }

    next(node: string, args: Args = {}): void {
      const engine = this.#engine;
      const slot = engine.#slotNamed(node, 'Cannot run next');
      if (engine.#inInvocation) engine.#queue.stage(slot, args);
      else engine.#queue.unshift(slot, args);
    }

    call(node: string, args: Args = {}): boolean {
      return this.#engine.#call(node, args);
    }

    choose(request: DecisionRequest): void {
      this.#engine.#ask(request);
    }

    end(result?: Json): void {
      const engine = this.#engine;
      if (engine.#ended) throw new Error('the game has already ended');
      engine.#ended = true;
      engine.#result = result === undefined ? null : result;
      if (listening(engine) && engine.listenerCount('end') > 0) engine.emit('end', engine.#result);
    }

    log(entry: LogEntry): void {
      const engine = this.#engine;
      if (engine.#log !== null) engine.#log.push(entry);
      if (listening(engine) && engine.listenerCount('log') > 0) engine.emit('log', entry);
    }

    cancel(reason?: string): void {
      const engine = this.#engine;
      const hook = engine.#hook;
      if (engine.#phase !== 'pre' || hook === undefined) throw new Error('cancel() may only be called from a pre hook');
      engine.#cancelled = true;
      if (engine.logging) this.log({ type: 'cancelled', node: engine.#node, key: hook.key, reason: reason ?? null });
    }

    attach(node: string, phase: Phase, spec: HookSpec): void {
      this.#engine.#hooks.attach(node, phase, spec);
    }

    detach(node: string, phase: Phase, key: string): void {
      this.#engine.#hooks.detach(node, phase, key);
    }

    hasHook(node: string, phase: Phase, key: string): boolean {
      return this.#engine.#hooks.has(node, phase, key);
    }

    detachOwned(owner: string): number {
      return this.#engine.#hooks.removeOwned(owner);
    }

    resumeReplacement(resume: ReplacementResume): void {
      this.#engine.#resumeReplacement(resume);
    }
  };
}

/**
 * True when anyone listens to anything on the engine. eventemitter3 keeps this
 * count in `_eventsCount`; reading it keeps the hot path free of event work.
 * A plain function, not a private getter: V8 (Node 20) reads a private getter
 * through a runtime call, which the engine would pay on every node run.
 */
function listening(engine: EventEmitter): boolean {
  return (engine as unknown as { _eventsCount: number })._eventsCount > 0;
}

function maskId(h: HookRecord): string {
  return `${h.node}:${h.key}`;
}

function optionIndex(options: readonly Json[], choice: Json): number {
  const index = options.indexOf(choice);
  if (index >= 0) return index;
  const text = JSON.stringify(choice);
  return options.findIndex((o) => JSON.stringify(o) === text);
}

function show(value: Json | undefined): string {
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

/** A capture as JSON: hooks by effect name. A closure hook cannot be saved. */
function toSaved(cap: Capture): SavedPosition {
  const hooks: SavedHook[] = cap.hooks.map((rec) => {
    if (rec.closure) {
      throw new SnapshotError(
        `Cannot save: ${rec.phase} hook "${rec.key}" on node "${rec.node}" is a closure; ` +
          'attach it by effect name (and a named condition) to make the game savable',
      );
    }
    return {
      node: rec.node,
      phase: rec.phase,
      key: rec.key,
      effect: rec.effect!,
      params: rec.params,
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
    state: cap.state as Json,
    queue: cap.queue,
    hooks,
    hookSeq: cap.hookSeq,
    rng: cap.rng,
    pending: cap.pending,
    decisionSeq: cap.decisionSeq,
    steps: cap.steps,
    result: cap.result,
    ended: cap.ended,
  };
}

/** JSON back to a capture, resolving effect and condition names against the graph. */
function fromSaved(graph: RuleGraph, pos: SavedPosition): Capture {
  const hooks = pos.hooks.map((h): HookRecord => {
    if (!['pre', 'mask', 'post'].includes(h.phase)) throw new HookError(`hook "${h.key}" has unknown phase "${String(h.phase)}"`);
    return {
      node: h.node,
      phase: h.phase,
      key: h.key,
      effect: h.effect,
      params: h.params ?? {},
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
    };
  });
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
    ended: pos.ended === true,
    decisionCount: Number.MAX_SAFE_INTEGER,
    logLength: Number.MAX_SAFE_INTEGER,
  };
}
