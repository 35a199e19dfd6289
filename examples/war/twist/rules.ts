import { cardDef, defineEffect, moveCard, type Effect, type Invocation } from 'cardweave';
import type { RevealArgs } from '../nodes/reveal.js';
import type { StakeArgs } from '../nodes/stake.js';
import { PILE, PLAYERS, SIDE, ZONES, playerName, type WarState } from '../state.js';

/** "Before play, each player's side deck is shuffled into their standard deck": after the deal, Player 1 first. */
const shuffleInSideDecks: Effect<WarState> = defineEffect<WarState>({
  calls: ['move-all', 'shuffle'],
  run(ctx) {
    for (const player of PLAYERS) {
      ctx.call('move-all', { from: SIDE[player]!, to: PILE[player]!, faceUp: false });
      ctx.call('shuffle', { zone: PILE[player]! });
    }
  },
});

/**
 * "The active player draws, then the opponent draws": revealing a card means
 * drawing until one standard card is held, then playing it; the kept cards are
 * compared once both have played. As in a classic battle, a player who has no
 * card left when a round starts is out before anyone draws.
 */
const revealByDrawing: Effect<WarState> = defineEffect<WarState>({
  continuesTo: ['war.out-of-cards', 'twist.draw-until', 'twist.play-hand', 'twist.compare-played'],
  run(ctx, { players, battle }: RevealArgs) {
    const zones = ctx.state.zones;
    if (battle === true) {
      for (const player of players) if (zones[PILE[player]!]!.length === 0) return ctx.next('war.out-of-cards', { player });
    }
    for (const player of players) {
      ctx.next('twist.draw-until', { player, count: 1 });
      ctx.next('twist.play-hand', { player, reveal: true });
    }
    ctx.next('twist.compare-played', { players });
  },
});

/** "On a tie, each player draws three more cards into the pot." */
const stakeByDrawing: Effect<WarState> = defineEffect<WarState>({
  continuesTo: ['twist.draw-until', 'twist.play-hand'],
  run(ctx, { players, count }: StakeArgs) {
    for (const player of players) {
      ctx.next('twist.draw-until', { player, count });
      ctx.next('twist.play-hand', { player, reveal: false });
    }
  },
});

/** A tie reads "Draw! Drawing three cards..." in twist; the war itself goes on as usual. */
const announceTie: Effect<WarState> = defineEffect<WarState>({
  becomes: ['war.war'],
  run(ctx): Invocation {
    if (ctx.logging) ctx.log({ type: 'twist.tie' });
    return { node: 'war.war', args: { announce: false } };
  },
});

/** "Higher card wins the round and scores one point per standard card in the pot; the pot is then discarded." */
const scorePot: Effect<WarState> = defineEffect<WarState>({
  calls: ['score', 'move-card'],
  run(ctx, { player }: { player: string }) {
    const state = ctx.state;
    const pot = state.zones[ZONES.pot]!.slice();
    let points = 0;
    for (const card of pot) if (cardDef(state, card).kind === 'standard') points++;
    if (ctx.logging) ctx.log({ type: 'twist.won-round', player });
    ctx.call('score', { player, points });
    if (pot.length > 0) moveCard(ctx, { cards: pot, to: ZONES.discard, faceUp: true });
  },
});

/** "The active player alternates each round": a won round passes the lead. */
const passTurn: Effect<WarState> = defineEffect<WarState>({
  calls: ['next-player'],
  run(ctx) {
    ctx.call('next-player', {});
  },
});

/** "The game ends when a player must draw and has no card left; the player with more points wins." */
const endByPoints: Effect<WarState> = defineEffect<WarState>({
  continuesTo: ['declare-winner'],
  run(ctx, { player }: { player: string }) {
    if (ctx.logging) ctx.log({ type: 'twist.out', player });
    const { p1 = 0, p2 = 0 } = ctx.state.scores;
    const winner = p1 === p2 ? null : p1 > p2 ? 'p1' : 'p2';
    const reason =
      winner === null ? `Draw! Both players have ${p1} points.` : `${playerName(winner)} wins with ${Math.max(p1, p2)} points!`;
    ctx.next('declare-winner', { player: winner, reason });
  },
});

/** The effects behind twist's rule hooks, by name. */
export const twistRuleEffects: Record<string, Effect<WarState>> = {
  'twist.shuffleInSideDecks': shuffleInSideDecks,
  'twist.revealByDrawing': revealByDrawing,
  'twist.stakeByDrawing': stakeByDrawing,
  'twist.announceTie': announceTie,
  'twist.scorePot': scorePot,
  'twist.passTurn': passTurn,
  'twist.endByPoints': endByPoints,
};
