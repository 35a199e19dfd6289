import { Z95 } from './wilson.js';

/**
 * A paired difference of shares with its 95% interval.
 *
 * @example const d: PairedDifference = pairedDifference(10, 3, 1); console.log(d.change, d.low, d.high); // 0.2, -0.192, 0.592
 */
export interface PairedDifference {
  /** Mean of the per-seed differences: the arm's share minus the base's. */
  change: number;
  low: number;
  high: number;
  /** Seeds the difference is over. */
  n: number;
  /** Seeds where only the arm won, and where only the base won (the discordant pairs). */
  armOnly: number;
  baseOnly: number;
}

/**
 * The change in a seat's win share between two arms played on the same
 * seeds, with the 95% normal interval of the mean paired difference: per
 * seed d = (arm won) − (base won), in {−1, 0, 1}; change = mean(d), and the
 * interval is change ± z·s/√n with s the sample standard deviation of d.
 * For these 0/1 outcomes this is the Wald interval of McNemar's paired
 * design: only the discordant seeds (b where only the arm won, c where only
 * the base won) move it, change = (b − c)/n and
 * s² = ((b + c) − (b − c)²/n)/(n − 1). Paired rather than two independent
 * Wilson intervals: seeds on which both arms play alike cancel out, so the
 * same games resolve a far smaller change. With no discordant seed the
 * interval is 0 to 0 (the arms never differed on these seeds); with one
 * seed it is the whole of −1 to 1.
 *
 * @example pairedDifference(10, 3, 1); // { change: 0.2, low: -0.1..., high: 0.5..., n: 10, armOnly: 3, baseOnly: 1 }
 */
export function pairedDifference(n: number, armOnly: number, baseOnly: number): PairedDifference {
  if (
    !Number.isSafeInteger(n) ||
    n < 1 ||
    !Number.isSafeInteger(armOnly) ||
    !Number.isSafeInteger(baseOnly) ||
    armOnly < 0 ||
    baseOnly < 0 ||
    armOnly + baseOnly > n
  )
    throw new RangeError(
      `pairedDifference(): expected whole numbers with armOnly + baseOnly <= n and n >= 1, got n ${n}, ${armOnly} and ${baseOnly}`,
    );
  const change = (armOnly - baseOnly) / n;
  if (n === 1) return { change, low: -1, high: 1, n, armOnly, baseOnly };
  const variance = (armOnly + baseOnly - (armOnly - baseOnly) ** 2 / n) / (n - 1);
  const half = Z95 * Math.sqrt(Math.max(0, variance) / n);
  return { change, low: Math.max(-1, change - half), high: Math.min(1, change + half), n, armOnly, baseOnly };
}
