import { defineNode, moveCard } from 'cardweave';
import { PILE, ZONES, type WarState } from '../state.js';

/** Args of war.stake. */
export interface StakeArgs {
  player: string;
  count: number;
}

/** A player puts cards face down onto the pot, always keeping one to turn up (RULES.md, classic 5). */
export const stakeNode = defineNode<StakeArgs, WarState>({
  name: 'war.stake',
  description: 'The player puts `count` cards face down onto the pot; with fewer than count + 1 cards, all but the last.',
  continuesTo: [],
  args: { player: '"p1" or "p2"', count: 'how many cards to stake (3 in a war)' },
  body(ctx, { player, count }) {
    const pile = ctx.state.zones[PILE[player]!]!;
    const staked = pile.length > count ? count : Math.max(0, pile.length - 1);
    for (let i = 0; i < staked; i++) moveCard(ctx, { card: pile[0]!, to: ZONES.pot, faceUp: false });
    if (ctx.logging) ctx.log({ type: 'war.staked', player, cards: staked });
  },
});
