import type { Json } from './json.js';
import type { Agent } from './options.js';
import { firstPick, hashedPick } from './pick.js';
import { checkSeed } from './seed.js';

// Agent and LookAhead are declared with the engine's options (options.ts): they name the Engine, which takes
// them, and this file of ready-made agents stays out of that circle. Exported here too, where they always were.
export type { Agent, LookAhead } from './options.js';

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
export function scriptedAgent(
  answers: readonly Json[],
  options: { strict?: boolean } = {},
): Agent & { readonly remaining: number } {
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
