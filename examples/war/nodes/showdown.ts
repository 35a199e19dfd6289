import { defineNode } from 'cardweave';
import { OPPONENT, type WarState } from '../state.js';

/** Compares the two face-up cards through the shared `compare` node, so hooks on compare see every comparison. */
export const showdownNode = defineNode<Record<string, never>, WarState>({
  name: 'war.showdown',
  description: "Compares the players' face-up cards by rank; the result goes to war.resolve.",
  continuesTo: ['compare'],
  body(ctx) {
    const state = ctx.state;
    const first = state.active;
    const second = OPPONENT[first]!;
    ctx.next('compare', {
      cards: [state.up[first]!, state.up[second]!],
      players: [first, second],
      stat: 'rank',
      then: 'war.resolve',
    });
  },
});
