import { defineNode } from 'cardweave';
import { seatOf, type WarState } from '../state.js';
import { PLAYERS_ARGS, playersArgsOf } from './shared-args.js';

/** Args of war.war. */
export interface WarArgs {
  /** False when a variant has already announced the tie in its own words. Default true. */
  announce?: boolean;
}

const P1_STAKES = Object.freeze({ players: PLAYERS_ARGS.p1!.players, count: 3 });
const P2_STAKES = Object.freeze({ players: PLAYERS_ARGS.p2!.players, count: 3 });

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
    // By seat, not a keyed load by the player's name (see playerArgsOf in shared-args.ts).
    ctx.call('war.stake', first === 0 ? P1_STAKES : P2_STAKES);
    // Queued, not called: a variant's reveal may queue draws of its own, which must come first.
    ctx.next('war.reveal', playersArgsOf(first));
  },
});
