import { buildReport } from './build-report.js';
import { mergeRanges } from './merge.js';
import type { RangeTotals } from './play-range.js';
import type { SimulationResult } from './types.js';

/**
 * The figures of a simulation whose ranges were played elsewhere (a queue's
 * workers): the same merge and report simulate() makes, so ranges that cover
 * the same seeds give the same result, whoever played them.
 *
 * @example reportOfRanges(shards, 1, 4000).report.seats[0]?.winShare;
 */
export function reportOfRanges(
  ranges: readonly RangeTotals[],
  seed: number,
  games: number,
): Pick<SimulationResult, 'wins' | 'draws' | 'measures' | 'report'> {
  const { tally, ...merged } = mergeRanges(ranges, seed, games);
  return { ...merged, report: buildReport({ games, seed, wins: merged.wins, draws: merged.draws }, tally) };
}
