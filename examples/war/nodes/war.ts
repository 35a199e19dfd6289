import { defineNode } from 'cardweave';
import type { WarState } from '../state.js';
import { PLAYERS_ARGS } from './shared-args.js';

/** Args of war.war. */
export interface WarArgs {
  /** False when a variant has already announced the tie in its own words. Default true. */
  announce?: boolean;
}

const STAKE_ARGS: Readonly<Record<string, { players: readonly string[]; count: number }>> = {
  p1: Object.freeze({ players: PLAYERS_ARGS.p1!.players, count: 3 }),
  p2: Object.freeze({ players: PLAYERS_ARGS.p2!.players, count: 3 }),
};

/** On equal cards: three down each, then one up each, then compare again (RULES.md, classic 5). */
export const warNode = defineNode<WarArgs, WarState>({
  name: 'war.war',
  description: 'A war: each player stakes up to three cards face down, then reveals one; the two are compared.',
  calls: ['war.stake'],
  continuesTo: ['war.reveal'],
  args: { announce: 'optional: false when a variant already announced the tie' },
  body(ctx, args) {
    if (ctx.logging && args.announce !== false) ctx.log({ type: 'war.war' });
    const first = ctx.state.active;
    ctx.call('war.stake', STAKE_ARGS[first]);
    // Queued, not called: a variant's reveal may queue draws of its own, which must come first.
    ctx.next('war.reveal', PLAYERS_ARGS[first]);
  },
});
