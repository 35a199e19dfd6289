import { defineNode } from '../graph/node.js';
import type { Context } from '../graph/types.js';
import { CardError } from './errors.js';
import type { CardState } from './state.js';

/**
 * Node name of the one zone-changing operation.
 *
 * @example
 * engine.attach(MOVE_CARD, 'mask', { key: 'exile', effect: 'to-exile' }); // every draw, deal and gather goes through it
 */
export const MOVE_CARD = 'move-card';

/**
 * Args of `move-card`.
 *
 * @example
 * const args: MoveCardArgs = { card: 'c3', to: 'discard', at: 'top', faceUp: true, detachHooks: true }; moveCard(ctx, args);
 */
export interface MoveCardArgs {
  /** Instance id. */
  card: string;
  /** Destination zone. */
  to: string;
  /** Where in `to`: 'top' (index 0) or 'bottom' (the end, default). */
  at?: 'top' | 'bottom';
  /** Turns the card face up or down; left as it was when not given. */
  faceUp?: boolean;
  /** Detaches every hook the card owns: it leaves play. */
  detachHooks?: boolean;
}

/**
 * The only way a card changes zone. A node, so cards can hook it: a pre hook
 * may cancel or rewrite a move, a mask may redirect it.
 *
 * @example
 * graph.define(moveCardNode); // registerCardNodes(graph) does this for you
 */
export const moveCardNode = defineNode<MoveCardArgs, CardState>({
  name: MOVE_CARD,
  description: 'Moves one card from its zone to the top or bottom of another zone.',
  continuesTo: [],
  args: {
    card: 'instance id of the card to move',
    to: 'destination zone',
    at: "'top' or 'bottom' (default) of the destination",
    faceUp: 'optional: turn the card face up (true) or down (false)',
    detachHooks: 'optional: detach the hooks the card owns (it leaves play)',
  },
  body(ctx, args) {
    // The hot path of every card game: no allocation, no cross-module helper calls
    // (under tsx each imported binding is read through a getter), checks before changes.
    const state = ctx.state;
    const iid = args.card;
    const card = state.cards[iid];
    // `card.iid === iid` also rejects names of Object.prototype members ("toString").
    if (card === undefined || card.iid !== iid) throw new CardError(`No card "${iid}" in this game`);
    const to = args.to;
    const dest = state.zones[to];
    if (!Array.isArray(dest)) throw new CardError(`Unknown zone "${to}"`);
    const at = args.at;
    if (at !== undefined && at !== 'bottom' && at !== 'top')
      throw new CardError(`at must be "top" or "bottom", got ${JSON.stringify(at)}`);
    const from = state.zones[card.zone];
    if (from === undefined || !removeFrom(from, iid))
      throw new CardError(`Card "${iid}" says it is in "${card.zone}" but is not there`);
    if (at === 'top') dest.unshift(iid);
    else dest.push(iid);
    card.zone = to;
    if (args.faceUp !== undefined) card.faceUp = args.faceUp === true;
    if (args.detachHooks === true) ctx.detachOwned(iid);
  },
});

/**
 * Moves a card through the `move-card` node (with its hooks); false when a pre hook cancelled the move.
 *
 * @example
 * moveCard(ctx, { card: 'c4', to: 'pot', faceUp: true });
 */
export function moveCard(ctx: Context, args: MoveCardArgs): boolean {
  return ctx.call(MOVE_CARD, args);
}

/** Takes an id out of a zone list: O(1) at the top, where cards usually leave from; false when it is not there. */
function removeFrom(list: string[], iid: string): boolean {
  if (list[0] === iid) {
    list.shift();
    return true;
  }
  const index = list.lastIndexOf(iid);
  if (index < 0) return false;
  list.splice(index, 1);
  return true;
}
