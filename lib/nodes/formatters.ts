import type { Formatter } from '../graph/graph.js';

/**
 * Readable lines for the log entries the standard nodes write. Spread into a
 * game's formatters and override the ones the game words differently.
 *
 * @example
 * defineCardGame({ ..., formatters: { ...standardFormatters, drew: (e) => `${e.player} drew ${e.name}` } });
 */
export const standardFormatters: Readonly<Record<string, Formatter>> = Object.freeze({
  shuffled: (e) => `Shuffled ${String(e.zone)}`,
  dealt: (e) => `Dealt ${cards(e.cards)} from ${String(e.from)} to ${(e.to as string[]).join(', ')}`,
  drew: (e) => `${String(e.player)} drew ${String(e.name)}`,
  empty: (e) => `${String(e.player)} has no card left in ${String(e.zone)}`,
  'moved-all': (e) => `Moved ${cards(e.cards)} from ${String(e.from)} to ${String(e.to)}`,
  compared: (e) => `Compared ${String(e.stat)}: ${(e.values as number[]).join(' vs ')}; ${e.winner === null ? 'a tie' : `${String(e.winner)} wins`}`,
  scored: (e) => `${String(e.player)} scores ${String(e.points)} (total ${String(e.total)})`,
  turn: (e) => `Turn ${String(e.turn)}: ${String(e.player)}`,
  winner: (e) =>
    (e.player === null ? 'The game is a draw' : `${String(e.player)} wins`) + (e.reason === '' || e.reason === undefined ? '' : ` (${String(e.reason)})`),
});

function cards(count: unknown): string {
  return count === 1 ? '1 card' : `${String(count)} cards`;
}
