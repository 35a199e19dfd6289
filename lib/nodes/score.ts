import type { CardState } from '../cards/state.js';
import { defineNode } from '../graph/node.js';

/**
 * Args of `score`.
 *
 * @example
 * ctx.next('score', { player: 'p1', points: 2 } satisfies ScoreArgs);
 */
export interface ScoreArgs {
  player: string;
  points: number;
}

/**
 * State read by `score`.
 *
 * @example
 * interface MyState extends CardState, ScoreState { players: string[] }
 */
export interface ScoreState {
  scores: Record<string, number>;
}

/**
 * Adds points to a player's score in `state.scores` (a missing score counts as 0).
 *
 * @example
 * ctx.next('score', { player: 'p1', points: 1 });
 */
export const scoreNode = defineNode<ScoreArgs, CardState & ScoreState>({
  name: 'score',
  description: "Adds points to a player's score.",
  args: { player: 'who scores', points: 'how many points (may be negative)' },
  body(ctx, { player, points }) {
    if (typeof points !== 'number' || !Number.isFinite(points))
      throw new Error(`score: points must be a finite number, got ${JSON.stringify(points)}`);
    const scores = (ctx.state.scores ??= {});
    const total = (scores[player] ?? 0) + points;
    scores[player] = total;
    if (ctx.logging) ctx.log({ type: 'scored', player, points, total });
  },
});
