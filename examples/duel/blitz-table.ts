import { defineTableGame } from 'cardweave/server';
import { duelTable } from './table.js';

/**
 * The duel on a chess clock (`duel-blitz`): three minutes each, two seconds
 * more after every answer; a seat that runs out of time ends its turn (a
 * decision with no "End the turn", such as a discard, gets its first
 * options). The clock lives in the table server, never in the rules, so a
 * blitz table's log replays as any duel's.
 *
 * @example
 * const server = await startServer({ games: [duelTable, duelBlitzTable] });
 */
export const duelBlitzTable = defineTableGame({
  ...duelTable,
  id: 'duel-blitz',
  title: 'Duel (blitz)',
  description: 'The duel on a chess clock: 3 minutes each, +2 s a move; out of time, your turn ends.',
  source: { module: import.meta.url, export: 'duelBlitzTable' },
  clock: { baseMs: 180_000, incrementMs: 2_000 },
  timeout: 'pass',
  isPass: (_seen, _decision, option) =>
    typeof option === 'object' && option !== null && !Array.isArray(option) && option.move === 'end-turn',
});
