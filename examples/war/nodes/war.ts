import { defineNode } from 'cardweave';
import { OPPONENT, type WarState } from '../state.js';
import { NO_ARGS, PLAYER_ARGS } from './shared-args.js';

/** Args of war.war. */
export interface WarArgs {
  /** False when a variant has already announced the tie in its own words. Default true. */
  announce?: boolean;
}

const STAKE_ARGS = { p1: Object.freeze({ player: 'p1', count: 3 }), p2: Object.freeze({ player: 'p2', count: 3 }) };

/** On equal cards: three down each, then one up each, then compare again (RULES.md, classic 5). */
export const warNode = defineNode<WarArgs, WarState>({
  name: 'war.war',
  description: 'A war: each player stakes up to three cards face down, then reveals one; the two are compared.',
  continuesTo: ['war.stake', 'war.reveal', 'war.showdown'],
  args: { announce: 'optional: false when a variant already announced the tie' },
  body(ctx, args) {
    if (ctx.logging && args.announce !== false) ctx.log({ type: 'war.war' });
    const first = ctx.state.active;
    const second = OPPONENT[first]!;
    ctx.call('war.stake', STAKE_ARGS[first]);
    ctx.call('war.stake', STAKE_ARGS[second]);
    // Queued, not called: a player who cannot reveal loses at once, before the next one plays.
    ctx.next('war.reveal', PLAYER_ARGS[first]);
    ctx.next('war.reveal', PLAYER_ARGS[second]);
    ctx.next('war.showdown', NO_ARGS);
  },
});
