import { simulate, type PackSource } from 'cardweave';
import { playWarGame, type WarGameOptions } from './simulate-game.js';
import { spread } from './stats.js';
import type { Variant } from './variants.js';

/** What to simulate in this thread. Game `i` (from 0) is played with seed `seed + i`, wrapped to 32 bits. */
export interface SimulationRequest {
  variant: Variant;
  /** Extra packs on top of the variant's. */
  packs?: readonly PackSource[];
  games: number;
  seed: number;
  /** Called after each game with the number of games done (for a progress bar). */
  onGame?: (done: number) => void;
}

/** What to simulate with lib's simulate(), in worker threads when there are many games. */
export interface WarSimulation {
  variant: Variant;
  /** Extra pack files on top of the variant's (workers load them by file). */
  packFiles?: readonly string[];
  games: number;
  seed: number;
  /** Worker threads; default: lib's rule (one for fewer than 1,000 games, else one per core). */
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

/** Seed of game `index` of a simulation that starts at `seed`. */
export function gameSeed(seed: number, index: number): number {
  return (seed + index) >>> 0;
}

// Where workers find the per-game play function: they cannot be handed the function itself.
const PLAY_WAR_GAME = { module: import.meta.resolve('./simulate-game.js'), export: 'playWarGame' };

/**
 * Plays `games` War games through lib's simulate() (in worker threads for
 * large runs; the figures do not depend on how many) and sums them up like
 * {@link playWarGames}.
 *
 * @example (await simulateWarGames({ variant: 'classic', games: 1000, seed: 1, workers: 2 })).p1Wins;
 */
export async function simulateWarGames(request: WarSimulation): Promise<SimulationSummary> {
  const { variant, games, seed, workers, onProgress } = request;
  const options: WarGameOptions = { variant };
  const result = await simulate({
    game: PLAY_WAR_GAME,
    packs: request.packFiles ?? [],
    options,
    games,
    seed,
    workers,
    onProgress,
  });
  const comparisons = result.measures.comparisons;
  if (comparisons === undefined) throw new Error('playWarGame gave no comparisons measure');
  return summarise(games, result.wins.p1 ?? 0, result.wins.p2 ?? 0, result.draws, comparisons, result.gamesPerSecond);
}

/**
 * Plays `games` War games without logs in this thread and sums them up:
 * wins, draws and comparisons per game (mean, median, 95th percentile), and
 * games per second.
 *
 * @example playWarGames({ variant: 'classic', games: 100, seed: 1 }).p1Wins;
 */
export function playWarGames(request: SimulationRequest): SimulationSummary {
  const { variant, games, seed, onGame } = request;
  const packs = request.packs ?? [];
  const comparisons = new Float64Array(games);
  let p1Wins = 0;
  let p2Wins = 0;
  let draws = 0;
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    let outcome;
    try {
      outcome = playWarGame(gameSeed(seed, i), packs, { variant });
    } catch (error) {
      throw new Error(`Game ${i + 1} (seed ${gameSeed(seed, i)}): ${(error as Error).message}`, { cause: error });
    }
    if (outcome.winner === 'p1') p1Wins++;
    else if (outcome.winner === 'p2') p2Wins++;
    else draws++;
    comparisons[i] = outcome.measures!.comparisons!;
    onGame?.(i + 1);
  }
  const seconds = (performance.now() - started) / 1000;
  return summarise(games, p1Wins, p2Wins, draws, comparisons, seconds > 0 ? games / seconds : games);
}

function summarise(
  games: number,
  p1Wins: number,
  p2Wins: number,
  draws: number,
  comparisons: Float64Array,
  gamesPerSecond: number,
): SimulationSummary {
  const { mean, median, p95 } = spread(Array.from(comparisons));
  return { games, p1Wins, p2Wins, draws, meanComparisons: mean, medianComparisons: median, p95Comparisons: p95, gamesPerSecond };
}
