import { cardDef, cardOf, RESOLVE_REPLACEMENT, type Decision, type Json } from 'cardweave';
import type { BattleMove, MainMove } from './moves.js';
import { currentAtk, nameOf, playerName, stat, OPPONENT, type DuelState } from './state.js';

/** A monster as its controller sees it: name, level, ATK (current) and DEF. */
export function monsterLabel(state: DuelState, card: number): string {
  return `${nameOf(state, card)} (Lv ${stat(state, card, 'level')}, ATK ${currentAtk(state, card)}, DEF ${stat(state, card, 'def')})`;
}

/** A card on the field as `viewer` sees it: face-down cards of the opponent keep their secret. */
function seen(state: DuelState, card: number, viewer: string): string {
  const instance = cardOf(state, card);
  if (!instance.faceUp && instance.controller !== viewer)
    return cardDef(state, card).kind === 'monster' ? 'the face-down monster' : 'a face-down card';
  return nameOf(state, card);
}

function mainMove(state: DuelState, player: string, m: MainMove): string {
  switch (m.move) {
    case 'summon':
    case 'tribute-summon': {
      const how = m.move === 'summon' ? 'Normal summon' : 'Tribute summon';
      return m.position === 'attack'
        ? `${how} ${monsterLabel(state, m.card)} in attack position`
        : `${how === 'Normal summon' ? 'Set' : 'Tribute set'} ${monsterLabel(state, m.card)} in face-down defense position`;
    }
    case 'switch':
      if (!cardOf(state, m.card).faceUp) return `Flip ${nameOf(state, m.card)} face up into attack position`;
      return `Switch ${nameOf(state, m.card)} to ${state.positions[m.card] === 'attack' ? 'defense' : 'attack'} position`;
    case 'activate': {
      const text = cardDef(state, m.card).text;
      const target = m.target === undefined ? '' : ` on ${playerName(OPPONENT[player]!)}'s ${seen(state, m.target, player)}`;
      return `Activate ${nameOf(state, m.card)}${target} (${text})`;
    }
    case 'set-trap':
      return `Set ${nameOf(state, m.card)} face down (${cardDef(state, m.card).text})`;
    case 'end-main':
      return state.turn === 1 ? 'End the main phase (no battle on turn 1)' : 'End the main phase and go to battle';
    case 'end-turn':
      return 'End the turn';
  }
}

function battleMove(state: DuelState, player: string, m: BattleMove): string {
  switch (m.move) {
    case 'attack': {
      const target = cardOf(state, m.target).faceUp
        ? `${nameOf(state, m.target)} (${state.positions[m.target] === 'attack' ? `ATK ${currentAtk(state, m.target)}` : `DEF ${stat(state, m.target, 'def')}`})`
        : 'the face-down monster';
      return `Attack ${target} with ${nameOf(state, m.attacker)} (ATK ${currentAtk(state, m.attacker)})`;
    }
    case 'direct-attack':
      return `Attack ${playerName(OPPONENT[player]!)} directly with ${nameOf(state, m.attacker)} (ATK ${currentAtk(state, m.attacker)})`;
    case 'end-battle':
      return 'End the battle phase';
    case 'end-turn':
      return 'End the turn';
  }
}

/**
 * One option of a decision in words, for the person asked.
 *
 * @example describeOption(state, decision, { move: 'end-turn' }); // 'End the turn'
 */
export function describeOption(state: DuelState, decision: Decision, option: Json): string {
  switch (decision.then) {
    case 'duel.main-move':
      return mainMove(state, decision.player, option as MainMove);
    case 'duel.battle-move':
      return battleMove(state, decision.player, option as BattleMove);
    case 'duel.tribute':
      // A pick: each option is one of the player's monsters; the answer lists those tributed.
      return `Tribute ${monsterLabel(state, option as number)}`;
    case 'duel.halt-the-charge':
      return option === 'activate' ? 'Activate Halt the Charge: negate the attack' : 'Do not activate it';
    case 'duel.discarded':
      return nameOf(state, option as number);
    case RESOLVE_REPLACEMENT: {
      const key = typeof option === 'string' ? option : JSON.stringify(option);
      // Mask keys of the duel's cards end in the card's handle ("mirror-ward:12").
      const card = Number(key.split(':')[1]);
      return Number.isInteger(card) && state.cards[card] != null ? `Apply ${nameOf(state, card)} first` : `Apply ${key} first`;
    }
    default:
      return JSON.stringify(option);
  }
}
