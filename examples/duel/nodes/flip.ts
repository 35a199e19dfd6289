import { cardOf, defineNode } from 'cardweave';
import { nameOf, stat, type DuelState } from '../state.js';

/** Args of duel.flip. */
export interface FlipArgs {
  card: number;
}

/** A face-down monster is turned face up where it stands (its position does not change). */
export const flipNode = defineNode<FlipArgs, DuelState>({
  name: 'duel.flip',
  description: 'Turns a face-down monster face up in its position.',
  args: { card: 'the face-down monster' },
  body(ctx, { card }) {
    const state = ctx.state;
    cardOf(state, card).faceUp = true;
    if (ctx.logging)
      ctx.log({
        type: 'duel.flipped',
        card,
        name: nameOf(state, card),
        player: cardOf(state, card).controller,
        def: stat(state, card, 'def'),
      });
  },
});
