/**
 * One War game as a simulation plays it, in whichever thread: lib's
 * simulate() imports this module by file (see simulate.ts), since a worker
 * thread cannot be handed a function.
 */
import type { GameOutcome, PackSource } from 'cardweave';
import { warGame } from './game.js';
import { variantPacks, type Variant } from './variants.js';

/** What every game of a War simulation shares, besides its packs. */
export interface WarGameOptions {
  variant: Variant;
}

/**
 * Plays the War game of one seed without a log: the winner (null for a draw)
 * and its number of comparisons.
 *
 * @example playWarGame(1, [], { variant: 'classic' }); // { winner: 'p2', measures: { comparisons: 289 } }
 */
export function playWarGame(seed: number, packs: readonly PackSource[], options: WarGameOptions): GameOutcome {
  const engine = warGame.createEngine({ seed, packs: [...variantPacks(options.variant), ...packs], log: false });
  const status = engine.run();
  if (status.status !== 'ended') throw new Error(`the game stopped without a result: ${status.status}`);
  return { winner: (status.result as { winner: string | null }).winner, measures: { comparisons: engine.state.comparisons } };
}
