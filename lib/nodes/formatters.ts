import type { Formatter } from '../graph/graph.js';
import type { Json } from '../graph/json.js';

/**
 * Readable lines for the log entries the standard nodes write. Spread into a
 * game's formatters and override the ones the game words differently.
 *
 * @example
 * defineCardGame({ ..., formatters: { ...standardFormatters, drew: (e) => `${e.player} drew ${e.name}` } });
 */
export const standardFormatters: Readonly<Record<string, Formatter>> = Object.freeze({
  shuffled: (e) => `Shuffled ${str(e.zone)}`,
  dealt: (e) => `Dealt ${cards(e.cards)} from ${str(e.from)} to ${(e.to as string[]).join(', ')}`,
  drew: (e) => `${str(e.player)} drew ${str(e.name)}`,
  empty: (e) => `${str(e.player)} has no card left in ${str(e.zone)}`,
  'moved-all': (e) => `Moved ${cards(e.cards)} from ${str(e.from)} to ${str(e.to)}`,
  compared: (e) =>
    `Compared ${str(e.stat)}: ${(e.values as number[]).join(' vs ')}; ${e.winner === null ? 'a tie' : `${str(e.winner)} wins`}`,
  scored: (e) => `${str(e.player)} scores ${str(e.points)} (total ${str(e.total)})`,
  turn: (e) => `Turn ${str(e.turn)}: ${str(e.player)}${e.extra === true ? ' (an extra turn)' : ''}`,
  'extra-turn': (e) => `${str(e.player)} will take an extra turn`,
  'turn-skipped': (e) => `${str(e.player)} skips a turn`,
  'phase-skipped': (e) => `${str(e.player)} skips the ${str(e.phase)} phase`,
  created: (e) => `${str(e.owner)} creates ${(e.cards as unknown[]).length} ${str(e.name)} (to ${str(e.to)})`,
  removed: (e) => `Removed ${(e.names as string[]).join(', ')} from the game`,
  winner: (e) =>
    (e.player === null ? 'The game is a draw' : `${str(e.player)} wins`) +
    (e.reason === '' || e.reason === undefined ? '' : ` (${str(e.reason)})`),
});

function cards(count: Json | undefined): string {
  return count === 1 ? '1 card' : `${str(count)} cards`;
}

/** A field as text: strings as they are, anything else as JSON. */
function str(value: Json | undefined): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');
}
