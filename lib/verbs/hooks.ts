// Hooks from cards, built as card text reads: replace('duel.destroy').when(...).do(...).
import type { Lifetime, Phase } from '../graph/types.js';
import type { CardHook, Step, Value } from '../card-text/card-data.js';

/**
 * How long a hook lives: until removed (`'permanent'`).
 *
 * @example
 * before('score').lifetime(PERMANENT);
 */
export const PERMANENT = 'permanent' satisfies Lifetime;

/**
 * A hook that is used up by the first run it applies to (`'once'`).
 *
 * @example
 * replace('compare').lifetime(ONCE);
 */
export const ONCE = 'once' satisfies Lifetime;

/**
 * A hook that is used up after `n` runs it applies to (`{ runs: n }`).
 *
 * @example
 * before('score').lifetime(runs(2));
 */
export function runs(n: number): Lifetime {
  return { runs: n };
}

/**
 * A hook that ends when the node runs (`{ until: node }`): `until('end-turn')` is "this turn".
 *
 * @example
 * permit('duel.can-summon').lifetime(until('end-turn'));
 */
export function until(node: string): Lifetime {
  return { until: node };
}

/**
 * A hook attached by a card's step that ends when the card's controller starts their next turn.
 *
 * @example
 * replace('score').lifetime(UNTIL_YOUR_NEXT_TURN);
 */
export const UNTIL_YOUR_NEXT_TURN = 'until-your-next-turn' satisfies CardHook['lifetime'];

/** A hook's fields so far, in the order the data lists them. */
interface HookFields {
  node: string;
  phase: Phase;
  key?: string;
  lifetime?: CardHook['lifetime'];
  when?: Value;
  if?: Value;
  priority?: number;
  tier?: string;
}

/**
 * A hook being written: each method gives a new builder (so a shared start, `const ward = replace('duel.destroy')`,
 * is never changed), and `do`, `because` or `effect` gives the hook's JSON.
 */
class HookText {
  readonly #fields: HookFields;

  /** @internal Use {@link before}, {@link replace}, {@link after}, {@link permit} or {@link forbid}. */
  constructor(fields: HookFields) {
    this.#fields = fields;
  }

  /**
   * The hook's key, a template; default `'<card id>:{self}'`.
   *
   * @example
   * replace('duel.destroy').key('coral-bulwark:{self}');
   */
  key(template: string): this {
    return this.with({ key: template });
  }

  /**
   * How long the hook lives ({@link PERMANENT}, {@link ONCE}, {@link runs}, {@link until}, {@link UNTIL_YOUR_NEXT_TURN}).
   *
   * @example
   * before('next-player').lifetime(until('end-turn'));
   */
  lifetime(lifetime: Lifetime | typeof UNTIL_YOUR_NEXT_TURN): this {
    return this.with({ lifetime });
  }

  /**
   * Used up by the first run it applies to.
   *
   * @example
   * before('score').once();
   */
  once(): this {
    return this.lifetime(ONCE);
  }

  /**
   * Ends when the node runs: `until('end-turn')` is "this turn".
   *
   * @example
   * permit('duel.can-summon').until('end-turn');
   */
  until(node: string): this {
    return this.lifetime(until(node));
  }

  /**
   * "Until your next turn": ends when the card's controller starts their next turn.
   *
   * @example
   * forbid('duel.can-attack').untilYourNextTurn().when(eq(arg('player'), OPPONENT)).because('Frozen');
   */
  untilYourNextTurn(): this {
    return this.lifetime(UNTIL_YOUR_NEXT_TURN);
  }

  /**
   * A condition on the hooked node's args (and `$self`, `$you`) alone: where it is false, the hook does not apply.
   *
   * @example
   * replace('duel.inflict-damage').when(eq(arg('player'), YOU));
   */
  when(condition: Value): this {
    return this.with({ when: condition });
  }

  /**
   * A condition that may read the board, checked when the hook runs (a mask whose `if` is false declines).
   *
   * @example
   * forbid('duel.can-summon').if(gte(statOf('level', arg('card')), 7));
   */
  if(condition: Value): this {
    return this.with({ if: condition });
  }

  /**
   * Hooks of one node and phase run by priority, highest first.
   *
   * @example
   * before('score').priority(10);
   */
  priority(priority: number): this {
    return this.with({ priority });
  }

  /**
   * A mask's tier, for the game's replacement policy.
   *
   * @example
   * replace('duel.destroy').tier('self-replacement');
   */
  tier(tier: string): this {
    return this.with({ tier });
  }

  /**
   * A hook given by a registered effect, and the registered condition that says where it applies.
   *
   * @example
   * before('score').effect('x.bonus', { points: 1 });
   */
  effect(effect: string, params?: { [key: string]: Value }, applies?: string): CardHook {
    const hook: CardHook = { ...this.#fields, effect };
    if (params !== undefined) hook.params = params;
    if (applies !== undefined) hook.applies = applies;
    return ordered(hook);
  }

  /** @internal A new builder with these fields added. */
  protected with(fields: Partial<HookFields>): this {
    const Made = this.constructor as new (fields: HookFields) => this;
    return new Made({ ...this.#fields, ...fields });
  }

  /** @internal The hook's JSON, with its last fields. */
  protected done(last: Partial<CardHook>): CardHook {
    return ordered({ ...this.#fields, ...last });
  }
}

/**
 * A pre, mask or post hook being written ({@link before}, {@link replace}, {@link after}): it ends with the steps it runs.
 *
 * @example
 * const ward: StepsHookText = replace('duel.destroy').when(eq(arg('cause'), 'effect')); ward.do(sendToGraveyard(SELF));
 */
export class StepsHookText extends HookText {
  /**
   * The steps the hook runs: the hook's JSON.
   *
   * @example
   * before('score').once().do(setArgs({ points: mul(arg('points'), 2) }));
   */
  do(...steps: Step[]): CardHook {
    return this.done({ steps });
  }
}

/**
 * A query's permit or forbid hook being written ({@link permit}, {@link forbid}): it ends with the reason it answers with.
 *
 * @example
 * const skies: QueryHookText = forbid('duel.can-summon').if(gte(statOf('level', arg('card')), 7)); skies.because('Heavy Skies');
 */
export class QueryHookText extends HookText {
  /**
   * The reason the hook answers the query with, where `when` and `if` hold: the hook's JSON.
   *
   * @example
   * forbid('duel.can-summon').if(gte(statOf('level', arg('card')), 7)).because('Heavy Skies');
   */
  because(reason: string): CardHook {
    return this.done({ reason });
  }
}

// The data's own field order, whatever order the methods were called in: the JSON reads the same either way.
const ORDER = [
  'node',
  'phase',
  'key',
  'lifetime',
  'when',
  'if',
  'steps',
  'reason',
  'effect',
  'params',
  'applies',
  'priority',
  'tier',
];

function ordered(hook: CardHook): CardHook {
  const out: Record<string, unknown> = {};
  for (const field of ORDER)
    if ((hook as unknown as Record<string, unknown>)[field] !== undefined)
      out[field] = (hook as unknown as Record<string, unknown>)[field];
  return out as unknown as CardHook;
}

/**
 * A pre hook: runs before the node, may rewrite its args ({@link setArgs}) or cancel it ({@link cancel}).
 *
 * @example
 * before('duel.measure-atk').key('rallying-banner:{self}').do(setArgs({ atk: add(arg('atk'), 300) }));
 */
export function before(node: string): StepsHookText {
  return new StepsHookText({ node, phase: 'pre' });
}

/**
 * A mask: replaces the node's body, "if X would happen, Y happens instead".
 *
 * @example
 * replace('duel.inflict-damage').when(eq(arg('player'), YOU)).do(redirect({ player: opponentOf(arg('player')) }));
 */
export function replace(node: string): StepsHookText {
  return new StepsHookText({ node, phase: 'mask' });
}

/**
 * A post hook: runs after the node, "after X happens".
 *
 * @example
 * after('score').when(eq(arg('player'), YOU)).do(log({ type: 'x.cheer' }));
 */
export function after(node: string): StepsHookText {
  return new StepsHookText({ node, phase: 'post' });
}

/**
 * A permit hook on a query: "you may ..." where the rules say no.
 *
 * @example
 * permit('duel.can-summon').until('end-turn').when(eq(arg('player'), YOU)).because('Double Summon');
 */
export function permit(node: string): QueryHookText {
  return new QueryHookText({ node, phase: 'permit' });
}

/**
 * A forbid hook on a query: "... cannot ..." where the rules say yes.
 *
 * @example
 * forbid('duel.can-attack').when(ne(arg('player'), YOU)).because('Frozen Ground');
 */
export function forbid(node: string): QueryHookText {
  return new QueryHookText({ node, phase: 'forbid' });
}
