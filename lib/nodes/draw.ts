import { triggerAbilities } from '../card-text/abilities.js';
import { MOVE_CARD } from './move-card.js';
import { zoneList, type CardState } from '../cards/state.js';
import { defineNode } from '../graph/node.js';

// Read once: under tsx every use of an imported binding goes through a getter.
const MOVE = MOVE_CARD;

/**
 * Args of `draw`.
 *
 * @example
 * ctx.call('draw', { player: 'p1', from: deck, to: p1Hand, faceUp: true } satisfies DrawArgs);
 */
export interface DrawArgs {
  player: string;
  /** Zone handle drawn from (its top). */
  from: number;
  /** Zone handle the card goes to. */
  to: number;
  faceUp?: boolean;
  /** Where in `to`; default 'bottom', so the drawn card is the last handle of `to`. */
  at?: 'top' | 'bottom';
  /** Node run (next) with `{ player, from }` when `from` is empty. */
  onEmpty?: string;
}

/**
 * A player draws the top card of `from` into `to`, then the card's "drawn"
 * abilities fire with `{ player }`. From an empty zone it runs `onEmpty` instead.
 *
 * @example
 * ctx.call('draw', { player: 'p1', from: p1Pile, to: pot, faceUp: true, onEmpty: 'war.out-of-cards' });
 */
export const drawNode = defineNode<DrawArgs, CardState>({
  name: 'draw',
  description: 'A player draws the top card of a zone; the card\'s "drawn" abilities fire.',
  affectedPlayer: (args) => args.player,
  calls: ['move-card', 'resolve-ability'],
  continuesTo: [{ arg: 'onEmpty' }],
  args: {
    player: 'who draws',
    from: 'zone handle drawn from (its top)',
    to: 'zone handle the card goes to',
    faceUp: 'optional: face of the drawn card',
    at: "'top' or 'bottom' (default) of to",
    onEmpty: 'optional: node run next with { player, from } when from is empty',
  },
  body(ctx, args) {
    const state = ctx.state;
    const source = zoneList(state, args.from);
    zoneList(state, args.to);
    if (source.length === 0) {
      if (ctx.logging) ctx.log({ type: 'empty', player: args.player, zone: state.zoneNames[args.from]! });
      if (args.onEmpty !== undefined) ctx.next(args.onEmpty, { player: args.player, from: args.from });
      return;
    }
    const card = source[0]!;
    if (!ctx.call(MOVE, { cards: [card], to: args.to, at: args.at, faceUp: args.faceUp })) return;
    if (ctx.logging) {
      const instance = state.cards[card]!;
      const def = state.defs[instance.def]!;
      const names = state.zoneNames;
      ctx.log({
        type: 'drew',
        player: args.player,
        card,
        defId: def.id,
        name: def.name,
        from: names[args.from]!,
        to: names[instance.zone]!,
      });
    }
    triggerAbilities(ctx, 'drawn', card, { player: args.player });
  },
});
