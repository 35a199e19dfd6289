import { defineNode } from 'cardweave';
import { OPPONENT, type DuelState } from '../state.js';

/** Battle damage comes from a battle; effect damage from a card's text. Replacement cards tell them apart. */
export type DamageKind = 'battle' | 'effect';

/** Args of duel.inflict-damage. */
export interface InflictDamageArgs {
  /** Who takes the damage. */
  player: string;
  amount: number;
  kind: DamageKind;
}

/**
 * A player takes damage: their life points go down (not below 0). A player at
 * 0 life points loses. Every damage in the duel, from battle or from a card,
 * goes through this node, so one hook here changes them all.
 */
export const inflictDamageNode = defineNode<InflictDamageArgs, DuelState>({
  name: 'duel.inflict-damage',
  description: 'A player takes damage; at 0 life points they lose.',
  affectedPlayer: (args) => args.player,
  continuesTo: ['declare-winner'],
  args: { player: 'who takes the damage', amount: 'life points lost', kind: "'battle' or 'effect'" },
  body(ctx, { player, amount, kind }) {
    const lifePoints = ctx.state.lifePoints;
    const left = Math.max(0, lifePoints[player]! - amount);
    lifePoints[player] = left;
    if (ctx.logging) ctx.log({ type: 'duel.damage', player, amount, kind, left });
    // Queued before whatever the caller queues next: the game ends before anyone is asked anything.
    if (left === 0) ctx.next('declare-winner', { player: OPPONENT[player]!, reason: 'life points' });
  },
});
