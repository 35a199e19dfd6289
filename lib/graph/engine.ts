/**
 * The engine: one game of a rule graph, and its public face. Where things are:
 *
 * - run-loop.ts: the loop `run()` drives and one node's run (pre -> choose a
 *   mask -> body or mask -> post), in one screen: `RunLoop.runNode`;
 * - context.ts: what bodies and hooks see (`ctx.next`, `ctx.call`, ...);
 * - decisions.ts: a question and its answer, checked at the door;
 * - capture.ts: positions in memory (checkpoints, forks, undo);
 * - snapshot.ts, snapshot-read.ts: positions as JSON, saved and read back.
 *
 * This file holds what a caller does with a game: start, run, answer,
 * save, restore, replay, undo and fork it.
 */
import { EventEmitter } from 'eventemitter3';
import type { Agent } from './agents.js';
import { capture, load } from './capture.js';
import { cloneJson, deepFreeze } from './clone.js';
import { EngineContext } from './context.js';
import { checkedAnswer } from './decisions.js';
import {
  AgentError,
  DecisionError,
  DefinitionError,
  JsonError,
  ReentryError,
  RuleError,
  SnapshotError,
  StepBudgetError,
  ViewError,
} from './errors.js';
import type { EngineEvents } from './events.js';
import type { RuleGraph } from './graph.js';
import {
  HistoryTree,
  KEYFRAME_EVERY,
  type BranchComparison,
  type GameHistory,
  type Keyframe,
  type SavedHistory,
} from '../saves/history.js';
import { HookTable, hookInfo, type HookRecord } from './hook-table.js';
import type { Args, Json, JsonObject } from './json.js';
import { checkJson, describeValue, findJsonProblem, isJson, resolveLimits, SAVED_DEPTH, type JsonLimits } from './json-check.js';
import { firstDifference } from './json-compare.js';
import { answerQuery, measureQuery } from './query.js';
import { Rng } from './rng.js';
import { checkSeed } from './seed.js';
import { ENQUEUE, FREE, IN_AGENT, IN_NODE, RunLoop, UNLIMITED } from './run-loop.js';
import {
  fromSaved,
  SNAPSHOT_FORMAT,
  SNAPSHOT_VERSION,
  toSaved,
  type Capture,
  type SavedStart,
  type Snapshot,
} from '../saves/snapshot.js';
import { readSnapshot } from '../saves/snapshot-read.js';
import type {
  Decision,
  DecisionRecord,
  HookInfo,
  HookSpec,
  Invocation,
  LogEntry,
  NodeDefinition,
  Phase,
  QueryAnswer,
  RunPosition,
  RunStatus,
} from './types.js';
import type { EngineOptions, RestoreOptions, ResumeOptions, StartOptions } from './options.js';
import { optionFromView, seatDecision, type Lens, type PlayerView, type SeatDecision, type ViewOptions } from './view.js';

export type { EngineOptions, RestoreOptions, ResumeOptions, StartOptions, Verify } from './options.js';

const IDLE: RunStatus = Object.freeze({ status: 'idle' });
const RUNNING: RunStatus = Object.freeze({ status: 'running' });

/**
 * The default step budget: most node runs a game may take before it is stopped as runaway.
 *
 * @example
 * new Engine(graph, { state, budget: DEFAULT_BUDGET * 2 }); // a very long game
 */
export const DEFAULT_BUDGET = 10_000_000;

/**
 * Runs one game of a rule graph: owns the state, the queue, the hooks, the
 * RNG, the decisions and the log. It is also an emitter of typed events.
 *
 * @example
 * const engine = new Engine(graph, { state: { count: 0 }, seed: 7, start: { node: 'tick', args: {} } });
 * const status = engine.run(); // { status: 'ended', result: ... }
 */
export class Engine<S extends object = object> extends EventEmitter<EngineEvents> {
  readonly graph: RuleGraph;
  /** Everything that moves while the game plays, and the code that runs its nodes (run-loop.ts). */
  readonly #loop: RunLoop;
  readonly #agents = new Map<string, Agent>();
  /** The position at the first step, for replay and undo. */
  #origin: Capture | undefined;
  /**
   * The last copy of a consistent point (the first step, an answered decision, a restore or fork). A failure
   * comes back to the last consistent point: this copy when {@link #checkpointAt} equals its decision count,
   * else the position reached by answering the decisions since it again (see {@link #lastConsistentPoint}).
   */
  #checkpoint: Capture | undefined;
  /** How many decisions were answered at the last consistent point. */
  #checkpointAt = 0;
  /** The node runs at the last consistent point when it is a fork's position (reached by running on after the answers), else undefined. */
  #checkpointSteps: number | undefined;
  /**
   * True while the live state or RNG may be held outside the rules (the caller of `new Engine` gave the
   * state; `engine.state` or `engine.rng` was read since the last load): anything could then change it
   * between decisions, so every answered decision is copied, as replaying the decisions would not redo that.
   */
  #liveHandedOut = true;
  /** True when the game was changed from outside its rules (enqueue, attach, detach) since the last copy of a consistent point. */
  #changedSinceCopy = false;
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
  /** The game's past as a tree, made on first use (undo, engine.history) from the decisions so far; forks and simulations never pay for it. */
  #tree: HistoryTree | undefined;
  /** While a verified restore replays a save with a history tree: keyframes of the head's line, by decision count. */
  #replayFrames: Map<number, Keyframe> | undefined;

  constructor(graph: RuleGraph, options: EngineOptions<S>) {
    super();
    if (options === null || typeof options !== 'object')
      throw new TypeError('Engine options are required: { state, seed?, start? }');
    if (options.state === null || typeof options.state !== 'object') {
      throw new TypeError('Engine option "state" must be a plain JSON object');
    }
    const budget = options.budget ?? DEFAULT_BUDGET;
    if (!Number.isInteger(budget) || budget < 1)
      throw new RangeError(`Engine option "budget" must be a positive integer, got ${budget}`);
    this.graph = graph;
    const limits = resolveLimits(options.limits);
    // The names in the graph's flow declarations are checked once the graph is whole, i.e. now (cached).
    graph.checkFlow();
    const hooks = new HookTable(graph, limits);
    const rng = new Rng(checkSeed(options.seed ?? 1, `Cannot start a game of "${graph.id}"`));
    this.#loop = new RunLoop(graph, this, hooks, limits, {
      state: options.state,
      rng,
      budget,
      log: options.log === false ? null : [],
    });
    this.#loop.ctx = new EngineContext(this.#loop);
    // A bound method, not an arrow function made here: with the arrow, most of what a new
    // engine allocated survived the next minor GC, which doubled the cost of setting up a game.
    hooks.onChange = this.#hookChanged.bind(this);
    for (const [player, agent] of Object.entries(options.agents ?? {})) this.setAgent(player, agent);
    const starts = options.start === undefined ? [] : Array.isArray(options.start) ? options.start : [options.start];
    for (const inv of starts) this.enqueue(inv.node, inv.args);
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
  static start<S extends object = object, O = unknown>(graph: RuleGraph, options: StartOptions<O> = {}): Engine<S> {
    const recipe = graph.gameRecipe;
    if (recipe === undefined) {
      throw new DefinitionError(
        'start-no-recipe',
        `Rule graph "${graph.id}" has no recipe to start a game from: register one with graph.recipe({ state, setup }), or use new Engine(graph, { state, start })`,
      );
    }
    const limits = resolveLimits(options.limits);
    const seed = checkSeed(options.seed ?? 1, `Cannot start a game of "${graph.id}"`);
    const setup = options.options;
    if (setup !== undefined)
      checkJson(setup, 'options', `Cannot start a game of "${graph.id}"`, 'setup-options-not-json', limits, SAVED_DEPTH.setup);
    const start: SavedStart = { seed };
    if (setup !== undefined) start.options = cloneJson(setup as Json);
    const engine = new Engine<S>(graph, { ...options, state: recipe.state() as S, seed: start.seed, limits });
    // The recipe made this state for this game only: nobody else holds it.
    engine.#liveHandedOut = false;
    engine.#settingUp = true;
    try {
      recipe.setup(engine, setup === undefined ? undefined : cloneJson(setup));
    } finally {
      engine.#settingUp = false;
    }
    engine.#start = deepFreeze(start);
    return engine;
  }

  // ---- events -------------------------------------------------------------

  /**
   * The run loop checks one field per node run to know whether anyone
   * listens, never the emitter's private counts: every way a listener comes
   * or goes (on, addListener, once, off, removeListener, removeAllListeners,
   * and a once listener's removal when it fires, which eventemitter3 does
   * through removeListener) updates those fields through here.
   */
  #listenersChanged(): void {
    const loop = this.#loop;
    loop.watchRuns = this.listenerCount('nodeStart') > 0 || this.listenerCount('nodeEnd') > 0;
    loop.watchHookRuns = this.listenerCount('hookRun') > 0;
    // These listeners receive live args: while one listens, the game is not only its rules' (see #answered).
    if (loop.watchRuns || loop.watchHookRuns) this.#changedSinceCopy = true;
    loop.watchLog = this.listenerCount('log') > 0;
    loop.watchLinks = this.listenerCount('link') > 0;
  }

  /**
   * Adds a listener (eventemitter3's `on`); see {@link EngineEvents}.
   *
   * @example
   * engine.on('nodeStart', (node, args, step) => console.log(step, node));
   */
  override on<T extends EventEmitter.EventNames<EngineEvents>>(
    event: T,
    fn: EventEmitter.EventListener<EngineEvents, T>,
    context?: unknown,
  ): this {
    super.on(event, fn, context);
    this.#listenersChanged();
    return this;
  }

  /**
   * The same as {@link Engine.on}.
   *
   * @example
   * engine.addListener('end', (result) => console.log(result));
   */
  override addListener<T extends EventEmitter.EventNames<EngineEvents>>(
    event: T,
    fn: EventEmitter.EventListener<EngineEvents, T>,
    context?: unknown,
  ): this {
    return this.on(event, fn, context);
  }

  /**
   * Adds a listener that is removed after its first call.
   *
   * @example
   * engine.once('decisionAsked', (decision) => console.log(decision.prompt));
   */
  override once<T extends EventEmitter.EventNames<EngineEvents>>(
    event: T,
    fn: EventEmitter.EventListener<EngineEvents, T>,
    context?: unknown,
  ): this {
    super.once(event, fn, context);
    this.#listenersChanged();
    return this;
  }

  /**
   * Removes a listener (all of an event's, without `fn`).
   *
   * @example
   * engine.removeListener('log', listener);
   */
  override removeListener<T extends EventEmitter.EventNames<EngineEvents>>(
    event: T,
    fn?: EventEmitter.EventListener<EngineEvents, T>,
    context?: unknown,
    once?: boolean,
  ): this {
    super.removeListener(event, fn, context, once);
    this.#listenersChanged();
    return this;
  }

  /**
   * The same as {@link Engine.removeListener}.
   *
   * @example
   * engine.off('log', listener);
   */
  override off<T extends EventEmitter.EventNames<EngineEvents>>(
    event: T,
    fn?: EventEmitter.EventListener<EngineEvents, T>,
    context?: unknown,
    once?: boolean,
  ): this {
    return this.removeListener(event, fn, context, once);
  }

  /**
   * Removes every listener, or those of one event.
   *
   * @example
   * engine.removeAllListeners('nodeStart');
   */
  override removeAllListeners(event?: EventEmitter.EventNames<EngineEvents>): this {
    super.removeAllListeners(event);
    this.#listenersChanged();
    return this;
  }

  /** Hook table changes become events, unless a capture is loading or nobody listens. */
  #hookChanged(kind: 'attached' | 'detached', rec: HookRecord): void {
    const event = kind === 'attached' ? 'hookAttached' : 'hookDetached';
    if (this.#loop.loading || this.listenerCount(event) === 0) return;
    this.emit(event, hookInfo(rec));
  }

  // ---- reading the game -------------------------------------------------

  /**
   * The game state: live, for rules, setup code and tests to read (and setup to fill). Copy it to keep it.
   *
   * @example
   * const turn = engine.state.turn;
   */
  get state(): S {
    // A recipe's setup may fill the state: the first step copies it whole, whatever setup kept.
    if (!this.#settingUp) this.#liveHandedOut = true;
    return this.#loop.state as S;
  }

  /**
   * The game's RNG; setup code may use it before the first step.
   *
   * @example
   * engine.rng.shuffle(engine.state.deck);
   */
  get rng(): Rng {
    if (!this.#settingUp) this.#liveHandedOut = true;
    return this.#loop.rng;
  }

  /**
   * The result given to `ctx.end` (frozen), or undefined while the game goes on.
   *
   * @example
   * if (engine.ended) console.log(engine.result);
   */
  get result(): Json | undefined {
    return this.#loop.ended ? this.#loop.result : undefined;
  }

  /**
   * True once a rule has called `ctx.end`.
   *
   * @example
   * while (!engine.ended) engine.step();
   */
  get ended(): boolean {
    return this.#loop.ended;
  }

  /**
   * The decision waiting for an answer, if any: frozen, so editing it cannot change what is asked.
   *
   * @example
   * const asked = engine.pending; if (asked) engine.decide(asked.player, asked.options[0]!);
   */
  /**
   * Where the run in progress is: the node whose body or hook is running, the
   * phase, and the hook (undefined in a body); undefined between runs. Read by
   * listeners (traces) to tell who queued, called or attached something.
   *
   * @example
   * engine.on('link', (to) => console.log(`${engine.running?.node} -> ${to}`));
   */
  get running(): RunPosition | undefined {
    const loop = this.#loop;
    if (loop.busy !== IN_NODE || loop.slot === undefined) return undefined;
    const hook = loop.hook;
    return { node: loop.slot.name, phase: loop.phase, hook: hook === undefined ? undefined : hookInfo(hook) };
  }

  get pending(): Decision | null {
    return this.#loop.pending;
  }

  /**
   * Node runs so far (nested `ctx.call` runs included).
   *
   * @example
   * console.log(`${engine.steps} node runs`);
   */
  get steps(): number {
    return this.#loop.steps;
  }

  /**
   * The size limits this game checks its values and saves against.
   *
   * @example
   * Engine.restore(graph, text, { limits: engine.limits });
   */
  get limits(): Readonly<JsonLimits> {
    return this.#loop.limits;
  }

  /**
   * Invocations waiting to run: the queue, plus the `next` calls of the running
   * node that are not yet moved to its front (traces read this after each run).
   *
   * @example
   * engine.on('nodeEnd', () => console.log(engine.queueLength));
   */
  get queueLength(): number {
    return this.#loop.queue.size + this.#loop.queue.staged;
  }

  /**
   * The recorded log entries, as a new array of frozen entries (empty when the engine was made with `log: false`).
   *
   * @example
   * const drew = engine.log.filter((e) => e.type === 'drew').length;
   */
  get log(): readonly LogEntry[] {
    return this.#loop.log === null ? [] : this.#loop.log.slice();
  }

  /**
   * The log as readable lines, through the graph's formatters.
   *
   * @example
   * console.log(engine.lines().join('\n'));
   */
  lines(): string[] {
    return (this.#loop.log ?? []).map((entry) => this.graph.format(entry));
  }

  /**
   * Every answered decision, in order: a new array of frozen records.
   *
   * @example
   * const answers = engine.decisions.map((d) => d.choice);
   */
  get decisions(): readonly DecisionRecord[] {
    return this.#loop.decisions.slice();
  }

  /**
   * A copy of the queue, front first.
   *
   * @example
   * engine.queued()[0]?.node; // the node that runs next
   */
  queued(): Invocation[] {
    return cloneJson(this.#loop.queue.toArray());
  }

  /**
   * Every attached hook, by node then phase, each phase in run order (new objects each call).
   *
   * @example
   * engine.hooks().filter((h) => h.owner === 'Fortune[53]');
   */
  hooks(): (HookInfo & { priority: number; tier: string; remaining: number; until: string | undefined })[] {
    return this.#loop.hooks.all().map((rec) => ({
      ...hookInfo(rec),
      priority: rec.priority,
      tier: rec.tier,
      remaining: rec.remaining,
      until: rec.until,
    }));
  }

  // ---- what a seat sees ---------------------------------------------------

  /**
   * What `seat` may see of the game (null: a spectator, who sees only what is
   * public): the state as the game's visibility declares it, the log entries
   * the seat may see, the pending decision (whole for its player, "p1 is
   * choosing" for the others), and the result. Plain JSON, new each call.
   * Between node runs only; refused when the rules declare no visibility or
   * the seat is not one of the game's.
   *
   * @example
   * const view = engine.view('p2'); view.pending; // { id: 3, player: 'p1', choosing: 'p1 is choosing' }
   */
  view(seat: string | null, options: ViewOptions = {}): PlayerView {
    this.#enter('engine.view()', true);
    const loop = this.#loop;
    const logFrom = options.logFrom ?? 0;
    if (!Number.isSafeInteger(logFrom) || logFrom < 0)
      throw new RangeError(`engine.view() option "logFrom" must be a whole number from 0, got ${describeValue(logFrom)}`);
    const lens = this.#lens(seat);
    const log: LogEntry[] = [];
    const entries = loop.log ?? [];
    for (let i = logFrom; i < entries.length; i++) {
      const seen = lens.entry(entries[i]!);
      if (seen !== undefined) log.push(seen);
    }
    const d = loop.pending;
    let pending: PlayerView['pending'] = null;
    if (d !== null && !loop.ended) {
      pending =
        d.player === seat
          ? cloneJson(seatDecision(d, lens))
          : { id: d.id, player: d.player, choosing: `${d.player} is choosing` };
    }
    return {
      seat,
      state: lens.state(),
      log,
      logFrom: Math.min(logFrom, entries.length),
      pending,
      ended: loop.ended,
      result: loop.ended ? cloneJson(loop.result ?? null) : null,
    };
  }

  /**
   * A log entry as `seat` sees it (a new object), or undefined when the seat
   * may not see it: for `log` listeners and traces that follow one seat.
   * Unlike {@link Engine.view} it may be called while a node runs.
   *
   * @example
   * engine.on('log', (entry) => { const seen = engine.viewEntry('p1', entry); if (seen) socket.send(JSON.stringify(seen)); });
   */
  viewEntry(seat: string | null, entry: LogEntry): LogEntry | undefined {
    return this.#lens(seat).entry(entry);
  }

  /**
   * Answers the pending decision with an option as `seat` saw it in its view
   * (where a hidden card an option names has its view id): it is matched to
   * the seat's options by value and the offered option at the same place is
   * answered. What a client of a table sends back goes through here.
   *
   * @example
   * const asked = engine.view('p1').pending as SeatDecision; engine.decideInView('p1', asked.options[0]!, asked.id);
   */
  decideInView(seat: string, choice: Json, decisionId?: number): void {
    this.#enter('engine.decideInView()');
    const d = this.#loop.pending;
    if (d === null || d.player !== seat || (decisionId !== undefined && decisionId !== d.id)) {
      this.decide(seat, choice, decisionId); // refused there, with the usual message
      return;
    }
    this.decide(seat, optionFromView(d, seatDecision(d, this.#lens(seat)), choice), decisionId);
  }

  /** The lens of the declared visibility on the current position for `seat`, the seat checked first. */
  #lens(seat: string | null): Lens {
    const viewer = this.graph.viewer;
    if (viewer === undefined) {
      throw new ViewError(
        'view-undeclared',
        `Rule graph "${this.graph.id}" declares no visibility, so no view can be made: declare what each seat sees ` +
          '(defineCardGame({ visibility: cardVisibility({ ... }) }), or graph.visibility(openVisibility(seats)) when nothing is hidden)',
      );
    }
    const state = this.#loop.state;
    if (seat !== null) {
      const seats = viewer.seats(state);
      if (typeof seat !== 'string' || !seats.includes(seat)) {
        throw new ViewError(
          'view-unknown-seat',
          `Unknown seat ${typeof seat === 'string' ? JSON.stringify(seat) : describeValue(seat)}: the seats of this game are ${seats.join(', ')} (or null for a spectator)`,
        );
      }
    }
    return viewer.lens(state, seat);
  }

  // ---- changing the game from outside ------------------------------------

  /**
   * Appends an invocation (setup, tests, tools). Args must be a JSON object.
   * Outside a recipe's setup, this changes the game without a record, so its
   * saves can no longer be verified by replay.
   *
   * @example
   * engine.enqueue('deal', { count: 5 });
   */
  enqueue(node: string, args: Args = {}): void {
    const loop = this.#loop;
    const slot = loop.hooks.slot(node, ENQUEUE);
    if (typeof args !== 'object' || args === null || Array.isArray(args)) {
      throw new JsonError('args-not-object', `Cannot enqueue ${node}: args must be a JSON object, got ${describeValue(args)}`);
    }
    checkJson(args, 'args', `Cannot enqueue ${node}`, 'args-not-json', loop.limits, SAVED_DEPTH.args);
    // The queue keeps its own copy: the caller's object stays theirs.
    loop.queue.push(slot, cloneJson(args));
    this.#changedFromOutside();
  }

  /**
   * Attaches a hook; see {@link HookSpec}. Refused specs change nothing. Outside setup, saves can no longer be verified by replay.
   *
   * The node is its name, or its registered definition, which types the
   * hook's args `A`; else `A` and the params `P` are inferred from the hook's
   * `run`, function `effect`, `applies` and `params` and checked against each
   * other, or given: `engine.attach<ScoreArgs, { bonus: number }>('score', 'pre', spec)`.
   *
   * @example
   * engine.attach('score', 'pre', { key: 'lucky', effect: 'double', lifetime: 'once' });
   * engine.attach('score', 'pre', { key: 'bonus', effect: addBonus, params: { bonus: 2 } }); // addBonus: Effect<Tally, ScoreArgs, { bonus: number }>, registered
   * engine.attach(score, 'pre', { key: 'x2', run: (_ctx, args) => ({ ...args, points: args.points * 2 }) }); // score: defineNode<ScoreArgs, Tally>(...)
   */
  attach<A extends Args = Args, P extends object = JsonObject, C extends Args = A>(
    node: string | NodeDefinition<A, any>,
    phase: Phase,
    spec: HookSpec<S, A, P, C>,
  ): void {
    this.#loop.hooks.attach(node, phase, spec);
    this.#changedFromOutside();
  }

  /**
   * Detaches a hook by node, phase and key; a missing hook is refused. Outside setup, saves can no longer be verified by replay.
   *
   * @example
   * engine.detach('score', 'pre', 'lucky');
   */
  detach(node: string, phase: Phase, key: string): void {
    this.#loop.hooks.detach(node, phase, key);
    this.#changedFromOutside();
  }

  /** A change no recipe and no decision records: the game can no longer be played again to here. */
  #changedFromOutside(): void {
    if (!this.#settingUp) this.#start = null;
    this.#changedSinceCopy = true;
    // Made while a node runs (by an event listener, between a run's step and its reading its hook lists, say),
    // a changed list must count as possibly held by a run from now on: the hook table copies it before it changes again.
    if (this.#loop.busy !== FREE) this.#loop.hooks.generation++;
  }

  /**
   * True when a hook with that key is attached to node and phase.
   *
   * @example
   * engine.hasHook('compare', 'pre', 'fortune');
   */
  hasHook(node: string, phase: Phase, key: string): boolean {
    return this.#loop.hooks.has(node, phase, key);
  }

  /**
   * Asks a query of this game as it stands (see `defineQuery`): its base rule,
   * widened by permit hooks, vetoed by forbid hooks. Pure: nothing runs and
   * nothing is spent, so a table or a user interface may ask at any time.
   *
   * @example
   * engine.ask('duel.can-attack', { attacker: 7 }); // { ok: false, refusals: [{ key: 'base', owner: null, reason: 'it is in defense position' }], permits: [] }
   */
  ask(query: string, args: Args = {}): QueryAnswer {
    return answerQuery(this.#loop, query, args);
  }

  /**
   * Measures a value query of this game as it stands (see `defineValueQuery`):
   * its base value, adjusted by its pre hooks in priority order. Pure, as `ask` is.
   *
   * @example
   * engine.measure('duel.measure-atk', { card: 7 }); // 2100: printed 1800, Rallying Banner's +300
   */
  measure(query: string, args: Args = {}): Json {
    return measureQuery(this.#loop, query, args);
  }

  /**
   * Sets (or with undefined, removes) the agent answering a player's decisions.
   *
   * @example
   * engine.setAgent('p2', randomAgent(7));
   */
  setAgent(player: string, agent: Agent | undefined): void {
    if (agent === undefined) {
      this.#agents.delete(player);
      return;
    }
    if (agent === null || typeof agent.decide !== 'function')
      throw new TypeError(`Agent for player ${player} must have a decide(decision, view) method`);
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
    const busy = this.#loop.busy;
    if (busy === FREE) return;
    if (busy === IN_NODE) {
      throw new ReentryError(
        'reentry-in-node',
        `${call} was called while this engine runs node "${this.#loop.slot?.name ?? ''}" (from a body, a hook or an event listener); ` +
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
   *
   * @example
   * const status = engine.run(); if (status.status === 'awaiting') engine.decide(status.decision.player, 'pass');
   */
  run(): RunStatus {
    this.#enter('engine.run()');
    this.#begin();
    const loop = this.#loop;
    for (;;) {
      this.#drain(UNLIMITED);
      if (loop.ended) return { status: 'ended', result: loop.result };
      if (loop.pending !== null) {
        if (this.#answerByAgent()) continue;
        return { status: 'awaiting', decision: loop.pending };
      }
      if (loop.queue.size === 0) return IDLE;
    }
  }

  /**
   * Runs one node (answering an agent's decision first if one is due).
   *
   * @example
   * while (engine.step().status === 'running');
   */
  step(): RunStatus {
    this.#enter('engine.step()');
    this.#begin();
    const loop = this.#loop;
    if (loop.pending !== null && !loop.ended) this.#answerByAgent();
    this.#drain(1);
    if (loop.ended) return { status: 'ended', result: loop.result };
    if (loop.pending !== null) return { status: 'awaiting', decision: loop.pending };
    return loop.queue.size === 0 ? IDLE : RUNNING;
  }

  /**
   * Answers the pending decision from outside. Everything is checked before
   * anything changes: the id (when given), the player, that the choice is
   * JSON and one of the options (compared by value, whatever the order of an
   * object's keys). A refused answer changes nothing.
   *
   * @example
   * engine.decide('p1', 'attack', engine.pending!.id);
   */
  decide(player: string, choice: Json, decisionId?: number): void {
    this.#enter('engine.decide()');
    const loop = this.#loop;
    const d = loop.pending;
    const chosen = checkedAnswer(d, player, choice, decisionId, loop.limits);
    loop.pending = null;
    loop.decisions.push(deepFreeze({ id: d!.id, player, choice: cloneJson(chosen) }));
    loop.queue.unshift(loop.hooks.slot(d!.then), { ...cloneJson(d!.args), choice: cloneJson(chosen) });
    // An answered decision is a consistent point: a later failure comes back here. Copying the
    // game can fail (a state that holds a cycle); the answer is then taken back, so nothing changed.
    try {
      if (!this.#replaying) this.#answered();
    } catch (error) {
      loop.queue.shift();
      loop.decisions.pop();
      loop.pending = d;
      throw error;
    }
    const frames = this.#replayFrames;
    if (frames !== undefined && loop.decisions.length % KEYFRAME_EVERY === 0)
      frames.set(loop.decisions.length, { capture: capture(loop), log: loop.log === null ? null : loop.log.slice() });
    const tree = this.#tree;
    if (tree !== undefined) {
      const point = tree.answered(loop.decisions[loop.decisions.length - 1]!);
      if (!this.#replaying)
        tree.keep(point, () => ({ capture: this.#copiedCheckpoint(), log: loop.log === null ? null : loop.log.slice() }));
    }
    if (this.listenerCount('decisionAnswered') > 0) {
      // The answer is whole: listeners may read and save the game, not run or answer it.
      loop.busy = IN_AGENT;
      try {
        this.emit('decisionAnswered', d!, chosen);
      } finally {
        loop.busy = FREE;
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
   *
   * @example
   * writeFileSync('game.json', JSON.stringify(engine.snapshot()));
   */
  snapshot(): Snapshot {
    this.#enter('engine.snapshot()', true);
    const limits = this.#loop.limits;
    // The live values are checked, not a copy: a copy would already have turned a Map into {}.
    const live = this.#snapshot(capture(this.#loop, false));
    const problem = isJson(live, limits) ? undefined : findJsonProblem(live, 'snapshot', limits);
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
  #snapshot(cap: Capture): Snapshot {
    return {
      format: SNAPSHOT_FORMAT,
      version: SNAPSHOT_VERSION,
      rules: this.graph.id,
      packs: this.graph.packs as Snapshot['packs'],
      start: this.#start,
      ...toSaved(cap, false),
      decisions: this.#loop.decisions,
      log: this.#loop.log,
      origin: this.#origin === undefined ? null : toSaved(this.#origin, false),
      ...(this.#tree === undefined || this.#tree.isLinear ? {} : { history: this.#tree.save() }),
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
   *
   * @example
   * const engine = Engine.restore(graph, readFileSync('game.json', 'utf8'));
   */
  static restore<S extends object = object>(graph: RuleGraph, input: Snapshot | string, options: RestoreOptions = {}): Engine<S> {
    const verify = options.verify ?? 'replay';
    if (verify !== 'replay' && verify !== 'structure') {
      throw new SnapshotError(
        'restore-bad-verify',
        `Engine.restore option "verify" must be "replay" or "structure", got ${describeValue(verify)}`,
      );
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
    const loop = engine.#loop;
    const position = fromSaved(graph, snap);
    engine.#load(position); // copies what it takes, so `position` stays pristine
    engine.#origin = snap.origin === null ? undefined : fromSaved(graph, snap.origin);
    loop.decisions = snap.decisions.map((d) => deepFreeze(d));
    if (snap.log !== null) loop.log = snap.log.map((e) => deepFreeze(e));
    engine.#start = snap.start === null ? null : deepFreeze(snap.start);
    if (snap.history !== undefined) engine.#tree = HistoryTree.fromSaved(snap.history);
    // The restored position is the first consistent point; it needs no copy of its own.
    engine.#setCheckpoint({ ...position, decisionCount: snap.decisions.length, logLength: snap.log?.length ?? 0 });
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
      engine = Engine.start<S>(graph, {
        budget,
        limits: options.limits,
        log: snap.log !== null,
        seed: snap.start.seed,
        options: snap.start.options,
      });
    } catch (error) {
      throw new SnapshotError('replay-setup-failed', `Snapshot field "start" does not start a game: ${(error as Error).message}`);
    }
    if (snap.history !== undefined) engine.#replayFrames = new Map();
    engine.#replayTo(snap);
    if (snap.history !== undefined) engine.#checkBranches(snap.history);
    const difference = firstDifference(snap, engine.#snapshot(capture(engine.#loop)), '');
    if (difference !== undefined) {
      throw new SnapshotError(
        'replay-differs',
        `Snapshot does not match its replay: field "${difference.path}" is ${difference.a} in the save, but ${difference.b} when its decisions are played again`,
      );
    }
    engine.#setCheckpoint(capture(engine.#loop));
    for (const [player, agent] of Object.entries(options.agents ?? {})) engine.setAgent(player, agent);
    return engine;
  }

  /**
   * A saved history tree, taken once the head's line was played again: every
   * other branch's answers, up to its furthest point, are played again
   * through the rules too, and one the rules refuse refuses the save.
   */
  #checkBranches(saved: SavedHistory): void {
    const tree = HistoryTree.fromSaved(saved);
    this.#tree = tree;
    const head = tree.tip;
    // The head's line was just played again: its keyframes were kept on the way.
    const frames = this.#replayFrames!;
    this.#replayFrames = undefined;
    const line = tree.pathPoints(head);
    for (const [count, frame] of frames) if (count <= line.length) tree.keep(line[count - 1]!, () => frame);
    for (const branch of tree.branches()) {
      const end = branch.end;
      // A branch whose end is on the head's line (or below another checked end) was played with it.
      if (tree.isAncestor(end, head)) continue;
      try {
        this.#positionAt(end);
      } catch (error) {
        throw new SnapshotError(
          'history-replay-refused',
          `Snapshot field "history" branch "${branch.name}" cannot be played again: ${(error as Error).message}`,
        );
      }
    }
  }

  /** Plays the saved decisions from the start until the game reaches the save's step count. */
  #replayTo(snap: Snapshot): void {
    const loop = this.#loop;
    const decisions = snap.decisions;
    if (snap.origin !== null) this.#begin();
    let at = 0;
    this.#replaying = true;
    try {
      for (;;) {
        if (loop.pending !== null) {
          if (at >= decisions.length) break;
          const d = decisions[at]!;
          try {
            this.decide(d.player, d.choice, d.id);
          } catch (error) {
            throw new SnapshotError(
              'replay-refused',
              `Snapshot field "decisions[${at}]" is refused by the rules: ${(error as Error).message}`,
            );
          }
          at++;
          continue;
        }
        if (loop.steps >= snap.steps || loop.ended || loop.queue.size === 0) break;
        // A replay whose log outgrows the save's already differs from it: stop before it grows further.
        if (loop.log !== null && snap.log !== null && loop.log.length > snap.log.length) break;
        this.#drain(1);
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
   *
   * @example
   * const again = Engine.replay(graph, savedText); again.lines(); // the same log
   */
  static replay<S extends object = object>(graph: RuleGraph, input: Snapshot | string, options: ResumeOptions = {}): Engine<S> {
    const snap = readSnapshot(graph, input, resolveLimits(options.limits));
    if (snap.origin === null)
      throw new SnapshotError('replay-before-start', 'Snapshot cannot be replayed: it was taken before the game started');
    let engine: Engine<S>;
    if (snap.start !== null && graph.gameRecipe !== undefined) {
      engine = Engine.start<S>(graph, {
        ...options,
        agents: {},
        log: snap.log !== null,
        seed: snap.start.seed,
        options: snap.start.options,
      });
      engine.#begin();
    } else {
      engine = new Engine<S>(graph, { ...options, agents: {}, state: {} as S, log: snap.log !== null });
      engine.#load(fromSaved(graph, snap.origin));
      engine.#origin = capture(engine.#loop);
      engine.#setCheckpoint(engine.#origin);
    }
    engine.#feed(snap.decisions);
    for (const [player, agent] of Object.entries(options.agents ?? {})) engine.setAgent(player, agent);
    return engine;
  }

  /** Replays recorded decisions from the current position. */
  #feed(decisions: readonly DecisionRecord[], answered?: (at: number, engine: Engine<S>) => void): void {
    let at = 0;
    for (;;) {
      const status = this.run();
      if (status.status !== 'awaiting' || at >= decisions.length) break;
      const record = decisions[at++]!;
      this.decide(record.player, record.choice);
      answered?.(at - 1, this);
    }
    if (at < decisions.length) {
      throw new SnapshotError(
        'replay-diverged',
        `Replay diverged: ${decisions.length - at} recorded decision(s) were never asked (the first is decisions[${at}])`,
      );
    }
  }

  /**
   * Takes back the last answered decision: the game stands again where it
   * was asked. The head branch keeps the answer, so {@link GameHistory.redo}
   * can play it again; see {@link Engine.history}.
   *
   * @example
   * engine.decide('p1', 'attack'); engine.run(); engine.undo(); // p1 is asked again
   */
  undo(): void {
    this.#enter('engine.undo()');
    if (this.#origin === undefined || this.#loop.decisions.length === 0) {
      throw new DecisionError('undo-nothing', 'Nothing to undo: no decision has been answered yet');
    }
    const tree = this.#historyTree();
    const point = tree.undoTarget();
    this.#goTo(point);
    tree.moveTip(point);
  }

  /**
   * The game's past as a tree of answered decisions, with named branches:
   * undo, redo, branch at any point, switch, compare. The game starts on
   * branch `main`. Moves are refused from inside the engine (a node run, an
   * agent), like `run()`.
   *
   * @example
   * engine.history.branch('careful', 3); engine.run(); engine.history.compare('main', 'careful').b.log;
   */
  get history(): GameHistory {
    const engine = this;
    return {
      get head() {
        return engine.#historyTree().head;
      },
      get tip() {
        return engine.#historyTree().tip;
      },
      get size() {
        return engine.#historyTree().size;
      },
      branches: () => this.#historyTree().branches(),
      undo: () => this.undo(),
      redo: () => {
        this.#enter('engine.history.redo()');
        const tree = this.#historyTree();
        const point = tree.redoTarget();
        this.#goTo(point);
        tree.moveTip(point);
      },
      branch: (name: string, point?: number) => {
        this.#enter('engine.history.branch()');
        const tree = this.#historyTree();
        const at = point ?? tree.tip;
        tree.checkPoint(at);
        const before = tree.tip;
        tree.branch(name, at);
        if (at !== before) this.#goTo(at);
      },
      switchTo: (name: string) => {
        this.#enter('engine.history.switchTo()');
        const tree = this.#historyTree();
        const before = { head: tree.head, tip: tree.tip };
        const tip = tree.switchTo(name);
        if (tip === before.tip) return;
        try {
          this.#goTo(tip);
        } catch (error) {
          tree.switchTo(before.head);
          throw error;
        }
      },
      compare: (a: string, b: string) => this.#compare(a, b),
    };
  }

  /** The history tree, made from the decisions so far on first use. */
  #historyTree(): HistoryTree {
    return (this.#tree ??= HistoryTree.linear(this.#loop.decisions));
  }

  /**
   * A new engine at a point of the tree: the nearest keyframe at or above it
   * (else the origin) loaded, and the answers from there played again through
   * the rules, running to the next question.
   */
  #positionAt(point: number): Engine<S> {
    const tree = this.#historyTree();
    const loop = this.#loop;
    const other = new Engine<S>(this.graph, { state: {} as S, budget: loop.budget, log: loop.log !== null, limits: loop.limits });
    const { point: from, frame } = tree.keyframeAbove(point);
    if (frame === undefined) {
      if (this.#origin === undefined)
        throw new DecisionError(
          'history-not-started',
          'The game has not started, so its history holds no position yet: run it first',
        );
      other.#load(this.#origin);
      other.#setCheckpoint(this.#origin);
    } else {
      other.#load(frame.capture);
      other.#setCheckpoint(frame.capture);
      other.#loop.decisions = tree.path(from);
      if (other.#loop.log !== null) other.#loop.log = frame.log === null ? [] : frame.log.slice();
    }
    other.#origin = this.#origin;
    other.#start = this.#start;
    // The replay passes points that may lack a keyframe (a tree read from a save has none): keep them on the way.
    const points = tree.pathPoints(point, from);
    other.#feed(tree.path(point, from), (at, replay) =>
      tree.keep(points[at]!, () => ({
        capture: replay.#copiedCheckpoint(),
        log: replay.#loop.log === null ? null : replay.#loop.log.slice(),
      })),
    );
    return other;
  }

  /** Puts this engine at a point of the tree (the tree's tip is the caller's to move). */
  #goTo(point: number): void {
    const other = this.#positionAt(point);
    const loop = this.#loop;
    this.#load(capture(other.#loop));
    loop.decisions = other.#loop.decisions;
    loop.log = other.#loop.log;
    this.#setCheckpoint(capture(loop));
  }

  #compare(a: string, b: string): BranchComparison {
    const tree = this.#historyTree();
    const [tipA, tipB] = [tree.get(a).tip, tree.get(b).tip];
    const from = tree.common(tipA, tipB);
    const shared = this.#positionAt(from).#loop.log?.length ?? 0;
    const side = (branch: string, tip: number) => ({
      branch,
      decisions: tree.path(tip, from),
      log: (this.#positionAt(tip).#loop.log ?? []).slice(shared),
    });
    return { from, decisions: tree.depth(from), a: side(a, tipA), b: side(b, tipB) };
  }

  /**
   * An independent copy of this game, for what-ifs and look-ahead (also from
   * an agent's decide(), not while a node runs). Agents are shared unless
   * given. The game is copied once, as the copy's first consistent point, and
   * that copy once more as its live position; frozen things (card
   * definitions, decision records, log entries, the origin) are shared.
   *
   * @example
   * const copy = engine.fork({ agents: { p2: randomAgent(3) } }); copy.run(); // engine is unchanged
   */
  fork(options: ResumeOptions = {}): Engine<S> {
    this.#enter('engine.fork()', true);
    const loop = this.#loop;
    const copy = new Engine<S>(this.graph, {
      state: {} as S,
      budget: options.budget ?? loop.budget,
      log: options.log ?? loop.log !== null,
      agents: options.agents ?? Object.fromEntries(this.#agents),
      limits: options.limits ?? loop.limits,
    });
    const position = capture(loop);
    if (this.#checkpoint !== undefined && this.#onlyRulesSinceCopy()) {
      // The copy's first consistent point is this position, which this game's last copy, its answers since and
      // its node runs since reach again: the copy shares that copy and takes the position as its live game.
      copy.#load(position, true);
      copy.#checkpoint = this.#checkpoint;
      copy.#checkpointAt = loop.decisions.length;
      copy.#checkpointSteps = loop.steps;
    } else {
      copy.#load(position);
      copy.#setCheckpoint(position);
    }
    copy.#origin = this.#origin;
    copy.#start = this.#start;
    // Records and entries are frozen: the copy shares them, and only its own arrays grow.
    copy.#loop.decisions = loop.decisions.slice();
    if (copy.#loop.log !== null) copy.#loop.log = loop.log === null ? [] : loop.log.slice();
    return copy;
  }

  /**
   * A what-if copy of the game as `seat` could imagine it, for look-ahead
   * (an information-set search): a fork whose cards `seat` cannot see are
   * dealt anew by the game's determinizer (its visibility's `determinize`),
   * so `engine.view(seat)` of the copy equals this game's while the hidden
   * cards are a guess, and whose RNG is a new stream from `seed` alone (the
   * game's own stream is a secret too: a copy that kept it would know the
   * next shuffle). The copy has no agents, and no log unless `log: true`;
   * this game is not touched.
   *
   * @example
   * const world = engine.sample('p2', { seed: 17 }); world.setAgent('p1', randomAgent(1)); world.run();
   */
  sample(seat: string, options: { seed: number; log?: boolean }): Engine<S> {
    this.#enter('engine.sample()', true);
    this.#lens(seat); // the seat is checked, and a visibility is declared
    const viewer = this.graph.viewer!;
    if (viewer.determinize === undefined) {
      throw new ViewError(
        'sample-undeclared',
        `Rule graph "${this.graph.id}" has no determinizer, so its hidden cards cannot be dealt anew: declare one with the visibility (cardVisibility gives one)`,
      );
    }
    const seed = checkSeed(options?.seed, 'engine.sample()');
    // Without a log unless asked: look-ahead plays many worlds and reads none of their lines.
    const copy = this.fork({ agents: {}, log: options.log ?? false });
    // Nothing of the truth's past goes with it: not its origin (the first deal), its decisions, its log or its tree.
    copy.#origin = undefined;
    copy.#start = null;
    copy.#loop.decisions = [];
    if (copy.#loop.log !== null) copy.#loop.log = [];
    const rng = new Rng(seed);
    viewer.determinize(copy, seat, rng);
    copy.#start = null; // the determinizer changes hooks from outside: no replay from a start
    copy.#loop.rng = new Rng(rng.save());
    // The copy's first consistent point is the dealt position: a failure there comes back to it, not to the truth.
    // The determinizer is part of the rules and returns before anything else runs: it holds no part of the copy.
    copy.#liveHandedOut = false;
    copy.#setCheckpoint(capture(copy.#loop));
    copy.#origin = copy.#checkpoint;
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
      this.#origin = capture(this.#loop);
      this.#setCheckpoint(this.#origin);
    }
  }

  /** Puts a position in the live game: its state and RNG are new objects, held by nobody outside. */
  #load(cap: Capture, owned = false): void {
    load(this.#loop, cap, owned);
    this.#liveHandedOut = false;
  }

  /** Keeps a copy of a consistent point (one nobody changes: captures are copied when loaded). */
  #setCheckpoint(cap: Capture): void {
    this.#checkpoint = cap;
    this.#checkpointAt = cap.decisionCount;
    this.#checkpointSteps = undefined;
    this.#changedSinceCopy = false;
  }

  /**
   * An answered decision is a consistent point. Copying the game at each one cost a duel about 15% of its
   * time, for a copy read only when a rule fails; so only one answer in {@link KEYFRAME_EVERY} is copied
   * (the first of a game among them, so a state that cannot be copied, a cycle say, is refused at once),
   * and a failure in between plays the answers since that copy again (see {@link #lastConsistentPoint}).
   * That replay gives the same position only if nothing but the rules changed the game since the copy, so
   * every answer is copied while something outside may: the live state or RNG handed out, a change from
   * outside the rules, or a listener that receives the live args of node and hook runs.
   */
  #answered(): void {
    const loop = this.#loop;
    const answers = loop.decisions.length;
    if (!this.#onlyRulesSinceCopy() || answers % KEYFRAME_EVERY === 1 || answers - this.#checkpoint!.decisionCount >= KEYFRAME_EVERY)
      this.#setCheckpoint(capture(loop));
    else {
      this.#checkpointAt = answers;
      this.#checkpointSteps = undefined;
    }
  }

  /** True when nothing but the rules and the recorded answers can have changed the game since its last copy: replaying them arrives here. */
  #onlyRulesSinceCopy(): boolean {
    const loop = this.#loop;
    return !this.#liveHandedOut && !this.#changedSinceCopy && !loop.watchRuns && !loop.watchHookRuns;
  }

  /** The last consistent point as a copy, made now if need be: called only right after an answer, where the game stands there. */
  #copiedCheckpoint(): Capture {
    if (this.#checkpointAt !== this.#checkpoint!.decisionCount || this.#checkpointSteps !== undefined)
      this.#setCheckpoint(capture(this.#loop));
    return this.#checkpoint!;
  }

  /**
   * The last consistent point: the last copy, with the answers given since it played again by the rules
   * in a scratch engine (no agents, no listeners, no checkpoints), which stops right after the last one.
   * The rules are deterministic, so the replay arrives where the game stood; if it does not, its failure
   * is reported rather than a different position put back.
   */
  #lastConsistentPoint(): Capture {
    const base = this.#checkpoint!;
    const steps = this.#checkpointSteps;
    if (this.#checkpointAt === base.decisionCount && steps === undefined) return base;
    const loop = this.#loop;
    const scratch = new Engine<S>(this.graph, { state: {} as S, budget: loop.budget, log: loop.log !== null, limits: loop.limits });
    scratch.#load(base);
    scratch.#setCheckpoint(base);
    scratch.#origin = base;
    scratch.#replaying = true;
    scratch.#loop.decisions = loop.decisions.slice(0, base.decisionCount);
    if (scratch.#loop.log !== null) scratch.#loop.log = loop.log === null ? [] : loop.log.slice(0, base.logLength);
    for (const record of loop.decisions.slice(base.decisionCount, this.#checkpointAt)) {
      let asked: Decision | null = null;
      try {
        const status = scratch.run();
        if (status.status === 'awaiting' && status.decision.id === record.id && status.decision.player === record.player) {
          asked = status.decision;
          scratch.decide(record.player, record.choice, record.id);
        }
      } catch {
        asked = null;
      }
      if (asked === null) throw notDeterministic(this.#consistentPointName(), base.decisionCount);
    }
    // A fork's position: the nodes it had run after its last answer, run again.
    const again = scratch.#loop;
    try {
      while (steps !== undefined && again.steps < steps && !again.ended && again.pending === null && again.queue.size > 0) scratch.step();
    } catch {
      throw notDeterministic(this.#consistentPointName(), base.decisionCount);
    }
    if (steps !== undefined && again.steps !== steps) throw notDeterministic(this.#consistentPointName(), base.decisionCount);
    const point = capture(again);
    this.#setCheckpoint(point);
    return point;
  }

  /** The last consistent point, as a failure's refusal names it. */
  #consistentPointName(): string {
    const steps = this.#checkpointSteps;
    return steps !== undefined ? `node run ${steps}` : `decision ${this.#loop.decisions[this.#checkpointAt - 1]!.id}`;
  }

  /**
   * Runs up to `limit` nodes, marked as running a node (so calls into the
   * engine from bodies, hooks and listeners are refused); a failure puts the
   * game back to its last consistent point and is reported.
   */
  #drain(limit: number): void {
    const loop = this.#loop;
    loop.busy = IN_NODE;
    try {
      loop.drain(limit);
    } catch (error) {
      this.#fail(error);
    } finally {
      loop.busy = FREE;
    }
  }

  /** Puts the game back to its last consistent point and reports what failed. */
  #fail(error: unknown): never {
    const loop = this.#loop;
    const reported =
      error instanceof StepBudgetError
        ? error
        : new RuleError({ node: loop.slot?.name ?? '', phase: loop.phase, key: loop.hook?.key, owner: loop.hook?.owner }, error);
    loop.reset();
    let point: Capture;
    try {
      point = this.#lastConsistentPoint();
    } catch (replayError) {
      // Rules that play differently the second time: the game goes back to its last copy, and says so.
      this.#load(this.#checkpoint!);
      this.#setCheckpoint(this.#checkpoint!);
      throw replayError;
    }
    this.#load(point);
    if (this.listenerCount('error') > 0) this.emit('error', reported);
    throw reported;
  }

  #answerByAgent(): boolean {
    const loop = this.#loop;
    const d = loop.pending!;
    const agent = this.#agents.get(d.player);
    if (agent === undefined) return false;
    let choice: Json | undefined;
    let asked: SeatDecision;
    // An agent sees its player's view, never the state: the decision in the view's terms, and the
    // view itself only when it asks (building it costs; random agents never do). It may fork the
    // game (look-ahead), but not run or answer it.
    loop.busy = IN_AGENT;
    try {
      const viewer = this.graph.viewer;
      asked = seatDecision(d, viewer === undefined ? undefined : this.#lens(d.player));
      choice = agent.decide(asked, (options?: ViewOptions) => this.view(d.player, options), {
        sample: (seed: number) => this.sample(d.player, { seed }),
      });
    } catch (error) {
      throw new AgentError(agent.name, d.player, d.id, error);
    } finally {
      loop.busy = FREE;
    }
    if (choice === undefined) return false;
    try {
      this.decide(d.player, optionFromView(d, asked, choice), d.id);
    } catch (error) {
      throw new AgentError(agent.name, d.player, d.id, error);
    }
    return true;
  }
}

/** A failure's replay that did not arrive where the game stood: its rules read something besides the game. */
function notDeterministic(point: string, copied: number): DefinitionError {
  return new DefinitionError(
    'rollback-diverged',
    `Cannot put the game back to ${point}: its rules played differently the second time, so it is back at its last copy, ` +
      `after ${copied} answered decision(s) (do its rules read anything besides the state, their args and ctx.rng?)`,
  );
}
