import type { Args, Json, JsonObject } from './json.js';

/**
 * One queued call of a node: its name and JSON arguments.
 *
 * @example
 * const start: Invocation = { node: 'round', args: { left: 3 } };
 */
export interface Invocation<A extends Args = Args> {
  node: string;
  args: A;
}

/**
 * The three places a hook can sit around a node's body.
 *
 * @example
 * for (const phase of ['pre', 'mask', 'post'] satisfies Phase[]) engine.detach('score', phase, 'lucky');
 */
export type Phase = 'pre' | 'mask' | 'post' | 'permit' | 'forbid';

/**
 * How long a hook stays attached.
 *
 * @example
 * const untilTurnEnds: Lifetime = { until: 'end-turn' };
 */
export type Lifetime =
  | 'permanent'
  | 'once'
  | { runs: number }
  /** Detached as soon as the named node has finished a run (e.g. `end-turn`). */
  | { until: string };

/**
 * A typed log entry. `type` selects the formatter that turns it into a readable line.
 *
 * @example
 * ctx.log({ type: 'rolled', player: 'p1', value: 6 } satisfies LogEntry);
 */
export interface LogEntry {
  type: string;
  [field: string]: Json;
}

/**
 * A question put to one player; answered with one of `options`, then `then` runs.
 *
 * @example
 * const status = engine.run(); if (status.status === 'awaiting') engine.decide(status.decision.player, status.decision.options[0]!);
 */
export interface Decision {
  /** Sequence number of the decision in its game, starting at 1. */
  id: number;
  player: string;
  prompt: string;
  options: Json[];
  /** Node that continues the game; it receives `{ ...args, choice }`. */
  then: string;
  args: JsonObject;
  /** Set on a pick decision: the options are the candidates, and the answer a list of them. */
  pick?: PickRule;
}

/**
 * How many candidates a pick decision takes, and whether their order is asked
 * for (else an answer is kept in the order offered, whatever order it came in).
 *
 * @example
 * const discardTwo: PickRule = { min: 2, max: 2, ordered: false };
 */
export interface PickRule {
  min: number;
  max: number;
  ordered: boolean;
}

/**
 * What `ctx.choose` takes.
 *
 * @example
 * ctx.choose({ player: 'p1', prompt: 'Attack or pass?', options: ['attack', 'pass'], then: 'act', args: { turn: 3 } });
 */
export interface DecisionRequest {
  player: string;
  prompt: string;
  options: Json[];
  then: string;
  /** JSON args handed on to `then` (with `choice` added); typed like node args, so interfaces fit. */
  args?: Args;
  /**
   * Makes it a pick decision: `options` are the candidates, and the answer
   * lists `min` to `max` of them, each once; unless `ordered`, it is kept
   * (and handed to `then`) in the order offered. A question with one
   * possible answer is not asked.
   */
  pick?: { min: number; max: number; ordered?: boolean };
}

/**
 * One answered decision, as kept in the decision log and used by replay.
 *
 * @example
 * engine.decisions.map((d: DecisionRecord) => `${d.id}: ${d.player} chose ${JSON.stringify(d.choice)}`);
 */
export interface DecisionRecord {
  id: number;
  player: string;
  choice: Json;
}

/**
 * Identity of a hook, as events and errors report it.
 *
 * @example
 * engine.on('hookRun', (hook: HookInfo) => console.log(`${hook.phase} hook ${hook.key} on ${hook.node}`));
 */
export interface HookInfo {
  node: string;
  phase: Phase;
  key: string;
  owner: string | undefined;
  effect: string | undefined;
}

/**
 * Where the run in progress is, as `engine.running` reports it to listeners:
 * the node, whether its body or a hook is running, and which hook.
 *
 * @example
 * engine.on('link', (to) => console.log(`${engine.running?.hook?.key ?? engine.running?.node} -> ${to}`));
 */
export interface RunPosition {
  node: string;
  phase: 'pre' | 'mask' | 'body' | 'post';
  hook: HookInfo | undefined;
}

/**
 * What a body or hook can do to the game. One context object serves a whole
 * game: read `state` and mutate it in place, bend the flow with `enqueue` and
 * `next`, change rules with `attach` and `detach`.
 *
 * @example
 * body(ctx: Context<{ turn: number }>) { ctx.state.turn += 1; ctx.enqueue('round', {}); }
 */
export interface Context<S = unknown> {
  /** The game state: one plain JSON object, mutated in place. */
  readonly state: S;
  /** The game's seeded RNG: the only source of randomness a rule may use. */
  readonly rng: import('./rng.js').Rng;
  /** Name of the node being run. */
  readonly node: string;
  /** The hook being run, or undefined inside a body. */
  readonly hook: HookInfo | undefined;
  /** True when log entries are recorded or listened to; guard costly entries with it. */
  readonly logging: boolean;
  /** Appends an invocation at the back of the queue. */
  enqueue(node: string, args?: Args): void;
  /** Runs `node` before anything already queued; several calls keep their order. */
  next(node: string, args?: Args): void;
  /**
   * Runs `node` now, nested, through its whole pipeline (pre, mask or body,
   * post), and returns false when a pre hook cancelled it. For derived verbs
   * that need a smaller verb done before they go on (draw calls move-card).
   * A decision asked inside is answered after the current node run ends.
   */
  call(node: string, args?: Args): boolean;
  /** Asks a player to choose; the game continues at `request.then` with the choice. */
  choose(request: DecisionRequest): void;
  /** Ends the game with a JSON result. */
  end(result: Json): void;
  /** Records a log entry (free when nobody records or listens). */
  log(entry: LogEntry): void;
  /** Inside a pre hook: cancel this run (no mask, body or post hooks). */
  cancel(reason?: string): void;
  /**
   * Inside a mask, before it does anything: this mask does not apply to this
   * event after all. It is not logged as `replaced`, not counted against its
   * lifetime, not considered again for this event; the event goes on to
   * another mask that applies, or the body. Return right after it.
   */
  decline(): void;
  /**
   * Attaches a hook; it takes effect from the next node run. The node is
   * its name, or its registered definition, which types the hook's args `A`;
   * else `A` and the params `P` are inferred from the hook's `run`, function
   * `effect`, `applies` and `params`, or given: `ctx.attach<ScoreArgs, { bonus: number }>(...)`.
   */
  attach<A extends Args = Args, P extends object = JsonObject, C extends Args = A>(
    node: string | NodeDefinition<A, any>,
    phase: Phase,
    hook: HookSpec<S, A, P, C>,
  ): void;
  /** Detaches a hook; it takes effect from the next node run. */
  detach(node: string, phase: Phase, key: string): void;
  /** True when a hook with that key is attached to node and phase. */
  hasHook(node: string, phase: Phase, key: string): boolean;
  /** Detaches every hook owned by `owner`; returns how many. */
  detachOwned(owner: string): number;
  /**
   * Asks a query (see `defineQuery`): its base rule, widened by its permit
   * hooks, vetoed by its forbid hooks. Pure: nothing runs, nothing is
   * spent, no step is counted.
   */
  ask(query: string, args?: Args): QueryAnswer;
  /**
   * Measures a value query (see `defineValueQuery`): its base value, then
   * each pre hook's adjustment in priority order. Pure, as `ask` is.
   */
  measure(query: string, args?: Args): Json;
}

/**
 * A node body: does the rule's work, then says what comes next.
 *
 * @example
 * const body: Body<{ player: string }> = (ctx, { player }) => ctx.next('score', { player, points: 1 });
 */
// Defaults: args are some object (type them to read a field); the state stays any, as everywhere the graph cannot
// tell it (a rule graph holds nodes and effects of one game by name, with no type for the game's state), so a body
// that reads `ctx.state` need not annotate it. Type it with Context<S> or defineNode<A, S> to have it checked.
export type Body<A extends Args = Args, S = any> = (ctx: Context<S>, args: A) => void;

/**
 * A function that can serve as a hook. What its return value means depends on
 * the phase: a pre hook may return replacement args; a mask may return an
 * invocation that the event becomes; a post hook's return is ignored.
 *
 * @example
 * const logRun: HookFn = (ctx, args) => ctx.log({ type: 'saw', args: JSON.stringify(args) });
 * const double: HookFn<{ turn: number }, { points: number }, { by: number }> = (_ctx, args, params) => ({ points: args.points * params.by });
 */
// A and P default to never, not any: a bare HookFn, Effect or Condition is any function of that shape (every typed
// one fits, since a parameter of type never accepts any annotation), and args or params left unannotated cannot be
// read until they are typed. S stays any (see Body).
export type HookFn<S = any, A = never, P = never> = (ctx: Context<S>, args: A, params: P) => unknown;

/**
 * A predicate deciding whether a hook applies to one run: it reads the run's
 * args, the hook's params and the game's state, and changes nothing.
 *
 * @example
 * graph.condition('scorer-is', ((args: { player: string }, params: { player: string }) => args.player === params.player) satisfies Condition);
 * graph.condition('behind', ((args: { player: string }, _params: object, state: { score: Record<string, number> }) => state.score[args.player]! < 5) satisfies Condition);
 */
export type Condition<A = never, P = never, S = any> = (args: A, params: P, state: S) => boolean;

/**
 * A registered effect: the named, savable form of a hook or card ability,
 * typed by the state `S`, the args `A` of the node it hooks and its params `P`.
 *
 * @example
 * const double: Effect = (_ctx, args: { points: number }) => ({ ...args, points: args.points * 2 }); graph.effect('double', double);
 */
export type Effect<S = any, A = never, P = never> = HookFn<S, A, P>;

/**
 * Node names a run passes in the args of the node it continues to, by arg:
 * `{ then: 'war.resolve' }` tells compare where to go once it has compared.
 *
 * @example
 * const passed: PassedNodes = { then: 'war.resolve', onEmpty: ['war.out-of-cards'] };
 */
export type PassedNodes = Readonly<Record<string, string | readonly string[]>>;

/**
 * One place a node body or an effect may continue to: a node by name; a node
 * with the node names it is passed ({@link PassedNodes}), or reached through
 * a player's decision (`choice`); or the node named in one of the run's own
 * args (`{ arg: 'then' }`, what compare and next-player declare).
 *
 * @example
 * const continuesTo: Continuation[] = ['war.out-of-cards', { node: 'compare', with: { then: 'war.resolve' } }];
 */
export type Continuation =
  | string
  | {
      node: string;
      /** Node names passed in the args the node continues to (it declares them as `{ arg }`). */
      with?: PassedNodes;
      /** True: reached through a player's decision (`ctx.choose({ then })`), not queued directly. */
      choice?: boolean;
    }
  | {
      /** The arg of this run that names the node, e.g. "then" (compare) or "onEmpty" (draw). */
      arg: string;
      /** The arg takes the nodes the same arg of that node takes (a node that goes on where compare would have). */
      like?: string;
    };

/**
 * A hook a node body or an effect may attach while the game runs. A key made
 * per card ends in `*`, which stands for any rest (`'extra-turn:*'`).
 *
 * @example
 * const hook: HookDeclaration = { node: 'compare', phase: 'mask', key: 'reversal', effect: 'rev.lowerWins' };
 */
export interface HookDeclaration {
  node: string;
  phase: Phase;
  key: string;
  effect: string;
}

/**
 * What a node body may do to the flow of a game, declared for pictures and
 * checked against traces: the nodes it queues (`continuesTo`) and runs nested
 * (`calls`), the hooks it attaches, and whether it may end the game. The
 * engine accepts any registered node at run time; declaring is what makes
 * the graph picture whole and lets a test compare it with played games.
 *
 * @example
 * const flow: FlowDeclaration = { continuesTo: [{ node: 'compare', with: { then: 'war.resolve' } }], calls: ['move-card'] };
 */
export interface FlowDeclaration {
  /** Nodes queued with `ctx.next` or `ctx.enqueue`, or reached through a decision (`choice`). */
  continuesTo?: readonly Continuation[];
  /** Nodes run nested with `ctx.call`. */
  calls?: readonly Continuation[];
  /** Hooks attached with `ctx.attach`. */
  attaches?: readonly HookDeclaration[];
  /** True when it may end the game (`ctx.end`). */
  ends?: boolean;
}

/**
 * The flow of an effect (`defineEffect`): what any node body may declare,
 * plus what only a hook does: a pre hook's `with` sets node names in the args
 * of the run it hooks, and a mask `becomes` the nodes whose invocation it may
 * return (its own node: the body runs after it).
 *
 * @example
 * const flow: EffectDeclaration = { with: { then: 'twist.pay-fortune' } }; // a pre hook on compare
 */
export interface EffectDeclaration extends FlowDeclaration {
  /** A pre hook: node names it sets in the args of the run it hooks. */
  with?: PassedNodes;
  /** A mask: nodes whose invocation it may turn the event into. */
  becomes?: readonly string[];
}

/**
 * A rule step, as given to `defineNode`.
 *
 * @example
 * const roll: NodeDefinition<{ player: string }> = { name: 'roll', description: 'A player rolls a die.', body: (ctx, { player }) => ctx.log({ type: 'rolled', player, value: 1 + ctx.rng.int(6) }) };
 */
// Both any: a bare NodeDefinition is the type of a list of a game's nodes (`graph.define(...nodes)`, packs'
// `nodes`), each typed with its own args and state; `resolves` and `affectedPlayer` take args, so no narrower
// default admits them all. defineNode itself defaults args to Args.
export interface NodeDefinition<A extends Args = any, S = any> extends FlowDeclaration {
  name: string;
  description: string;
  /** Documentation of the args, one line per field; shown in the graph picture and docs. */
  args?: Readonly<Record<string, string>>;
  /**
   * For a node that runs named effects (resolve-ability): the effect a run with
   * these args resolves, so traces and pictures follow the effect's flow.
   */
  resolves?: (args: A, state: S) => string | undefined;
  /**
   * The player an event of this node affects (rule 616.1's "affected
   * object's controller"): who orders the masks that apply to it. Default:
   * `args.player`. A node without one for some args returns undefined.
   */
  affectedPlayer?: (args: A, state: S) => string | undefined;
  /**
   * Set on a query (see `defineQuery`): its base rule, which says yes (true)
   * or no (false, or the reason as text). A query is asked, never run.
   */
  query?: (state: S, args: A) => boolean | string;
  /**
   * Set on a value query (see `defineValueQuery`): the args field that holds
   * its value, and its base rule, which gives the value before any card.
   */
  valueQuery?: {
    /** The args field the value travels in. */
    field: string;
    /** The rules' value before any card: reads the state, changes nothing. */
    base: (state: S, args: A) => Json;
  };
  body: Body<A, S>;
}

/**
 * One "no" in a query's answer: the forbid hook that vetoed (its key and
 * owner), or the base rule (key `"base"`, owner null), and why.
 *
 * @example
 * const refusal: QueryRefusal = { key: 'x.frozen-ground:12', owner: 'Frozen Ground[12]', reason: 'Frozen Ground: your monsters cannot attack' };
 */
export interface QueryRefusal {
  key: string;
  owner: string | null;
  reason: string;
}

/**
 * A query's answer, as data: whether it is allowed, every refusal (the base
 * rule's when no permit widened it, then each forbid hook's), and the keys of
 * the permit hooks that widened a "no" of the base rule.
 *
 * @example
 * const answer: QueryAnswer = ctx.ask('duel.can-attack', { attacker: 7 }); if (!answer.ok) ctx.log({ type: 'refused', reason: answer.refusals[0]!.reason });
 */
export interface QueryAnswer {
  ok: boolean;
  refusals: QueryRefusal[];
  permits: string[];
}

/**
 * How to attach a hook, typed by the game's state `S`, the args `A` of the
 * node it hooks and its params `P`. Give `effect` (a registered effect's name,
 * or the registered function itself, which types its args and params) and
 * `params` for a hook that survives a save, or `run` for a quick closure that
 * cannot be saved. `run`, a function `effect` and a function `applies` are
 * checked against `params` and each other; params an effect or condition
 * needs (required fields) must be given. `C`, the args a function `applies`
 * reads, is `A` unless inferred apart: a condition may be typed with the few
 * args it reads while the effect is typed with all of them.
 *
 * @example
 * const spec: HookSpec = { key: 'lucky', effect: 'double', params: { player: 'p1' }, lifetime: 'once', owner: 'c7' };
 * const typed: HookSpec<Tally, ScoreArgs, { bonus: number }> = { key: 'bonus', run: (_ctx, args, { bonus }) => ({ ...args, points: args.points + bonus }), params: { bonus: 1 } };
 */
// S stays any (see Body): engine.attach and ctx.attach pass the game's own. A and P default to never, as Effect's: a
// bare HookSpec holds a hook typed for any node (a list of specs, a function returning one), with JSON params.
export type HookSpec<S = any, A = never, P extends object = never, C = A> = HookSpecFields<S, A, P, C> &
  ([P] extends [never]
    ? { params?: JsonObject }
    : // Optional only when an empty object is valid params: a hook whose effect reads `params.bonus` must be given one.
      Record<never, never> extends P
      ? { params?: P }
      : { params: P });

/**
 * A hook spec with its types erased, as the engine takes it at run time
 * (every spec is checked at the door there, whatever its types said).
 *
 * @internal
 * @example const spec: AnyHookSpec = { key: 'k', effect: 'double', params: { by: 2 } };
 */
export type AnyHookSpec = HookSpecFields<any, any, any, any> & { params?: object };

/**
 * The fields of a {@link HookSpec} other than `params`.
 *
 * @example
 * const fields: HookSpecFields<unknown, Args, JsonObject> = { key: 'quiet', run: (ctx) => ctx.cancel('quiet') };
 */
export interface HookSpecFields<S, A, P, C = A> {
  key: string;
  /** A registered effect: its name, or the function itself (looked up by identity, so it saves by name). */
  effect?: string | Effect<S, A, P>;
  /** A closure hook (cannot be saved). */
  run?: HookFn<S, A, P>;
  /** Higher runs first; equal priorities keep attachment order. Default 0. */
  priority?: number;
  lifetime?: Lifetime;
  /** Registered condition name, or a closure (then the hook cannot be saved). */
  applies?: string | Condition<C, P, S>;
  /** Who the hook belongs to: for a card, `hookOwner(state, card)` ("Fortune[53]"); any string but a bare number (a handle as String(card): refused). */
  owner?: string;
  /** Replacement tier of a mask, used by the replacement policy. Default "other". */
  tier?: string;
}

/**
 * The outcome of `run()` or `step()`.
 *
 * @example
 * const status: RunStatus = engine.run(); if (status.status === 'ended') console.log(status.result);
 */
export type RunStatus =
  | { status: 'ended'; result: Json }
  | { status: 'awaiting'; decision: Decision }
  | { status: 'idle' }
  /** Only from `step()`: more is queued. */
  | { status: 'running' };

/** One attached hook, as the engine keeps it. Everything but the two functions is saved. */
export interface HookRecord {
  node: string;
  phase: Phase;
  key: string;
  effect: string | undefined;
  params: JsonObject;
  /** Called with the run's args and the hook's params (JSON); typed where the hook was attached, if anywhere. */
  fn: HookFn<any, Args, JsonObject>;
  priority: number;
  /** Attachment order, for stable ties. */
  seq: number;
  /** Runs left; -1 for no limit. */
  remaining: number;
  until: string | undefined;
  applies: string | undefined;
  appliesFn: Condition<Args, JsonObject> | undefined;
  owner: string | undefined;
  tier: string;
  /** True when `run` or `applies` is a closure: such a hook cannot be saved. */
  closure: boolean;
}
