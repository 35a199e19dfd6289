import { MOVE_CARD } from './move-card.js';
import { zoneList, type CardState } from '../cards/state.js';
import { defineNode } from '../graph/node.js';

// Read once: under tsx every use of an imported binding goes through a getter.
const MOVE = MOVE_CARD;

/**
 * Args of `deal`.
 *
 * @example
 * ctx.next('deal', { from: deck, to: [p1Hand, p2Hand], count: 5 } satisfies DealArgs);
 */
export interface DealArgs {
  /** Zone handle dealt from (its top first). */
  from: number;
  /** Zone handles dealt to, in turn. */
  to: readonly number[];
  /** Cards per zone; 'all' (default) deals until `from` is empty. */
  count?: number | 'all';
  faceUp?: boolean;
}

/**
 * Deals one card at a time from the top of `from` to the bottom of each `to`
 * zone in turn, so each zone's top is the first card it was dealt. Each card
 * goes through `move-card` on its own, so hooks see the deal as it happens.
 *
 * @example
 * ctx.next('deal', { from: deck, to: [p1Pile, p2Pile] });
 */
export const dealNode = defineNode<DealArgs, CardState>({
  name: 'deal',
  description: 'Deals cards one at a time from the top of a zone, round-robin over target zones.',
  calls: ['move-card'],
  args: {
    from: 'zone handle dealt from (top first)',
    to: 'zone handles dealt to, in turn; each receives at its bottom',
    count: "cards per zone, or 'all' (default): every card from holds when the deal starts",
    faceUp: 'optional: face of the dealt cards',
  },
  body(ctx, { from, to, count = 'all', faceUp }) {
    const state = ctx.state;
    const source = zoneList(state, from);
    if (!isList(to) || to.length === 0) throw new Error('deal: to must be a non-empty array of zone handles');
    for (const zone of to) zoneList(state, zone);
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
      if (ctx.call(MOVE, { cards: [card], to: to[turn]!, faceUp })) dealt++;
      else if (source[0] === card) break;
      turn = turn + 1 === to.length ? 0 : turn + 1;
    }
    if (ctx.logging) {
      const names = state.zoneNames;
      ctx.log({ type: 'dealt', from: names[from]!, to: to.map((zone) => names[zone]!), cards: dealt });
    }
  },
});

/** Array.isArray without narrowing a readonly number[] to any[]. */
function isList(value: readonly number[]): boolean {
  return Array.isArray(value);
}
