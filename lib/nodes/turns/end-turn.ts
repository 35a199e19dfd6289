import { defineNode } from '../../graph/node.js';
import type { TurnStructureState } from './turn-state.js';

/**
 * `end-turn`: the turn is over; the next one starts. Hooks with `lifetime:
 * { until: 'end-turn' }` end here. It is queued at the back of the queue
 * after the last phase, so everything the turn queued has run by now.
 *
 * @example
 * engine.attach('score', 'pre', { key: 'double', effect: 'double', lifetime: { until: 'end-turn' } });
 */
export const endTurnNode = defineNode<{ player: string }, TurnStructureState>({
  name: 'end-turn',
  description: 'Ends the turn (until: end-turn hooks end with it); the next turn starts.',
  continuesTo: ['next-turn'],
  args: { player: 'whose turn ends' },
  body(ctx) {
    // Not called from here: hooks attached while the next turn starts must outlive this run of end-turn.
    ctx.next('next-turn', {});
  },
});
