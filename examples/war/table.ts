import type { Json } from 'cardweave';
import { defineTableGame } from 'cardweave/server';
import { warLines } from './formatters.js';
import { warGame } from './game.js';
import type { WarState } from './state.js';
import { twist } from './twist/pack.js';

/**
 * War as a table server hosts it (`cardweave serve` offers it as "war"). War
 * asks nobody anything, so a table plays to its end when it is created; the
 * page shows the game. Piles are face down (counts only); cards in play are face up.
 *
 * @example
 * const server = await startServer({ games: [warTable] });
 */
export const warTable = defineTableGame<WarState>({
  id: 'war',
  title: 'War',
  description: 'Classic War (add the twist pack for ability cards). Nobody decides anything: the table plays itself.',
  game: warGame,
  seats: ['p1', 'p2'],
  packs: { twist },
  zones: {
    deck: 'count',
    'p1.pile': 'count',
    'p1.side': 'count',
    'p1.hand': 'public',
    'p2.pile': 'count',
    'p2.side': 'count',
    'p2.hand': 'public',
    pot: 'public',
    'fortune-pot': 'count',
    discard: 'count',
  },
  facts: (state) => ({
    'Player 1 points': state.scores.p1 ?? 0,
    'Player 2 points': state.scores.p2 ?? 0,
    Comparisons: state.comparisons,
  }),
  publicLines: (engine, from) => warLines({ log: engine.log.slice(from), graph: engine.graph }),
  describeResult: (result: Json) => {
    const r = result as { reason?: string } | null;
    return typeof r?.reason === 'string' ? r.reason : JSON.stringify(result);
  },
});
