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
 * Every main-phase move the board allows `player`, in a fixed order: normal
 * summons, tribute summons, position switches, spells, traps, then end main
 * phase and end turn. These are the board's facts (the card is in the hand,
 * a zone is free, there are monsters to tribute, the target is there); the
 * rules cards change (once a turn, not on the turn it was summoned) are the
 * queries of {@link mainMoveQuestion}, asked by the main phase.
 *
 * @example possibleMainMoves(state, 'p1').at(-1); // { move: 'end-turn' }
 */
export function possibleMainMoves(state: DuelState, player: string): MainMove[] {
  const zones = ZONES[player]!;
  const hand = state.zones[zones.hand]!;
  const monsters = state.zones[zones.monsters]!;
  const spellZoneFree = state.zones[zones.spells]!.length < SPELL_ZONES;
  const moves: MainMove[] = [];
  // Normal summon: levels 1-4 need a free zone; 5-6 one tribute, 7-8 two, and free their own zone.
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
  for (const card of monsters) moves.push({ move: 'switch', card });
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
 * True when the board allows `move` to `player`: exactly when
 * {@link possibleMainMoves} lists a move {@link sameMove} as it, answered
 * without listing them. duel.main-move checks every chosen move again, and
 * listing every move a second time per main-phase decision was a few per
 * cent of a look-ahead playout. Anything else than such a move (a forced,
 * tampered one) is not allowed.
 *
 * @example boardAllows(state, 'p1', { move: 'end-turn' }); // true
 */
export function boardAllows(state: DuelState, player: string, move: MainMove): boolean {
  const m = move as { move: string; card?: number; position?: string; target?: number };
  const zones = ZONES[player]!;
  switch (m.move) {
    case 'summon':
    case 'tribute-summon': {
      if (m.target !== undefined || !POSITIONS.includes(m.position as SummonPosition)) return false;
      if (!inZone(state, zones.hand, m.card) || kindOf(state, m.card!) !== 'monster') return false;
      const needed = tributesNeeded(stat(state, m.card!, 'level'));
      const monsters = state.zones[zones.monsters]!.length;
      return m.move === 'summon' ? needed === 0 && monsters < MONSTER_ZONES : needed > 0 && monsters >= needed;
    }
    case 'switch':
      return m.position === undefined && m.target === undefined && inZone(state, zones.monsters, m.card);
    case 'set-trap':
      return (
        m.position === undefined &&
        m.target === undefined &&
        spellZoneFree(state, zones.spells) &&
        inZone(state, zones.hand, m.card) &&
        kindOf(state, m.card!) === 'trap'
      );
    case 'activate': {
      if (m.position !== undefined || !spellZoneFree(state, zones.spells) || !inZone(state, zones.hand, m.card)) return false;
      if (kindOf(state, m.card!) !== 'spell') return false;
      if (cardDef(state, m.card!).stats.target !== TARGETS_OPPONENT_SPELL_OR_TRAP) return m.target === undefined;
      return m.target !== undefined && inZone(state, ZONES[OPPONENT[player]!]!.spells, m.target);
    }
    case 'end-main':
    case 'end-turn':
      return m.card === undefined && m.position === undefined && m.target === undefined;
    default:
      return false;
  }
}

/** True when `card` (any value) is one of the cards in zone `zone`, compared as possibleMainMoves' moves are. */
function inZone(state: DuelState, zone: number, card: unknown): boolean {
  return card !== undefined && state.zones[zone]!.some((c) => c === card);
}

function spellZoneFree(state: DuelState, spells: number): boolean {
  return state.zones[spells]!.length < SPELL_ZONES;
}

/**
 * True when two main-phase moves are the same move, field by field (in any key order).
 *
 * @example sameMove({ move: 'switch', card: 4 }, { card: 4, move: 'switch' }); // true
 */
export function sameMove(a: MainMove, b: MainMove): boolean {
  const x = a as { move: string; card?: number; position?: string; target?: number };
  const y = b as typeof x;
  return x.move === y.move && x.card === y.card && x.position === y.position && x.target === y.target;
}

/** The query a main-phase move asks, and its args. */
export interface MoveQuestion {
  query: 'duel.can-summon' | 'duel.can-switch' | 'duel.can-activate' | 'duel.can-set';
  args: { player: string; card: number; target?: number };
}

/**
 * The query that allows a main-phase move, with its args: summons (normal,
 * set, tribute) ask `duel.can-summon`, switches `duel.can-switch`, spells
 * `duel.can-activate`, traps `duel.can-set`; ending the phase or the turn
 * asks nothing (undefined).
 *
 * @example mainMoveQuestion('p1', { move: 'switch', card: 4 }); // { query: 'duel.can-switch', args: { player: 'p1', card: 4 } }
 */
export function mainMoveQuestion(player: string, move: MainMove): MoveQuestion | undefined {
  switch (move.move) {
    case 'summon':
    case 'tribute-summon':
      return { query: 'duel.can-summon', args: { player, card: move.card } };
    case 'switch':
      return { query: 'duel.can-switch', args: { player, card: move.card } };
    case 'activate':
      return {
        query: 'duel.can-activate',
        args: move.target === undefined ? { player, card: move.card } : { player, card: move.card, target: move.target },
      };
    case 'set-trap':
      return { query: 'duel.can-set', args: { player, card: move.card } };
    case 'end-main':
    case 'end-turn':
      return undefined;
  }
}

/**
 * Every legal main-phase move of `player`: the moves the board allows
 * ({@link possibleMainMoves}) that their query allows (`ask`: the query's
 * answer; asked once per card and query, so both positions of a summon
 * share one answer).
 *
 * @example mainPhaseMoves(ctx.state, 'p1', (query, args) => ctx.ask(query, args).ok).at(-1); // { move: 'end-turn' }
 */
export function mainPhaseMoves(
  state: DuelState,
  player: string,
  ask: (query: MoveQuestion['query'], args: MoveQuestion['args']) => boolean,
): MainMove[] {
  const answers = new Map<string, boolean>();
  return possibleMainMoves(state, player).filter((move) => {
    const question = mainMoveQuestion(player, move);
    if (question === undefined) return true;
    const key = `${question.query} ${question.args.card} ${question.args.target ?? ''}`;
    let ok = answers.get(key);
    if (ok === undefined) answers.set(key, (ok = ask(question.query, question.args)));
    return ok;
  });
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
