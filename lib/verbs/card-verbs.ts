// The card verbs: what only a card or its hook can do (CARD_VERBS), each building its step.
import type { CardHook, Step, Value } from '../card-text/card-data.js';
import type { Phase } from '../graph/types.js';

/**
 * Attaches a hook owned by the card (built with {@link before}, {@link replace}, {@link after},
 * {@link permit} or {@link forbid}); with `whileIn`, it lives while the card is in one of those zones.
 *
 * @example
 * attach(before('score').key('lucky-seven:{self}').once().when(eq(arg('player'), YOU)).do(setArgs({ points: mul(arg('points'), 2) })));
 */
export function attach(hook: CardHook, whileIn?: string | string[]): Step {
  return whileIn === undefined
    ? { do: 'attach', hook: hook as unknown as Value }
    : { do: 'attach', hook: hook as unknown as Value, whileIn };
}

/**
 * Detaches the card's hook of that node, phase and key (a template).
 *
 * @example
 * onlyIf(ref('armed'), detach('compare', 'mask', 'reversal'));
 */
export function detach(node: string, phase: Phase, key: string): Step {
  return { do: 'detach', node, phase, key };
}

/**
 * Names a value for later steps (the `let` verb): read it back with `ref(name)`.
 *
 * @example
 * remember('armed', hasHook('compare', 'mask', 'reversal'));
 */
export function remember(name: string, value: Value): Step {
  return { do: 'let', as: name, value };
}

/**
 * Runs a registered effect with the run's args and these params: the escape hatch for what data cannot say.
 *
 * @example
 * runEffect('gift.give', { points: 1 });
 */
export function runEffect(effect: string, params?: { [key: string]: Value }): Step {
  return params === undefined ? { do: 'effect', effect } : { do: 'effect', effect, params };
}

/**
 * Cancels the hooked node's run, in a pre hook: "instead, nothing happens".
 *
 * @example
 * before('next-player').once().do(cancel('extra turn'));
 */
export function cancel(reason?: Value): Step {
  return reason === undefined ? { do: 'cancel' } : { do: 'cancel', reason };
}

/**
 * Rewrites fields of the hooked node's args, in a pre hook (the `set` verb).
 *
 * @example
 * before('duel.measure-atk').do(setArgs({ atk: add(arg('atk'), 300) }));
 */
export function setArgs(fields: { [field: string]: Value }): Step {
  return { do: 'set', ...fields };
}

/**
 * Turns a mask's event into the same event with some args changed: "instead, it happens to ...".
 *
 * @example
 * replace('duel.inflict-damage').do(redirect({ player: opponentOf(arg('player')) }));
 */
export function redirect(set?: { [field: string]: Value }): Step {
  return set === undefined ? { do: 'redirect' } : { do: 'redirect', set };
}

/**
 * Turns a mask's event into a run of another node, with some args changed.
 *
 * @example
 * replace('duel.destroy').do(redirectTo('duel.send-to-graveyard', { card: arg('card') }));
 */
export function redirectTo(node: string, set?: { [field: string]: Value }): Step {
  return set === undefined ? { do: 'redirect', node } : { do: 'redirect', node, set };
}

/**
 * What a player is asked: the fields of a `choose` step.
 *
 * @example
 * const choice: Choice = { player: YOU, prompt: 'Activate?', options: ['activate', 'decline'], then: 'duel.halt-the-charge' };
 */
export interface Choice {
  player: Value;
  prompt: Value;
  options: Value;
  /** The node that carries out the answer. */
  then: string;
  args?: Value;
  /** Makes it a pick of k of the options (`pickExactly(2)`, `pickBetween(0, 2)`): the answer is a list of them. */
  pick?: Value;
  [field: string]: Value | undefined;
}

/**
 * Asks a player to choose one option; the node `then` carries out the answer.
 *
 * @example
 * choose({ player: YOU, prompt: 'Activate?', options: ['activate', 'decline'], then: 'duel.halt-the-charge', args: { card: SELF } });
 */
export function choose(choice: Choice): Step {
  return { do: 'choose', ...choice };
}

/**
 * "Choose k": a choose step's pick of exactly `k` of its options (a number or a selector).
 *
 * @example
 * choose({ player: YOU, prompt: 'Discard two cards', options: cards('{you}.hand'), pick: pickExactly(2), then: 'x.discarded' });
 */
export function pickExactly(k: Value, ordered?: boolean): Value {
  return ordered === undefined ? { min: k, max: k } : { min: k, max: k, ordered };
}

/**
 * "Choose up to n" / "from min to max": a choose step's pick of `min` to `max` of its options.
 *
 * @example
 * choose({ player: YOU, prompt: 'Return up to two cards', options: cards('{you}.grave'), pick: pickBetween(0, 2), then: 'x.returned' });
 */
export function pickBetween(min: Value, max: Value, ordered?: boolean): Value {
  return ordered === undefined ? { min, max } : { min, max, ordered };
}
