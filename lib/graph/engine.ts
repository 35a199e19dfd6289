import { EventEmitter } from 'eventemitter3';
import { cloneJson, deepFreeze } from './clone.js';
import type { Agent } from './agents.js';
import {
  AgentError,
  CardweaveError,
  DecisionError,
  DefinitionError,
  JsonError,
  ReentryError,
  RuleError,
  SnapshotError,
  StepBudgetError,
  type RuleFailureSite,
} from './errors.js';
import type { EngineEvents } from './events.js';
import { RESOLVE_REPLACEMENT, type InternalContext, type ReplacementResume, type RuleGraph } from './graph.js';
import { HookTable, hookInfo, type HookRecord, type Refusal, type Slot } from './hook-table.js';
import type { Args, Json, JsonObject } from './json.js';
import { checkArgs, checkJson, describeValue, findJsonProblem, isJson, resolveLimits, type JsonLimits } from './json-check.js';
import { firstDifference, jsonEqual } from './json-compare.js';
import { InvocationQueue } from './invocation-queue.js';
import { Rng } from './rng.js';
import { fromSaved, SNAPSHOT_FORMAT, SNAPSHOT_VERSION, toSaved, type Capture, type SavedStart, type Snapshot } from './snapshot.js';
import { readSnapshot } from './snapshot-read.js';
import type {
  Decision,
  DecisionRecord,
  DecisionRequest,
  HookInfo,
  HookSpec,
  Invocation,
  LogEntry,
  Phase,
  RunPosition,
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
  /**
   * Size limits for every JSON value entering the game (args, params,
   * options, results, log entries) and for snapshots; see {@link JsonLimits}.
   * Values over them are refused where they enter, so a game that runs can
   * always be saved and restored with the same limits.
   */
  limits?: Partial<JsonLimits>;
}

/**
 * Options when forking or replaying a game: agents, step budget, logging and limits.
 *
 * @example
 * const copy = engine.fork({ agents: { p2: randomAgent(3) } });
 */
export type ResumeOptions = Omit<EngineOptions, 'state' | 'seed' | 'start'>;

/**
 * How `Engine.restore` checks a save:
 *
 * - `'replay'` (the default): every structural check, then the game is played
 *   again from its recorded start (seed and setup options) with its recorded
 *   decisions, each checked by `decide()` as it was asked, and the save is
 *   refused unless its cached position is exactly where that replay arrives.
 *   A forged state, queue, question or answer can then only be refused. Costs
 *   a replay of the game so far (at most `steps` node runs).
 * - `'structure'`: every structural check (sizes, types, names, hooks, RNG,
 *   the game's state checks), then the cached position is loaded as it is.
 *   For saves you made yourself and trust: O(size of the save).
 *
 * @example
 * Engine.restore(graph, text, { verify: 'structure' }); // a save from our own database
 */
export type Verify = 'replay' | 'structure';

/**
 * Options of `Engine.restore`: how to verify the save, its size limits, and
 * the agents, budget and logging of the restored game.
 *
 * @example
 * const engine = Engine.restore(graph, savedText, { verify: 'replay', agents: { p2: randomAgent(3) } });
 */
export interface RestoreOptions extends ResumeOptions {
  /** Default `'replay'`; see {@link Verify}. */
  verify?: Verify;
}

/**
 * How to start a game from its rule graph's recipe (`graph.recipe`): the seed,
 * the setup options (JSON), agents, budget, logging and limits.
 *
 * @example
 * const engine = Engine.start(graph, { seed: 7, options: { rounds: 3 } } satisfies StartOptions);
 */
export interface StartOptions<O = any> extends ResumeOptions {
  /** Seed of the game's RNG, a whole number from 0 to 4294967295 (others are truncated into it). Default 1. */
  seed?: number;
  /** Given to the recipe's setup; JSON, recorded in saves so a replay starts the same way. */
  options?: O;
}

/** What the engine is doing when it is called: re-entrant calls are refused (see #enter). */
const FREE = 0;
const IN_NODE = 1;
/** In an agent's decide() or a decisionAnswered listener: the position is whole, so reading, saving and forking are fine. */
const IN_AGENT = 2;

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

/** How each kind of node lookup is refused when the node does not exist. */
const ENQUEUE: Refusal = { code: 'enqueue-unknown-node', what: 'Cannot enqueue' };
const NEXT: Refusal = { code: 'next-unknown-node', what: 'Cannot run next' };
const CALL: Refusal = { code: 'call-unknown-node', what: 'Cannot call' };
const MASK_REDIRECT: Refusal = { code: 'mask-unknown-node', what: 'A mask cannot redirect' };
const CHOOSE_THEN: Refusal = { code: 'choose-unknown-then', what: 'choose() cannot continue' };

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
  #budget: number;
  readonly #limits: JsonLimits;
  #log: LogEntry[] | null;
  #decisions: DecisionRecord[] = [];
  /** The decision waiting for an answer: a frozen copy, so it can be handed out as it is. */
  #pending: Decision | null = null;
  #decisionSeq = 0;
  #steps = 0;
  #ended = false;
  /** The result given to ctx.end: a frozen copy. */
  #result: Json | null = null;
  #origin: Capture | undefined;
  #checkpoint: Capture | undefined;
  /**
   * How the game began (seed and setup options), while it can be played
   * again from there: null for engines made with `new Engine`, and from the
   * moment the game is changed from outside its rules (enqueue, attach or
   * detach called on the engine after setup).
   */
  #start: SavedStart | null = null;
  /** True while a recipe sets a game up: its enqueue and attach calls are part of the start. */
  #settingUp = false;
  /**
   * True while a verified restore replays a save: answers take no checkpoint
   * (a failure refuses the save anyway), so a replay costs its steps and
   * decisions, not a copy of the state per decision.
   */
  #replaying = false;
  #loading = false;
  /** FREE, IN_NODE or IN_AGENT: what the engine is doing, so calls into it from there can be refused. */
  #busy = FREE;
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
    this.#limits = resolveLimits(options.limits);
    this.#log = options.log === false ? null : [];
    // The names in the graph's flow declarations are checked once the graph is whole, i.e. now (cached).
    graph.checkFlow();
    this.#hooks = new HookTable(graph, this.#limits);
    // A bound method, not an arrow function made here: with the arrow, most of what a new
    // engine allocated survived the next minor GC, which doubled the cost of setting up a game.
    this.#hooks.onChange = this.#hookChanged.bind(this);
    for (const [player, agent] of Object.entries(options.agents ?? {})) this.setAgent(player, agent);
    const starts = options.start === undefined ? [] : Array.isArray(options.start) ? options.start : [options.start];
    for (const inv of starts) this.enqueue(inv.node, inv.args);
    this.#ctx = new Engine.#Context(this);
  }

  /**
   * Starts a new game from its rule graph's recipe (`graph.recipe`): a fresh
   * state, set up with the seed's RNG and the setup options. A game started
   * this way records its start, so its saves can be verified by replay.
   * Card games' `createEngine` is this call.
   *
   * @example
   * const engine = Engine.start(graph, { seed: 7, options: { rounds: 3 } });
   */
  static start<S extends object = any, O = any>(graph: RuleGraph, options: StartOptions<O> = {}): Engine<S> {
    const recipe = graph.gameRecipe;
    if (recipe === undefined) {
      throw new DefinitionError(
        'start-no-recipe',
        `Rule graph "${graph.id}" has no recipe to start a game from: register one with graph.recipe({ state, setup }), or use new Engine(graph, { state, start })`,
      );
    }
    const limits = resolveLimits(options.limits);
    const seed = options.seed ?? 1;
    if (typeof seed !== 'number' || !Number.isFinite(seed)) throw new RangeError(`RNG seed must be a finite number, got ${describeValue(seed)}`);
    const setup = options.options;
    if (setup !== undefined) checkJson(setup, 'options', `Cannot start a game of "${graph.id}"`, 'setup-options-not-json', limits);
    const start: SavedStart = { seed: Math.trunc(seed) >>> 0 };
    if (setup !== undefined) start.options = cloneJson(setup as Json);
    const engine = new Engine<S>(graph, { ...options, state: recipe.state() as S, seed: start.seed, limits });
    engine.#settingUp = true;
    try {
      recipe.setup(engine, setup === undefined ? undefined : cloneJson(setup));
    } finally {
      engine.#settingUp = false;
    }
    engine.#start = deepFreeze(start);
    return engine;
  }

  /** Hook table changes become events, unless a capture is loading or nobody listens. */
  #hookChanged(kind: 'attached' | 'detached', rec: HookRecord): void {
    if (this.#loading || !listening(this)) return;
    this.emit(kind === 'attached' ? 'hookAttached' : 'hookDetached', hookInfo(rec));
  }

  // ---- reading the game -------------------------------------------------

  /** The game state: live, for rules, setup code and tests to read (and setup to fill). Copy it to keep it. */
  get state(): S {
    return this.#state;
  }

  /** The game's RNG; setup code may use it before the first step. */
  get rng(): Rng {
    return this.#rng;
  }

  /** The result given to `ctx.end` (frozen), or undefined while the game goes on. */
  get result(): Json | undefined {
    return this.#ended ? this.#result : undefined;
  }

  get ended(): boolean {
    return this.#ended;
  }

  /** The decision waiting for an answer, if any: frozen, so editing it cannot change what is asked. */
  get pending(): Decision | null {
    return this.#pending;
  }

  /** Node runs so far. */
  get steps(): number {
    return this.#steps;
  }

  /** The size limits this game checks its values and saves against. */
  get limits(): Readonly<JsonLimits> {
    return this.#limits;
  }

  /**
   * Invocations waiting to run: the queue, plus the `next` calls of the running
   * node that are not yet moved to its front (traces read this after each run).
   */
  get queueLength(): number {
    return this.#queue.size + this.#queue.staged;
  }

  /** The recorded log entries, as a new array of frozen entries (empty when the engine was made with `log: false`). */
  get log(): readonly LogEntry[] {
    return this.#log === null ? [] : this.#log.slice();
  }

  /** The log as readable lines, through the graph's formatters. */
  lines(): string[] {
    return (this.#log ?? []).map((entry) => this.graph.format(entry));
  }

  /** Every answered decision, in order: a new array of frozen records. */
  get decisions(): readonly DecisionRecord[] {
    return this.#decisions.slice();
  }

  /**
   * Where the run in progress is: the node whose body or hook is running, the
   * phase, and the hook (undefined in a body); undefined between runs. Read by
   * listeners (traces) to tell who queued, called or attached something.
   */
  get running(): RunPosition | undefined {
    if (!this.#inInvocation) return undefined;
    const hook = this.#hook;
    return { node: this.#node, phase: this.#phase, hook: hook === undefined ? undefined : hookInfo(hook) };
  }

  /** A copy of the queue, front first. */
  queued(): Invocation[] {
    return cloneJson(this.#queue.toArray());
  }

  /** Every attached hook, by node then phase, each phase in run order (new objects each call). */
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

  /**
   * Appends an invocation (setup, tests, tools). Args must be a JSON object.
   * Outside a recipe's setup, this changes the game without a record, so its
   * saves can no longer be verified by replay.
   */
  enqueue(node: string, args: Args = {}): void {
    const slot = this.#hooks.slot(node, ENQUEUE);
    if (typeof args !== 'object' || args === null || Array.isArray(args)) {
      throw new JsonError('args-not-object', `Cannot enqueue ${node}: args must be a JSON object, got ${describeValue(args)}`);
    }
    checkJson(args, 'args', `Cannot enqueue ${node}`, 'args-not-json', this.#limits);
    // The queue keeps its own copy: the caller's object stays theirs.
    this.#queue.push(slot, cloneJson(args));
    this.#changedFromOutside();
  }

  /** Attaches a hook; see {@link HookSpec}. Refused specs change nothing. Outside setup, saves can no longer be verified by replay. */
  attach(node: string, phase: Phase, spec: HookSpec<S>): void {
    this.#hooks.attach(node, phase, spec);
    this.#changedFromOutside();
  }

  /** Detaches a hook by node, phase and key; a missing hook is refused. Outside setup, saves can no longer be verified by replay. */
  detach(node: string, phase: Phase, key: string): void {
    this.#hooks.detach(node, phase, key);
    this.#changedFromOutside();
  }

  /** A change no recipe and no decision records: the game can no longer be played again to here. */
  #changedFromOutside(): void {
    if (!this.#settingUp) this.#start = null;
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
   * Refuses a call made from inside this engine: from a node body, a hook or
   * an event listener while a node runs (`inNode`), or from an agent's
   * decide(). Such a call would run or change the game in the middle of a
   * step, and the step would then go on from a position that is gone.
   */
  #enter(call: string, allowInAgent = false): void {
    if (this.#busy === FREE) return;
    if (this.#busy === IN_NODE) {
      throw new ReentryError(
        'reentry-in-node',
        `${call} was called while this engine runs node "${this.#node}" (from a body, a hook or an event listener); ` +
          'rules continue the game with ctx.next, ctx.enqueue or ctx.choose',
      );
    }
    if (!allowInAgent) {
      throw new ReentryError(
        'reentry-in-agent',
        `${call} was called from an agent's decide() or a decisionAnswered listener of this engine; ` +
          'an agent returns its choice and the engine goes on',
      );
    }
  }

  /**
   * Runs until the game ends, a decision waits for an answer from outside, or
   * the queue is empty. Agents answer their players' decisions on the way.
   */
  run(): RunStatus {
    this.#enter('engine.run()');
    this.#begin();
    for (;;) {
      this.#drainBusy(Infinity);
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
    this.#enter('engine.step()');
    this.#begin();
    if (this.#pending !== null && !this.#ended) this.#answerByAgent();
    this.#drainBusy(1);
    if (this.#ended) return { status: 'ended', result: this.#result };
    if (this.#pending !== null) return { status: 'awaiting', decision: this.#pending };
    return this.#queue.size === 0 ? IDLE : RUNNING;
  }

  /**
   * Answers the pending decision from outside. Everything is checked before
   * anything changes: the id (when given), the player, that the choice is
   * JSON and one of the options (compared by value, whatever the order of an
   * object's keys). A refused answer changes nothing.
   */
  decide(player: string, choice: Json, decisionId?: number): void {
    this.#enter('engine.decide()');
    if (decisionId !== undefined && !(Number.isSafeInteger(decisionId) && decisionId >= 1)) {
      throw new DecisionError(
        'decision-id-not-number',
        `A decision id must be a whole number from 1 (the "id" of the pending decision), got ${describeValue(decisionId)}`,
      );
    }
    const d = this.#pending;
    if (d === null) {
      if (decisionId === undefined) throw new DecisionError('decision-none-pending', 'No decision is pending');
      throw new DecisionError('decision-answered-twice', `Decision ${decisionId} is stale: no decision is pending`);
    }
    if (decisionId !== undefined && decisionId !== d.id) {
      throw new DecisionError('decision-stale', `Decision ${decisionId} is stale: the pending decision is ${d.id} ("${d.prompt}")`);
    }
    if (player !== d.player) {
      throw new DecisionError(
        'decision-wrong-player',
        `Decision ${d.id} ("${d.prompt}") is for ${d.player}, not ${typeof player === 'string' ? player : describeValue(player)}`,
      );
    }
    const problem = findJsonProblem(choice, 'choice', this.#limits);
    if (problem !== undefined) throw new JsonError('choice-not-json', `Decision ${d.id} ("${d.prompt}"): ${problem.path}: ${problem.reason}`);
    const index = optionIndex(d.options, choice);
    if (index < 0) {
      throw new DecisionError(
        'decision-not-offered',
        `${show(choice)} is not an option of decision ${d.id} ("${d.prompt}"); the options are: ${d.options.map(show).join(', ')}`,
      );
    }
    const chosen = d.options[index]!;
    this.#pending = null;
    this.#decisions.push(deepFreeze({ id: d.id, player, choice: cloneJson(chosen) }));
    this.#queue.unshift(this.#hooks.slot(d.then), { ...cloneJson(d.args), choice: cloneJson(chosen) });
    // An answered decision is a consistent point: a later failure comes back here. Copying the
    // game can fail (a state that holds a cycle); the answer is then taken back, so nothing changed.
    try {
      if (!this.#replaying) this.#checkpoint = this.#capture();
    } catch (error) {
      this.#queue.shift();
      this.#decisions.pop();
      this.#pending = d;
      throw error;
    }
    if (listening(this) && this.listenerCount('decisionAnswered') > 0) {
      // The answer is whole: listeners may read and save the game, not run or answer it.
      this.#busy = IN_AGENT;
      try {
        this.emit('decisionAnswered', d, chosen);
      } finally {
        this.#busy = FREE;
      }
    }
  }

  // ---- saving, replay, undo, fork --------------------------------------

  /**
   * The whole game as a new JSON object, nothing of it shared with the
   * engine. Refused while a node runs (a position is whole only between node
   * runs), when a closure hook is attached, and when anything in it is not
   * JSON or is over the engine's limits (naming the field): what saves here
   * restores with the same limits.
   */
  snapshot(): Snapshot {
    this.#enter('engine.snapshot()', true);
    // The live values are checked, not a copy: a copy would already have turned a Map into {}.
    const live = this.#snapshot(this.#capture(false));
    const problem = isJson(live, this.#limits) ? undefined : findJsonProblem(live, 'snapshot', this.#limits);
    if (problem !== undefined) {
      const path = problem.path.replace(/^snapshot\.?/, '');
      throw new SnapshotError('snapshot-not-savable', `Cannot save: field "${path}": ${problem.reason}`);
    }
    return cloneJson(live);
  }

  /**
   * The snapshot of a capture made for it, sharing the engine's values (the
   * capture's, the decision records, the log, the origin): to be read, or
   * checked and then copied whole, never handed out as it is.
   */
  #snapshot(capture: Capture): Snapshot {
    return {
      format: SNAPSHOT_FORMAT,
      version: SNAPSHOT_VERSION,
      rules: this.graph.id,
      packs: this.graph.packs as Snapshot['packs'],
      start: this.#start,
      ...toSaved(capture, false),
      decisions: this.#decisions,
      log: this.#log,
      origin: this.#origin === undefined ? null : toSaved(this.#origin, false),
    };
  }

  /**
   * Rebuilds a game from a snapshot (object or JSON text) and the same rules.
   * Everything is checked before anything is used (see `docs/trust-model.md`):
   * a save over the limits, of another rule set, pack version or cardweave
   * version, with an unknown name, a malformed field or a state the game's
   * checks refuse is a SnapshotError naming the field. With `verify: 'replay'`
   * (the default) the game is also played again from its start and must
   * arrive exactly where the save says; see {@link Verify}.
   */
  static restore<S extends object = any>(graph: RuleGraph, input: Snapshot | string, options: RestoreOptions = {}): Engine<S> {
    const verify = options.verify ?? 'replay';
    if (verify !== 'replay' && verify !== 'structure') {
      throw new SnapshotError('restore-bad-verify', `Engine.restore option "verify" must be "replay" or "structure", got ${describeValue(verify)}`);
    }
    if (verify === 'replay' && graph.gameRecipe === undefined) {
      throw new SnapshotError(
        'replay-no-recipe',
        `Cannot verify a save by replay: rule graph "${graph.id}" has no recipe to start a game from (graph.recipe); ` +
          'restore with { verify: "structure" } only if you trust the save',
      );
    }
    const limits = resolveLimits(options.limits);
    const snap = readSnapshot(graph, input, limits);
    if (verify === 'replay') return Engine.#replayed<S>(graph, snap, options);
    const engine = new Engine<S>(graph, { ...options, state: {} as S, log: snap.log !== null });
    const position = fromSaved(graph, snap);
    engine.#load(position); // copies what it takes, so `position` stays pristine
    engine.#origin = snap.origin === null ? undefined : fromSaved(graph, snap.origin);
    engine.#decisions = snap.decisions.map((d) => deepFreeze(d));
    if (snap.log !== null) engine.#log = snap.log.map((e) => deepFreeze(e));
    engine.#start = snap.start === null ? null : deepFreeze(snap.start);
    // The restored position is the first consistent point; it needs no copy of its own.
    engine.#checkpoint = { ...position, decisionCount: snap.decisions.length, logLength: snap.log?.length ?? 0 };
    return engine;
  }

  /**
   * A verified restore: plays the game again from the save's start with its
   * decisions, to the save's step, and hands out that game if the save's
   * position is exactly where it arrived. Bounded by the step budget.
   */
  static #replayed<S extends object>(graph: RuleGraph, snap: Snapshot, options: RestoreOptions): Engine<S> {
    if (snap.start === null) {
      throw new SnapshotError(
        'replay-no-start',
        'Cannot verify a save by replay: it records no start (its game was made with new Engine, or was changed from outside ' +
          'its rules with enqueue, attach or detach); restore with { verify: "structure" } only if you trust the save',
      );
    }
    const budget = options.budget ?? DEFAULT_BUDGET;
    if (snap.steps > budget) {
      throw new SnapshotError(
        'replay-over-budget',
        `Snapshot field "steps" is ${snap.steps}, more than the step budget of ${budget}: raise budget to replay a game that long`,
      );
    }
    let engine: Engine<S>;
    try {
      engine = Engine.start<S>(graph, { budget, limits: options.limits, log: snap.log !== null, seed: snap.start.seed, options: snap.start.options });
    } catch (error) {
      throw new SnapshotError('replay-setup-failed', `Snapshot field "start" does not start a game: ${(error as Error).message}`);
    }
    engine.#replayTo(snap);
    const difference = firstDifference(snap, engine.#snapshot(engine.#capture()), '');
    if (difference !== undefined) {
      throw new SnapshotError(
        'replay-differs',
        `Snapshot does not match its replay: field "${difference.path}" is ${difference.a} in the save, but ${difference.b} when its decisions are played again`,
      );
    }
    engine.#checkpoint = engine.#capture();
    for (const [player, agent] of Object.entries(options.agents ?? {})) engine.setAgent(player, agent);
    return engine;
  }

  /** Plays the saved decisions from the start until the game reaches the save's step count. */
  #replayTo(snap: Snapshot): void {
    const decisions = snap.decisions;
    if (snap.origin !== null) this.#begin();
    let at = 0;
    this.#replaying = true;
    try {
      for (;;) {
        if (this.#pending !== null) {
          if (at >= decisions.length) break;
          const d = decisions[at]!;
          try {
            this.decide(d.player, d.choice, d.id);
          } catch (error) {
            throw new SnapshotError('replay-refused', `Snapshot field "decisions[${at}]" is refused by the rules: ${(error as Error).message}`);
          }
          at++;
          continue;
        }
        if (this.#steps >= snap.steps || this.#ended || this.#queue.size === 0) break;
        // A replay whose log outgrows the save's already differs from it: stop before it grows further.
        if (this.#log !== null && snap.log !== null && this.#log.length > snap.log.length) break;
        this.#drainBusy(1);
      }
    } catch (error) {
      if (error instanceof SnapshotError) throw error;
      throw new SnapshotError('replay-failed', `Snapshot cannot be played again: ${(error as Error).message}`);
    } finally {
      this.#replaying = false;
    }
    if (at < decisions.length) {
      throw new SnapshotError(
        'replay-diverged',
        `Replay diverged: ${decisions.length - at} recorded decision(s) were never asked (the first is decisions[${at}])`,
      );
    }
  }

  /**
   * Plays a saved game again from its start with its recorded decisions: same
   * rules, seed and decisions give the same log and state. A save that
   * records its start is played from there through the recipe; otherwise from
   * its cached origin, which is trusted as it is.
   */
  static replay<S extends object = any>(graph: RuleGraph, input: Snapshot | string, options: ResumeOptions = {}): Engine<S> {
    const snap = readSnapshot(graph, input, resolveLimits(options.limits));
    if (snap.origin === null) throw new SnapshotError('replay-before-start', 'Snapshot cannot be replayed: it was taken before the game started');
    let engine: Engine<S>;
    if (snap.start !== null && graph.gameRecipe !== undefined) {
      engine = Engine.start<S>(graph, { ...options, agents: {}, log: snap.log !== null, seed: snap.start.seed, options: snap.start.options });
      engine.#begin();
    } else {
      engine = new Engine<S>(graph, { ...options, agents: {}, state: {} as S, log: snap.log !== null });
      engine.#load(fromSaved(graph, snap.origin));
      engine.#origin = engine.#capture();
      engine.#checkpoint = engine.#origin;
    }
    engine.#feed(snap.decisions);
    for (const [player, agent] of Object.entries(options.agents ?? {})) engine.setAgent(player, agent);
    return engine;
  }

  /** Takes back the last answered decision: the game stands again where it was asked. */
  undo(): void {
    this.#enter('engine.undo()');
    if (this.#origin === undefined || this.#decisions.length === 0) {
      throw new DecisionError('undo-nothing', 'Nothing to undo: no decision has been answered yet');
    }
    const other = new Engine<S>(this.graph, { state: {} as S, budget: this.#budget, log: this.#log !== null, limits: this.#limits });
    other.#load(this.#origin);
    other.#origin = this.#origin;
    other.#checkpoint = this.#origin;
    other.#feed(this.#decisions.slice(0, -1));
    this.#load(other.#capture());
    this.#decisions = other.#decisions;
    this.#log = other.#log;
    this.#checkpoint = this.#capture();
  }

  /**
   * An independent copy of this game, for what-ifs and look-ahead (also from
   * an agent's decide(), not while a node runs). Agents are shared unless given.
   */
  fork(options: ResumeOptions = {}): Engine<S> {
    this.#enter('engine.fork()', true);
    const copy = new Engine<S>(this.graph, {
      state: {} as S,
      budget: options.budget ?? this.#budget,
      log: options.log ?? this.#log !== null,
      agents: options.agents ?? Object.fromEntries(this.#agents),
      limits: options.limits ?? this.#limits,
    });
    copy.#load(this.#capture());
    copy.#origin = this.#origin;
    copy.#start = this.#start;
    // Records and entries are frozen: the copy shares them, and only its own arrays grow.
    copy.#decisions = this.#decisions.slice();
    if (copy.#log !== null) copy.#log = this.#log === null ? [] : this.#log.slice();
    copy.#checkpoint = copy.#capture();
    return copy;
  }

  // ---- the loop ---------------------------------------------------------

  /**
   * The first step fixes the origin (for replay) and the first consistent
   * point. The state is not walked here (a game's setup pays enough): what is
   * not JSON in it is refused when the game is saved, by path.
   */
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

  /**
   * #drain while marked as running a node, so calls into the engine from
   * bodies, hooks and listeners are refused. Apart from #drain, whose loop V8
   * compiles with the whole node run inlined only while it stays this small.
   */
  #drainBusy(limit: number): void {
    this.#busy = IN_NODE;
    try {
      this.#drain(limit);
    } finally {
      this.#busy = FREE;
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
  #call(slot: Slot, args: Args): boolean {
    const node = slot.name;
    // Nested calls use the JS stack; stop a node that calls itself before the stack overflows.
    if (++this.#depth > MAX_CALL_DEPTH) {
      throw new CardweaveError(
        'call-too-deep',
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
    if (observed && this.listenerCount('link') > 0) this.emit('link', node, 'call');
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
   *
   * `args` are what the node is sent. They are checked here, in full, when a
   * link is made: a line of a rule sends args of the same make run after run,
   * so one that sends a Map or a string is refused on its first run, where it
   * is written, while later runs along a known link pay nothing (a check on
   * every run cost a third more instructions per War game). Values that are
   * not JSON and turn up later are refused when the game is saved, naming
   * their path. See docs/architecture.md, "JSON at the door".
   */
  #slotNamed(name: string, refusal: Refusal, args: unknown): Slot {
    const from = this.#slot;
    if (from !== undefined) {
      const names = from.linkNames;
      for (let i = 0; i < names.length; i++) if (names[i] === name) return from.linkSlots[i]!;
    }
    const slot = this.#hooks.slot(name, refusal);
    checkArgs(args, refusal.what, name, this.#limits);
    if (from !== undefined && from.linkNames.length < MAX_LINKS) {
      from.linkNames.push(name);
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
        if (out === null || typeof out !== 'object' || Array.isArray(out)) {
          throw new CardweaveError('pre-bad-return', `a pre hook may return new args (an object) or nothing, not ${describeJson(out)}`);
        }
        checkArgs(out, 'A pre hook cannot rewrite the args of', slot.name, this.#limits);
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
            if (chosen === undefined) {
              throw new CardweaveError('policy-bad-pick', `the replacement policy picked "${pick.apply}", which is not an applicable mask`);
            }
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
        throw new CardweaveError('mask-bad-return', 'a mask may return an invocation { node, args } or nothing');
      }
      slot = this.#hooks.slot(out.node, MASK_REDIRECT);
      checkArgs(out.args, 'A mask cannot redirect to', out.node, this.#limits);
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
    // An agent reads the game; it may fork it (look-ahead), but not run or answer it.
    this.#busy = IN_AGENT;
    try {
      choice = agent.decide(d, this.#state);
    } catch (error) {
      throw new AgentError(agent.name, d.player, d.id, error);
    } finally {
      this.#busy = FREE;
    }
    if (choice === undefined) return false;
    try {
      this.decide(d.player, choice, d.id);
    } catch (error) {
      throw new AgentError(agent.name, d.player, d.id, error);
    }
    return true;
  }

  /**
   * ctx.choose: checks the question whole, then keeps a frozen copy of it as
   * the pending decision, the one object every reader (run statuses,
   * `pending`, agents, events) is handed.
   */
  #ask(request: DecisionRequest): void {
    if (this.#pending !== null) {
      throw new CardweaveError(
        'choose-twice',
        `a decision is already pending (decision ${this.#pending.id} for ${this.#pending.player}); ask one question at a time`,
      );
    }
    if (request === null || typeof request !== 'object') throw new CardweaveError('choose-bad-request', 'choose() needs { player, prompt, options, then }');
    const { player, prompt, options, then } = request;
    if (typeof player !== 'string' || player === '') throw new CardweaveError('choose-bad-request', 'choose() needs a player (a non-empty string)');
    if (!Array.isArray(options) || options.length === 0) {
      throw new CardweaveError('choose-no-options', `choose() for ${player} needs a non-empty array of options`);
    }
    if (prompt !== undefined && typeof prompt !== 'string') throw new CardweaveError('choose-bad-request', `choose() for ${player}: prompt must be a string`);
    const args = request.args ?? {};
    if (typeof args !== 'object' || args === null || Array.isArray(args)) {
      throw new JsonError('choose-not-json', `choose() for ${player}: args must be a JSON object, got ${describeValue(args)}`);
    }
    checkJson(options, 'options', `choose() for ${player}`, 'choose-not-json', this.#limits);
    checkJson(args, 'args', `choose() for ${player}`, 'choose-not-json', this.#limits);
    this.#hooks.slot(then, CHOOSE_THEN);
    this.#pending = deepFreeze({
      id: ++this.#decisionSeq,
      player,
      prompt: prompt ?? '',
      options: cloneJson(options),
      then,
      args: cloneJson(args) as JsonObject,
    });
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
      throw new SnapshotError(
        'replay-diverged',
        `Replay diverged: ${decisions.length - at} recorded decision(s) were never asked (the first is decisions[${at}])`,
      );
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

  /** The position as it is now: copied (`copy`, the default) for the engine to keep, or sharing the live values to be checked and copied at once. */
  #capture(copy = true): Capture {
    return {
      state: copy ? cloneJson(this.#state) : this.#state,
      queue: copy ? cloneJson(this.#queue.toArray()) : this.#queue.toArray(),
      hooks: this.#hooks.all().map((rec) => ({ ...rec, params: copy ? cloneJson(rec.params) : rec.params })),
      hookSeq: this.#hooks.nextSeq,
      rng: this.#rng.save(),
      // Frozen, so shared rather than copied.
      pending: this.#pending,
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
      // The hook table first: loading it empties the slots, and queued invocations point at slots.
      this.#hooks.load(
        cap.hooks.map((rec) => ({ ...rec, params: cloneJson(rec.params) })),
        cap.hookSeq,
      );
      this.#queue.clear();
      for (const inv of cloneJson(cap.queue)) this.#queue.push(this.#hooks.slot(inv.node), inv.args);
      this.#rng = new Rng(cap.rng);
      // Frozen on the way in (a no-op for the engine's own captures), so they can be shared.
      this.#pending = deepFreeze(cap.pending);
      this.#decisionSeq = cap.decisionSeq;
      this.#steps = cap.steps;
      this.#result = deepFreeze(cap.result);
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
      engine.#queue.push(engine.#slotNamed(node, ENQUEUE, args), args);
      if (listening(engine) && engine.listenerCount('link') > 0) engine.emit('link', node, 'enqueue');
    }

    next(node: string, args: Args = {}): void {
      const engine = this.#engine;
      const slot = engine.#slotNamed(node, NEXT, args);
      if (engine.#inInvocation) engine.#queue.stage(slot, args);
      else engine.#queue.unshift(slot, args);
      if (listening(engine) && engine.listenerCount('link') > 0) engine.emit('link', node, 'next');
    }

    call(node: string, args: Args = {}): boolean {
      const engine = this.#engine;
      return engine.#call(engine.#slotNamed(node, CALL, args), args);
    }

    choose(request: DecisionRequest): void {
      this.#engine.#ask(request);
    }

    end(result?: Json): void {
      const engine = this.#engine;
      if (engine.#ended) throw new CardweaveError('end-twice', 'the game has already ended');
      if (result !== undefined) checkJson(result, 'result', 'ctx.end()', 'result-not-json', engine.#limits);
      engine.#ended = true;
      engine.#result = result === undefined ? null : deepFreeze(cloneJson(result));
      if (listening(engine) && engine.listenerCount('end') > 0) engine.emit('end', engine.#result);
    }

    log(entry: LogEntry): void {
      const engine = this.#engine;
      const listened = listening(engine) && engine.listenerCount('log') > 0;
      if (engine.#log === null && !listened) return;
      // Recorded entries are saved: checked here, and kept as a frozen copy the rule cannot change later.
      if (entry === null || typeof entry !== 'object' || typeof entry.type !== 'string') {
        throw new JsonError('log-entry-not-json', `ctx.log() needs an object with a string "type", got ${describeValue(entry)}`);
      }
      checkJson(entry, 'entry', `ctx.log() of a "${entry.type}" entry`, 'log-entry-not-json', engine.#limits);
      const missing = engine.graph.missingField(entry);
      if (missing !== undefined) throw new JsonError('log-entry-missing-field', `ctx.log() of a "${entry.type}" entry: field "${missing}" is missing`);
      const kept = deepFreeze(cloneJson(entry));
      if (engine.#log !== null) engine.#log.push(kept);
      if (listened) engine.emit('log', kept);
    }

    cancel(reason?: string): void {
      const engine = this.#engine;
      const hook = engine.#hook;
      if (engine.#phase !== 'pre' || hook === undefined) throw new CardweaveError('cancel-outside-pre', 'cancel() may only be called from a pre hook');
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

/** The option equal to `choice` by value: the same object first, else key order aside (`{ a, b }` is `{ b, a }`). */
function optionIndex(options: readonly Json[], choice: Json): number {
  const index = options.indexOf(choice);
  if (index >= 0) return index;
  return options.findIndex((o) => jsonEqual(o, choice));
}

/** A checked JSON value as text for a message. */
function show(value: Json | undefined): string {
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

/** Any value as text for a message: JSON when it can be, never a throw. */
function describeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return describeValue(value);
  }
}
