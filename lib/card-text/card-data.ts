import type { Json, JsonObject } from '../graph/json.js';
import type { Lifetime, Phase } from '../graph/types.js';

// The words of the language that other files check against sit here, at the bottom of the room:
// the checker (card-data-check) and the card state's limits (lib/cards/limits.ts) read them without
// importing the files that run card data.

/**
 * How often a triggered ability or a hook given by steps may run for one card:
 * once each turn (`'turn'`) or once in the game (`'game'`).
 *
 * @example
 * const ability = { on: 'activated', once: 'turn', steps: [{ do: 'score', player: '$you', points: 1 }] } satisfies { once: Once };
 */
export type Once = 'turn' | 'game';

/** The values `once` takes, for the checker and the schema. */
export const ONCE_PER: readonly Once[] = ['turn', 'game'];

/**
 * The card-hook lifetime "until your next turn": the hook ends when its
 * card's controller (at the time it is attached) starts their next turn.
 *
 * @example
 * const hook = { node: 'score', phase: 'mask', lifetime: UNTIL_YOUR_NEXT_TURN, steps: [{ do: 'cancel' }] };
 */
export const UNTIL_YOUR_NEXT_TURN = 'until-your-next-turn';

/**
 * A value in card data: JSON, where a string that starts with `$` (`'$you'`)
 * or an object whose key starts with `$` (`{ $zone: '{you}.hand' }`) is a
 * selector, resolved when the step or hook runs. See docs/cards.md.
 *
 * @example
 * const player: Value = '$opponent'; const hand: Value = { $cards: '{you}.hand', where: { $eq: [{ $stat: 'kind', of: '$it' }, 'spell'] } };
 */
export type Value = Json;

/**
 * How a step's node runs: nested now (`'call'`, the default), before anything
 * queued (`'next'`), or at the back of the queue (`'enqueue'`).
 *
 * @example
 * const loop: Step = { do: 'twist.draw-until', player: '$you', count: 5, via: 'next' satisfies Via };
 */
export type Via = 'call' | 'next' | 'enqueue';

/**
 * One step of card text: `do` names a verb (a node, or one of the card verbs
 * `attach`, `detach`, `let`, `effect`, `cancel`, `set`, `redirect`,
 * `choose`); the other fields are its args, as values with selectors.
 *
 * @example
 * const step: Step = { do: 'score', player: '$you', points: 1 };
 */
export interface Step {
  do: string;
  /** Names what the step did, for later steps (`'$tokens'`). */
  as?: string;
  /** Skips the step unless this condition holds. */
  if?: Value;
  /** How a node verb runs; default `'call'`. */
  via?: Via;
  [arg: string]: Value | undefined;
}

/**
 * A hook in card data, owned by the card: what the `attach` verb and static
 * abilities attach. Exactly one of `steps` or `effect`.
 *
 * @example
 * const ward: CardHook = { node: 'duel.inflict-damage', phase: 'mask', when: { $eq: ['$args.player', '$you'] }, steps: [{ do: 'redirect', set: { player: '$opponent' } }] };
 */
export interface CardHook {
  node: string;
  phase: Phase;
  /** A template (`'reversal'`, `'extra-turn:{self}'`); default `'<card id>:{self}'`. */
  key?: string;
  steps?: Step[];
  effect?: string;
  /** Params of `effect` (selectors are resolved when the hook is attached). */
  params?: { [key: string]: Value };
  /** A condition on the hooked node's args (and `$self`, `$you`) alone: a hook whose `when` is false does not apply. */
  when?: Value;
  /** A condition that may read the board, checked when the hook runs (a mask whose `if` is false declines). */
  if?: Value;
  /** A query's permit or forbid hook: the reason it answers with when `when` and `if` hold (instead of steps). */
  reason?: string;
  /** A registered condition, for a hook given by `effect`. */
  applies?: string;
  /** The engine's lifetimes, or `'until-your-next-turn'` (a hook attached by a step: see until-next-turn.ts). */
  lifetime?: Lifetime | 'until-your-next-turn';
  priority?: number;
  tier?: string;
  /** A hook given by steps that runs at most once per turn or game for its card (it does not apply meanwhile). */
  once?: Once;
}

/**
 * An ability that runs a registered effect: the escape hatch for what data cannot say.
 *
 * @example
 * const ability: EffectAbility = { on: 'drawn', effect: 'gift.give', params: { points: 1 } };
 */
export interface EffectAbility {
  on: string;
  effect: string;
  params?: JsonObject;
  /** Resolves at most once per turn or game for the card (see limits.ts). */
  once?: Once;
}

/**
 * A triggered ability: when `on` fires for the card, its steps run in order (if `if` holds).
 *
 * @example
 * const ability: StepsAbility = { on: 'activated', steps: [{ do: 'duel.gain-life-points', player: '$you', amount: 1000 }] };
 */
export interface StepsAbility {
  on: string;
  steps: Step[];
  if?: Value;
  /** Runs at most once per turn or game for the card: a use is counted when its `if` holds (see limits.ts). */
  once?: Once;
}

/**
 * A static ability: its hooks are attached while the card is in one of the
 * zones (templates such as `'{controller}.spells'`), and detached when it leaves.
 *
 * @example
 * const aura: WhileAbility = { while: '{controller}.monsters', hooks: [{ node: 'duel.measure-atk', phase: 'pre', steps: [] }] };
 */
export interface WhileAbility {
  while: string | string[];
  hooks: CardHook[];
}

/**
 * One ability of a card: a named effect, triggered steps, or a static while in zones.
 *
 * @example
 * const ability: Ability = { on: 'drawn', effect: 'gift.give', params: { points: 1 } };
 */
export type Ability = EffectAbility | StepsAbility | WhileAbility;

/** @internal True for an ability that fires on a trigger (effect or steps). */
export function isTriggered(ability: Ability): ability is EffectAbility | StepsAbility {
  return (ability as { on?: unknown }).on !== undefined;
}

/** @internal True for a static ability. */
export function isStatic(ability: Ability): ability is WhileAbility {
  return (ability as { while?: unknown }).while !== undefined;
}

/**
 * The verbs that are not nodes: what only a card or a hook can do. Every other `do` names a node.
 *
 * @example
 * CARD_VERBS.includes('attach'); // true: { do: 'attach', hook } attaches a hook owned by the card
 */
export const CARD_VERBS = ['attach', 'detach', 'let', 'effect', 'cancel', 'set', 'redirect', 'choose'] as const;

/** Names a selector reference may not be given by `as`: they are references already. */
export const REFERENCES = ['self', 'you', 'opponent', 'owner', 'controller', 'args', 'it'] as const;

/** Template names filled in zone names and hook keys: `{you}.graveyard`. */
export const TEMPLATE_NAMES = ['self', 'you', 'opponent', 'owner', 'controller'] as const;
