import { describe, type CardDefinition } from '../card-text/definition.js';
import { CardError } from './errors.js';
import type { CardInstance, CardState } from './state.js';

/**
 * The instance with this handle; an unknown or removed card is refused.
 *
 * @example
 * zoneName(state, cardOf(state, 0).zone); // 'deck'
 */
export function cardOf(state: CardState, card: number): CardInstance {
  const instance = state.cards[card];
  if (instance == null || typeof card !== 'number') throw noCard(state, card);
  return instance;
}

/**
 * The definition of an instance.
 *
 * @example
 * cardDef(state, 0).id; // 'war.2-of-clubs'
 */
export function cardDef(state: CardState, card: number): CardDefinition {
  const instance = cardOf(state, card);
  const def = state.defs[instance.def];
  if (def === undefined)
    throw new CardError(
      'definition-missing',
      `Card ${card} names definition ${describe(instance.def)}, which is not in this game`,
    );
  return def;
}

/**
 * The printed name of an instance, as logs and screens show it.
 *
 * @example
 * cardName(state, 0); // '2 of Clubs'
 */
export function cardName(state: CardState, card: number): string {
  return cardDef(state, card).name;
}

/**
 * One stat of an instance's definition, or undefined when the card has no such stat.
 *
 * @example
 * cardStat(state, 0, 'rank'); // 2
 */
export function cardStat(state: CardState, card: number, stat: string): number | string | undefined {
  const stats = cardDef(state, card).stats;
  return Object.hasOwn(stats, stat) ? stats[stat] : undefined;
}

/**
 * How many card instances the game holds (removed ones not counted).
 *
 * @example
 * countCards(state); // 52
 */
export function countCards(state: CardState): number {
  let count = 0;
  for (const card of state.cards) if (card !== null) count++;
  return count;
}

/**
 * The hook owner string of a card instance: its name and handle, e.g.
 * "Fortune[53]". Hooks a card attaches name it as `owner`, so errors and traces
 * show which card they belong to, and `move-card` with `detachHooks` (or
 * `ctx.detachOwned`) finds them when the card leaves play.
 *
 * @example
 * ctx.attach('compare', 'pre', { key: 'fortune', effect: 'war.fortunePot', owner: hookOwner(ctx.state, card) });
 */
export function hookOwner(state: CardState, card: number): string {
  return `${cardName(state, card)}[${card}]`;
}

/**
 * @internal A card for an error message: "Fortune (card 53)", or just
 * "card 53" when the handle does not name a live card with a definition.
 */
export function describeCard(state: CardState, card: unknown): string {
  const instance = typeof card === 'number' ? state.cards[card] : undefined;
  const name = instance == null ? undefined : state.defs[instance.def]?.name;
  return name === undefined ? `card ${describe(card)}` : `${name} (card ${card as number})`;
}

/** @internal The refusal of a card handle that names no live card of the game. */
export function noCard(state: CardState, card: unknown): CardError {
  if (typeof card === 'number' && state.cards[card] === null)
    return new CardError('card-removed', `Card ${card} was removed from this game`);
  if (typeof card === 'string')
    return new CardError('card-unknown', `A card is given by handle (a number), got ${JSON.stringify(card)}`);
  return new CardError('card-unknown', `No card ${describe(card)} in this game`);
}

/**
 * How many times a card has changed zone: its incarnation. A moved card is a
 * new object (CR 400.7), so code that keeps a card across queued steps keeps
 * its incarnation too, and checks it with {@link sameCard}.
 *
 * @example
 * const seen = cardIncarnation(ctx.state, target); ctx.next('resolve-later', { target, seen });
 */
export function cardIncarnation(state: CardState, card: number): number {
  cardOf(state, card);
  return state.incarnations[card]!;
}

/**
 * True when the card is still in the game and has not changed zone since it had `incarnation`.
 *
 * @example
 * if (!sameCard(ctx.state, target, seen)) return; // it moved: the effect does nothing
 */
export function sameCard(state: CardState, card: number, incarnation: number): boolean {
  return state.cards[card] != null && state.incarnations[card] === incarnation;
}
