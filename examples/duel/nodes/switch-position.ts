import { cardOf, defineNode } from 'cardweave';
import { nameOf, type DuelState } from '../state.js';

/** Args of duel.switch-position. */
export interface SwitchPositionArgs {
  player: string;
  card: number;
}

/**
 * A monster changes position, once per turn: attack to face-up defense, or
 * defense to attack. A face-down monster is flipped face up into attack position.
 */
export const switchPositionNode = defineNode<SwitchPositionArgs, DuelState>({
  name: 'duel.switch-position',
  description: 'Switches a monster between attack and defense position; a face-down monster flips face up into attack.',
  args: { player: 'who controls the monster', card: 'the monster' },
  body(ctx, { player, card }) {
    const state = ctx.state;
    const instance = cardOf(state, card);
    const flipped = !instance.faceUp;
    const position = state.positions[card] === 'attack' ? 'defense' : 'attack';
    state.positions[card] = position;
    instance.faceUp = true;
    state.turnFlags.switched.push(card);
    if (ctx.logging) ctx.log({ type: 'duel.switched', player, card, name: nameOf(state, card), position, flipped });
  },
});
