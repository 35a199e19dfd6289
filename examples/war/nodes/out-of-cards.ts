import { defineNode } from 'cardweave';
import { OPPONENT, playerName, type WarState } from '../state.js';

/** Args of war.out-of-cards. */
export interface OutOfCardsArgs {
  player: string;
}

/** A player who must play and has no card loses at once; the pot stays unclaimed (RULES.md, classic 6). */
export const outOfCardsNode = defineNode<OutOfCardsArgs, WarState>({
  name: 'war.out-of-cards',
  description: 'The player has no card to play: the opponent wins.',
  continuesTo: ['declare-winner'],
  args: { player: 'the player with no card left' },
  body(ctx, { player }) {
    const winner = OPPONENT[player]!;
    const reason = `${playerName(winner)} wins: ${playerName(player)} has no cards left after ${ctx.state.comparisons} comparisons.`;
    ctx.next('declare-winner', { player: winner, reason });
  },
});
