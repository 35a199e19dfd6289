import { randomAgent, type Json } from 'cardweave';
import { defineTableGame } from 'cardweave/server';
import { agentSeed, greedyAgent } from './agents/index.js';
import { describeOption } from './describe.js';
import { duelLines } from './formatters.js';
import { duelGame } from './game.js';
import { ALL_ZONES, playerName, type DuelState } from './state.js';

/**
 * The duel as a table server hosts it (`cardweave serve` offers it as "duel").
 *
 * @example
 * const server = await startServer({ games: [duelTable] });
 */
export const duelTable = defineTableGame<DuelState>({
  id: 'duel',
  title: 'Duel',
  description: 'A Yu-Gi-Oh-like duel: summon monsters, attack, play spells and traps; 8000 life points each.',
  game: duelGame,
  seats: ['p1', 'p2'],
  // Where a table server's start thread imports this game from, to start each new table there first.
  source: { module: import.meta.url, export: 'duelTable' },
  bots: { greedy: () => greedyAgent(), random: (seed, seat) => randomAgent(agentSeed(seed, seat)) },
  // Who sees what is the duel's own visibility (visibility.ts); the page shows every zone, in this order.
  zones: ALL_ZONES,
  facts: (seen) => {
    const life = seen.lifePoints as Record<string, number>;
    return {
      Turn: seen.turn as number,
      Phase: seen.phase as string,
      ...(typeof seen.active === 'string' ? { 'To play': playerName(seen.active) } : {}),
      'Player 1 life points': life.p1 ?? 0,
      'Player 2 life points': life.p2 ?? 0,
    };
  },
  logLines: (entries, { graph }) => duelLines({ log: entries, graph }),
  describeOption,
  describeResult: (result: Json) => {
    const r = result as { winner?: string | null; reason?: string } | null;
    if (r?.winner == null) return 'The duel is a draw';
    return `${playerName(r.winner)} wins (${r.reason ?? 'the duel is over'})`;
  },
});
