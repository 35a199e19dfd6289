import { defineNode } from 'cardweave';
import type { DuelState } from '../state.js';

/** Args of duel.gain-life-points. */
export interface GainLifePointsArgs {
  player: string;
  amount: number;
}

/** A player gains life points (there is no upper limit). */
export const gainLifePointsNode = defineNode<GainLifePointsArgs, DuelState>({
  name: 'duel.gain-life-points',
  description: 'A player gains life points.',
  args: { player: 'who gains', amount: 'life points gained' },
  body(ctx, { player, amount }) {
    const total = ctx.state.lifePoints[player]! + amount;
    ctx.state.lifePoints[player] = total;
    if (ctx.logging) ctx.log({ type: 'duel.gained', player, amount, total });
  },
});
