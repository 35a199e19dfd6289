/**
 * Where the values of a whole-number measure fall: the median, 90th and
 * 99th percentiles (nearest rank: the smallest value at least that share of
 * games reach), the mean and the extremes; all 0 when there are no values.
 *
 * @example const length: Spread = { p50: 26, p90: 41, p99: 60, mean: 27.4, min: 9, max: 75 };
 */
export interface Spread {
  p50: number;
  p90: number;
  p99: number;
  mean: number;
  min: number;
  max: number;
}

/**
 * A count of games by value, `[value, games][]`: it adds up exactly, in any
 * order, so batches played on any number of workers merge to one histogram.
 *
 * @example const turns: Histogram = new Map([[12, 3], [13, 5]]);
 */
export type Histogram = Map<number, number>;

/**
 * Adds `from` into `into`, value by value.
 *
 * @example addHistogram(total, batch);
 */
export function addHistogram(into: Histogram, from: ReadonlyMap<number, number> | readonly (readonly [number, number])[]): void {
  for (const [value, count] of from) into.set(value, (into.get(value) ?? 0) + count);
}

/**
 * The spread of the values a histogram counts. Nearest rank, so every
 * percentile is a value some game had, and the same histogram always gives
 * the same figures however it was added up.
 *
 * @example spreadOf(new Map([[1, 1], [2, 1], [3, 1], [4, 1]])); // { p50: 2, p90: 4, p99: 4, mean: 2.5, min: 1, max: 4 }
 */
export function spreadOf(histogram: ReadonlyMap<number, number>): Spread {
  const values = [...histogram].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const total = values.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return { p50: 0, p90: 0, p99: 0, mean: 0, min: 0, max: 0 };
  let sum = 0;
  for (const [value, count] of values) sum += value * count;
  return {
    p50: rank(values, total, 0.5),
    p90: rank(values, total, 0.9),
    p99: rank(values, total, 0.99),
    mean: sum / total,
    min: values[0]![0],
    max: values[values.length - 1]![0],
  };
}

/** The smallest value whose games, with every smaller value's, reach ⌈q·total⌉. */
function rank(sorted: readonly (readonly [number, number])[], total: number, q: number): number {
  const needed = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (const [value, count] of sorted) {
    seen += count;
    if (seen >= needed) return value;
  }
  return sorted[sorted.length - 1]![0];
}
