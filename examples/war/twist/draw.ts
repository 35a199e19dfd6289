import type { Args } from 'cardweave';
import { HAND, PILE } from '../state.js';

/**
 * Args of the lib `draw` node for a twist draw: top of the player's pile into
 * their hand; an empty pile ends the game (war.out-of-cards, which twist
 * turns into "most points wins"). One frozen object per player: no allocation per draw.
 */
export const DRAW_ARGS: Readonly<Record<string, Args>> = {
  p1: Object.freeze({ player: 'p1', from: PILE.p1!, to: HAND.p1!, onEmpty: 'war.out-of-cards' }),
  p2: Object.freeze({ player: 'p2', from: PILE.p2!, to: HAND.p2!, onEmpty: 'war.out-of-cards' }),
};
