import { defineNode } from 'cardweave';
import { controllerOf, nameOf, type DuelState } from '../state.js';

/** Why a card is destroyed; the log words each differently. */
export type DestroyCause = 'battle' | 'tribute' | 'effect';

/** Args of duel.destroy. */
export interface DestroyArgs {
  card: number;
  cause: DestroyCause;
}

/**
 * A card on the field is destroyed: logged, then sent to the graveyard. A
 * derived verb, so a hook on duel.send-to-graveyard sees every destruction.
 */
export const destroyNode = defineNode<DestroyArgs, DuelState>({
  name: 'duel.destroy',
  description: 'Destroys a card on the field: logs it, then sends it to the graveyard.',
  // Rule 616.1: the controller of the card destroyed chooses among the replacements competing for it.
  affectedPlayer: ({ card }, state) => controllerOf(state, card),
  calls: ['log', 'duel.send-to-graveyard'],
  args: { card: 'handle of the card', cause: "'battle', 'tribute' or 'effect'" },
  body(ctx, { card, cause }) {
    const state = ctx.state;
    if (ctx.logging) {
      const entry = { type: 'duel.destroyed', card, name: nameOf(state, card), player: controllerOf(state, card), cause };
      ctx.call('log', { entry });
    }
    ctx.call('duel.send-to-graveyard', { card });
  },
});
