import { defineNode } from 'cardweave';
import type { DuelState } from '../state.js';
import type { PlayerArgs } from './shared-args.js';

/** End phase: the turn passes to the opponent. */
export const endPhaseNode = defineNode<PlayerArgs, DuelState>({
  name: 'duel.end-phase',
  description: 'Ends the turn: the opponent starts theirs.',
  continuesTo: [{ node: 'next-player', with: { then: 'duel.start-turn' } }],
  args: { player: 'whose turn ends' },
  body(ctx) {
    ctx.state.phase = 'end';
    ctx.next('next-player', { then: 'duel.start-turn' });
  },
});
