import { cardDef, cardOf } from 'cardweave';
import { OPPONENT, ZONES, currentAtk, nameOf, playerName, stat, type DuelState } from './state.js';

const NONE = '(none)';

function monsters(state: DuelState, player: string, viewer: string): string {
  const list = state.zones[ZONES[player]!.monsters]!.map((card) => {
    const position = state.positions[card];
    if (!cardOf(state, card).faceUp) {
      return player === viewer
        ? `${nameOf(state, card)} ATK ${currentAtk(state, card)}/DEF ${stat(state, card, 'def')} (face-down defense)`
        : 'face-down monster (defense)';
    }
    return `${nameOf(state, card)} ATK ${currentAtk(state, card)}/DEF ${stat(state, card, 'def')} (${position})`;
  });
  return list.length === 0 ? NONE : list.join(' · ');
}

function spells(state: DuelState, player: string, viewer: string): string {
  const list = state.zones[ZONES[player]!.spells]!.map((card) =>
    cardOf(state, card).faceUp ? nameOf(state, card) : player === viewer ? `${nameOf(state, card)} (set)` : 'face-down card',
  );
  return list.length === 0 ? NONE : list.join(' · ');
}

function hand(state: DuelState, player: string): string {
  const list = state.zones[ZONES[player]!.hand]!.map((card) => {
    const def = cardDef(state, card);
    if (def.kind === 'monster')
      return `${def.name} (Lv ${stat(state, card, 'level')}, ${stat(state, card, 'atk')}/${stat(state, card, 'def')})`;
    return `${def.name} (${def.kind})`;
  });
  return list.length === 0 ? NONE : list.join(' · ');
}

function side(state: DuelState, player: string, viewer: string): string[] {
  const zones = ZONES[player]!;
  const count = (zone: number): number => state.zones[zone]!.length;
  const you = player === viewer ? ' (you)' : '';
  const lines = [
    `${playerName(player)}${you}: ${state.lifePoints[player]} LP · deck ${count(zones.deck)} · hand ${count(zones.hand)} · graveyard ${count(zones.graveyard)}`,
    `  Monsters: ${monsters(state, player, viewer)}`,
    `  Spells & traps: ${spells(state, player, viewer)}`,
  ];
  if (player === viewer) lines.push(`  Hand: ${hand(state, player)}`);
  return lines;
}

/**
 * The board as `viewer` sees it: the opponent's side on top (hand and
 * face-down cards hidden), then the viewer's, with their hand.
 *
 * @example console.log(boardLines(engine.state, 'p1').join('\n'));
 */
export function boardLines(state: DuelState, viewer: string): string[] {
  const active = state.active === undefined ? '' : ` · ${playerName(state.active)}'s ${state.phase} phase`;
  return [`── Turn ${state.turn}${active} ──`, ...side(state, OPPONENT[viewer]!, viewer), ...side(state, viewer, viewer)];
}
