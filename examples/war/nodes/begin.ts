import { defineNode } from 'cardweave';
import { PILE, ZONES, type WarState } from '../state.js';

/** Starts a game: one shuffle of the deck in build order, then the deal (RULES.md, classic 2-3). */
export const beginNode = defineNode<Record<string, never>, WarState>({
  name: 'war.begin',
  description: 'Shuffles the deck once with the game RNG, deals it out one card at a time, then starts the first battle.',
  continuesTo: ['war.battle'],
  body(ctx) {
    ctx.call('shuffle', { zone: ZONES.deck });
    // deal puts each card under its pile, so the first card a player gets is their top card.
    ctx.call('deal', { from: ZONES.deck, to: [PILE.p1!, PILE.p2!] });
    ctx.next('war.battle', {});
  },
});
