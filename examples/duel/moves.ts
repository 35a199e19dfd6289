import { cardDef } from 'cardweave';
import { tributesNeeded } from './cards.js';
import { MONSTER_ZONES, OPPONENT, SPELL_ZONES, ZONES, kindOf, stat, type DuelState } from './state.js';

/** How a monster enters the field: face-up attack position, or set in face-down defense position. */
export type SummonPosition = 'attack' | 'face-down';

/** A move of the main phase; the decision's options are these objects. */
export type MainMove =
  | { move: 'summon'; card: number; position: SummonPosition }
  | { move: 'tribute-summon'; card: number; position: SummonPosition }
  | { move: 'switch'; card: number }
  | { move: 'activate'; card: number; target?: number }
  | { move: 'set-trap'; card: number }
  | { move: 'end-main' }
  | { move: 'end-turn' };

/** A move of the battle phase. */
export type BattleMove =
  | { move: 'attack'; attacker: number; target: number }
  | { move: 'direct-attack'; attacker: number }
  | { move: 'end-battle' }
  | { move: 'end-turn' };

/** Stat value of a spell that must target one spell or trap card the opponent controls. */
export const TARGETS_OPPONENT_SPELL_OR_TRAP = 'opponent-spell-or-trap';

const POSITIONS: readonly SummonPosition[] = ['attack', 'face-down'];

/**
 * Every legal main-phase move of `player`, in a fixed order: normal summons,
 * tribute summons, position switches, spells, traps, then end main phase and end turn.
 *
 * @example mainPhaseMoves(state, 'p1').at(-1); // { move: 'end-turn' }
 */
export function mainPhaseMoves(state: DuelState, player: string): MainMove[] {
  const zones = ZONES[player]!;
  const hand = state.zones[zones.hand]!;
  const monsters = state.zones[zones.monsters]!;
  const spellZoneFree = state.zones[zones.spells]!.length < SPELL_ZONES;
  const flags = state.turnFlags;
  const moves: MainMove[] = [];
  // Normal summon, once per turn: levels 1-4 need a free zone; 5-6 one tribute, 7-8 two, and free their own zone.
  if (!flags.normalSummoned) {
    for (const card of hand) {
      if (kindOf(state, card) !== 'monster') continue;
      const needed = tributesNeeded(stat(state, card, 'level'));
      if (needed === 0 && monsters.length < MONSTER_ZONES)
        for (const position of POSITIONS) moves.push({ move: 'summon', card, position });
    }
    for (const card of hand) {
      if (kindOf(state, card) !== 'monster') continue;
      const needed = tributesNeeded(stat(state, card, 'level'));
      if (needed > 0 && monsters.length >= needed)
        for (const position of POSITIONS) moves.push({ move: 'tribute-summon', card, position });
    }
  }
  // Each monster may change position once per turn, but not on the turn it was summoned.
  for (const card of monsters) {
    if (!flags.summoned.includes(card) && !flags.switched.includes(card)) moves.push({ move: 'switch', card });
  }
  if (spellZoneFree) {
    for (const card of hand) {
      const kind = kindOf(state, card);
      if (kind === 'trap') moves.push({ move: 'set-trap', card });
      if (kind !== 'spell') continue;
      if (cardDef(state, card).stats.target === TARGETS_OPPONENT_SPELL_OR_TRAP) {
        for (const target of state.zones[ZONES[OPPONENT[player]!]!.spells]!) moves.push({ move: 'activate', card, target });
      } else moves.push({ move: 'activate', card });
    }
  }
  moves.push({ move: 'end-main' }, { move: 'end-turn' });
  return moves;
}

/**
 * Every legal attack of `player`: each monster the query `duel.can-attack`
 * allows (`canAttack`: in attack position, not attacked this turn, not
 * forbidden by a card) attacks one of the opponent's monsters, or the
 * opponent directly when they have none.
 *
 * @example attackMoves(ctx.state, 'p1', (attacker) => ctx.ask('duel.can-attack', { player: 'p1', attacker }).ok); // [{ move: 'direct-attack', attacker: 7 }]
 */
export function attackMoves(state: DuelState, player: string, canAttack: (attacker: number) => boolean): BattleMove[] {
  const targets = state.zones[ZONES[OPPONENT[player]!]!.monsters]!;
  const moves: BattleMove[] = [];
  for (const attacker of state.zones[ZONES[player]!.monsters]!) {
    if (!canAttack(attacker)) continue;
    if (targets.length === 0) moves.push({ move: 'direct-attack', attacker });
    else for (const target of targets) moves.push({ move: 'attack', attacker, target });
  }
  return moves;
}
