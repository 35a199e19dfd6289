import type { Formatter, LogEntry } from '../../lib/index.js';
import { OPPONENT, playerName } from './state.js';

/** The line of an entry the readable log leaves out (plumbing, or what a player may not see). */
export const HIDDEN = '';

const who = (e: LogEntry): string => playerName(String(e.player));
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
    `The duel begins: each player shuffles their deck and draws ${String(e.hand)} cards (${String(e.lifePoints)} life points each)`,
  turn: (e) => `Turn ${String(e.turn)}: ${who(e)}`,
  'duel.drew': (e) => `${who(e)} draws a card (${String(e.left)} left in the deck)`,
  'duel.summoned': (e) => {
    const how = Number(e.tributes) > 0 ? 'tribute' : 'normal';
    return e.position === 'attack'
      ? `${who(e)} ${how} summons ${String(e.name)} (ATK ${String(e.atk)}) in attack position`
      : `${who(e)} ${how === 'tribute' ? 'tribute ' : ''}sets a monster in face-down defense position`;
  },
  'duel.switched': (e) =>
    e.flipped === true
      ? `${who(e)} flips ${String(e.name)} face up into attack position`
      : `${who(e)} switches ${String(e.name)} to ${String(e.position)} position`,
  'duel.activated': (e) => `${who(e)} activates ${String(e.name)}`,
  'duel.set-trap': (e) => `${who(e)} sets a card in the spell & trap zone`,
  'duel.gained': (e) => `${who(e)} gains ${String(e.amount)} life points (${String(e.total)})`,
  'duel.damage': (e) => `${who(e)} takes ${String(e.amount)} ${e.kind === 'battle' ? 'battle' : 'effect'} damage (${String(e.left)} life points left)`,
  'duel.destroyed': (e) => (e.cause === 'tribute' ? `${who(e)} tributes ${String(e.name)}` : `${whose(e)} ${String(e.name)} is destroyed`),
  'duel.attack-declared': (e) =>
    e.target === null ? `${whose(e)} ${String(e.name)} attacks directly` : `${whose(e)} ${String(e.name)} attacks ${String(e.targetName)}`,
  'duel.flipped': (e) => `The face-down monster is ${String(e.name)} (DEF ${String(e.def)})`,
  'duel.battle': (e) => `${String(e.name)} (ATK ${String(e.atk)}) against ${String(e.targetName)} (${String(e.against)} ${String(e.value)})`,
  'duel.attack-fizzled': (e) => `The attack of ${String(e.name)} is cancelled: a monster left the field`,
  'duel.battle-skipped': (e) => `${who(e)} skips the battle phase: the first player cannot attack on turn 1`,
  winner: (e) => {
    if (e.player === null) return 'The duel is a draw';
    const loser = playerName(OPPONENT[String(e.player)]!);
    if (e.reason === 'life points') return `${who(e)} wins by life points: ${loser} has 0 life points left`;
    if (e.reason === 'deck out') return `${who(e)} wins by deck out: ${loser} could not draw`;
    return `${who(e)} wins (${String(e.reason)})`;
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
