import { cardOf, cardStat, defineNode, moveCard } from 'cardweave';
import { ZONES, type DuelState } from '../state.js';

/** Args of duel.send-to-graveyard. */
export interface SendToGraveyardArgs {
  card: number;
}

/**
 * A card goes to its owner's graveyard, face up; a token leaving the field
 * ceases to exist instead. Either way a monster loses its position and
 * measured ATK, and the card's static abilities end with its zone (the card
 * layer's zone lifetimes detach them, whatever moved it).
 */
export const sendToGraveyardNode = defineNode<SendToGraveyardArgs, DuelState>({
  name: 'duel.send-to-graveyard',
  description: "A card goes to its owner's graveyard face up (a token leaves the game); its static hooks end with its zone.",
  calls: ['move-card', 'remove-card'],
  args: { card: 'handle of the card' },
  body(ctx, { card }) {
    const state = ctx.state;
    if (cardStat(state, card, 'token') === 1) ctx.call('remove-card', { cards: [card] });
    else moveCard(ctx, { card, to: ZONES[cardOf(state, card).owner]!.graveyard, faceUp: true });
    state.positions[card] = null;
    state.atk[card] = null;
  },
});
