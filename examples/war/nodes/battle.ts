import { defineNode } from 'cardweave';
import { OPPONENT, PILE, type WarState } from '../state.js';
import { NO_ARGS, PLAYER_ARGS } from './shared-args.js';

/** A battle: both players play one card face up, first player first, then the cards are compared (RULES.md, classic 4). */
export const battleNode = defineNode<Record<string, never>, WarState>({
  name: 'war.battle',
  description: 'Starts a battle: a player with an empty pile loses; otherwise each player reveals a card, then they are compared.',
  continuesTo: ['war.out-of-cards', 'war.showdown'],
  body(ctx) {
    const state = ctx.state;
    const first = state.active;
    const second = OPPONENT[first]!;
    // A player with no cards when a battle starts loses (classic 6).
    if (state.zones[PILE[first]!]!.length === 0) return ctx.next('war.out-of-cards', PLAYER_ARGS[first]);
    if (state.zones[PILE[second]!]!.length === 0) return ctx.next('war.out-of-cards', PLAYER_ARGS[second]);
    // Queued, not called: a player who cannot reveal loses at once, before the next one plays.
    ctx.next('war.reveal', PLAYER_ARGS[first]);
    ctx.next('war.reveal', PLAYER_ARGS[second]);
    ctx.next('war.showdown', NO_ARGS);
  },
});
