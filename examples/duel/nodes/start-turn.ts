import { defineNode } from 'cardweave';
import { freshTurnFlags, type DuelState } from '../state.js';
import type { PlayerArgs } from './shared-args.js';

/** A turn starts: the once-per-turn limits and each monster's flags are fresh; then the draw phase. */
export const startTurnNode = defineNode<PlayerArgs, DuelState>({
  name: 'duel.start-turn',
  description: 'Resets the once-per-turn limits, then goes to the draw phase.',
  continuesTo: ['duel.draw-phase'],
  args: { player: 'whose turn starts' },
  body(ctx, args) {
    ctx.state.turnFlags = freshTurnFlags();
    ctx.next('duel.draw-phase', args);
  },
});
