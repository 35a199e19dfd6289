import { cardOf, defineNode, moveCard } from 'cardweave';
import { ZONES, type DuelState } from '../state.js';

/** Args of duel.send-to-graveyard. */
export interface SendToGraveyardArgs {
  card: number;
}

/**
 * A card goes to its owner's graveyard, face up. It leaves play: the hooks it
 * owns end with it (a continuous spell stops working), and a monster loses its
 * position and measured ATK.
 */
export const sendToGraveyardNode = defineNode<SendToGraveyardArgs, DuelState>({
  name: 'duel.send-to-graveyard',
  description: "A card goes to its owner's graveyard face up; the hooks it owns are detached.",
  calls: ['move-card'],
  args: { card: 'handle of the card' },
  body(ctx, { card }) {
    const state = ctx.state;
    moveCard(ctx, { card, to: ZONES[cardOf(state, card).owner]!.graveyard, faceUp: true, detachHooks: true });
    state.positions[card] = null;
    state.atk[card] = null;
  },
});
