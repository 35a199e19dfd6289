import { CardweaveError } from '../graph/index.js';

/**
 * A simulation was refused or failed: a bad request, a module that cannot be
 * loaded, or a game that threw (then `seed` is that game's seed).
 *
 * @example
 * try { await simulate(request); } catch (e) { if (e instanceof SimulationError) console.error(e.seed, e.message); }
 */
export class SimulationError extends CardweaveError {
  /** Seed of the game that failed, when a game failed. */
  readonly seed: number | undefined;
  constructor(code: string, message: string, options?: { seed?: number; cause?: unknown }) {
    super(code, message, { cause: options?.cause });
    this.name = 'SimulationError';
    this.seed = options?.seed;
  }
}

/**
 * The message of a thrown value, with its class name when it has one.
 *
 * @example reasonOf(new RangeError('no')); // 'RangeError: no'
 */
export function reasonOf(error: unknown): string {
  if (error instanceof Error) return error.name && error.name !== 'Error' ? `${error.name}: ${error.message}` : error.message;
  return String(error);
}
