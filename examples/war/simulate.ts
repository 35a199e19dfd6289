import { simulate } from 'cardweave';
import type { WarGameOptions } from './simulate-game.js';
import { spread } from './stats.js';
import type { Variant } from './variants.js';

/** What to simulate, through lib's simulate(), in worker threads when there are many games. Game `i` (from 0) gets seed `seed + i`, wrapped to 32 bits. */
export interface WarSimulation {
  variant: Variant;
  /** Extra pack files on top of the variant's (workers load them by file). */
  packFiles?: readonly string[];
  /** The largest pack file accepted, in bytes (default: loadCardPackFile's). */
  maxPackBytes?: number;
  games: number;
  seed: number;
  /** Worker threads; default: lib's rule (one for fewer than 1,000 games, else one per core); 1 plays in this thread. */
  workers?: number;
  onProgress?: (done: number, total: number) => void;
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

// Where workers find the per-game play function: they cannot be handed the function itself.
const PLAY_WAR_GAME = { module: import.meta.resolve('./simulate-game.js'), export: 'playWarGame' };

/**
 * Plays `games` War games without logs through lib's simulate() (in worker
 * threads for large runs; the figures do not depend on how many) and sums
 * them up: wins, draws, comparisons per game (mean, median, 95th percentile)
 * and games per second. This is what `--games` runs.
 *
 * @example (await simulateWarGames({ variant: 'classic', games: 1000, seed: 1, workers: 2 })).p1Wins;
 */
export async function simulateWarGames(request: WarSimulation): Promise<SimulationSummary> {
  const { variant, games, seed, workers, onProgress, maxPackBytes } = request;
  const options: WarGameOptions = { variant };
  const result = await simulate({
    game: PLAY_WAR_GAME,
    packs: request.packFiles ?? [],
    maxPackBytes,
    options,
    games,
    seed,
    workers,
    onProgress,
  });
  const comparisons = result.measures.comparisons;
  if (comparisons === undefined) throw new Error('playWarGame gave no comparisons measure');
  const { mean, median, p95 } = spread(Array.from(comparisons));
  return {
    games,
    p1Wins: result.wins.p1 ?? 0,
    p2Wins: result.wins.p2 ?? 0,
    draws: result.draws,
    meanComparisons: mean,
    medianComparisons: median,
    p95Comparisons: p95,
    gamesPerSecond: result.gamesPerSecond,
  };
}
