import type { LengthBin } from './stats/bins.js';
import type { Spread } from './stats/percentiles.js';
import type { Share } from './stats/wilson.js';

export type { Share } from './stats/wilson.js';
export type { Spread } from './stats/percentiles.js';
export type { LengthBin } from './stats/bins.js';

/**
 * One seat's games: `winShare` is its wins out of every game played (draws
 * and cut games count as not won), with its 95% Wilson interval `low` to `high`.
 *
 * @example const seat: SeatReport = { seat: 'p2', wins: 810, winShare: 0.81, low: 0.785, high: 0.833 };
 */
export interface SeatReport {
  seat: string;
  wins: number;
  winShare: number;
  low: number;
  high: number;
}

/**
 * How long games lasted, over the games that said (`games`): a card game's
 * turns are its state's turn counter, its decisions those its players answered.
 *
 * @example const turns: LengthReport = { games: 1000, p50: 9, p90: 14, p99: 21, mean: 9.6, min: 3, max: 28, bins };
 */
export interface LengthReport extends Spread {
  games: number;
  /**
   * The histogram: at most 20 bins of equal width from `min` to `max`, each
   * `{ from, to, games }` with both ends included, empty bins kept. Cut from
   * the exact count of games by value after the workers' counts are added
   * up, so it is the same for any number of workers.
   */
  bins: LengthBin[];
}

/**
 * One card's figures. Counted per seat and game: a game where both seats
 * drew the card counts twice in `drawn`. `winShareWhenPlayed` (with `low` to
 * `high`) is the share of those seat-games won when the seat played the card;
 * `whenDrawnNotPlayed` when it drew the card and never played it.
 *
 * @example const card: CardReport = { card: 'goblin', drawn: 620, played: 590, playedOfDrawn, winShareWhenPlayed: 0.55, low: 0.51, high: 0.59, whenDrawnNotPlayed, dead: false, deadBecause: null };
 */
export interface CardReport {
  card: string;
  drawn: number;
  played: number;
  /** Played out of drawn, with its interval. */
  playedOfDrawn: Share;
  /** Null when the card was never played. */
  winShareWhenPlayed: number | null;
  low: number;
  high: number;
  /** Win share when drawn and not played, with its interval. */
  whenDrawnNotPlayed: Share;
  /** See DEAD_CARD_RULE: rarely played once drawn, or no effect on the win share at enough plays. */
  dead: boolean;
  deadBecause: 'rarely played' | 'no effect' | null;
}

/**
 * What a simulation says about its game, as plain JSON data (`cardweave sim
 * --json` prints it). Every figure is the same for any number of workers.
 *
 * @example const { seats, firstSeat, balance, cards } = (await simulate(request)).report;
 */
export interface SimulationReport {
  games: number;
  seed: number;
  /** Seats first seat first, as the games listed them (`state.players` for a card game). */
  seats: SeatReport[];
  /** Games that ended with no winner by the game's rules. */
  draws: number;
  /** Games a cap (turns, steps, comparisons) stopped before the rules decided them; not draws. */
  cut: number;
  gameLength: { turns: LengthReport | null; decisions: LengthReport | null };
  /**
   * The first seat's win share minus the mean of the others' (negative: the
   * first seat is at a disadvantage), and whether the first seat's interval
   * leaves out a fair share (decided games split evenly): `clear`. Null with fewer than two seats.
   */
  firstSeat: { seat: string; advantage: number; clear: boolean } | null;
  /** 1 − the largest gap between two seats' win shares: 1 is even, 0 is one seat winning every game. */
  balance: number;
  /** Strongest first (by win share when played; never played last), dead cards marked. */
  cards: CardReport[];
}
