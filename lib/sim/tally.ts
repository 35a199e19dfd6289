import { addHistogram, type Histogram } from './stats/percentiles.js';
import type { GameOutcome } from './types.js';

/**
 * A card's counts over a run, per seat that drew it in a game (a game where
 * both seats drew it counts twice): `[drawn, won when drawn, played, won when played]`.
 */
export type CardCounts = [drawn: number, wonWhenDrawn: number, played: number, wonWhenPlayed: number];

/**
 * What the report is made of, beyond wins and draws: whole-number counts
 * only, so tallies of batches add up to exactly the tally of one run in any
 * order (seats aside, whose order is the first game's that names them: batches
 * are added in seed order for that).
 */
export interface Tally {
  /** Seats in the order games named them (the first game's first). */
  seats: string[];
  /** Games a cap cut (counted in the draws of the totals too: their winner is null). */
  cut: number;
  turns: Histogram;
  decisions: Histogram;
  cards: Map<string, CardCounts>;
}

/** A tally of no games. */
export function emptyTally(): Tally {
  return { seats: [], cut: 0, turns: new Map(), decisions: new Map(), cards: new Map() };
}

/**
 * Adds one checked game outcome to a tally.
 *
 * @example addGame(tally, { winner: 'p1', seats: ['p1', 'p2'], turns: 9, cards: { drawn: { p1: ['goblin'] } } });
 */
export function addGame(tally: Tally, outcome: GameOutcome): void {
  if (outcome.cut === true) tally.cut++;
  if (outcome.seats !== undefined) addSeats(tally.seats, outcome.seats);
  if (outcome.turns !== undefined) tally.turns.set(outcome.turns, (tally.turns.get(outcome.turns) ?? 0) + 1);
  if (outcome.decisions !== undefined) tally.decisions.set(outcome.decisions, (tally.decisions.get(outcome.decisions) ?? 0) + 1);
  const cards = outcome.cards;
  if (cards === undefined) return;
  const drawn = cards.drawn ?? {};
  const played = cards.played ?? {};
  // One Map of the seat's ids per seat, not three Sets and two spread lists: this runs for every game. Each id
  // counts once per seat however often it is listed, and a played card counts as drawn: a card played straight
  // from the deck was still in the seat's game.
  for (const seat of seatsOf(drawn, played)) {
    const won = outcome.winner === seat ? 1 : 0;
    const seen = new Map<string, boolean>();
    for (const id of drawn[seat] ?? []) if (!seen.has(id)) seen.set(id, false);
    for (const id of played[seat] ?? []) seen.set(id, true);
    for (const [id, wasPlayed] of seen) {
      let counts = tally.cards.get(id);
      if (counts === undefined) tally.cards.set(id, (counts = [0, 0, 0, 0]));
      counts[0]++;
      counts[1] += won;
      if (wasPlayed) {
        counts[2]++;
        counts[3] += won;
      }
    }
  }
}

/** The seats of a game's cards: those that drew any, then those that only played some. */
function seatsOf(drawn: Readonly<Record<string, unknown>>, played: Readonly<Record<string, unknown>>): string[] {
  const seats = Object.keys(drawn);
  for (const seat of Object.keys(played)) if (!seats.includes(seat)) seats.push(seat);
  return seats;
}

/**
 * Adds tally `from` into `into`. Counts commute; seats keep first-seen
 * order, so add batches in seed order.
 *
 * @example for (const range of sortedRanges) addTally(total, range.tally);
 */
export function addTally(into: Tally, from: Tally): void {
  addSeats(into.seats, from.seats);
  into.cut += from.cut;
  addHistogram(into.turns, from.turns);
  addHistogram(into.decisions, from.decisions);
  for (const [id, counts] of from.cards) {
    const here = into.cards.get(id);
    if (here === undefined) into.cards.set(id, [...counts]);
    else for (let i = 0; i < 4; i++) here[i]! += counts[i]!;
  }
}

function addSeats(into: string[], seats: readonly string[]): void {
  for (const seat of seats) if (!into.includes(seat)) into.push(seat);
}
