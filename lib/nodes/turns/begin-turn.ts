import { defineNode } from '../../graph/node.js';
import type { NodeDefinition } from '../../graph/types.js';
import { beginPhaseFrom, type PhaseSpec } from './phases.js';
import type { TurnStructureState } from './turn-state.js';

/**
 * Args of `begin-turn`, as `next-turn` gives them.
 *
 * @example
 * const args: BeginTurnArgs = { player: 'p2', turn: 5, extra: true };
 */
export interface BeginTurnArgs {
  player: string;
  turn: number;
  /** True for an extra turn. */
  extra?: boolean;
}

/**
 * `begin-turn`: a turn begins. A pre hook that cancels it skips the turn.
 * Only `next-turn` starts turns: a `begin-turn` queued or called by anything
 * else is refused, so a card cannot start a second turn order beside the
 * first (it gives an extra turn instead).
 */
export function beginTurnNode(
  phases: readonly PhaseSpec[],
  atTurnStart: string | undefined,
): NodeDefinition<BeginTurnArgs, TurnStructureState> {
  return defineNode<BeginTurnArgs, TurnStructureState>({
    name: 'begin-turn',
    description:
      "A turn begins: the player becomes active, the turn's start runs, then its first phase; a pre hook that cancels skips the turn.",
    calls: atTurnStart === undefined ? ['begin-phase'] : [atTurnStart, 'begin-phase'],
    // A turn whose every phase is skipped ends at once.
    continuesTo: ['end-turn'],
    args: { player: 'whose turn', turn: 'its number', extra: 'optional: true for an extra turn' },
    body(ctx, { player, turn, extra }) {
      const state = ctx.state;
      const beginning = state.beginning;
      if (beginning === undefined || beginning === null || beginning.player !== player || beginning.turn !== turn) {
        throw new Error(
          `begin-turn for ${player} (turn ${turn}) was not started by next-turn: turns begin only in turn order; ` +
            "to give a player another turn, call extra-turn ({ do: 'extra-turn', player })",
        );
      }
      state.beginning = null;
      state.active = player;
      state.turn = turn;
      if (ctx.logging) ctx.log(extra === true ? { type: 'turn', turn, player, extra: true } : { type: 'turn', turn, player });
      if (atTurnStart !== undefined) ctx.call(atTurnStart, { player });
      beginPhaseFrom(ctx, player, phases, 0);
    },
  });
}
