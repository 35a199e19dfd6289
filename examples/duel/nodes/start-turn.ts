import { defineNode } from 'cardweave';
import { freshTurnFlags, type DuelState } from '../state.js';
import type { PlayerArgs } from './shared-args.js';

/**
 * A turn starts: the once-per-turn limits and each monster's flags are fresh.
 * The turn structure calls it as each turn begins, before the draw phase, so
 * a skipped draw phase does not keep last turn's limits.
 */
export const startTurnNode = defineNode<PlayerArgs, DuelState>({
  name: 'duel.start-turn',
  description: 'Resets the once-per-turn limits as a turn begins.',
  continuesTo: [],
  args: { player: 'whose turn starts' },
  body(ctx) {
    ctx.state.turnFlags = freshTurnFlags();
  },
});
