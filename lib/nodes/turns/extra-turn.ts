import { defineNode } from '../../graph/node.js';
import { extraTurnsOf, playersOf, type TurnStructureState } from './turn-state.js';

/**
 * Args of `extra-turn`.
 *
 * @example
 * ctx.call('extra-turn', { player: 'p1', source: card } satisfies ExtraTurnArgs);
 */
export interface ExtraTurnArgs {
  player: string;
  /** The card that gives it, for the log. */
  source?: number | null;
}

/**
 * `extra-turn`: a player will take an extra turn after this one. It goes on
 * the stack in the state (the newest is taken first); a node, so a card can
 * cancel it ("players can't take extra turns") or redirect it.
 *
 * @example
 * { do: 'extra-turn', player: '$you', source: '$self' } // a card's step
 */
export const extraTurnNode = defineNode<ExtraTurnArgs, TurnStructureState>({
  name: 'extra-turn',
  description: 'A player will take an extra turn after this one (the newest extra turn is taken first).',
  args: { player: 'who takes it', source: 'optional: the card that gives it' },
  body(ctx, { player, source }) {
    const state = ctx.state;
    if (!playersOf(state, 'extra-turn').includes(player))
      throw new Error(`extra-turn: player "${player}" is not in state.players`);
    extraTurnsOf(state, 'extra-turn').push({ player, source: source ?? null });
    if (ctx.logging) ctx.log({ type: 'extra-turn', player, source: source ?? null });
  },
});
