/**
 * A run of whole-number values from `from` to `to` (both included) and the
 * games whose value fell in it.
 *
 * @example const bin: LengthBin = { from: 10, to: 14, games: 212 };
 */
export interface LengthBin {
  from: number;
  to: number;
  games: number;
}

/** The most bins a histogram is cut into: enough to see a shape, few enough to draw on a phone. */
export const MAX_LENGTH_BINS = 20;

/**
 * Cuts the exact count of games by value into at most `MAX_LENGTH_BINS`
 * bins of equal width, from the smallest value to the largest, empty bins
 * included so a gap shows. Made from the merged count (never per worker and
 * added up), so the bins are the same for any number of workers.
 *
 * @example binsOf(new Map([[3, 2], [5, 1]])); // [{ from: 3, to: 3, games: 2 }, { from: 4, to: 4, games: 0 }, { from: 5, to: 5, games: 1 }]
 */
export function binsOf(histogram: ReadonlyMap<number, number>): LengthBin[] {
  const values = [...histogram].filter(([, games]) => games > 0);
  if (values.length === 0) return [];
  let min = Infinity;
  let max = -Infinity;
  for (const [value] of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const width = Math.ceil((max - min + 1) / MAX_LENGTH_BINS);
  const count = Math.floor((max - min) / width) + 1;
  const bins = Array.from({ length: count }, (_, i): LengthBin => ({
    from: min + i * width,
    to: min + (i + 1) * width - 1,
    games: 0,
  }));
  for (const [value, games] of values) bins[Math.floor((value - min) / width)]!.games += games;
  bins[count - 1]!.to = Math.min(bins[count - 1]!.to, max);
  return bins;
}
