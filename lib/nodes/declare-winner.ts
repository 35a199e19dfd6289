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
  /**
   * True when a cap (of turns, comparisons...) stops the game rather than
   * its rules deciding it: the result then says `cut: true`, so a
   * simulation report counts the game as cut, not as a draw. The player
   * must be null.
   */
  cut?: boolean;
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
  args: {
    player: 'the winner, or null for a draw',
    reason: 'optional: why the game ended',
    cut: 'optional: true when a cap stopped the game (player null)',
  },
  body(ctx, { player, reason = '', cut }) {
    if (player !== null && (typeof player !== 'string' || player === '')) {
      throw new Error(`declare-winner: player must be a non-empty string or null, got ${JSON.stringify(player)}`);
    }
    if (cut !== undefined && cut !== true && cut !== false)
      throw new Error(`declare-winner: cut must be true or false, got ${JSON.stringify(cut)}`);
    if (cut === true && player !== null)
      throw new Error(`declare-winner: a game cut by a cap has no winner, got player ${JSON.stringify(player)}`);
    if (ctx.logging) ctx.log({ type: 'winner', player, reason });
    // `cut` only when true: every other game's result stays { winner, reason }, as saves and tests know it.
    ctx.end(cut === true ? { winner: player, reason, cut } : { winner: player, reason });
  },
});
