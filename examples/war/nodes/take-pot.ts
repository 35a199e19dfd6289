import { defineNode, moveCard } from 'cardweave';
import { PILE, ZONES, type WarState } from '../state.js';

/** Args of war.take-pot. */
export interface TakePotArgs {
  player: string;
}

/** The winner of a comparison puts the whole pot under their pile, in the order it was played (RULES.md, classic 4). */
export const takePotNode = defineNode<TakePotArgs, WarState>({
  name: 'war.take-pot',
  description: 'The player puts every card of the pot at the bottom of their pile, first played first, each through move-card.',
  continuesTo: [],
  args: { player: 'the winner of the comparison' },
  body(ctx, { player }) {
    const pot = ctx.state.zones[ZONES.pot]!;
    const to = PILE[player]!;
    let moved = 0;
    // Card by card through move-card, so its hooks see each one (what move-all does, one node run fewer per
    // won comparison). Bounded by the pot's size: a hook that cancels or redirects moves cannot loop it forever.
    for (let left = pot.length; left > 0 && pot.length > 0; left--) {
      const card = pot[0]!;
      if (moveCard(ctx, { card, to, faceUp: false })) moved++;
      else if (pot[0] === card) break; // cancelled and still on top: stop rather than retry the same card
    }
    if (ctx.logging) ctx.log({ type: 'war.took-pot', player, cards: moved });
  },
});
