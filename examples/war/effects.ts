import { defineEffect, moveCard, type Effect, type ResolveAbilityArgs } from 'cardweave';
import { ZONES, type WarState } from './state.js';
import { DRAW_ARGS } from './twist/draw.js';

/** What a "drawn" ability receives: the card, its owner, and the player who drew it. */
type Drawn = ResolveAbilityArgs & { player: string };

/** Gain 1 Point: "Upon drawing this card, immediately gain one point and draw another card." */
const gainPointAndDraw: Effect<WarState> = defineEffect<WarState>({
  calls: ['move-card', 'score'],
  continuesTo: [{ node: 'draw', with: { onEmpty: 'war.out-of-cards' } }],
  run(ctx, { card, player }: Drawn, { points }: { points: number }) {
    moveCard(ctx, { card, to: ZONES.discard, faceUp: true });
    ctx.call('score', { player, points });
    // Back to the draw step: this draw runs before anything already queued.
    ctx.next('draw', DRAW_ARGS[player]);
  },
});

/**
 * Fortune: "Upon drawing this card, draw until you hold five standard cards.
 * Keep the highest for the comparison; the rest form the Fortune pot."
 * twist.fortune-keep sets the pot aside and attaches the "fortune" hook on compare.
 */
const fortune: Effect<WarState> = defineEffect<WarState>({
  calls: ['move-card'],
  continuesTo: ['twist.draw-until', 'twist.fortune-keep'],
  run(ctx, { card, player }: Drawn, { hold }: { hold: number }) {
    moveCard(ctx, { card, to: ZONES.discard, faceUp: true });
    ctx.next('twist.draw-until', { player, count: hold });
    ctx.next('twist.fortune-keep', { player, card });
  },
});

/**
 * The "fortune" pre hook on compare: it cannot know the winner before the
 * comparison (a mask such as Reversal may change it), so it routes compare's
 * result through twist.pay-fortune, which pays and then goes on as compare would have.
 */
const fortunePot: Effect<WarState> = defineEffect<WarState>({
  with: { then: 'twist.pay-fortune' },
  run: (_ctx, args: { then?: string; thenArgs?: object }) => ({
    ...args,
    then: 'twist.pay-fortune',
    thenArgs: { then: args.then ?? null, thenArgs: args.thenArgs ?? {} },
  }),
});

/** The effects the War cards name, by name. */
export const warCardEffects: Record<string, Effect<WarState>> = {
  'war.gainPointAndDraw': gainPointAndDraw,
  'war.fortune': fortune,
  'war.fortunePot': fortunePot,
};
