import type { JsonObject } from '../graph/json.js';
import { defineNode } from '../graph/node.js';

/**
 * Args of `next-player`.
 *
 * @example
 * ctx.next('next-player', { then: 'turn', thenArgs: { phase: 'draw' } } satisfies NextPlayerArgs);
 */
export interface NextPlayerArgs {
  /** Node run next with `{ ...thenArgs, player }` (the new active player). */
  then?: string;
  thenArgs?: JsonObject;
}

/**
 * State read by `next-player`.
 *
 * @example
 * interface MyState extends CardState, TurnState { scores: Record<string, number> }
 */
export interface TurnState {
  players: string[];
  /** The active player; unset before the first turn. */
  active?: string;
  turn?: number;
}

/**
 * Passes the turn: `state.turn` goes up by one and `state.active` becomes the
 * next player of `state.players` (the first one when no one is active yet).
 *
 * @example
 * ctx.next('next-player', { then: 'war.round' });
 */
export const nextPlayerNode = defineNode<NextPlayerArgs, TurnState>({
  name: 'next-player',
  description: 'Passes the turn to the next player in turn order.',
  continuesTo: [{ arg: 'then' }],
  args: { then: 'optional: node run next with { ...thenArgs, player }', thenArgs: 'optional: extra args for then' },
  body(ctx, args) {
    const state = ctx.state;
    const players = state.players;
    if (!Array.isArray(players) || players.length === 0) throw new Error('next-player: state.players must be a non-empty array');
    let player: string;
    if (state.active === undefined) player = players[0]!;
    else {
      const index = players.indexOf(state.active);
      if (index < 0) throw new Error(`next-player: active player "${state.active}" is not in state.players`);
      player = players[index + 1 === players.length ? 0 : index + 1]!;
    }
    state.active = player;
    const turn = (state.turn ?? 0) + 1;
    state.turn = turn;
    if (ctx.logging) ctx.log({ type: 'turn', turn, player });
    if (args.then !== undefined) ctx.next(args.then, args.thenArgs === undefined ? { player } : { ...args.thenArgs, player });
  },
});
