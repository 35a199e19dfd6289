import { defineNode, moveCard, triggerAbilities } from 'cardweave';
import { ZONES, type DuelState } from '../state.js';

/** Args of duel.set-trap. */
export interface SetTrapArgs {
  player: string;
  card: number;
}

/**
 * A trap from the hand is set face down in a spell & trap zone. Its "set"
 * abilities attach the hooks that will offer it when its moment comes.
 */
export const setTrapNode = defineNode<SetTrapArgs, DuelState>({
  name: 'duel.set-trap',
  description: 'Sets a trap face down in a spell & trap zone; its hooks wait for their moment.',
  calls: ['move-card', 'resolve-ability'],
  args: { player: 'who sets it', card: 'the trap, in their hand' },
  body(ctx, { player, card }) {
    moveCard(ctx, { card, to: ZONES[player]!.spells, faceUp: false });
    if (ctx.logging) ctx.log({ type: 'duel.set-trap', player, card });
    triggerAbilities(ctx, 'set', card, { player });
  },
});
