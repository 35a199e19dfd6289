/** A contiguous run of games: indexes `first` to `first + count - 1` of the simulation. */
export interface GameRange {
  first: number;
  count: number;
}

/**
 * The most games one simulation plays: 2^32 (4,294,967,296). Every game has a
 * seed of its own (game `i` plays seed `(seed + i) >>> 0`, and there are 2^32
 * seeds: past them the same games would be played again and counted twice),
 * and a measure keeps one number per game in a Float64Array, which holds at
 * most 2^32 numbers (8 bytes each: mind the memory long before that).
 *
 * @example await simulate({ ...request, games: MAX_SIMULATED_GAMES }); // every seed once
 */
export const MAX_SIMULATED_GAMES = 2 ** 32;

/**
 * The seed of game `index` of a simulation that starts at `seed`, wrapped to 32 bits.
 *
 * @example gameSeed(0xffffffff, 1); // 0
 */
export function gameSeed(seed: number, index: number): number {
  return (seed + index) >>> 0;
}

/**
 * Splits `games` games into `parts` contiguous ranges in seed order, sizes
 * differing by at most one (so which worker plays which seed is fixed by the
 * count alone).
 *
 * @example splitGames(5, 2); // [{ first: 0, count: 2 }, { first: 2, count: 3 }]
 */
export function splitGames(games: number, parts: number): GameRange[] {
  const ranges: GameRange[] = [];
  for (let p = 0; p < parts; p++) {
    const first = Math.floor((p * games) / parts);
    ranges.push({ first, count: Math.floor(((p + 1) * games) / parts) - first });
  }
  return ranges;
}
