import test from 'ava';
import { simulateWarGames } from '../../../examples/war/simulate.js';
import { playBaselineWars } from '../../../bench/baseline-war.js';

// Reference figures over 2,000 seeded games from an independent implementation (examples/war/RULES.md).
const REFERENCE = { meanComparisons: 1613, p1: 0.43, p2: 0.46, draws: 0.11 };
const GAMES = 2000;

/**
 * Our 2,000 games and the reference's 2,000 are two independent samples, so
 * each tolerance is 3 standard errors of a difference of two such samples:
 * - a share p: sqrt(2 p (1 - p) / 2000), i.e. 3 x 1.6 points for 43 % and 46 %, 3 x 1.0 point for 11 %;
 * - the mean: sd x sqrt(2 / 2000) with sd about 2,900 comparisons (measured on these seeds;
 *   the tail reaches the 10,000 cap), i.e. 3 x 92 comparisons.
 * A rules slip that shifts a share by a few points or the mean by a few hundred fails it;
 * sampling noise alone fails it about once in 370 seed sets.
 */
const shareTolerance = (p: number): number => 3 * Math.sqrt((2 * p * (1 - p)) / GAMES);
const MEAN_TOLERANCE = 3 * 2900 * Math.sqrt(2 / GAMES);

test('2,000 seeded classic games land within sampling noise of the reference statistics', async (t) => {
  const s = await simulateWarGames({ variant: 'classic', games: GAMES, seed: 1, workers: 1 });
  t.is(s.games, GAMES);
  t.is(s.p1Wins + s.p2Wins + s.draws, GAMES);
  t.true(Math.abs(s.meanComparisons - REFERENCE.meanComparisons) <= MEAN_TOLERANCE, `mean ${s.meanComparisons}`);
  t.true(Math.abs(s.p1Wins / GAMES - REFERENCE.p1) <= shareTolerance(REFERENCE.p1), `p1 ${s.p1Wins}`);
  t.true(Math.abs(s.p2Wins / GAMES - REFERENCE.p2) <= shareTolerance(REFERENCE.p2), `p2 ${s.p2Wins}`);
  t.true(Math.abs(s.draws / GAMES - REFERENCE.draws) <= shareTolerance(REFERENCE.draws), `draws ${s.draws}`);
  // The median sits far below the mean (heavy tail), and at least 5 % of games hit the cap.
  t.true(s.medianComparisons < s.meanComparisons / 2);
  t.is(s.p95Comparisons, 10_000);
  // The same seeds through the hand-written loop of bench/ give exactly the same games.
  const baseline = playBaselineWars(1, GAMES);
  t.deepEqual(
    { p1: s.p1Wins, p2: s.p2Wins, draws: s.draws, comparisons: s.meanComparisons * GAMES },
    { p1: baseline.p1, p2: baseline.p2, draws: baseline.draws, comparisons: baseline.comparisons },
  );
});
