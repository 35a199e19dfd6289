import { availableParallelism } from 'node:os';

/** Below this many games, starting threads costs more than it saves. */
export const SMALL_SIMULATION = 200;

/**
 * The number of workers a simulation uses when none is asked for: one (the
 * calling thread) for fewer than 200 games, else one per core, never more
 * than there are games.
 *
 * @example defaultWorkers(100); // 1
 */
export function defaultWorkers(games: number, cores: number = availableParallelism()): number {
  if (games < SMALL_SIMULATION) return 1;
  return Math.max(1, Math.min(cores, games));
}
