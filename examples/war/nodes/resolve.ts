import { defineNode } from 'cardweave';
import { seatOf, type WarState } from '../state.js';
import { battleArgsOf, NO_ARGS, playerArgsOf } from './shared-args.js';

// Read once: under tsx every use of an imported binding goes through a getter, and this runs on every comparison.
const seat = seatOf;

/** Args of war.resolve, as compare hands them on. */
export interface ResolveArgs {
  winner: string | null;
}

/**
 * Settles one comparison: count it, pay the winner, stop at the cap, or go on
 * (RULES.md, classic 4, 5, 7, 8): a decisive comparison starts the next battle
 * with a reveal, a tie goes to war.
 */
export const resolveNode = defineNode<ResolveArgs, WarState>({
  name: 'war.resolve',
  description: 'Counts the comparison; the winner takes the pot; a tie means war; the game is a draw once the cap is reached.',
  calls: ['war.take-pot'],
  continuesTo: ['war.reveal', 'war.war', 'declare-winner'],
  args: { winner: 'the player whose card won, or null on a tie' },
  body(ctx, { winner }) {
    const state = ctx.state;
    const count = ++state.comparisons;
    const up = state.up;
    up[0] = null;
    up[1] = null;
    // The pot is awarded before the cap is checked: the last comparison still pays (classic 7).
    if (winner !== null) ctx.call('war.take-pot', playerArgsOf(seat(winner)));
    if (count >= state.cap) {
      // Cut, not decided: a simulation report counts these games apart from draws.
      return ctx.next('declare-winner', {
        player: null,
        reason: `Draw: the cap of ${state.cap} comparisons was reached.`,
        cut: true,
      });
    }
    // A new battle starts with a reveal, the active player first (a variant may have passed the lead).
    if (winner === null) ctx.next('war.war', NO_ARGS);
    else ctx.next('war.reveal', battleArgsOf(seat(state.active)));
  },
});
