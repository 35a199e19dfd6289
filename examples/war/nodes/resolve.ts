import { defineNode } from 'cardweave';
import type { WarState } from '../state.js';
import { NO_ARGS, PLAYER_ARGS } from './shared-args.js';

/** Args of war.resolve, as compare hands them on. */
export interface ResolveArgs {
  winner: string | null;
}

/** Settles one comparison: count it, pay the winner, stop at the cap, or go on (RULES.md, classic 4, 5, 7, 8). */
export const resolveNode = defineNode<ResolveArgs, WarState>({
  name: 'war.resolve',
  description: 'Counts the comparison; the winner takes the pot; a tie means war; the game is a draw once the cap is reached.',
  continuesTo: ['war.take-pot', 'war.war', 'war.battle', 'declare-winner'],
  args: { winner: 'the player whose card won, or null on a tie' },
  body(ctx, { winner }) {
    const state = ctx.state;
    const count = ++state.comparisons;
    state.up.p1 = null;
    state.up.p2 = null;
    // The pot is awarded before the cap is checked: the last comparison still pays (classic 7).
    if (winner !== null) ctx.call('war.take-pot', PLAYER_ARGS[winner]);
    if (count >= state.cap) {
      return ctx.next('declare-winner', { player: null, reason: `Draw: the cap of ${state.cap} comparisons was reached.` });
    }
    ctx.next(winner === null ? 'war.war' : 'war.battle', NO_ARGS);
  },
});
