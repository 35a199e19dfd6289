/** Summary figures of a list of numbers, as the simulation reports them. */
export interface Spread {
  mean: number;
  median: number;
  p95: number;
}

/**
 * Mean, median and 95th percentile of some numbers. The median of an even
 * count is the mean of the two middle values; the percentile uses the
 * nearest-rank method (the smallest value with at least 95 % of the values at
 * or below it), so it is always one of the values seen.
 *
 * @example spread([1, 2, 3, 10]); // { mean: 4, median: 2.5, p95: 10 }
 */
export function spread(values: readonly number[]): Spread {
  if (values.length === 0) throw new RangeError('Cannot summarise an empty list of values');
  const sorted = Float64Array.from(values).sort();
  let sum = 0;
  for (const v of sorted) sum += v;
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  const rank = Math.ceil(0.95 * sorted.length);
  return { mean: sum / sorted.length, median, p95: sorted[rank - 1]! };
}
