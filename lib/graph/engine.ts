/**
 * The engine: one game of a rule graph, and what a caller does with it: start, run, answer, view and fork it.
 * One node's run is in run/run-loop.ts (`RunLoop.invoke`); what bodies and hooks see in run/context.ts; a question and
 * its answer in decisions.ts; the origin, the start and the last consistent point a failure puts back in
 * game-core.ts; saves, restores, replays and the history tree in lib/saves, one floor up.
 */
import { answerByAgent } from './agent-turn.js';
import { cloneJson } from './clone.js';
import { EngineContext } from './run/context.js';
import { checkedAnswer } from './decisions.js';
import { DefinitionError, JsonError } from './errors.js';
import { EngineEmitter } from './events.js';
import { GameCore, grantEngineAccess } from './game-core.js';
import type { RuleGraph } from './graph.js';
import { HookTable, hookInfo, type Observer } from './run/hook-table.js';
import { watchListeners } from './run/watch-listeners.js';
import type { Args, Json, JsonObject } from './json.js';
import { checkJson, describeValue, resolveLimits, SAVED_DEPTH, type JsonLimits } from './json-check.js';
import { answerQuery, measureQuery } from './query.js';
import { Rng } from './rng.js';
import { checkSeed } from './seed.js';
import { ENQUEUE, IN_NODE, RunLoop, UNLIMITED } from './run/run-loop.js';
import type { Decision, DecisionRecord, HookInfo, HookSpec, Invocation, LogEntry, NodeDefinition } from './types.js';
import type { Phase, QueryAnswer, RunPosition, RunStatus } from './types.js';
import { checkedBudget, checkedStart, DEFAULT_BUDGET } from './options.js';
import type { Agent, EngineOptions, ResumeOptions, StartOptions } from './options.js';
import { lensOf, playerView, sampledViewer } from './graph-views.js';
import { optionFromView, seatDecision, type PlayerView, type ViewOptions } from './view.js';

const IDLE: RunStatus = Object.freeze({ status: 'idle' });
const RUNNING: RunStatus = Object.freeze({ status: 'running' });

/**
 * Runs one game of a rule graph: owns the state, the queue, the hooks, the
 * RNG, the decisions and the log. It is also an emitter of typed events.
 * Saves, restores, replays and history are functions of lib/saves.
 *
 * @example
 * const engine = new Engine(graph, { state: { count: 0 }, seed: 7, start: { node: 'tick', args: {} } });
 * const status = engine.run(); // { status: 'ended', result: ... }
 */
export class Engine<S extends object = object> extends EngineEmitter {
  readonly graph: RuleGraph;
  /** Everything that moves while the game plays, and the code that runs its nodes (run-loop.ts). */
  readonly #loop: RunLoop;
  /** The origin, the start and the last consistent point (game-core.ts), which lib/saves reaches through coreOf. */
  readonly #core: GameCore;
  readonly #agents = new Map<string, Agent>();

  static {
    grantEngineAccess({
      core: (engine) => engine.#core,
      blank: ({ game, loop }) =>
        new Engine(game.graph, { state: {}, budget: loop.budget, log: loop.log !== null, limits: loop.limits }).#core,
    });
  }

  constructor(graph: RuleGraph, options: EngineOptions<S>) {
    super();
    const budget = checkedBudget(options, DEFAULT_BUDGET);
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
    this.#core = new GameCore(this, this.#loop);
    for (const [player, agent] of Object.entries(options.agents ?? {})) this.setAgent(player, agent);
    const starts = options.start === undefined ? [] : Array.isArray(options.start) ? options.start : [options.start];
    for (const inv of starts) this.enqueue(inv.node, inv.args);
  }

  /**
   * Starts a new game from its rule graph's recipe (`graph.recipe`): a fresh
   * state, set up with the seed's RNG and the setup options. A game started
   * this way records its start, so its saves can be verified by replay.
   * Card games' `createEngine` is this call.
   * @example const engine = Engine.start(graph, { seed: 7, options: { rounds: 3 } });
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
    const start = checkedStart(graph, options, limits);
    const setup = start.options;
    const engine = new Engine<S>(graph, { ...options, state: recipe.state() as S, seed: start.seed, limits });
    engine.#core.setUp(() => recipe.setup(engine, setup === undefined ? undefined : cloneJson(setup)), start);
    return engine;
  }

  /** Who listens decides what the run loop watches (run/watch-listeners.ts). */
  protected override listenersChanged(): void {
    if (watchListeners(this, this.#loop)) this.#core.changedSinceCopy = true;
  }

  // ---- reading the game -------------------------------------------------

  /**
   * The game state: live, for rules, setup code and tests to read (and setup to fill). Copy it to keep it.
   * @example const turn = engine.state.turn;
   */
  get state(): S {
    // A recipe's setup may fill the state: the first step copies it whole, whatever setup kept.
    if (!this.#core.settingUp) this.#core.liveHandedOut = true;
    return this.#loop.state as S;
  }

  /**
   * The game's RNG; setup code may use it before the first step.
   * @example engine.rng.shuffle(engine.state.deck);
   */
  get rng(): Rng {
    if (!this.#core.settingUp) this.#core.liveHandedOut = true;
    return this.#loop.rng;
  }

  /**
   * The result given to `ctx.end` (frozen), or undefined while the game goes on.
   * @example if (engine.ended) console.log(engine.result);
   */
  get result(): Json | undefined {
    return this.#loop.ended ? this.#loop.result : undefined;
  }

  /**
   * True once a rule has called `ctx.end`.
   * @example while (!engine.ended) engine.step();
   */
  get ended(): boolean {
    return this.#loop.ended;
  }

  /**
   * Where the run in progress is: the node whose body or hook is running, the
   * phase, and the hook (undefined in a body); undefined between runs. Read by
   * listeners (traces) to tell who queued, called or attached something.
   * @example engine.on('link', (to) => console.log(`${engine.running?.node} -> ${to}`));
   */
  get running(): RunPosition | undefined {
    const loop = this.#loop;
    if (loop.busy !== IN_NODE || loop.slot === undefined) return undefined;
    const hook = loop.hook;
    return { node: loop.slot.name, phase: loop.phase, hook: hook === undefined ? undefined : hookInfo(hook) };
  }

  /**
   * The decision waiting for an answer, if any: frozen, so editing it cannot change what is asked.
   * @example const asked = engine.pending; if (asked) engine.decide(asked.player, asked.options[0]!);
   */
  get pending(): Decision | null {
    return this.#loop.pending;
  }

  /**
   * Node runs so far (nested `ctx.call` runs included).
   * @example console.log(`${engine.steps} node runs`);
   */
  get steps(): number {
    return this.#loop.steps;
  }

  /**
   * The size limits this game checks its values and saves against.
   * @example restore(graph, text, { limits: engine.limits });
   */
  get limits(): Readonly<JsonLimits> {
    return this.#loop.limits;
  }

  /**
   * Invocations waiting to run: the queue, plus the `next` calls of the running
   * node that are not yet moved to its front (traces read this after each run).
   * @example engine.on('nodeEnd', () => console.log(engine.queueLength));
   */
  get queueLength(): number {
    return this.#loop.queue.size + this.#loop.queue.staged;
  }

  /**
   * The recorded log entries, as a new array of frozen entries (empty when the engine was made with `log: false`).
   * @example const drew = engine.log.filter((e) => e.type === 'drew').length;
   */
  get log(): readonly LogEntry[] {
    return this.#loop.log === null ? [] : this.#loop.log.slice();
  }

  /**
   * The log as readable lines, through the graph's formatters.
   * @example console.log(engine.lines().join('\n'));
   */
  lines(): string[] {
    return (this.#loop.log ?? []).map((entry) => this.graph.format(entry));
  }

  /**
   * Every answered decision, in order: a new array of frozen records.
   * @example const answers = engine.decisions.map((d) => d.choice);
   */
  get decisions(): readonly DecisionRecord[] {
    return this.#loop.decisions.slice();
  }

  /**
   * A copy of the queue, front first.
   * @example engine.queued()[0]?.node; // the node that runs next
   */
  queued(): Invocation[] {
    return cloneJson(this.#loop.queue.toArray());
  }

  /**
   * Every attached hook, by node then phase, each phase in run order (new objects each call).
   * @example engine.hooks().filter((h) => h.owner === 'Fortune[53]');
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
   * @example const view = engine.view('p2'); view.pending; // { id: 3, player: 'p1', choosing: 'p1 is choosing' }
   */
  view(seat: string | null, options: ViewOptions = {}): PlayerView {
    this.#core.enter('engine.view()', true);
    const loop = this.#loop;
    return playerView(this.graph, loop.state, seat, loop.log ?? [], options.logFrom ?? 0, loop.pending, loop.ended, loop.result);
  }

  /**
   * A log entry as `seat` sees it (a new object), or undefined when the seat
   * may not see it: for `log` listeners and traces that follow one seat.
   * Unlike {@link Engine.view} it may be called while a node runs.
   * @example
   * engine.on('log', (entry) => { const seen = engine.viewEntry('p1', entry); if (seen) socket.send(JSON.stringify(seen)); });
   */
  viewEntry(seat: string | null, entry: LogEntry): LogEntry | undefined {
    return lensOf(this.graph, this.#loop.state, seat).entry(entry);
  }

  /**
   * Answers the pending decision with an option as `seat` saw it in its view
   * (where a hidden card an option names has its view id): it is matched to
   * the seat's options by value and the offered option at the same place is
   * answered. What a client of a table sends back goes through here.
   * @example const asked = engine.view('p1').pending as SeatDecision; engine.decideInView('p1', asked.options[0]!, asked.id);
   */
  decideInView(seat: string, choice: Json, decisionId?: number): void {
    this.#core.enter('engine.decideInView()');
    const d = this.#loop.pending;
    if (d === null || d.player !== seat || (decisionId !== undefined && decisionId !== d.id)) {
      this.decide(seat, choice, decisionId); // refused there, with the usual message
      return;
    }
    this.decide(seat, optionFromView(d, seatDecision(d, lensOf(this.graph, this.#loop.state, seat)), choice), decisionId);
  }

  // ---- changing the game from outside ------------------------------------

  /**
   * Appends an invocation (setup, tests, tools). Args must be a JSON object.
   * Outside a recipe's setup, this changes the game without a record, so its
   * saves can no longer be verified by replay.
   * @example engine.enqueue('deal', { count: 5 });
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
    this.#core.changedFromOutside();
  }

  /**
   * Attaches a hook; see {@link HookSpec}. Refused specs change nothing. Outside setup, saves can no longer be verified by replay.
   *
   * The node is its name, or its registered definition, which types the
   * hook's args `A`; else `A` and the params `P` are inferred from the hook's
   * `run`, function `effect`, `applies` and `params` and checked against each
   * other, or given: `engine.attach<ScoreArgs, { bonus: number }>('score', 'pre', spec)`.
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
    this.#core.changedFromOutside();
  }

  /**
   * Detaches a hook by node, phase and key; a missing hook is refused. Outside setup, saves can no longer be verified by replay.
   * @example engine.detach('score', 'pre', 'lucky');
   */
  detach(node: string, phase: Phase, key: string): void {
    this.#loop.hooks.detach(node, phase, key);
    this.#core.changedFromOutside();
  }

  /** Calls `observer(args, state)` after each run of `node`, after its post hooks, to read only (docs/architecture.md). @example engine.observe('move-card', () => void moves++); */
  observe<A extends Args = Args>(node: string, observer: Observer<A, S>): void {
    this.#loop.observe(node, observer as Observer);
  }

  /**
   * True when a hook with that key is attached to node and phase.
   * @example engine.hasHook('compare', 'pre', 'fortune');
   */
  hasHook(node: string, phase: Phase, key: string): boolean {
    return this.#loop.hooks.has(node, phase, key);
  }

  /**
   * Asks a query of this game as it stands (see `defineQuery`): its base rule,
   * widened by permit hooks, vetoed by forbid hooks. Pure: nothing runs and
   * nothing is spent, so a table or a user interface may ask at any time.
   * @example
   * engine.ask('duel.can-attack', { attacker: 7 }); // { ok: false, refusals: [{ key: 'base', owner: null, reason: 'it is in defense position' }], permits: [] }
   */
  ask(query: string, args: Args = {}): QueryAnswer {
    return answerQuery(this.#loop, query, args);
  }

  /**
   * Measures a value query of this game as it stands (see `defineValueQuery`):
   * its base value, adjusted by its pre hooks in priority order. Pure, as `ask` is.
   * @example engine.measure('duel.measure-atk', { card: 7 }); // 2100: printed 1800, Rallying Banner's +300
   */
  measure(query: string, args: Args = {}): Json {
    return measureQuery(this.#loop, query, args);
  }

  /**
   * Sets (or with undefined, removes) the agent answering a player's decisions.
   * @example engine.setAgent('p2', randomAgent(7));
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
   * Runs until the game ends, a decision waits for an answer from outside, or
   * the queue is empty. Agents answer their players' decisions on the way.
   * @example const status = engine.run(); if (status.status === 'awaiting') engine.decide(status.decision.player, 'pass');
   */
  run(): RunStatus {
    this.#core.enter('engine.run()');
    this.#core.begin();
    const loop = this.#loop;
    for (;;) {
      this.#core.drain(UNLIMITED);
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
   * @example while (engine.step().status === 'running');
   */
  step(): RunStatus {
    this.#core.enter('engine.step()');
    this.#core.begin();
    const loop = this.#loop;
    if (loop.pending !== null && !loop.ended) this.#answerByAgent();
    this.#core.drain(1);
    if (loop.ended) return { status: 'ended', result: loop.result };
    if (loop.pending !== null) return { status: 'awaiting', decision: loop.pending };
    return loop.queue.size === 0 ? IDLE : RUNNING;
  }

  /**
   * Answers the pending decision from outside. Everything is checked before
   * anything changes: the id (when given), the player, that the choice is
   * JSON and one of the options (compared by value, whatever the order of an
   * object's keys). A refused answer changes nothing.
   * @example engine.decide('p1', 'attack', engine.pending!.id);
   */
  decide(player: string, choice: Json, decisionId?: number): void {
    const core = this.#core;
    core.enter('engine.decide()');
    const loop = this.#loop;
    const d = loop.pending;
    const chosen = checkedAnswer(d, player, choice, decisionId, loop.limits);
    core.answer(d!, player, chosen);
  }

  // ---- forks -------------------------------------------------------------

  /**
   * An independent copy of this game, for what-ifs and look-ahead (also from
   * an agent's decide(), not while a node runs). Agents are shared unless
   * given. The game is copied once, as the copy's first consistent point, and
   * that copy once more as its live position; frozen things (card
   * definitions, decision records, log entries, the origin) are shared.
   * @example const copy = engine.fork({ agents: { p2: randomAgent(3) } }); copy.run(); // engine is unchanged
   */
  fork(options: ResumeOptions = {}): Engine<S> {
    const core = this.#core;
    core.enter('engine.fork()', true);
    const loop = this.#loop;
    const copy = new Engine<S>(this.graph, {
      state: {} as S,
      budget: options.budget ?? loop.budget,
      log: options.log ?? loop.log !== null,
      agents: options.agents ?? Object.fromEntries(this.#agents),
      limits: options.limits ?? loop.limits,
    });
    copy.#core.continueFrom(core);
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
   * @example const world = engine.sample('p2', { seed: 17 }); world.setAgent('p1', randomAgent(1)); world.run();
   */
  sample(seat: string, options: { seed: number; log?: boolean }): Engine<S> {
    this.#core.enter('engine.sample()', true);
    const viewer = sampledViewer(this.graph, this.#loop.state, seat);
    const seed = checkSeed(options?.seed, 'engine.sample()');
    // Without a log unless asked: look-ahead plays many worlds and reads none of their lines.
    const copy = this.fork({ agents: {}, log: options.log ?? false });
    copy.#core.forgetPast();
    const rng = new Rng(seed);
    viewer.determinize!(copy, seat, rng);
    copy.#core.dealt(new Rng(rng.save()));
    return copy;
  }

  /** The pending decision answered by its player's agent, if it has one that answers (agents.ts). */
  #answerByAgent(): boolean {
    const loop = this.#loop;
    const agent = this.#agents.get(loop.pending!.player);
    if (agent === undefined) return false;
    return answerByAgent(this, agent, loop, (seat) =>
      this.graph.viewer === undefined ? undefined : lensOf(this.graph, loop.state, seat),
    );
  }
}
