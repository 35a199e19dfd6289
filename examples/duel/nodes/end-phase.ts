import { defineNode } from 'cardweave';
import type { DuelState } from '../state.js';
import type { PlayerArgs } from './shared-args.js';

/** End phase: nothing happens in it yet; the turn ends and the next begins (the turn structure's end-turn and next-turn). */
export const endPhaseNode = defineNode<PlayerArgs, DuelState>({
  name: 'duel.end-phase',
  description: 'Ends the turn: the next turn starts (an extra turn, or the opponent).',
  continuesTo: ['next-phase'],
  args: { player: 'whose turn ends' },
  body(ctx, args) {
    ctx.next('next-phase', args);
  },
});
