import { defineNode } from 'cardweave';
import { nameOf, ZONES, type DuelState } from '../state.js';

/** Args of duel.discard: whose hand, and how many cards go. */
export interface DiscardArgs {
  player: string;
  count: number;
}

/** Args of duel.discarded: the player and the cards they picked. */
export interface DiscardedArgs {
  player: string;
  choice: number[];
}

/**
 * `duel.discard`: the player picks `count` cards of their hand to discard (a
 * pick decision: the hand is listed once, the answer is the cards). With no
 * more cards than that in hand there is nothing to choose, and the engine
 * does not ask: they all go.
 */
export const discardNode = defineNode<DiscardArgs, DuelState>({
  name: 'duel.discard',
  description: 'The player picks cards of their hand to discard (all of them when they hold no more than that).',
  continuesTo: [{ node: 'duel.discarded', choice: true }],
  args: { player: 'whose hand', count: 'how many cards' },
  body(ctx, { player, count }) {
    const hand = ctx.state.zones[ZONES[player]!.hand]!;
    const k = Math.min(count, hand.length);
    ctx.choose({
      player,
      prompt: `Discard ${k} card${k === 1 ? '' : 's'}`,
      options: [...hand],
      pick: { min: k, max: k },
      then: 'duel.discarded',
      args: { player },
    });
  },
});

/** `duel.discarded`: the cards picked go to their owner's graveyard, and the discard is logged. */
export const discardedNode = defineNode<DiscardedArgs, DuelState>({
  name: 'duel.discarded',
  description: "The cards picked go from the hand to the owner's graveyard.",
  calls: ['duel.send-to-graveyard'],
  args: { player: 'whose hand', choice: 'the cards picked' },
  body(ctx, { player, choice }) {
    if (ctx.logging) ctx.log({ type: 'duel.discarded', player, names: choice.map((card) => nameOf(ctx.state, card)) });
    for (const card of choice) ctx.call('duel.send-to-graveyard', { card });
  },
});
