/**
 * Bradley–Terry strengths from a matrix of wins, fitted by Hunter's MM
 * algorithm (2004): `wins[i][j]` is how often i beat j (a draw may count
 * half to each). Each round sets p_i = W_i / Σ_j n_ij / (p_i + p_j), with
 * W_i i's wins and n_ij the games between i and j, then scales the
 * strengths to a geometric mean of 1; it stops when no strength moves by
 * more than 1e-10 of itself (or after 10,000 rounds). The fit is the
 * maximum-likelihood one when every player both won and lost against the
 * rest, which the caller ensures (a player with no win has strength 0, and
 * one with no loss grows without bound): roundRobin adds half a virtual win
 * each way to every pair.
 *
 * @example bradleyTerry([[0, 3], [1, 0]]); // [1.7320508..., 0.5773502...] (√3 and 1/√3: p_A / p_B = 3 / 1)
 */
export function bradleyTerry(wins: readonly (readonly number[])[]): number[] {
  const k = wins.length;
  for (const row of wins)
    if (row.length !== k || row.some((w) => !(Number.isFinite(w) && w >= 0)))
      throw new RangeError('bradleyTerry(): wins must be a square matrix of finite counts of at least 0');
  const won = wins.map((row) => row.reduce((a, b) => a + b, 0));
  let p = new Array<number>(k).fill(1);
  for (let round = 0; round < 10_000; round++) {
    const next = p.map((pi, i) => {
      let denominator = 0;
      for (let j = 0; j < k; j++) if (j !== i) denominator += (wins[i]![j]! + wins[j]![i]!) / (pi + p[j]!);
      return denominator === 0 ? pi : won[i]! / denominator;
    });
    const scale = Math.exp(next.reduce((a, b) => a + Math.log(b), 0) / k);
    const scaled = next.map((x) => x / scale);
    const moved = scaled.some((x, i) => Math.abs(x - p[i]!) > 1e-10 * Math.max(x, p[i]!));
    p = scaled;
    if (!moved) break;
  }
  return p;
}

/**
 * A strength on the Elo scale: 400·log10(p), so 400 points apart is 10 to 1 odds.
 *
 * @example eloOf(Math.sqrt(3)) - eloOf(1 / Math.sqrt(3)); // 190.848... (3 to 1)
 */
export const eloOf = (strength: number): number => 400 * Math.log10(strength);
