import { cardDef, defineNode, hookOwner, moveCard, type Args, type CardState } from 'cardweave';
import { compareArgs, type RevealArgs } from '../nodes/reveal.js';
import { HAND, ZONES, playerName, seatOf, type WarState } from '../state.js';
import { DRAW_ARGS } from './draw.js';

/** Standard cards in a player's hand (ability cards leave the hand when they resolve). */
export function standardInHand(state: CardState, player: string): number[] {
  return state.zones[HAND[player]!]!.filter((card) => cardDef(state, card).kind === 'standard');
}

function rankOf(state: CardState, card: number): number {
  return cardDef(state, card).stats.rank as number;
}

/** Args of twist.draw-until. */
export interface DrawUntilArgs {
  player: string;
  count: number;
}

/**
 * Draws until the player holds `count` standard cards. Each draw goes through
 * the lib `draw` node, so abilities fire; an ability that draws on its own
 * (Gain 1 Point) just gets there sooner, since the count is checked again.
 */
export const drawUntilNode = defineNode<DrawUntilArgs, WarState>({
  name: 'twist.draw-until',
  description: 'The player draws, one card at a time, until they hold `count` standard cards.',
  continuesTo: [{ node: 'draw', with: { onEmpty: 'war.out-of-cards' } }, 'twist.draw-until'],
  args: { player: '"p1" or "p2"', count: 'standard cards to hold' },
  body(ctx, args) {
    if (standardInHand(ctx.state, args.player).length >= args.count) return;
    ctx.next('draw', DRAW_ARGS[args.player]);
    ctx.next('twist.draw-until', args);
  },
});

/** Args of twist.play-hand. */
export interface PlayHandArgs {
  player: string;
  /** True: the highest card is the player's face-up card for the comparison. */
  reveal: boolean;
}

/** Puts the player's hand into the pot; when revealing, the highest card goes face up as their card to compare. */
export const playHandNode = defineNode<PlayHandArgs, WarState>({
  name: 'twist.play-hand',
  description: 'Moves the hand into the pot: face down, or with its highest standard card face up for the comparison.',
  calls: ['move-card'],
  args: { player: '"p1" or "p2"', reveal: 'whether the highest card is revealed for the comparison' },
  body(ctx, { player, reveal }) {
    const state = ctx.state;
    if (reveal) {
      const best = highest(state, standardInHand(state, player));
      if (best !== undefined) {
        moveCard(ctx, { card: best, to: ZONES.pot, faceUp: true });
        state.up[seatOf(player)] = best;
      }
    }
    const rest = state.zones[HAND[player]!]!.slice();
    if (rest.length > 0) moveCard(ctx, { cards: rest, to: ZONES.pot, faceUp: false });
  },
});

function highest(state: CardState, cards: readonly number[]): number | undefined {
  let best: number | undefined;
  for (const card of cards) if (best === undefined || rankOf(state, card) > rankOf(state, best)) best = card;
  return best;
}

/** Args of twist.fortune-keep. */
export interface FortuneKeepArgs {
  player: string;
  /** The Fortune card that started this; it owns the hook. */
  card: number;
}

/** Fortune, second half: keep the highest standard card, set the rest aside as the Fortune pot, hook compare to pay it. */
export const fortuneKeepNode = defineNode<FortuneKeepArgs, WarState>({
  name: 'twist.fortune-keep',
  description:
    'Keeps the highest standard card in hand, moves the others to the Fortune pot, attaches the "fortune" hook on compare.',
  calls: ['move-card'],
  attaches: [{ node: 'compare', phase: 'pre', key: 'fortune', effect: 'war.fortunePot' }],
  args: { player: '"p1" or "p2"', card: 'the Fortune card (owner of the hook)' },
  body(ctx, { player, card }) {
    const state = ctx.state;
    const cards = standardInHand(state, player);
    const keep = highest(state, cards);
    const others = cards.filter((other) => other !== keep);
    if (others.length > 0) moveCard(ctx, { cards: others, to: ZONES.fortunePot, faceUp: false });
    // A second Fortune before the pot is paid adds to the same pot: one hook pays it all.
    if (!ctx.hasHook('compare', 'pre', 'fortune')) {
      ctx.attach('compare', 'pre', {
        key: 'fortune',
        effect: 'war.fortunePot',
        params: { player },
        owner: hookOwner(state, card),
      });
    }
  },
});

/** Args of twist.pay-fortune: compare's result plus where compare meant to go. */
export interface PayFortuneArgs {
  winner: string | null;
  then: string | null;
  thenArgs: Args;
}

/** Pays the Fortune pot to the winner of a decisive comparison, then continues where compare would have. */
export const payFortuneNode = defineNode<PayFortuneArgs, WarState>({
  name: 'twist.pay-fortune',
  description:
    'On a decisive comparison, the winner scores a point per card in the Fortune pot, which is discarded; on a tie it waits.',
  calls: ['score', 'move-all'],
  // Wherever compare would have gone: the fortune hook moved compare's then here.
  continuesTo: [{ arg: 'then', like: 'compare' }],
  args: { winner: 'the comparison winner, or null', then: 'node compare would have continued to', thenArgs: 'its args' },
  body(ctx, { winner, then, thenArgs }) {
    const state = ctx.state;
    if (winner !== null) {
      const points = state.zones[ZONES.fortunePot]!.length;
      if (ctx.logging) ctx.log({ type: 'twist.fortune-won', player: winner });
      ctx.call('score', { player: winner, points });
      ctx.call('move-all', { from: ZONES.fortunePot, to: ZONES.discard });
      ctx.detach('compare', 'pre', 'fortune');
    }
    if (then !== null) ctx.next(then, { ...thenArgs, winner });
  },
});

/**
 * twist's comparison: once both players have drawn and played, the cards they
 * kept face up are compared, as war.reveal compares the cards it turns.
 */
export const comparePlayedNode = defineNode<RevealArgs, WarState>({
  name: 'twist.compare-played',
  description: 'Compares the standard card each player kept face up this round, through compare.',
  continuesTo: [{ node: 'compare', with: { then: 'war.resolve' } }],
  args: { players: 'the players in the order they played' },
  body(ctx, { players }) {
    const up = ctx.state.up;
    const cards = players.map((player) => {
      const card = up[seatOf(player)];
      if (card === null || card === undefined) throw new Error(`${playerName(player)} has no card face up to compare`);
      return card;
    });
    ctx.next('compare', compareArgs(cards, players));
  },
});

/** The log line of twist.fortune-won. */
export function fortuneWonLine(player: string): string {
  return `${playerName(player)} wins the Fortune pot!`;
}

export const twistNodes = [drawUntilNode, playHandNode, comparePlayedNode, fortuneKeepNode, payFortuneNode];
