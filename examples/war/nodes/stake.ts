import { defineNode } from 'cardweave';
import { PILES, ZONES, seatOf, type WarState } from '../state.js';

// Read once: under tsx every use of an imported binding goes through a getter.
const PILE_OF_SEAT = PILES;
const POT = ZONES.pot;
const seat = seatOf;

/** Args of war.stake. */
export interface StakeArgs {
  /** The players, in the order they stake: the active player first. */
  players: readonly string[];
  count: number;
}

/**
 * Each player in turn puts cards face down onto the pot, always keeping one
 * to turn up (RULES.md, classic 5): all of it in one move-card, in the order
 * the cards are staked.
 */
export const stakeNode = defineNode<StakeArgs, WarState>({
  name: 'war.stake',
  description:
    'Each player puts `count` cards face down onto the pot; a player with fewer than count + 1 cards stakes all but the last.',
  calls: ['move-card'],
  args: { players: 'the players in the order they stake', count: 'how many cards each stakes (3 in a war)' },
  body(ctx, { players, count }) {
    const state = ctx.state;
    const zones = state.zones;
    const cards: number[] = [];
    const staked: number[] = [];
    for (const player of players) {
      const pile = zones[PILE_OF_SEAT[seat(player)]!]!;
      const n = pile.length > count ? count : Math.max(0, pile.length - 1);
      for (let i = 0; i < n; i++) cards.push(pile[i]!);
      staked.push(n);
    }
    ctx.call('move-card', { cards, to: POT, faceUp: false });
    if (ctx.logging)
      for (let i = 0; i < players.length; i++) ctx.log({ type: 'war.staked', player: players[i]!, cards: staked[i]! });
  },
});
