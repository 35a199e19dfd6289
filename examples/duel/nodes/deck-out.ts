import { defineNode } from 'cardweave';
import { OPPONENT, type DuelState } from '../state.js';
import type { PlayerArgs } from './shared-args.js';

/** A player who must draw from an empty deck loses the duel. */
export const deckOutNode = defineNode<PlayerArgs, DuelState>({
  name: 'duel.deck-out',
  description: 'The player could not draw: their opponent wins.',
  continuesTo: ['declare-winner'],
  args: { player: 'the player with an empty deck' },
  body(ctx, { player }) {
    ctx.next('declare-winner', { player: OPPONENT[player]!, reason: 'deck out' });
  },
});
