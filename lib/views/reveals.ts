/**
 * Per-card reveals: a rule shows one card to some seats (a card looked at,
 * the top of a deck peeked). A reveal is data in the state, so it is saved
 * and views stay a function of the state; it holds while the card stays in
 * the zone it was revealed in, and ends when the card leaves that zone
 * (move-card forgets it, lib/nodes/move-card.ts) or the zone is shuffled (the `shuffle` node forgets
 * it; a rule that shuffles a zone list by hand calls `forgetReveals`).
 */
import { CardError } from '../cards/errors.js';
import { cardOf, type CardState } from '../cards/index.js';
import type { Json } from '../graph/json.js';

/**
 * One card shown to some seats (`'all'`: to everyone, spectators included), while it stays in `zone`.
 *
 * @example
 * const reveal: Reveal = { card: 12, zone: 0, to: ['p1'] };
 */
export interface Reveal {
  card: number;
  zone: number;
  to: string[] | 'all';
  [field: string]: Json;
}

/**
 * The state field reveals live in. Views never show it as it is: a revealed
 * card is shown as a card the seat sees.
 *
 * @example
 * interface MyState extends CardState, RevealState { players: string[] }
 */
export interface RevealState {
  revealed?: Reveal[];
}

/**
 * Shows a card to some seats (or `'all'`) until it leaves its zone or the zone is shuffled.
 *
 * @example
 * reveal(ctx.state, cardsIn(ctx.state, deck)[0]!, [args.player]); // the player looks at the top of the deck
 */
export function reveal(state: CardState & RevealState, card: number, to: readonly string[] | 'all'): void {
  const zone = cardOf(state, card).zone;
  if (to !== 'all' && (!Array.isArray(to) || to.some((s) => typeof s !== 'string' || s === ''))) {
    throw new CardError('reveal-bad-seats', `reveal() shows a card to a list of seats or 'all', got ${JSON.stringify(to)}`);
  }
  const list = (state.revealed ??= []);
  list.push({ card, zone, to: to === 'all' ? 'all' : Array.from(to as readonly string[]) });
}

/**
 * Ends the reveals of the cards in a zone (a shuffle makes them unknown again).
 *
 * @example
 * ctx.rng.shuffle(state.zones[deck]!); forgetReveals(state, deck);
 */
export function forgetReveals(state: CardState & RevealState, zone: number): void {
  const list = state.revealed;
  if (list === undefined || list.length === 0) return;
  state.revealed = list.filter((r) => r.zone !== zone);
}

/** @internal True when a reveal in force shows `card` (in `zone`) to `seat` (null: a spectator, who sees reveals to all). */
export function isRevealed(state: CardState & RevealState, card: number, zone: number, seat: string | null): boolean {
  const list = state.revealed;
  if (list === undefined) return false;
  for (const r of list) {
    if (r.card !== card || r.zone !== zone) continue;
    if (r.to === 'all' || (seat !== null && Array.isArray(r.to) && r.to.includes(seat))) return true;
  }
  return false;
}
