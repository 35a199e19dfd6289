import { MOVE_CARD } from '../cards/move-card.js';
import { zoneList, type CardState } from '../cards/state.js';

// Read once: under tsx every use of an imported binding goes through a getter.
const MOVE = MOVE_CARD;
import { defineNode } from '../graph/node.js';

/**
 * Args of `move-all`.
 *
 * @example
 * ctx.next('move-all', { from: 'pot', to: 'p1.pile' } satisfies MoveAllArgs);
 */
export interface MoveAllArgs {
  from: string;
  to: string;
  at?: 'top' | 'bottom';
  faceUp?: boolean;
}

/**
 * Moves every card of a zone, top first, through move-card: to the bottom of
 * `to` by default, which keeps their order (a pot going under a pile).
 *
 * @example
 * ctx.next('move-all', { from: 'pot', to: 'p1.pile', faceUp: false });
 */
export const moveAllNode = defineNode<MoveAllArgs, CardState>({
  name: 'move-all',
  description: 'Moves every card of a zone, top first, to another zone.',
  continuesTo: ['move-card'],
  args: {
    from: 'zone emptied (top first)',
    to: 'destination zone',
    at: "'top' or 'bottom' (default) of to",
    faceUp: 'optional: face of the moved cards',
  },
  body(ctx, { from, to, at, faceUp }) {
    const zones = ctx.state.zones;
    const listed = zones[from];
    const source = Array.isArray(listed) ? listed : zoneList(ctx.state, from);
    if (!Array.isArray(zones[to])) zoneList(ctx.state, to);
    let moved = 0;
    const total = source.length;
    // Bounded by the starting size: a hook that cancels or redirects a move cannot make this loop forever.
    for (let i = 0; i < total && source.length > 0; i++) {
      const card = source[0]!;
      if (ctx.call(MOVE, { card, to, at, faceUp })) moved++;
      if (source[0] === card) break; // cancelled and still on top: stop rather than retry the same card
    }
    if (ctx.logging) ctx.log({ type: 'moved-all', from, to, cards: moved });
  },
});
