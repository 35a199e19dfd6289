import { SimulationError } from './errors.js';
import { gameSeed } from './ranges.js';
import type { RangeTotals } from './play-range.js';
import { addTally, emptyTally, type Tally } from './tally.js';

/** The game figures of a whole simulation (a SimulationResult without its counts of games and timings). */
export interface MergedTotals {
  wins: Record<string, number>;
  draws: number;
  measures: Record<string, Float64Array>;
  tally: Tally;
}

/**
 * Adds up ranges that cover games `0 .. games - 1`: counts are summed, and
 * each measure's per-game values are copied to their game's index, so the
 * result is the same however the games were split.
 *
 * @example mergeRanges([a, b], 1, 400).wins; // { p1: 201, p2: 190 }
 */
export function mergeRanges(ranges: readonly RangeTotals[], seed: number, games: number): MergedTotals {
  const sorted = [...ranges].sort((x, y) => x.first - y.first);
  const wins = new Map<string, number>();
  let draws = 0;
  let names: string[] | undefined;
  const measures: Record<string, Float64Array> = {};
  const tally = emptyTally();
  let next = 0;
  for (const range of sorted) {
    if (range.first !== next)
      throw new Error(`Simulation ranges do not cover the games: expected one from game ${next}, got ${range.first}`);
    next += range.count;
    if (range.count === 0) continue;
    const here = Object.keys(range.measures);
    if (names === undefined) {
      names = here;
      for (const name of names) measures[name] = new Float64Array(games);
    } else if (here.length !== names.length || names.some((name) => !(name in range.measures))) {
      const s = gameSeed(seed, range.first);
      throw new SimulationError(
        'sim-measures-differ',
        `Game ${range.first + 1} (seed ${s}) gave a bad outcome: its measures (${here.join(', ') || 'none'}) differ from the first game's (${names.join(', ') || 'none'})`,
        { seed: s },
      );
    }
    for (const [winner, count] of range.wins) wins.set(winner, (wins.get(winner) ?? 0) + count);
    draws += range.draws;
    // In seed order (the ranges are sorted): counts add up alike in any order, and seats keep the first game's order.
    addTally(tally, range.tally);
    for (const name of names) measures[name]!.set(range.measures[name]!, range.first);
  }
  if (next !== games) throw new Error(`Simulation ranges do not cover the games: they end at game ${next}, expected ${games}`);
  // Sorted keys: the same object, key order included, for any split.
  const sortedWins = Object.fromEntries([...wins].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { wins: sortedWins, draws, measures, tally };
}
