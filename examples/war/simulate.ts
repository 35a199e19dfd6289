import type { PackSource } from '../../lib/index.js';
import { warGame } from './game.js';
import { spread } from './stats.js';
import { variantPacks, type Variant } from './variants.js';

/** What to simulate. Game `i` (from 0) is played with seed `seed + i`, wrapped to 32 bits. */
export interface SimulationRequest {
  variant: Variant;
  /** Extra packs on top of the variant's. */
  packs?: readonly PackSource[];
  games: number;
  seed: number;
  /** Called after each game with the number of games done (for a progress bar). */
  onGame?: (done: number) => void;
}

/** The summary of a simulation, as `--json` prints it. */
export interface SimulationSummary {
  games: number;
  p1Wins: number;
  p2Wins: number;
  draws: number;
  meanComparisons: number;
  medianComparisons: number;
  p95Comparisons: number;
  gamesPerSecond: number;
}

/** Seed of game `index` of a simulation that starts at `seed`. */
export function gameSeed(seed: number, index: number): number {
  return (seed + index) >>> 0;
}

/**
 * Plays `games` War games without logs and sums them up: wins, draws and
 * comparisons per game (mean, median, 95th percentile), and games per second.
 *
 * @example playWarGames({ variant: 'classic', games: 100, seed: 1 }).p1Wins;
 */
export function playWarGames(request: SimulationRequest): SimulationSummary {
  const { variant, games, seed, onGame } = request;
  const packs = [...variantPacks(variant), ...(request.packs ?? [])];
  const comparisons = new Array<number>(games);
  let p1Wins = 0;
  let p2Wins = 0;
  let draws = 0;
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    const engine = warGame.createEngine({ seed: gameSeed(seed, i), packs, log: false });
    const status = engine.run();
    if (status.status !== 'ended') throw new Error(`Game ${i + 1} (seed ${gameSeed(seed, i)}) stopped without a result: ${status.status}`);
    const winner = (status.result as { winner: string | null }).winner;
    if (winner === 'p1') p1Wins++;
    else if (winner === 'p2') p2Wins++;
    else draws++;
    comparisons[i] = engine.state.comparisons;
    onGame?.(i + 1);
  }
  const seconds = (performance.now() - started) / 1000;
  const { mean, median, p95 } = spread(comparisons);
  return {
    games,
    p1Wins,
    p2Wins,
    draws,
    meanComparisons: mean,
    medianComparisons: median,
    p95Comparisons: p95,
    gamesPerSecond: seconds > 0 ? games / seconds : games,
  };
}
