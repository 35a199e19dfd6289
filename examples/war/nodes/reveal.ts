import { defineNode, moveCard } from 'cardweave';
import { PILE, ZONES, type WarState } from '../state.js';

/** Args of war.reveal. */
export interface RevealArgs {
  player: string;
}

/** A player turns the top card of their pile face up onto the pot (RULES.md, classic 4-6). */
export const revealNode = defineNode<RevealArgs, WarState>({
  name: 'war.reveal',
  description: 'The player turns their top card face up onto the pot; a player with no card to turn loses at once.',
  continuesTo: ['war.out-of-cards'],
  args: { player: '"p1" or "p2"' },
  body(ctx, args) {
    const state = ctx.state;
    const card = state.zones[PILE[args.player]!]![0];
    if (card === undefined) return ctx.next('war.out-of-cards', args);
    moveCard(ctx, { card, to: ZONES.pot, faceUp: true });
    state.up[args.player] = card;
    if (ctx.logging) ctx.log({ type: 'war.revealed', player: args.player, card, name: state.defs[state.cards[card]!.defId]!.name });
  },
});
