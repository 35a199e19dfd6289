import { defineQuery } from 'cardweave';
import type { DuelState } from '../state.js';
import type { PlayerCardArgs } from './shared-args.js';

/**
 * `duel.can-set`: may the player set this trap face down now? The rules
 * say yes in their main phase; cards forbid it. That the trap is in the hand
 * and a spell & trap zone is free is checked before it is asked.
 */
export const canSetQuery = defineQuery<PlayerCardArgs, DuelState>({
  name: 'duel.can-set',
  description: 'May the player set this trap from the hand: yes in the main phase; cards may forbid it.',
  args: { player: 'who sets it', card: 'the trap, in their hand' },
  base: () => true,
});
