import { defineNode } from 'cardweave';
import { PILES, ZONES, seatOf, type WarState } from '../state.js';

// Read once: under tsx every use of an imported binding goes through a getter.
const PILE_OF_SEAT = PILES;
const POT = ZONES.pot;
const seat = seatOf;

/** Args of war.take-pot. */
export interface TakePotArgs {
  player: string;
}

/** The winner of a comparison puts the whole pot under their pile, in the order it was played (RULES.md, classic 4). */
export const takePotNode = defineNode<TakePotArgs, WarState>({
  name: 'war.take-pot',
  description: 'The player puts every card of the pot at the bottom of their pile, first played first, in one move-card.',
  calls: ['move-card'],
  args: { player: 'the winner of the comparison' },
  body(ctx, { player }) {
    const state = ctx.state;
    const to = PILE_OF_SEAT[seat(player)]!;
    // A copy of the pot: move-card reads its list while the cards leave the pot. Hooks on move-card see the
    // whole pot at once and may drop cards from it or send it elsewhere. The pot of a battle (two cards) is copied
    // as a literal: slice() is a call to a builtin, on most comparisons.
    const pot = state.zones[POT]!;
    const cards = pot.length === 2 ? [pot[0]!, pot[1]!] : pot.slice();
    const done = ctx.call('move-card', { cards, to, faceUp: false });
    if (ctx.logging) {
      // The cards that arrived: a pre hook may have cancelled the move or dropped cards from it.
      let moved = 0;
      if (done) for (const card of cards) if (state.cards[card]!.zone === to) moved++;
      ctx.log({ type: 'war.took-pot', player, cards: moved });
    }
  },
});
