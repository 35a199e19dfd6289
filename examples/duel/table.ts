import { randomAgent, type Json } from 'cardweave';
import { defineTableGame } from 'cardweave/server';
import { agentSeed, greedyAgent } from './agents/index.js';
import { describeOption } from './describe.js';
import { duelLines } from './formatters.js';
import { duelGame } from './game.js';
import { ALL_ZONES, playerName, type DuelState } from './state.js';

/** Who sees what at a duel table: hands by their owner, decks by count, the field and graveyards by all (face-down cards by their controller). */
const VISIBILITY: Record<string, 'public' | 'owner' | 'count'> = {
  deck: 'count',
  hand: 'owner',
  monsters: 'public',
  spells: 'public',
  graveyard: 'public',
};

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
  bots: { greedy: () => greedyAgent(), random: (seed, seat) => randomAgent(agentSeed(seed, seat)) },
  zones: Object.fromEntries(ALL_ZONES.map((zone) => [zone, VISIBILITY[zone.split('.')[1]!]!])),
  facts: (state) => ({
    Turn: state.turn,
    Phase: state.phase,
    ...(state.active === undefined ? {} : { 'To play': playerName(state.active) }),
    'Player 1 life points': state.lifePoints.p1 ?? 0,
    'Player 2 life points': state.lifePoints.p2 ?? 0,
  }),
  publicLines: (engine, from) => duelLines(engine, from),
  describeOption,
  describeResult: (result: Json) => {
    const r = result as { winner?: string | null; reason?: string } | null;
    if (r?.winner == null) return 'The duel is a draw';
    return `${playerName(r.winner)} wins (${r.reason ?? 'the duel is over'})`;
  },
});
