import type { Engine } from './engine.js';
import { AgentError } from './errors.js';
import type { Json } from './json.js';
import { firstPick, hashedPick } from './pick.js';
import { checkSeed } from './seed.js';
import { FREE, IN_AGENT, type RunLoop } from './run-loop.js';
import { optionFromView, seatDecision, type Lens, type PlayerView, type SeatDecision, type ViewOptions } from './view.js';

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
 * `T` read-only all the way down: a typed, read-only look at a game's state.
 *
 * @example
 * const view: ReadonlyDeep<{ hands: number[][] }> = engine.state; // view.hands[0]!.push(3) does not compile
 */
export type ReadonlyDeep<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer U)[]
    ? readonly ReadonlyDeep<U>[]
    : T extends object
      ? { readonly [K in keyof T]: ReadonlyDeep<T[K]> }
      : T;

/**
 * Always picks the first option. Handy for smoke tests and for games whose
 * first option is a sensible default.
 *
 * @example engine.setAgent('p1', firstOptionAgent());
 */
export function firstOptionAgent(): Agent {
  return {
    name: 'first-option',
    decide: (decision) => (decision.pick === undefined ? decision.options[0] : firstPick(decision.pick, decision.options)),
  };
}

/**
 * Picks uniformly among the options, from a hash of its seed (a whole number
 * from 0 to 4294967295, as a game's) and the decision's id. Having no state of
 * its own, it chooses the same after a save and restore.
 *
 * @example engine.setAgent('p2', randomAgent(7));
 */
export function randomAgent(seed: number): Agent {
  // Checked as a game's seed is: -1 and 4294967295 would otherwise be the same player, 1.5 the same as 1.
  checkSeed(seed, 'randomAgent()');
  return {
    name: 'random',
    decide(decision) {
      if (decision.pick !== undefined) return hashedPick(decision.pick, decision.options, (i) => mix(seed + i, decision.id));
      return decision.options[mix(seed, decision.id) % decision.options.length];
    },
  };
}

/**
 * Answers from a list, in order, for tests. Each answer is an option value.
 * When the list runs out it returns undefined (the engine awaits), or throws
 * when `strict` is set.
 *
 * @example const agent = scriptedAgent(['attack', 'end-turn']);
 */
export function scriptedAgent(answers: readonly Json[], options: { strict?: boolean } = {}): Agent & { readonly remaining: number } {
  let at = 0;
  return {
    name: 'scripted',
    get remaining() {
      return answers.length - at;
    },
    decide(decision) {
      if (at >= answers.length) {
        if (options.strict) throw new Error(`the script has no answer left for decision ${decision.id} ("${decision.prompt}")`);
        return undefined;
      }
      return answers[at++];
    },
  };
}

/** A 32-bit hash of two integers (murmur3's finaliser), so consecutive ids give unrelated picks. */
function mix(seed: number, id: number): number {
  let h = (Math.imul(seed | 0, 0x9e3779b1) ^ Math.imul(id | 0, 0x85ebca77)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Asks `agent` to answer the engine's pending decision, and answers it: true when it did. An agent
 * sees its player's view, never the state: the decision in the view's terms, and the view itself
 * only when it asks (building it costs; random agents never do). It may fork the game (look-ahead),
 * but not run or answer it. What it throws, or answers that is refused, is an AgentError.
 *
 * @internal
 * @example if (answerByAgent(engine, agent, loop, lens)) continue;
 */
export function answerByAgent(engine: Engine<any>, agent: Agent, loop: RunLoop, lens: (seat: string) => Lens | undefined): boolean {
  const d = loop.pending!;
  let choice: Json | undefined;
  let asked: SeatDecision;
  loop.busy = IN_AGENT;
  try {
    asked = seatDecision(d, lens(d.player));
    choice = agent.decide(asked, (options?: ViewOptions) => engine.view(d.player, options), {
      sample: (seed: number) => engine.sample(d.player, { seed }),
    });
  } catch (error) {
    throw new AgentError(agent.name, d.player, d.id, error);
  } finally {
    loop.busy = FREE;
  }
  if (choice === undefined) return false;
  try {
    engine.decide(d.player, optionFromView(d, asked, choice), d.id);
  } catch (error) {
    throw new AgentError(agent.name, d.player, d.id, error);
  }
  return true;
}
