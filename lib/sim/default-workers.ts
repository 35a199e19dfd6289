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
