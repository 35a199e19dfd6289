import { defineQuery } from 'cardweave';
import type { DuelState } from '../state.js';

/** Args of duel.can-activate: the player, their spell, and its target for a spell that targets. */
export interface CanActivateArgs {
  player: string;
  card: number;
  target?: number;
}

/**
 * `duel.can-activate`: may the player activate this spell now? The rules
 * say yes in their main phase; cards forbid it (or permit what another
 * card's rule refuses). That the spell is in the hand, a spell & trap zone
 * is free and the target is there is checked before it is asked.
 */
export const canActivateQuery = defineQuery<CanActivateArgs, DuelState>({
  name: 'duel.can-activate',
  description: 'May the player activate this spell from the hand: yes in the main phase; cards may forbid it.',
  args: { player: 'who activates it', card: 'the spell, in their hand', target: 'optional: the card it targets' },
  base: () => true,
});
