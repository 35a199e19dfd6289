/** The normal quantile of a two-sided 95% interval: Φ⁻¹(0.975). */
export const Z95 = 1.959963984540054;

/**
 * A share with its 95% interval: `share` is `successes / trials` (null when
 * there were no trials, and then the interval is the whole of 0 to 1).
 *
 * @example const s: Share = { share: 0.8, low: 0.49, high: 0.943, n: 10 };
 */
export interface Share {
  share: number | null;
  low: number;
  high: number;
  /** The trials the share is out of. */
  n: number;
}

/**
 * The share `successes / trials` with its 95% Wilson score interval. Wilson
 * rather than the textbook p ± 1.96·√(p(1−p)/n): that one collapses to a
 * width of zero at 0 or n successes and leaves 0 to 1 at small n, while
 * Wilson's stays inside 0 to 1 and keeps close to 95% coverage for the
 * shares of a few hundred games a balance report is made of.
 *
 * @example wilson(8, 10); // { share: 0.8, low: 0.4901..., high: 0.9433..., n: 10 }
 */
export function wilson(successes: number, trials: number): Share {
  if (!Number.isSafeInteger(trials) || trials < 0 || !Number.isSafeInteger(successes) || successes < 0 || successes > trials)
    throw new RangeError(`wilson(): expected whole numbers 0 <= successes <= trials, got ${successes} of ${trials}`);
  if (trials === 0) return { share: null, low: 0, high: 1, n: 0 };
  const p = successes / trials;
  const z2 = Z95 * Z95;
  const scale = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / scale;
  const half = (Z95 / scale) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  // At 0 or n successes a bound is exact in theory (0 or 1); rounding must not push it past the share.
  return {
    share: p,
    low: successes === 0 ? 0 : Math.max(0, centre - half),
    high: successes === trials ? 1 : Math.min(1, centre + half),
    n: trials,
  };
}
