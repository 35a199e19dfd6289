import { MOVE_CARD } from '../cards/move-card.js';
import { zoneList, type CardState } from '../cards/state.js';

// Read once: under tsx every use of an imported binding goes through a getter.
const MOVE = MOVE_CARD;
import { defineNode } from '../graph/node.js';

/**
 * Args of `deal`.
 *
 * @example
 * ctx.next('deal', { from: 'deck', to: ['p1.hand', 'p2.hand'], count: 5 } satisfies DealArgs);
 */
export interface DealArgs {
  from: string;
  /** Zones dealt to, in turn. */
  to: string[];
  /** Cards per zone; 'all' (default) deals until `from` is empty. */
  count?: number | 'all';
  faceUp?: boolean;
}

/**
 * Deals one card at a time from the top of `from` to the bottom of each `to`
 * zone in turn, so each zone's top is the first card it was dealt.
 *
 * @example
 * ctx.next('deal', { from: 'deck', to: ['p1.pile', 'p2.pile'] });
 */
export const dealNode = defineNode<DealArgs, CardState>({
  name: 'deal',
  description: 'Deals cards one at a time from the top of a zone, round-robin over target zones.',
  continuesTo: ['move-card'],
  args: {
    from: 'zone dealt from (top first)',
    to: 'zones dealt to, in turn; each receives at its bottom',
    count: "cards per zone, or 'all' (default): every card from holds when the deal starts",
    faceUp: 'optional: face of the dealt cards',
  },
  body(ctx, { from, to, count = 'all', faceUp }) {
    const source = zoneList(ctx.state, from);
    if (!Array.isArray(to) || to.length === 0) throw new Error('deal: to must be a non-empty array of zones');
    for (const zone of to) zoneList(ctx.state, zone);
    if (count !== 'all' && !(Number.isInteger(count) && count > 0)) {
      throw new Error(`deal: count must be a positive integer or "all", got ${JSON.stringify(count)}`);
    }
    // 'all' means the cards there now: dealing a zone to itself must not go round forever.
    const total = count === 'all' ? source.length : count * to.length;
    let dealt = 0;
    let turn = 0;
    // A cancelled move still uses the target's turn, so a hook cannot make the deal loop forever.
    for (let tries = 0; tries < total && source.length > 0; tries++) {
      const card = source[0]!;
      if (ctx.call(MOVE, { card, to: to[turn]!, faceUp })) dealt++;
      else if (source[0] === card) break;
      turn = turn + 1 === to.length ? 0 : turn + 1;
    }
    if (ctx.logging) ctx.log({ type: 'dealt', from, to, cards: dealt });
  },
});
