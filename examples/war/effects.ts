import { defineEffect, type Effect } from 'cardweave';
import type { WarState } from './state.js';

/**
 * The "fortune" pre hook on compare, which twist.fortune-keep attaches for a
 * Fortune card: it cannot know the winner before the comparison (a mask such
 * as Reversal may change it), so it routes compare's result through
 * twist.pay-fortune, which pays and then goes on as compare would have.
 */
const fortunePot: Effect<WarState> = defineEffect<WarState>({
  with: { then: 'twist.pay-fortune' },
  run: (_ctx, args: { then?: string; thenArgs?: object }) => ({
    ...args,
    then: 'twist.pay-fortune',
    thenArgs: { then: args.then ?? null, thenArgs: args.thenArgs ?? {} },
  }),
});

/** The effects behind War's card rules, by name. The cards themselves are data (cards.ts). */
export const warCardEffects: Record<string, Effect<WarState>> = {
  'war.fortunePot': fortunePot,
};
