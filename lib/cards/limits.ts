// "Once per turn" and "once per game": how often one card's ability (or hook given by steps) may run.
// Counted per card (its handle, kept when the card moves or changes hands: a copy or a token is a
// card of its own, so each has its own count), per piece of its data. The record is plain JSON in
// the state (`state.used`), so a save holds it; a turn limit compares with `state.turn`, which the
// turn nodes (next-player, next-turn) keep, so it resets when a turn starts without clearing anything.
import { CardError } from './errors.js';
import { describeCard } from './instances.js';
import type { CardState } from './state.js';
import type { Once } from '../card-text/card-data.js';

export type { Once } from '../card-text/card-data.js';

/** The turn a use is counted in: `state.turn` for a turn limit (a game without it is refused), 0 for a game limit. */
function turnOf(state: CardState, card: number, path: string, once: Once): number {
  if (once === 'game') return 0;
  const turn = (state as { turn?: unknown }).turn;
  if (typeof turn !== 'number')
    throw new CardError(
      'once-per-turn-no-turn',
      `${describeCard(state, card)} has ${path} once per turn, and this game counts no turns: state.turn must be a number (next-player and next-turn keep it)`,
    );
  return turn;
}

/**
 * True when the piece of card data at `path` (`'abilities[0]'`) has run for
 * `card` already this turn (`once: 'turn'`) or this game (`once: 'game'`).
 *
 * @example
 * if (usedUp(state, card, 'abilities[0]', 'turn')) return; // not offered again this turn
 */
export function usedUp(state: CardState, card: number, path: string, once: Once): boolean {
  // The turn is read first, so a game without turns is refused at the first use, not the second.
  const turn = turnOf(state, card, path, once);
  const at = state.used?.[`${card}:${path}`];
  return at !== undefined && (once === 'game' || at === turn);
}

/**
 * Counts one run of the piece of card data at `path` for `card`: it is used
 * up until the turn changes (`'turn'`) or for good (`'game'`).
 *
 * @example
 * markUsed(ctx.state, card, 'abilities[0]', 'turn');
 */
export function markUsed(state: CardState, card: number, path: string, once: Once): void {
  (state.used ??= {})[`${card}:${path}`] = turnOf(state, card, path, once);
}
