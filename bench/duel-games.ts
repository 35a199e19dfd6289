/**
 * Seeded random-against-random duels in one process: games per second, and a
 * fingerprint of every result so two versions of the library can be shown to
 * play the same games. Used to profile the duel (`node --cpu-prof`) and to
 * compare copies before and after a change, alternating processes.
 *
 *     npx tsx bench/duel-games.ts [games] [firstSeed]
 */
import { createHash } from 'node:crypto';
import { randomAgent } from '../lib/index.js';
import { agentSeed } from '../examples/duel/agents/index.js';
import { duelGame } from '../examples/duel/game.js';
import { isMain } from './measure.js';

export interface DuelFigures {
  games: number;
  decisions: number;
  gamesPerSecond: number;
  /** A hash of every game's winner and decision count: equal across versions means the same games. */
  fingerprint: string;
}

/** Plays `games` duels from `firstSeed`, both seats random and seeded from the game's seed. */
export function playDuels(games = 200, firstSeed = 1): DuelFigures {
  const outcomes: string[] = [];
  let decisions = 0;
  const started = performance.now();
  for (let seed = firstSeed; seed < firstSeed + games; seed++) {
    const agents = { p1: randomAgent(agentSeed(seed, 'p1')), p2: randomAgent(agentSeed(seed, 'p2')) };
    const engine = duelGame.createEngine({ seed, log: false, agents });
    const status = engine.run();
    const winner = status.status === 'ended' ? (status.result as { winner: string | null }).winner : status.status;
    decisions += engine.decisions.length;
    outcomes.push(`${winner}:${engine.decisions.length}`);
  }
  const seconds = (performance.now() - started) / 1000;
  const fingerprint = createHash('sha256').update(outcomes.join(',')).digest('hex').slice(0, 16);
  return { games, decisions, gamesPerSecond: games / seconds, fingerprint };
}

if (isMain(import.meta.url)) {
  console.log(JSON.stringify(playDuels(Number(process.argv[2] ?? 200), Number(process.argv[3] ?? 1))));
}
