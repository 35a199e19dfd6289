import { availableParallelism } from 'node:os';

/**
 * Below this many games, starting threads costs more than it saves. Measured
 * on classic War from the TypeScript sources (2 cores): a worker takes
 * 0.6-1.5 s to start and load the game under tsx, so two workers only beat
 * the calling thread from about 1,000 games.
 *
 * @example if (games < SMALL_SIMULATION) console.log('played in this thread');
 */
export const SMALL_SIMULATION = 1000;

/**
 * The number of workers a simulation uses when none is asked for: one (the
 * calling thread) for fewer than 1,000 games, else one per core, never more
 * than there are games.
 *
 * @example defaultWorkers(100); // 1
 */
export function defaultWorkers(games: number, cores: number = availableParallelism()): number {
  if (games < SMALL_SIMULATION) return 1;
  return Math.max(1, Math.min(cores, games));
}

/**
 * The most workers a simulation accepts: twice the cores. Games are CPU-bound
 * and synchronous, so threads beyond the cores only share them. Measured on
 * classic War from the TypeScript sources, 2 cores, shared machine: over
 * 20,000 games, 4 workers ran 1.2-1.6x as fast as 2 (several ranges per core
 * even out ranges whose games happen to run long), 8 no faster than 4 and 16
 * slower; over 4,000 games 16 workers ran 3.6x and 32 workers 5x slower than 2,
 * each worker adding about 55 MB and its own start-up (the issue that asked
 * for this cap saw 64 workers take 3.2 GB and run 21x slower than 2).
 *
 * @example maxWorkers(2); // 4
 */
export function maxWorkers(cores: number = availableParallelism()): number {
  return 2 * Math.max(1, cores);
}
