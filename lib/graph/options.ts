/**
 * The options of the engine's entry points: a new game (`new Engine`,
 * `Engine.start`), a fork or replay, and a restore; and the agents they take
 * (agents.ts holds ready-made ones).
 */
import type { Engine } from './engine.js';
import { cloneJson } from './clone.js';
import type { RuleGraph } from './graph.js';
import { checkJson, SAVED_DEPTH, type JsonLimits } from './json-check.js';
import { checkSeed } from './seed.js';
import type { Json } from './json.js';
import type { Invocation } from './types.js';
import type { PlayerView, SeatDecision, ViewOptions } from './view.js';

/**
 * Answers decisions for a player, from what that player may see and nothing
 * else. `decision` is the question in the view's terms (a hidden card an
 * option names appears under its view id); `view()` builds the player's
 * {@link PlayerView} when the agent wants it (an agent that never calls it
 * costs nothing extra). Return one of `decision.options`, or undefined when
 * the answer must come from outside (a human); the engine then stops with
 * status `awaiting`.
 *
 * @example
 * const alwaysFirst: Agent = { name: 'first', decide: (decision) => decision.options[0] };
 * const careful: Agent = { name: 'careful', decide: (decision, view) => (view().state.lifePoints ? decision.options[0] : undefined) };
 */
export interface Agent {
  readonly name: string;
  /**
   * One of `decision.options` (a list of them for a pick decision), or
   * undefined to leave the answer to someone outside.
   */
  decide(decision: SeatDecision, view: (options?: ViewOptions) => PlayerView, look?: LookAhead): Json | undefined;
}

/**
 * What a look-ahead agent may do besides reading its view: imagine the game.
 * `sample(seed)` is `engine.sample(player, { seed })`: a copy in which the
 * cards its player cannot see are dealt anew, with its own RNG stream; the
 * real game is never handed out.
 *
 * @example
 * const agent: Agent = { name: 'peek-free', decide: (decision, view, look) => { const world = look.sample(1); world.run(); return decision.options[0]; } };
 */
export interface LookAhead {
  /** A copy of the game with what the player cannot see dealt anew from `seed` (see `engine.sample`). */
  sample(seed: number): Engine;
}

/**
 * The default step budget: most node runs a game may take before it is stopped as runaway.
 *
 * @example
 * new Engine(graph, { state, budget: DEFAULT_BUDGET * 2 }); // a very long game
 */
export const DEFAULT_BUDGET = 10_000_000;

/**
 * How to start a game: its state, seed, first invocations, agents, step budget and logging.
 *
 * @example
 * const options: EngineOptions = { state: { count: 0 }, seed: 7, start: { node: 'tick', args: {} }, log: false };
 */
export interface EngineOptions<S extends object = object> {
  /** The initial game state: one plain JSON object. */
  state: S;
  /** Seed of the game's RNG, a whole number from 0 to 4294967295 (anything else is refused: `seed-out-of-range`). Default 1. */
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
 * How `restore` checks a save:
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
 * restore(graph, text, { verify: 'structure' }); // a save from our own database
 */
export type Verify = 'replay' | 'structure';

/**
 * Options of `restore`: how to verify the save, its size limits, and
 * the agents, budget and logging of the restored game.
 *
 * @example
 * const engine = restore(graph, savedText, { verify: 'replay', agents: { p2: randomAgent(3) } });
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
export interface StartOptions<O = unknown> extends ResumeOptions {
  /** Seed of the game's RNG, a whole number from 0 to 4294967295 (anything else is refused: `seed-out-of-range`). Default 1. */
  seed?: number;
  /** Given to the recipe's setup; JSON, recorded in saves so a replay starts the same way. */
  options?: O;
}

/**
 * How a game began: the seed and the setup options given to its rule graph's
 * recipe (`Engine.start`, a card game's `createEngine`). With the decisions,
 * this is all it takes to play the game again to where it was saved.
 *
 * @example
 * const start: SavedStart | null = snapshot(engine).start; // { seed: 7, options: { lifePoints: 4000 } }
 */
export interface SavedStart {
  seed: number;
  /** The setup options; absent when none were given. */
  options?: Json;
}

/**
 * The step budget of `new Engine` options, once the options are checked to be an object with a state.
 *
 * @internal
 * @example const budget = checkedBudget(options, DEFAULT_BUDGET);
 */
export function checkedBudget(options: EngineOptions<object>, fallback: number): number {
  if (options === null || typeof options !== 'object')
    throw new TypeError('Engine options are required: { state, seed?, start? }');
  if (options.state === null || typeof options.state !== 'object') {
    throw new TypeError('Engine option "state" must be a plain JSON object');
  }
  const budget = options.budget ?? fallback;
  if (!Number.isInteger(budget) || budget < 1)
    throw new RangeError(`Engine option "budget" must be a positive integer, got ${budget}`);
  return budget;
}

/**
 * How `Engine.start` begins a game, checked: the seed, and a copy of the setup options if given.
 *
 * @internal
 * @example const start = checkedStart(graph, { seed: 7 }, limits); // { seed: 7 }
 */
export function checkedStart(graph: RuleGraph, options: StartOptions<unknown>, limits: JsonLimits): SavedStart {
  const seed = checkSeed(options.seed ?? 1, `Cannot start a game of "${graph.id}"`);
  const setup = options.options;
  if (setup !== undefined)
    checkJson(setup, 'options', `Cannot start a game of "${graph.id}"`, 'setup-options-not-json', limits, SAVED_DEPTH.setup);
  const start: SavedStart = { seed };
  if (setup !== undefined) start.options = cloneJson(setup as Json);
  return start;
}
