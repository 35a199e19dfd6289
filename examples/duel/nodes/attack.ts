import { cardOf, defineNode, type Context } from 'cardweave';
import { OPPONENT, ZONES, nameOf, stat, type DuelState } from '../state.js';
import { measureAtk } from './measure-atk.js';

/** Args of duel.attack. */
export interface AttackArgs {
  player: string;
  attacker: number;
  /** The monster attacked, or null for a direct attack. */
  target: number | null;
  /** Cards whose controllers were already asked whether to respond to this attack (traps read it). */
  asked: number[];
}

/**
 * An attack resolves (cards that negate attacks hook this node). A direct
 * attack deals the attacker's ATK as battle damage. Against a monster, a
 * face-down one is flipped face up first, then:
 *
 * - against attack position, the higher ATK destroys the other monster and its
 *   controller takes the difference; equal ATK destroys both, with no damage;
 * - against defense position, ATK above DEF destroys the defender with no
 *   damage; equal, nothing happens; ATK below DEF: the attacker's controller
 *   takes the difference.
 */
export const attackNode = defineNode<AttackArgs, DuelState>({
  name: 'duel.attack',
  description: 'Resolves an attack: flips a face-down target, compares ATK with ATK or DEF, destroys and inflicts battle damage.',
  calls: ['duel.flip', 'duel.measure-atk', 'log', 'duel.destroy'],
  // Battle damage is the attack's last act, and continues there rather than being called: where two of a player's
  // replacements compete for it (two Mirror Wards), the damage waits for that player's choice.
  continuesTo: ['duel.inflict-damage'],
  args: {
    player: 'the attacking player',
    attacker: 'their monster',
    target: "the opponent's monster, or null for a direct attack",
    asked: 'cards already offered a response to this attack',
  },
  body(ctx, { player, attacker, target }) {
    const state = ctx.state;
    const opponent = OPPONENT[player]!;
    if (
      cardOf(state, attacker).zone !== ZONES[player]!.monsters ||
      (target !== null && cardOf(state, target).zone !== ZONES[opponent]!.monsters)
    ) {
      if (ctx.logging) ctx.log({ type: 'duel.attack-fizzled', player, attacker, name: nameOf(state, attacker) });
      return;
    }
    const atk = measureAtk(ctx, attacker);
    if (target === null) return damage(ctx, opponent, atk);
    if (!cardOf(state, target).faceUp) ctx.call('duel.flip', { card: target });
    if (state.positions[target] === 'attack') {
      const other = measureAtk(ctx, target);
      logBattle(ctx, attacker, atk, target, other, 'ATK');
      if (atk >= other) destroy(ctx, target);
      if (atk <= other) destroy(ctx, attacker);
      if (atk > other) damage(ctx, opponent, atk - other);
      else if (atk < other) damage(ctx, player, other - atk);
      return;
    }
    const def = stat(state, target, 'def');
    logBattle(ctx, attacker, atk, target, def, 'DEF');
    if (atk > def) destroy(ctx, target);
    else if (atk < def) damage(ctx, player, def - atk);
  },
});

function destroy(ctx: Context<DuelState>, card: number): void {
  ctx.call('duel.destroy', { card, cause: 'battle' });
}

function damage(ctx: Context<DuelState>, player: string, amount: number): void {
  ctx.next('duel.inflict-damage', { player, amount, kind: 'battle' });
}

function logBattle(
  ctx: Context<DuelState>,
  attacker: number,
  atk: number,
  target: number,
  value: number,
  against: 'ATK' | 'DEF',
): void {
  if (!ctx.logging) return;
  const state = ctx.state;
  ctx.call('log', {
    entry: {
      type: 'duel.battle',
      attacker,
      name: nameOf(state, attacker),
      atk,
      target,
      targetName: nameOf(state, target),
      value,
      against,
    },
  });
}
