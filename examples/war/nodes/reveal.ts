import { defineNode, type Args } from 'cardweave';
import { PILES, ZONES, seatOf, type WarState } from '../state.js';
import { PLAYERS_ARGS, playerArgsOf } from './shared-args.js';

// Read once: under tsx every use of an imported binding goes through a getter, and this runs on every comparison.
const PILE_OF_SEAT = PILES;
const POT = ZONES.pot;
const seat = seatOf;
// The seats of War's own players lists, which are frozen: their order is known, so a reveal they are handed reads no
// item of them (on Node 20 each read of a frozen array's item is a call to a generic stub, on every comparison).
const P1_FIRST = PLAYERS_ARGS.p1!.players;
const P2_FIRST = PLAYERS_ARGS.p2!.players;
const SEATS_P1_FIRST: (0 | 1)[] = [0, 1];
const SEATS_P2_FIRST: (0 | 1)[] = [1, 0];

/** Args of war.reveal. */
export interface RevealArgs {
  /** The players, in the order they play: the active player first. */
  players: readonly string[];
  /** True when this reveal starts a battle: a player with no card then loses before anyone plays. */
  battle?: boolean;
}

/**
 * The comparison that follows a reveal: the revealed cards by rank, settled by
 * war.resolve. Shared with variants that reveal in their own way.
 *
 * @example ctx.next('compare', compareArgs([up1, up2], ['p1', 'p2']));
 */
export function compareArgs(cards: readonly number[], players: readonly string[]): Args {
  return { cards, players, stat: 'rank', then: 'war.resolve' };
}

/**
 * Each player in turn plays the top card of their pile face up onto the pot
 * (RULES.md, classic 4-6), in one move-card of the cards turned; then the
 * cards are compared. A player who has no card loses at once: when a battle
 * starts, before anyone plays; in a war, after the players before them have
 * played (the pot stays unclaimed either way).
 */
export const revealNode = defineNode<RevealArgs, WarState>({
  name: 'war.reveal',
  description:
    'Each player turns their top card face up onto the pot, then the cards are compared; a player with no card to turn loses at once.',
  calls: ['move-card'],
  continuesTo: [{ node: 'compare', with: { then: 'war.resolve' } }, 'war.out-of-cards'],
  args: {
    players: 'the players in the order they play (the active player first)',
    battle: 'optional: true when the reveal starts a battle (a player with no card loses before anyone plays)',
  },
  body(ctx, { players, battle }) {
    const state = ctx.state;
    const zones = state.zones;
    // Each player is read from the list once: the shared lists are frozen, and Node 20's optimizing compiler does not
    // inline reads of a frozen array's items (each is a call to the generic keyed-load stub, about 3 ns). Indexed
    // loops, not for-of, which went through the array iterator builtin.
    // Made at its size: a list that starts empty gets room for 17 items at its first push, the larger part of what
    // a comparison allocates. Shortened below when a player has no card.
    const cards: number[] = new Array<number>(players.length);
    let taken = 0;
    let out: string | undefined;
    // The card each seat turns up, written to state.up once the move is done (-1: none).
    let up0 = -1;
    let up1 = -1;
    const seats = players === P1_FIRST ? SEATS_P1_FIRST : players === P2_FIRST ? SEATS_P2_FIRST : null;
    for (let i = 0; i < players.length; i++) {
      const at = seats !== null ? seats[i]! : seat(players[i]!);
      const top = zones[PILE_OF_SEAT[at]!]![0];
      if (top === undefined) {
        // Starting a battle, nobody has played yet: a player with no card loses before anyone plays.
        if (battle === true) return ctx.next('war.out-of-cards', playerArgsOf(at));
        out = players[i]!;
        break;
      }
      cards[taken++] = top;
      if (at === 0) up0 = top;
      else up1 = top;
    }
    if (taken < cards.length) cards.length = taken;
    if (taken > 0) ctx.call('move-card', { cards, to: POT, faceUp: true });
    const up = state.up;
    if (up0 >= 0) up[0] = up0;
    if (up1 >= 0) up[1] = up1;
    if (ctx.logging) {
      for (let i = 0; i < cards.length; i++) {
        const card = cards[i]!;
        ctx.log({ type: 'war.revealed', player: players[i]!, card, name: state.defs[state.cards[card]!.def]!.name });
      }
    }
    if (out !== undefined) return ctx.next('war.out-of-cards', playerArgsOf(seat(out)));
    ctx.next('compare', compareArgs(cards, players));
  },
});
