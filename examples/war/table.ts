import { randomAgent, type Json } from 'cardweave';
import { defineTableGame } from 'cardweave/server';
import { warLines } from './formatters.js';
import { warGame } from './game.js';
import type { WarState } from './state.js';
import { twist } from './twist/pack.js';
import { turns } from './turns.js';

/**
 * War as a table server hosts it (`cardweave serve` offers it as "war"). War
 * asks nobody anything, so a table plays to its end when it is created;
 * with the turns pack each battle waits for its leader to turn the cards, so
 * a person plays it battle by battle and two bots ("turner", which turns)
 * can be watched at the server's bot pace. The page shows the game as War's
 * visibility lets each seat see it (piles by count only, cards in play face
 * up).
 *
 * @example
 * const server = await startServer({ games: [warTable] });
 */
export const warTable = defineTableGame<WarState>({
  id: 'war',
  title: 'War',
  description:
    'Classic War (add the twist pack for ability cards). Nobody decides anything: the table plays itself; with the turns pack, each battle waits for its leader to turn the cards, so two bots can be watched battle by battle.',
  game: warGame,
  seats: ['p1', 'p2'],
  // Where a table server's start thread imports this game from, to start each new table there first.
  source: { module: import.meta.url, export: 'warTable' },
  packs: { twist, turns },
  // "Watch bots play" adds turns: without it nobody is asked anything and the table ends as it is made.
  watchPacks: ['turns'],
  // Its one answer is "turn": any agent turns. Seeded per seat like the duel's, so a replay answers alike.
  bots: { turner: (seed, seat) => randomAgent((seed * 2 + (seat === 'p1' ? 1 : 2)) >>> 0) },
  zones: ['deck', 'p1.pile', 'p1.side', 'p1.hand', 'p2.pile', 'p2.side', 'p2.hand', 'pot', 'fortune-pot', 'discard'],
  facts: (seen) => {
    const scores = seen.scores as Record<string, number>;
    return { 'Player 1 points': scores.p1 ?? 0, 'Player 2 points': scores.p2 ?? 0, Comparisons: seen.comparisons as number };
  },
  logLines: (entries, { graph }) => warLines({ log: entries, graph }),
  describeResult: (result: Json) => {
    const r = result as { reason?: string } | null;
    return typeof r?.reason === 'string' ? r.reason : JSON.stringify(result);
  },
});
