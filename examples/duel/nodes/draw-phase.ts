import { defineNode } from 'cardweave';
import { ZONES, type DuelState } from '../state.js';
import type { PlayerArgs } from './shared-args.js';

/** Draw phase: the player draws one card; a player who must draw from an empty deck loses. */
export const drawPhaseNode = defineNode<PlayerArgs, DuelState>({
  name: 'duel.draw-phase',
  description: 'The player draws a card (an empty deck loses the duel), then the next phase.',
  calls: [{ node: 'draw', with: { onEmpty: 'duel.deck-out' } }],
  continuesTo: ['next-phase'],
  args: { player: 'whose turn it is' },
  body(ctx, args) {
    const state = ctx.state;
    const { deck, hand } = ZONES[args.player]!;
    const drawn = state.zones[deck]!.length > 0;
    // draw runs duel.deck-out next when the deck is empty; it is queued before the next phase, so the duel ends first.
    ctx.call('draw', { player: args.player, from: deck, to: hand, onEmpty: 'duel.deck-out' });
    if (drawn && ctx.logging) ctx.log({ type: 'duel.drew', player: args.player, left: state.zones[deck]!.length });
    ctx.next('next-phase', args);
  },
});
