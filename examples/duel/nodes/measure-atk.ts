import { defineNode, type Context } from 'cardweave';
import { PLAYERS, ZONES, stat, type DuelState } from '../state.js';

/** Args of duel.measure-atk. */
export interface MeasureAtkArgs {
  card: number;
  /** The ATK found so far: the printed ATK, as pre hooks have changed it. */
  atk: number;
}

/**
 * Records a monster's current ATK. The caller passes the printed ATK; pre
 * hooks (a continuous spell's boost) rewrite it on the way, so whatever
 * changes ATK changes it here, and battle reads the result.
 */
export const measureAtkNode = defineNode<MeasureAtkArgs, DuelState>({
  name: 'duel.measure-atk',
  description: "Records a monster's current ATK: its printed ATK as pre hooks changed it.",
  args: { card: 'handle of a monster on the field', atk: 'its printed ATK (pre hooks change it)' },
  body(ctx, { card, atk }) {
    ctx.state.atk[card] = Math.max(0, atk);
  },
});

/**
 * A monster's current ATK, measured now through duel.measure-atk and its hooks.
 *
 * @example const atk = measureAtk(ctx, attacker);
 */
export function measureAtk(ctx: Context<DuelState>, card: number): number {
  ctx.call('duel.measure-atk', { card, atk: stat(ctx.state, card, 'atk') });
  return ctx.state.atk[card]!;
}

/**
 * Measures the ATK of every monster on the field, so the board (and any
 * agent reading the state) shows the ATK battle would use.
 */
export function refreshAtk(ctx: Context<DuelState>): void {
  for (const player of PLAYERS) for (const card of ctx.state.zones[ZONES[player]!.monsters]!) measureAtk(ctx, card);
}
