import { cardDef, cardOf, type Agent, type Decision, type Json } from 'cardweave';
import { tributesNeeded } from '../cards.js';
import type { BattleMove, MainMove } from '../moves.js';
import { OPPONENT, ZONES, currentAtk, kindOf, stat, type DuelState } from '../state.js';

/** What the greedy player assumes a face-down monster's DEF to be: it does not peek at hidden cards. */
export const ASSUMED_FACE_DOWN_DEF = 1500;
/** A move that wins the duel on the spot outweighs anything else. */
const WINS = 1_000_000;

/**
 * The greedy player: for each decision it scores every option by its
 * immediate value, in life points, and takes the best (the first on a tie).
 * It looks one move ahead, never further, and sees only what its player sees.
 *
 * - Main phase: a monster summoned in attack position is worth its ATK, or
 *   loses (threat - ATK) when the opponent's strongest attacker would beat it;
 *   set face down it is worth half its DEF (a quarter if the threat beats it).
 *   A tribute summon costs half the ATK of the weakest tributes. Switching
 *   position is worth it when the monster then stands up to the threat. Spells:
 *   Mending Rain 1000 below the starting life points (else 100), Spark Volley
 *   500 (or the win), Rallying Banner 300 per monster it boosts, Mirror Ward
 *   700, Shatterwind the value of what it destroys (a face-down card 600);
 *   setting a trap 600. Ending the main phase is worth 0, ending the turn -1.
 * - Battle: damage dealt - damage taken + ATK of the monster destroyed - ATK
 *   of the monster lost (damage dealt counts as taken when the opponent has a
 *   face-up Mirror Ward); a face-down defender is assumed to have DEF 1500;
 *   a trade of equal monsters is -1. Ending the battle phase is 0, ending the turn -1.
 * - Tributes: the monsters with the least ATK. A trap that can negate an attack: always.
 * - Discards (a pick): the cards with the least printed ATK (spells and traps count 0), in hand order.
 *
 * @example engine.setAgent('p2', greedyAgent());
 */
export function greedyAgent(): Agent {
  return {
    name: 'greedy',
    decide(decision, state) {
      const s = state as DuelState;
      switch (decision.then) {
        case 'duel.main-move':
          return best(decision, (o) => mainValue(s, decision.player, o as MainMove));
        case 'duel.battle-move':
          return best(decision, (o) => battleValue(s, decision.player, o as BattleMove));
        case 'duel.tribute':
          return best(decision, (o) => -sumAtk(s, (o as { tributes: number[] }).tributes));
        case 'duel.halt-the-charge':
          return 'activate';
        case 'duel.discarded': {
          const hand = decision.options as number[];
          const worth = (card: number) => (kindOf(s, card) === 'monster' ? stat(s, card, 'atk') : 0);
          const least = [...hand].sort((a, b) => worth(a) - worth(b)).slice(0, decision.pick!.min);
          return hand.filter((card) => least.includes(card));
        }
        default:
          return decision.options[0];
      }
    },
  };
}

function best(decision: Decision, value: (option: Json) => number): Json {
  let bestOption: Json = decision.options[0] ?? null;
  let bestValue = -Infinity;
  for (const option of decision.options) {
    const v = value(option);
    if (v > bestValue) {
      bestValue = v;
      bestOption = option;
    }
  }
  return bestOption;
}

/** The ATK of the opponent's strongest monster in attack position: what a monster of ours must stand up to. */
function threat(state: DuelState, player: string): number {
  let most = 0;
  for (const card of state.zones[ZONES[OPPONENT[player]!]!.monsters]!) {
    if (state.positions[card] === 'attack') most = Math.max(most, currentAtk(state, card));
  }
  return most;
}

function sumAtk(state: DuelState, cards: readonly number[]): number {
  let sum = 0;
  for (const card of cards) sum += currentAtk(state, card);
  return sum;
}

function summonValue(state: DuelState, player: string, card: number, position: string): number {
  const danger = threat(state, player);
  const atk = stat(state, card, 'atk');
  const def = stat(state, card, 'def');
  if (position === 'attack') return atk >= danger ? atk : atk - danger;
  return def >= danger ? def / 2 : def / 4;
}

function mainValue(state: DuelState, player: string, move: MainMove): number {
  const mine = state.zones[ZONES[player]!.monsters]!;
  switch (move.move) {
    case 'summon':
      return summonValue(state, player, move.card, move.position);
    case 'tribute-summon': {
      const weakest = [...mine].sort((a, b) => currentAtk(state, a) - currentAtk(state, b));
      const cost = sumAtk(state, weakest.slice(0, tributesNeeded(stat(state, move.card, 'level'))));
      return summonValue(state, player, move.card, move.position) - cost / 2;
    }
    case 'switch': {
      const atk = currentAtk(state, move.card);
      const danger = threat(state, player);
      if (state.positions[move.card] === 'attack') return atk < danger ? (danger - atk) / 2 : -100;
      return atk >= danger ? atk / 2 : -100;
    }
    case 'activate':
      return spellValue(state, player, move.card, move.target);
    case 'set-trap':
      return 600;
    case 'end-main':
      return 0;
    case 'end-turn':
      return -1;
  }
  return 0;
}

function spellValue(state: DuelState, player: string, card: number, target: number | undefined): number {
  const opponent = OPPONENT[player]!;
  switch (cardDef(state, card).id) {
    case 'duel.mending-rain':
      return state.lifePoints[player]! < state.startingLifePoints ? 1000 : 100;
    case 'duel.spark-volley':
      return state.lifePoints[opponent]! <= 500 ? WINS : 500;
    case 'duel.rallying-banner':
      return 300 * state.zones[ZONES[player]!.monsters]!.length - 1;
    case 'duel.mirror-ward':
      return 700;
    case 'duel.shatterwind':
      return target === undefined ? 0 : targetValue(state, opponent, target);
    default:
      return 100;
  }
}

function targetValue(state: DuelState, opponent: string, target: number): number {
  if (!cardOf(state, target).faceUp) return 600;
  if (cardDef(state, target).id === 'duel.rallying-banner') return 300 * state.zones[ZONES[opponent]!.monsters]!.length;
  return 700;
}

/** True when `player` controls a face-up Mirror Ward: battle damage dealt to them comes back. */
function reflects(state: DuelState, player: string): boolean {
  return state.zones[ZONES[player]!.spells]!.some(
    (card) => cardOf(state, card).faceUp && cardDef(state, card).id === 'duel.mirror-ward',
  );
}

function battleValue(state: DuelState, player: string, move: BattleMove): number {
  const opponent = OPPONENT[player]!;
  // Against a Mirror Ward, damage dealt is damage taken.
  const sign = reflects(state, opponent) && !reflects(state, player) ? -1 : 1;
  const lethal = (damage: number): number => (sign > 0 && damage >= state.lifePoints[opponent]! ? WINS : 0);
  switch (move.move) {
    case 'end-battle':
      return 0;
    case 'end-turn':
      return -1;
    case 'direct-attack': {
      const atk = currentAtk(state, move.attacker);
      return sign * atk + lethal(atk);
    }
    case 'attack': {
      const atk = currentAtk(state, move.attacker);
      const target = move.target;
      const hidden = !cardOf(state, target).faceUp;
      if (state.positions[target] === 'attack') {
        const other = currentAtk(state, target);
        if (atk > other) return other + sign * (atk - other) + lethal(atk - other);
        return atk === other ? -1 : -other;
      }
      const def = hidden ? ASSUMED_FACE_DOWN_DEF : stat(state, target, 'def');
      if (atk > def) return hidden ? 1000 : currentAtk(state, target);
      return atk === def ? -1 : atk - def;
    }
  }
  return 0;
}
