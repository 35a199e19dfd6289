import { defineNode } from '../../graph/node.js';
import { extraTurnsOf, following, type TurnStructureState } from './turn-state.js';

/**
 * Most turns skipped in a row before next-turn stops a rule that skips every turn.
 *
 * @example
 * for (let i = 0; i < MAX_SKIPPED_TURNS; i++) ctx.call('skip-turn', { player: 'p2', source: card }); // the next-turn after this stops
 */
export const MAX_SKIPPED_TURNS = 1000;

/**
 * `next-turn`: picks who takes the next turn and starts it. The newest extra
 * turn goes first (CR 500.7), else the next player after the last natural
 * turn, so extra turns never change the natural order. The turn begins
 * through `begin-turn`; when a pre hook cancels that (a skip), the turn after
 * is tried.
 *
 * @example
 * ctx.next('next-turn', {}); // how a game on the turn structure starts, and how end-turn goes on
 */
export const nextTurnNode = defineNode<Record<string, never>, TurnStructureState>({
  name: 'next-turn',
  description: 'Starts the next turn: the newest extra turn, else the next player in turn order; a skipped turn is passed over.',
  calls: ['begin-turn'],
  args: {},
  body(ctx) {
    const state = ctx.state;
    for (let skipped = 0; skipped < MAX_SKIPPED_TURNS; skipped++) {
      const extras = extraTurnsOf(state, 'next-turn');
      const taken = extras.pop();
      let player: string;
      if (taken !== undefined) player = taken.player;
      else {
        player = following(state, state.natural ?? state.active, 'next-turn');
        state.natural = player;
      }
      const turn = (state.turn ?? 0) + 1;
      state.beginning = { player, turn };
      if (ctx.call('begin-turn', taken === undefined ? { player, turn } : { player, turn, extra: true })) return;
      state.beginning = null;
    }
    throw new Error(
      `next-turn: ${MAX_SKIPPED_TURNS} turns were skipped in a row; a pre hook on begin-turn that cancels every turn is the usual cause`,
    );
  },
});
