import { defineValueQuery, type Context } from 'cardweave';
import { PLAYERS, ZONES, stat, type DuelState } from '../state.js';

/** Args of duel.measure-atk: the monster, and (as its pre hooks see it) the ATK found so far. */
export interface MeasureAtkArgs {
  card: number;
  /** The ATK found so far: the printed ATK, as the pre hooks before this one changed it. */
  atk?: number;
}

/**
 * `duel.measure-atk`: a monster's current ATK, as a value query. The rules
 * give its printed ATK; each pre hook (Rallying Banner, Banner Bearer) may
 * return the args with `atk` changed, in priority order. Measuring is pure:
 * a rule or an agent asks it at any time, and nothing runs.
 */
export const measureAtkQuery = defineValueQuery<MeasureAtkArgs, DuelState>({
  name: 'duel.measure-atk',
  description: "A monster's current ATK: its printed ATK, as pre hooks (cards) adjust it.",
  args: { card: 'handle of a monster on the field', atk: 'the ATK so far: printed, then as each pre hook changed it' },
  value: 'atk',
  base: (state, { card }) => stat(state, card, 'atk'),
});

/**
 * A monster's current ATK, measured now through duel.measure-atk and its
 * hooks (never below 0), and recorded in `state.atk` for the board.
 *
 * @example const atk = measureAtk(ctx, attacker);
 */
export function measureAtk(ctx: Context<DuelState>, card: number): number {
  const atk = Math.max(0, ctx.measure('duel.measure-atk', { card }) as number);
  ctx.state.atk[card] = atk;
  return atk;
}

/**
 * Measures the ATK of every monster on the field into `state.atk`, so the
 * board (and any agent reading its view) shows the ATK battle would use.
 *
 * @example refreshAtk(ctx); // at the start of the main and battle phases
 */
export function refreshAtk(ctx: Context<DuelState>): void {
  for (const player of PLAYERS) for (const card of ctx.state.zones[ZONES[player]!.monsters]!) measureAtk(ctx, card);
}
