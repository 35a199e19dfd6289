import { defineNode } from '../graph/node.js';
import type { Context } from '../graph/types.js';
import { describe } from '../card-text/definition.js';
import { CardError } from '../cards/errors.js';
import { describeCard, hookOwner, noCard } from '../cards/instances.js';
import { unknownZone, type CardState } from '../cards/state.js';

/**
 * Node name of the one zone-changing operation.
 *
 * @example
 * engine.attach(MOVE_CARD, 'mask', { key: 'exile', effect: 'to-exile' }); // every draw, deal and gather goes through it
 */
export const MOVE_CARD = 'move-card';

/**
 * Args of `move-card`: a list of cards, even for one card, so a hook reads
 * every move the same way.
 *
 * @example
 * const args: MoveCardArgs = { cards: [3, 9], to: discard, at: 'top', faceUp: true, detachHooks: true }; ctx.call('move-card', args);
 */
export interface MoveCardArgs {
  /** Card handles, moved one after another in this order. */
  cards: readonly number[];
  /** Destination zone handle (see `zoneHandle`). */
  to: number;
  /** Where in `to`: 'top' (index 0) or 'bottom' (the end, default), for each card in turn. */
  at?: 'top' | 'bottom';
  /** Turns the cards face up or down; left as they were when not given. */
  faceUp?: boolean;
  /** Detaches every hook the cards own: they leave play. */
  detachHooks?: boolean;
}

/**
 * What `moveCard` takes: `MoveCardArgs`, or `card` for a single card instead of `cards`.
 *
 * @example
 * moveCard(ctx, { card: 3, to: discard, faceUp: true } satisfies MoveOneCard);
 */
export type MoveOneCard = Omit<MoveCardArgs, 'cards'> & { card: number };

/**
 * The only way a card changes zone. A node, so cards can hook it: a pre hook
 * sees the whole list and may cancel the move or rewrite it (drop a card,
 * change the destination), a mask may redirect it, post hooks see the args it
 * ran with. Moving a list gives exactly what moving its cards one at a time
 * would: each card leaves its zone and goes to the top or bottom of `to` in
 * turn (so a list moved to the top ends up reversed there).
 *
 * @example
 * graph.define(moveCardNode); // registerCardNodes(graph) does this for you
 */
export const moveCardNode = defineNode<MoveCardArgs, CardState>({
  name: MOVE_CARD,
  description: 'Moves a list of cards, one after another, to the top or bottom of a zone.',
  // Rule 616.1: the affected objects' controller orders the replacements; cards of two controllers have no one player.
  affectedPlayer(args, state) {
    let controller: string | undefined;
    const cards: readonly number[] = Array.isArray(args.cards) ? args.cards : [];
    for (const card of cards) {
      const owner = state.cards[card]?.controller;
      if (owner === undefined || (controller !== undefined && owner !== controller)) return undefined;
      controller = owner;
    }
    return controller;
  },
  args: {
    cards: 'card handles, moved in this order (one card is a list of one)',
    to: 'destination zone handle',
    at: "'top' or 'bottom' (default) of the destination, for each card in turn",
    faceUp: 'optional: turn the cards face up (true) or down (false)',
    detachHooks: 'optional: detach the hooks the cards own (they leave play)',
  },
  body(ctx, args) {
    // The hot path of every card game: array indexes only, no allocation, and no
    // cross-module helper calls unless something is wrong (under tsx each imported
    // binding is read through a getter). Every check comes before the card's change.
    const state = ctx.state;
    const cards = args.cards;
    if (!isList(cards)) throw badList(args);
    const zones = state.zones;
    const to = args.to;
    const dest = zones[to];
    if (dest === undefined || typeof to !== 'number') throw unknownZone(state, to);
    // Reading a zone's own list while moving its cards would skip every other card.
    if (cards === dest) throw liveList(state, to);
    const at = args.at;
    if (at !== undefined && at !== 'bottom' && at !== 'top')
      throw new CardError('move-card-bad-at', `at must be "top" or "bottom", got ${JSON.stringify(at)}`);
    const turn = args.faceUp !== undefined;
    const faceUp = args.faceUp === true;
    const all = state.cards;
    const incarnations = state.incarnations;
    for (let i = 0; i < cards.length; i++) {
      const handle = cards[i]!;
      const card = all[handle];
      if (card == null || typeof handle !== 'number') throw noCard(state, handle);
      const from = zones[card.zone];
      if (from === cards) throw liveList(state, card.zone);
      if (from === undefined || !removeFrom(from, handle)) throw notThere(state, handle, card.zone);
      if (at === 'top') dest.unshift(handle);
      else dest.push(handle);
      // A card that changes zone is a new object (CR 400.7); a move within its zone is not.
      if (card.zone !== to) incarnations[handle]!++;
      card.zone = to;
      if (turn) card.faceUp = faceUp;
      // A reveal holds while its card stays where it was revealed (lib/views/reveals.ts).
      if ((state as { revealed?: unknown[] }).revealed !== undefined)
        forgetReveal(state as { revealed?: { card: number }[] }, handle);
    }
    if (args.detachHooks === true) for (const handle of cards) ctx.detachOwned(hookOwner(state, handle));
  },
});

/**
 * Moves cards through the `move-card` node (with its hooks): one `card`, or a
 * list as `cards`. Returns false when a pre hook cancelled the move.
 *
 * @example
 * moveCard(ctx, { card: 4, to: pot, faceUp: true });
 */
export function moveCard(ctx: Context, args: MoveCardArgs | MoveOneCard): boolean {
  if (!('card' in args)) return ctx.call(MOVE_CARD, args);
  // Field by field, not with a rest pattern: one shape for every single move, and no runtime copy of the args.
  const { at, faceUp, detachHooks } = args;
  return ctx.call(MOVE_CARD, { cards: [args.card], to: args.to, at, faceUp, detachHooks });
}

/** Array.isArray without narrowing a readonly number[] to any[]. */
function isList(value: readonly number[]): boolean {
  return Array.isArray(value);
}

/** Takes a handle out of a zone list: O(1) at the top, where cards usually leave from; false when it is not there. */
function removeFrom(list: number[], card: number): boolean {
  if (list[0] === card) {
    list.shift();
    return true;
  }
  const index = list.lastIndexOf(card);
  if (index < 0) return false;
  list.splice(index, 1);
  return true;
}

function badList(args: MoveCardArgs): CardError {
  const one = (args as { card?: unknown }).card;
  if (one !== undefined)
    return new CardError(
      'move-card-one-card',
      `move-card takes cards, a list of card handles (one card is [${describe(one)}]), not card`,
    );
  return new CardError('move-card-one-card', `move-card: cards must be a list of card handles, got ${describe(args.cards)}`);
}

function liveList(state: CardState, zone: number): CardError {
  return new CardError(
    'move-card-live-list',
    `move-card: cards is the live list of zone "${state.zoneNames[zone]}", which changes as its cards move; pass a copy (cardsIn(state, zone))`,
  );
}

function notThere(state: CardState, card: number, zone: number): CardError {
  return new CardError(
    'card-not-in-its-zone',
    `${describeCard(state, card)} says it is in ${describe(state.zoneNames[zone] ?? zone)} but is not there`,
  );
}

/** Ends the reveals of a card as it leaves its zone: the views' reveals live in the state field `revealed`. */
function forgetReveal(state: { revealed?: { card: number }[] }, card: number): void {
  const list = state.revealed!;
  if (Array.isArray(list) && list.some((r) => r.card === card)) state.revealed = list.filter((r) => r.card !== card);
}
