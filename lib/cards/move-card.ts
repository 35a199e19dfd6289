import { defineNode } from '../graph/node.js';
import type { Context } from '../graph/types.js';
import { CardError } from './errors.js';
import { checkAt, takeOut, zoneList, type CardState } from './state.js';

/** Node name of the one zone-changing operation. */
export const MOVE_CARD = 'move-card';

/** Args of `move-card`. */
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
    const state = ctx.state;
    const card = state.cards[args.card];
    if (card === undefined || !Object.hasOwn(state.cards, args.card)) throw new CardError(`No card "${args.card}" in this game`);
    // Check everything before touching anything: a refused move changes nothing.
    const dest = zoneList(state, args.to);
    const at = args.at;
    checkAt(at);
    const from = zoneList(state, card.zone);
    if (!takeOut(from, args.card)) throw new CardError(`Card "${args.card}" says it is in "${card.zone}" but is not there`);
    if (at === 'top') dest.unshift(args.card);
    else dest.push(args.card);
    card.zone = args.to;
    if (args.faceUp !== undefined) card.faceUp = args.faceUp === true;
    if (args.detachHooks === true) ctx.detachOwned(args.card);
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
