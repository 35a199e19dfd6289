import type { SimulationSummary } from '../simulate.js';

const percent = (part: number, whole: number): string => `${((100 * part) / whole).toFixed(1)}%`;

/**
 * The summary of a simulation as readable lines.
 *
 * @example summaryLines(summary, 1)[0]; // 'Games: 2000 (seeds 1 to 2000)'
 */
export function summaryLines(s: SimulationSummary, seed: number): string[] {
  const last = (seed + s.games - 1) >>> 0;
  return [
    `Games: ${s.games} (seeds ${seed} to ${last})`,
    `Player 1 wins: ${s.p1Wins} (${percent(s.p1Wins, s.games)})`,
    `Player 2 wins: ${s.p2Wins} (${percent(s.p2Wins, s.games)})`,
    `Draws: ${s.draws} (${percent(s.draws, s.games)})`,
    `Comparisons per game: mean ${s.meanComparisons.toFixed(1)}, median ${s.medianComparisons}, p95 ${s.p95Comparisons}`,
    `Games per second: ${s.gamesPerSecond.toFixed(1)}`,
  ];
}
