import { type Json, type SeatDecision } from 'cardweave';
import { RESOLVE_REPLACEMENT } from 'cardweave/graph';
import type { ViewedState } from 'cardweave/server';
import type { BattleMove, MainMove } from './moves.js';
import { playerName, OPPONENT } from './state.js';
import { viewedCard, type ViewedCard } from './viewed-card.js';

// Every word here is made from one seat's view (engine.view(seat)): a card that seat does not see has
// no name in it, so the words cannot give one away. A card the view does not show at all cannot be
// an option of that seat's decision; it is worded as what the view can say of it.

/** A card of the view by its id; an option naming a card its view does not list is worded by its place. */
function card(seen: ViewedState, id: Json): ViewedCard {
  const place = typeof id === 'string' ? id : JSON.stringify(id);
  return viewedCard(seen, id) ?? { id: place, zone: place.split('#')[0]!, faceUp: false, controller: '', positions: null };
}

/** A card's name when the seat sees its face; a face-down card of the other player keeps its secret. */
function named(c: ViewedCard): string {
  if (c.face !== undefined) return c.face.name;
  return c.zone.endsWith('.monsters') ? 'the face-down monster' : 'a face-down card';
}

/** A monster as its controller sees it: name, level, ATK (current) and DEF. */
function monsterLabel(c: ViewedCard): string {
  if (c.face === undefined) return named(c);
  return `${c.face.name} (Lv ${c.face.level}, ATK ${c.face.atk}, DEF ${c.face.def})`;
}

function mainMove(seen: ViewedState, player: string, m: MainMove): string {
  switch (m.move) {
    case 'summon':
    case 'tribute-summon': {
      const how = m.move === 'summon' ? 'Normal summon' : 'Tribute summon';
      const label = monsterLabel(card(seen, m.card));
      return m.position === 'attack'
        ? `${how} ${label} in attack position`
        : `${how === 'Normal summon' ? 'Set' : 'Tribute set'} ${label} in face-down defense position`;
    }
    case 'switch': {
      const monster = card(seen, m.card);
      if (!monster.faceUp) return `Flip ${named(monster)} face up into attack position`;
      return `Switch ${named(monster)} to ${monster.positions === 'attack' ? 'defense' : 'attack'} position`;
    }
    case 'activate': {
      const spell = card(seen, m.card);
      const target = m.target === undefined ? '' : ` on ${playerName(OPPONENT[player]!)}'s ${named(card(seen, m.target))}`;
      return `Activate ${named(spell)}${target} (${spell.face?.text ?? ''})`;
    }
    case 'set-trap': {
      const trap = card(seen, m.card);
      return `Set ${named(trap)} face down (${trap.face?.text ?? ''})`;
    }
    case 'end-main':
      return seen.turn === 1 ? 'End the main phase (no battle on turn 1)' : 'End the main phase and go to battle';
    case 'end-turn':
      return 'End the turn';
  }
}

function battleMove(seen: ViewedState, player: string, m: BattleMove): string {
  switch (m.move) {
    case 'attack': {
      const attacker = card(seen, m.attacker);
      const target = card(seen, m.target);
      const shown =
        target.faceUp && target.face !== undefined
          ? `${target.face.name} (${target.positions === 'attack' ? `ATK ${target.face.atk}` : `DEF ${target.face.def}`})`
          : 'the face-down monster';
      return `Attack ${shown} with ${named(attacker)} (ATK ${attacker.face?.atk ?? 0})`;
    }
    case 'direct-attack': {
      const attacker = card(seen, m.attacker);
      return `Attack ${playerName(OPPONENT[player]!)} directly with ${named(attacker)} (ATK ${attacker.face?.atk ?? 0})`;
    }
    case 'end-battle':
      return 'End the battle phase';
    case 'end-turn':
      return 'End the turn';
  }
}

/**
 * One option of a decision in words, for the person asked, from what that
 * person's view shows: `seen` is `engine.view(player).state`, `decision` the
 * view's pending decision and `option` one of its options. The table server
 * and the terminal both word options with it.
 *
 * @example
 * const view = engine.view('p1'); const asked = view.pending as SeatDecision;
 * describeOption(view.state, asked, { move: 'end-turn' }); // 'End the turn'
 */
export function describeOption(seen: ViewedState, decision: SeatDecision, option: Json): string {
  switch (decision.then) {
    case 'duel.main-move':
      return mainMove(seen, decision.player, option as unknown as MainMove);
    case 'duel.battle-move':
      return battleMove(seen, decision.player, option as unknown as BattleMove);
    case 'duel.tribute':
      // A pick: each option is one of the player's monsters; the answer lists those tributed.
      return `Tribute ${monsterLabel(card(seen, option))}`;
    case 'duel.halt-the-charge':
      return option === 'activate' ? 'Activate Halt the Charge: negate the attack' : 'Do not activate it';
    case 'duel.discarded':
      return named(card(seen, option));
    case RESOLVE_REPLACEMENT: {
      const key = typeof option === 'string' ? option : JSON.stringify(option);
      // Mask keys of the duel's cards end in the card's handle ("mirror-ward:12"): named when the view shows its face.
      const handle = Number(key.split(':')[1]);
      if (!Number.isInteger(handle)) return `Apply ${key} first`;
      const face = viewedCard(seen, handle)?.face;
      return face !== undefined ? `Apply ${face.name} first` : 'Apply a face-down card first';
    }
    default:
      return JSON.stringify(option);
  }
}
