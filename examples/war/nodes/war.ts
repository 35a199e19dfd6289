import { defineNode } from 'cardweave';
import { seatOf, type WarState } from '../state.js';
import { PLAYERS_ARGS, PLAYERS_ARGS_BY_SEAT } from './shared-args.js';

/** Args of war.war. */
export interface WarArgs {
  /** False when a variant has already announced the tie in its own words. Default true. */
  announce?: boolean;
}

// By seat (see PLAYER_ARGS_BY_SEAT): a keyed load by the player's name is megamorphic once both players have led.
const STAKE_ARGS: readonly { players: readonly string[]; count: number }[] = Object.freeze([
  Object.freeze({ players: PLAYERS_ARGS.p1!.players, count: 3 }),
  Object.freeze({ players: PLAYERS_ARGS.p2!.players, count: 3 }),
]);

/** On equal cards: three down each, then one up each, then compare again (RULES.md, classic 5). */
export const warNode = defineNode<WarArgs, WarState>({
  name: 'war.war',
  description: 'A war: each player stakes up to three cards face down, then reveals one; the two are compared.',
  calls: ['war.stake'],
  continuesTo: ['war.reveal'],
  args: { announce: 'optional: false when a variant already announced the tie' },
  body(ctx, args) {
    if (ctx.logging && args.announce !== false) ctx.log({ type: 'war.war' });
    const first = seatOf(ctx.state.active);
    ctx.call('war.stake', STAKE_ARGS[first]);
    // Queued, not called: a variant's reveal may queue draws of its own, which must come first.
    ctx.next('war.reveal', PLAYERS_ARGS_BY_SEAT[first]);
  },
});
