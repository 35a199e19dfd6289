import { defineNode } from 'cardweave';
import { PILES, ZONES, seatOf, type WarState } from '../state.js';
import { battleArgsOf } from './shared-args.js';

/** Starts a game: one shuffle of the deck in build order, then the deal, then the first battle (RULES.md, classic 2-4). */
export const beginNode = defineNode<Record<string, never>, WarState>({
  name: 'war.begin',
  description:
    'Shuffles the deck once with the game RNG, deals it out one card at a time, then starts the first battle with a reveal.',
  calls: ['shuffle', 'deal'],
  continuesTo: ['war.reveal'],
  body(ctx) {
    ctx.call('shuffle', { zone: ZONES.deck });
    // deal puts each card under its pile, so the first card a player gets is their top card.
    ctx.call('deal', { from: ZONES.deck, to: PILES });
    ctx.next('war.reveal', battleArgsOf(seatOf(ctx.state.active)));
  },
});
