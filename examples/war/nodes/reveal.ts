import { defineNode, type Args } from 'cardweave';
import { PILES, ZONES, seatOf, type WarState } from '../state.js';
import { PLAYER_ARGS } from './shared-args.js';

// Read once: under tsx every use of an imported binding goes through a getter, and this runs on every comparison.
const PILE_OF_SEAT = PILES;
const POT = ZONES.pot;
const seat = seatOf;

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
  description: 'Each player turns their top card face up onto the pot, then the cards are compared; a player with no card to turn loses at once.',
  calls: ['move-card'],
  continuesTo: [{ node: 'compare', with: { then: 'war.resolve' } }, 'war.out-of-cards'],
  args: {
    players: 'the players in the order they play (the active player first)',
    battle: 'optional: true when the reveal starts a battle (a player with no card loses before anyone plays)',
  },
  body(ctx, { players, battle }) {
    const state = ctx.state;
    const zones = state.zones;
    // Indexed loops: for-of over the frozen players list went through the array iterator builtin on every step
    // (about 4% of a War game's instructions).
    if (battle === true) {
      for (let i = 0; i < players.length; i++) {
        const player = players[i]!;
        if (zones[PILE_OF_SEAT[seat(player)]!]!.length === 0) return ctx.next('war.out-of-cards', PLAYER_ARGS[player]);
      }
    }
    const cards: number[] = [];
    let out: string | undefined;
    for (let i = 0; i < players.length; i++) {
      const player = players[i]!;
      const top = zones[PILE_OF_SEAT[seat(player)]!]![0];
      if (top === undefined) {
        out = player;
        break;
      }
      cards.push(top);
    }
    if (cards.length > 0) ctx.call('move-card', { cards, to: POT, faceUp: true });
    const up = state.up;
    for (let i = 0; i < cards.length; i++) up[seat(players[i]!)] = cards[i]!;
    if (ctx.logging) {
      for (let i = 0; i < cards.length; i++) {
        const card = cards[i]!;
        ctx.log({ type: 'war.revealed', player: players[i]!, card, name: state.defs[state.cards[card]!.def]!.name });
      }
    }
    if (out !== undefined) return ctx.next('war.out-of-cards', PLAYER_ARGS[out]);
    ctx.next('compare', compareArgs(cards, players));
  },
});
