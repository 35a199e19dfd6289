import type { Formatter, Json, LogEntry } from 'cardweave';
import { OPPONENT, playerName } from './state.js';

/** The line of an entry the readable log leaves out (plumbing, or what a player may not see). */
export const HIDDEN = '';

/** A log field as text: strings as they are, numbers and the rest as JSON. */
export const text = (value: Json | undefined): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** The verb a refused main-phase move is told with ("Player 1 cannot summon ..."). */
const REFUSED_VERB: Readonly<Record<string, string>> = {
  summon: 'summon',
  'tribute-summon': 'tribute summon',
  switch: 'switch',
  activate: 'activate',
  'set-trap': 'set',
};

const who = (e: LogEntry): string => playerName(text(e.player));
const whose = (e: LogEntry): string => `${who(e)}'s`;

/**
 * How a duel reads, entry type by entry type. Draws are told without the
 * card's name: the log is read by both players.
 */
export const duelFormatters: Record<string, Formatter> = {
  shuffled: () => HIDDEN,
  drew: () => HIDDEN,
  empty: (e) => `${who(e)} cannot draw: their deck is empty`,
  'duel.opened': (e) =>
    `The duel begins: each player shuffles their deck and draws ${text(e.hand)} cards (${text(e.lifePoints)} life points each)`,
  turn: (e) => `Turn ${text(e.turn)}: ${who(e)}${e.extra === true ? ' (an extra turn)' : ''}`,
  'extra-turn': (e) => `${who(e)} will take an extra turn after this one`,
  'turn-skipped': (e) => `${who(e)} skips this turn`,
  'phase-skipped': (e) => `${who(e)} skips the ${text(e.phase)} phase`,
  created: (e) =>
    `${playerName(text(e.owner))} creates ${(e.cards as Json[]).length} ${text(e.name)} token${(e.cards as Json[]).length === 1 ? '' : 's'}`,
  removed: (e) => `${(e.names as string[]).join(', ')} leaves the game`,
  'duel.special-summoned': (e) => `${who(e)} special summons ${text(e.name)} in ${text(e.position)} position`,
  'duel.drew': (e) => `${who(e)} draws a card (${text(e.left)} left in the deck)`,
  'duel.summoned': (e) => {
    const how = Number(e.tributes) > 0 ? 'tribute' : 'normal';
    return e.position === 'attack'
      ? `${who(e)} ${how} summons ${text(e.name)} (ATK ${text(e.atk)}) in attack position`
      : `${who(e)} ${how === 'tribute' ? 'tribute ' : ''}sets a monster in face-down defense position`;
  },
  'duel.switched': (e) =>
    e.flipped === true
      ? `${who(e)} flips ${text(e.name)} face up into attack position`
      : `${who(e)} switches ${text(e.name)} to ${text(e.position)} position`,
  'duel.activated': (e) => `${who(e)} activates ${text(e.name)}`,
  'duel.set-trap': (e) => `${who(e)} sets a card in the spell & trap zone`,
  'duel.gained': (e) => `${who(e)} gains ${text(e.amount)} life points (${text(e.total)})`,
  'duel.damage': (e) =>
    `${who(e)} takes ${text(e.amount)} ${e.kind === 'battle' ? 'battle' : 'effect'} damage (${text(e.left)} life points left)`,
  'duel.destroyed': (e) =>
    e.cause === 'tribute' ? `${who(e)} tributes ${text(e.name)}` : `${whose(e)} ${text(e.name)} is destroyed`,
  'duel.attack-declared': (e) =>
    e.target === null
      ? `${whose(e)} ${text(e.name)} attacks directly`
      : `${whose(e)} ${text(e.name)} attacks ${text(e.targetName)}`,
  'duel.discarded': (e) =>
    `${who(e)} discards ${(Array.isArray(e.names) ? e.names : []).map((n) => text(n)).join(' and ') || 'nothing'}`,
  'duel.attack-refused': (e) =>
    `${whose(e)} ${text(e.name)} cannot attack: ${(Array.isArray(e.reasons) ? e.reasons : []).map((r) => text(r)).join('; ')}`,
  'duel.move-refused': (e) =>
    `${who(e)} cannot ${REFUSED_VERB[text(e.move)] ?? text(e.move)} ${e.name === null ? `card ${text(e.card)}` : text(e.name)}: ${(Array.isArray(e.reasons) ? e.reasons : []).map((r) => text(r)).join('; ')}`,
  'duel.flipped': (e) => `The face-down monster is ${text(e.name)} (DEF ${text(e.def)})`,
  'duel.battle': (e) =>
    `${text(e.name)} (ATK ${text(e.atk)}) against ${text(e.targetName)} (${text(e.against)} ${text(e.value)})`,
  'duel.attack-fizzled': (e) => `The attack of ${text(e.name)} is cancelled: a monster left the field`,
  'duel.battle-skipped': (e) => `${who(e)} skips the battle phase: the first player cannot attack on turn 1`,
  winner: (e) => {
    if (e.player === null) return 'The duel is a draw';
    const loser = playerName(OPPONENT[text(e.player)]!);
    if (e.reason === 'life points') return `${who(e)} wins by life points: ${loser} has 0 life points left`;
    if (e.reason === 'deck out') return `${who(e)} wins by deck out: ${loser} could not draw`;
    return `${who(e)} wins (${text(e.reason)})`;
  },
};

/** Entry types the engine writes about its own machinery; the duel's log leaves them out. */
const ENGINE_TYPES = new Set(['replaced', 'cancelled']);

/**
 * The readable lines of some log entries (by default the whole log), without plumbing.
 *
 * @example duelLines(engine).at(-1); // 'Player 1 wins by life points: Player 2 has 0 life points left'
 */
export function duelLines(engine: { log: readonly LogEntry[]; graph: { format(entry: LogEntry): string } }, from = 0): string[] {
  const lines: string[] = [];
  const log = engine.log;
  for (let i = from; i < log.length; i++) {
    const entry = log[i]!;
    if (ENGINE_TYPES.has(entry.type)) continue;
    const line = engine.graph.format(entry);
    if (line !== HIDDEN) lines.push(line);
  }
  return lines;
}
