import { defineNode } from '../../../lib/index.js';
import { PILE, ZONES, type WarState } from '../state.js';

/** Args of war.take-pot. */
export interface TakePotArgs {
  player: string;
}

/** The winner of a comparison puts the whole pot under their pile, in the order it was played (RULES.md, classic 4). */
export const takePotNode = defineNode<TakePotArgs, WarState>({
  name: 'war.take-pot',
  description: 'The player puts every card of the pot at the bottom of their pile, first played first.',
  continuesTo: [],
  args: { player: 'the winner of the comparison' },
  body(ctx, { player }) {
    const cards = ctx.state.zones[ZONES.pot]!.length;
    ctx.call('move-all', { from: ZONES.pot, to: PILE[player]!, faceUp: false });
    if (ctx.logging) ctx.log({ type: 'war.took-pot', player, cards });
  },
});
