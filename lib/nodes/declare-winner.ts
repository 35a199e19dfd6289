import { defineNode } from '../graph/node.js';

/**
 * Args of `declare-winner`.
 *
 * @example
 * ctx.next('declare-winner', { player: null, reason: 'the deck ran out' } satisfies DeclareWinnerArgs);
 */
export interface DeclareWinnerArgs {
  /** The winner, or null for a draw. */
  player: string | null;
  reason?: string;
}

/**
 * Ends the game: logs the outcome, then `ctx.end({ winner, reason })`.
 *
 * @example
 * ctx.next('declare-winner', { player: 'p1', reason: 'p2 has no cards left' });
 */
export const declareWinnerNode = defineNode<DeclareWinnerArgs>({
  name: 'declare-winner',
  description: 'Ends the game with a winner, or a draw when player is null.',
  ends: true,
  args: { player: 'the winner, or null for a draw', reason: 'optional: why the game ended' },
  body(ctx, { player, reason = '' }) {
    if (player !== null && (typeof player !== 'string' || player === '')) {
      throw new Error(`declare-winner: player must be a non-empty string or null, got ${JSON.stringify(player)}`);
    }
    if (ctx.logging) ctx.log({ type: 'winner', player, reason });
    ctx.end({ winner: player, reason });
  },
});
