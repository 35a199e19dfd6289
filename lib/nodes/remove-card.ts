import { defineNode } from '../graph/node.js';
import { removeCard } from '../cards/create.js';
import { describe } from '../card-text/definition.js';
import { CardError } from '../cards/errors.js';
import { cardName, hookOwner, noCard } from '../cards/instances.js';
import { refreshLifetimes } from '../card-text/lifetimes.js';
import type { CardState } from '../cards/state.js';

/**
 * Node name of a card leaving the game (a token that leaves the field, a card exiled for good).
 *
 * @example
 * engine.attach(REMOVE_CARD, 'pre', { key: 'nothing-leaves', effect: 'cancel-removal' });
 */
export const REMOVE_CARD = 'remove-card';

/**
 * Args of `remove-card`.
 *
 * @example
 * ctx.call('remove-card', { cards: [token] } satisfies RemoveCardArgs);
 */
export interface RemoveCardArgs {
  cards: readonly number[];
}

/** Array.isArray without widening a readonly number[] to any[]. */
function isList(value: readonly number[]): boolean {
  return Array.isArray(value);
}

/**
 * Takes cards out of the game: each card's hooks are detached (a card no
 * longer in the game owns nothing), its zone bindings end, and its handle
 * stays empty for good. Logs `removed`.
 *
 * @example
 * graph.define(removeCardNode); // registerCardNodes(graph) does this for you
 */
export const removeCardNode = defineNode<RemoveCardArgs, CardState>({
  name: REMOVE_CARD,
  description: 'Takes cards out of the game; the hooks they own end with them.',
  args: { cards: 'handles of the cards leaving the game' },
  body(ctx, args) {
    const state = ctx.state;
    const cards: readonly number[] = args.cards;
    if (!isList(cards))
      throw new CardError('remove-card-bad', `remove-card: cards must be a list of card handles, got ${describe(cards)}`);
    for (const card of cards) if (state.cards[card] == null || typeof card !== 'number') throw noCard(state, card);
    const twice = cards.find((card, i) => cards.indexOf(card) !== i);
    if (twice !== undefined) throw new CardError('remove-card-bad', `remove-card: card ${twice} is listed twice`);
    const names = cards.map((card) => cardName(state, card));
    for (const card of cards) {
      ctx.detachOwned(hookOwner(state, card));
      removeCard(state, card);
      // A token removed (by leaving its zone, or by a card) is no token any more: its handle is empty for good.
      if (state.tokens !== undefined) delete state.tokens[card];
    }
    refreshLifetimes(ctx);
    if (ctx.logging) ctx.log({ type: 'removed', cards: cards.slice(), names });
  },
});
