import { cardVisibility, type ZoneVisibility } from 'cardweave';
import { PLAYERS, type WarState } from './state.js';

/**
 * How each zone of War is seen: the deck, piles and side decks by nobody
 * (only their size: nobody knows the order of a face-down pile, its owner
 * included), a twist hand by its owner, the pot and the rest on the table by
 * everyone, where a card staked face down shows only its back, to its owner too.
 */
function warZone(zone: string): ZoneVisibility | undefined {
  if (zone === 'deck' || zone.endsWith('.pile') || zone.endsWith('.side')) return { seen: 'hidden' };
  if (zone.endsWith('.hand')) return { seen: 'owner', owner: zone.split('.')[0]! };
  if (zone === 'pot' || zone === 'fortune-pot' || zone === 'discard') return { seen: 'public', faceDown: 'nobody' };
  return undefined;
}

/**
 * What each seat of War (classic and twist) sees. War asks no decisions; its
 * views are for clients, traces and spectators.
 *
 * @example
 * warGame.createEngine({ seed: 1 }).view(null).state.zones.pot; // { count: 0, cards: [] }
 */
export const warVisibility = cardVisibility<WarState>({
  seats: PLAYERS,
  zones: warZone,
  fields: {
    players: 'public',
    active: 'public',
    turn: 'public',
    scores: 'public',
    comparisons: 'public',
    cap: 'public',
    // The face-up card each player has in the comparison: on the table for all to see.
    up: (value, see) => (value as (number | null)[]).map((card) => (card === null ? null : see.card(card))),
  },
  log: {
    // `cards` of a deal and of a bulk move is a count, not a list of cards.
    dealt: (entry) => ({ ...entry }),
    'moved-all': (entry) => ({ ...entry }),
    shuffled: 'public',
    turn: 'public',
    drew: { seenBy: 'player' },
    empty: 'public',
    'war.revealed': 'public',
    compared: 'public',
    'war.war': 'public',
    'war.staked': 'public',
    'war.took-pot': 'public',
    scored: 'public',
    winner: 'public',
    'twist.tie': 'public',
    'twist.won-round': 'public',
    'twist.out': 'public',
    'twist.fortune-won': 'public',
  },
});
