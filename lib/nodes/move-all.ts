import { MOVE_CARD } from './move-card.js';
import { zoneList, type CardState } from '../cards/state.js';
import { defineNode } from '../graph/node.js';

// Read once: under tsx every use of an imported binding goes through a getter.
const MOVE = MOVE_CARD;

/**
 * Args of `move-all`.
 *
 * @example
 * ctx.next('move-all', { from: pot, to: p1Pile } satisfies MoveAllArgs);
 */
export interface MoveAllArgs {
  /** Zone handle emptied. */
  from: number;
  /** Zone handle the cards go to. */
  to: number;
  at?: 'top' | 'bottom';
  faceUp?: boolean;
}

/**
 * Moves every card of a zone, top first, in one `move-card` of the whole
 * list: to the bottom of `to` by default, which keeps their order (a pot
 * going under a pile). Hooks on move-card see the list and may change it.
 *
 * @example
 * ctx.next('move-all', { from: pot, to: p1Pile, faceUp: false });
 */
export const moveAllNode = defineNode<MoveAllArgs, CardState>({
  name: 'move-all',
  description: 'Moves every card of a zone, top first, to another zone, in one move-card.',
  calls: ['move-card'],
  args: {
    from: 'zone handle emptied (top first)',
    to: 'destination zone handle',
    at: "'top' or 'bottom' (default) of to",
    faceUp: 'optional: face of the moved cards',
  },
  body(ctx, { from, to, at, faceUp }) {
    const state = ctx.state;
    const source = zoneList(state, from);
    zoneList(state, to);
    // A copy: move-card reads its list while the cards leave the zone.
    const cards = source.slice();
    let moved = 0;
    if (ctx.call(MOVE, { cards, to, at, faceUp })) {
      // Pre hooks may have dropped or redirected some: count what arrived.
      for (const card of cards) if (state.cards[card]?.zone === to) moved++;
    }
    if (ctx.logging) ctx.log({ type: 'moved-all', from: state.zoneNames[from]!, to: state.zoneNames[to]!, cards: moved });
  },
});
