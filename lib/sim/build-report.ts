import type { CardReport, LengthReport, SeatReport, SimulationReport } from './report-types.js';
import { binsOf } from './stats/bins.js';
import { spreadOf, type Histogram } from './stats/percentiles.js';
import { wilson } from './stats/wilson.js';
import type { Tally } from './tally.js';

/**
 * When a card is called dead. Only a card drawn in at least `minDrawn`
 * seat-games is judged. It is dead when it was played in under
 * `rarelyPlayed` of them, or when it has no effect: played in at least
 * `minDrawn`, and the whole 95% interval of its win share when played lies
 * within `noEffect` of the average seat's win share (every seat's wins out of
 * every seat's games), so the card neither helps nor hurts by more than that.
 *
 * @example DEAD_CARD_RULE.rarelyPlayed; // 0.1
 */
export const DEAD_CARD_RULE = Object.freeze({ minDrawn: 100, rarelyPlayed: 0.1, noEffect: 0.05 });

/**
 * Turns a run's totals and tally into its report.
 *
 * @example buildReport({ games: 10, seed: 1, wins: { p1: 6, p2: 4 }, draws: 0 }, tally).balance; // 0.8
 */
export function buildReport(
  totals: { games: number; seed: number; wins: Readonly<Record<string, number>>; draws: number },
  tally: Tally,
): SimulationReport {
  const { games, seed, wins } = totals;
  const names = [...tally.seats];
  // A play function that names no seats: its winners, sorted, are the seats.
  for (const winner of Object.keys(wins).sort()) if (!names.includes(winner)) names.push(winner);
  const seats: SeatReport[] = names.map((seat) => {
    const { share, low, high } = wilson(wins[seat] ?? 0, games);
    return { seat, wins: wins[seat] ?? 0, winShare: share!, low, high };
  });
  const shares = seats.map((s) => s.winShare);
  const balance = shares.length < 2 ? 1 : 1 - (Math.max(...shares) - Math.min(...shares));
  const decided = games - totals.draws;
  let firstSeat: SimulationReport['firstSeat'] = null;
  if (seats.length >= 2) {
    const [first, ...others] = seats;
    const advantage = first!.winShare - others.reduce((sum, s) => sum + s.winShare, 0) / others.length;
    const fair = decided / games / seats.length;
    firstSeat = { seat: first!.seat, advantage, clear: fair < first!.low || fair > first!.high };
  }
  const totalWins = seats.reduce((sum, s) => sum + s.wins, 0);
  const average = names.length === 0 ? 0 : totalWins / (games * names.length);
  return {
    games,
    seed,
    seats,
    draws: totals.draws - tally.cut,
    cut: tally.cut,
    gameLength: { turns: lengthOf(tally.turns), decisions: lengthOf(tally.decisions) },
    firstSeat,
    balance,
    cards: cardsOf(tally, average),
  };
}

function lengthOf(histogram: Histogram): LengthReport | null {
  let games = 0;
  for (const count of histogram.values()) games += count;
  return games === 0 ? null : { games, ...spreadOf(histogram), bins: binsOf(histogram) };
}

function cardsOf(tally: Tally, average: number): CardReport[] {
  const rule = DEAD_CARD_RULE;
  const cards = [...tally.cards].map(([card, [drawn, wonDrawn, played, wonPlayed]]): CardReport => {
    const playedOfDrawn = wilson(played, drawn);
    const whenPlayed = wilson(wonPlayed, played);
    const judged = drawn >= rule.minDrawn;
    const rarely = judged && playedOfDrawn.share! < rule.rarelyPlayed;
    const noEffect =
      judged &&
      played >= rule.minDrawn &&
      whenPlayed.low >= average - rule.noEffect &&
      whenPlayed.high <= average + rule.noEffect;
    return {
      card,
      drawn,
      played,
      playedOfDrawn,
      winShareWhenPlayed: whenPlayed.share,
      low: whenPlayed.low,
      high: whenPlayed.high,
      whenDrawnNotPlayed: wilson(wonDrawn - wonPlayed, drawn - played),
      dead: rarely || noEffect,
      deadBecause: rarely ? 'rarely played' : noEffect ? 'no effect' : null,
    };
  });
  return cards.sort(
    (a, b) =>
      (b.winShareWhenPlayed ?? -1) - (a.winShareWhenPlayed ?? -1) ||
      b.drawn - a.drawn ||
      (a.card < b.card ? -1 : a.card > b.card ? 1 : 0),
  );
}
