import { fieldText, type Formatter, type LogEntry } from 'cardweave';
import { isStandardId } from './cards.js';
import { playerName } from './state.js';

/** Lines for entries the log view leaves out: plumbing a newcomer does not need to read. */
export const HIDDEN = '';

const who = (e: LogEntry): string => playerName(fieldText(e.player));
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * How a War game reads, entry type by entry type. They override the lib's
 * standard formatters where War has its own words; an empty line means
 * "not shown" (see {@link warLines}).
 */
export const warFormatters: Record<string, Formatter> = {
  shuffled: (e) =>
    e.zone === 'deck'
      ? 'The deck is shuffled.'
      : `${playerName(fieldText(e.zone).split('.')[0]!)} shuffles their ability cards into their pile.`,
  dealt: (e) => `${plural(Number(e.cards), 'card')} are dealt, one at a time, Player 1 first.`,
  'moved-all': () => HIDDEN,
  'war.revealed': (e) => `${who(e)} plays ${fieldText(e.name)}`,
  'war.staked': (e) => `${who(e)} puts ${plural(Number(e.cards), 'card')} face down`,
  'war.war': () => 'War!',
  'war.took-pot': (e) => `${who(e)} takes the pot (${plural(Number(e.cards), 'card')})`,
  compared: (e) => {
    const values = (e.values as number[]).join(' against ');
    return e.winner === null ? `${values}: a tie` : `${values}: ${playerName(fieldText(e.winner))} wins`;
  },
  drew: (e) =>
    isStandardId(fieldText(e.defId))
      ? `${who(e)} drew ${fieldText(e.name)}`
      : `${who(e)} drew ${/^[AEIOU]/.test(fieldText(e.name)) ? 'an' : 'a'} ${fieldText(e.name)} card!`,
  // twist's end-by-points says who ran out, whichever step noticed it.
  empty: () => HIDDEN,
  scored: (e) => `${who(e)} scores ${plural(Number(e.points), 'point')} (${Number(e.total)} in total)`,
  turn: (e) => `Next round: ${who(e)} draws first`,
  // The result line: the nodes that end a game write the whole sentence as the reason.
  winner: (e) => fieldText(e.reason),
};

/** Entry types the engine writes about its own machinery; the War log leaves them out. */
const ENGINE_TYPES = new Set(['replaced', 'cancelled']);

/**
 * The readable log of a War game: one line per entry, without plumbing
 * (engine notes on masks and cancels, bulk moves).
 *
 * @example warLines(engine).at(-1); // 'Player 1 wins with 12 points!'
 */
export function warLines(engine: { log: readonly LogEntry[]; graph: { format(entry: LogEntry): string } }): string[] {
  const lines: string[] = [];
  for (const entry of engine.log) {
    if (ENGINE_TYPES.has(entry.type)) continue;
    const line = engine.graph.format(entry);
    if (line !== HIDDEN) lines.push(line);
  }
  return lines;
}
