import { simulate } from 'cardweave';
import type { AgentKind } from './agents/index.js';
import type { DuelGameOptions } from './simulate-game.js';

/** What to simulate, through lib's simulate(), in worker threads when there are many games. Game `i` (from 0) gets seed `seed + i`, wrapped to 32 bits. */
export interface DuelSimulation {
  games: number;
  seed: number;
  p1: AgentKind;
  p2: AgentKind;
  lifePoints?: number;
  /** Extra card pack files (workers load them by file). */
  packFiles?: readonly string[];
  /** The largest pack file accepted, in bytes (default: loadCardPackFile's). */
  maxPackBytes?: number;
  /** Worker threads; default: lib's rule (one for fewer than 1,000 games, else one per core); 1 plays in this thread. */
  workers?: number;
  onProgress?: (done: number, total: number) => void;
}

/** The summary of a simulation, as `--json` prints it. */
export interface DuelSummary {
  games: number;
  p1Wins: number;
  p2Wins: number;
  draws: number;
  meanTurns: number;
  gamesPerSecond: number;
}

// Where workers find the per-game play function: they cannot be handed the function itself.
const PLAY_DUEL = { module: import.meta.resolve('./simulate-game.js'), export: 'playDuel' };

/**
 * Plays bot-vs-bot duels without logs through lib's simulate() (in worker
 * threads for large runs; the figures do not depend on how many) and sums
 * them up: wins, draws, mean turns and games per second. Human players
 * cannot be simulated. This is what `--games` runs.
 *
 * @example (await simulateDuels({ games: 1000, seed: 1, p1: 'greedy', p2: 'random', workers: 2 })).p1Wins;
 */
export async function simulateDuels(request: DuelSimulation): Promise<DuelSummary> {
  const { games, seed, p1, p2, lifePoints, workers, onProgress, maxPackBytes } = request;
  refuseHumans(p1, p2);
  const options: DuelGameOptions = { p1, p2, lifePoints };
  const packs = request.packFiles ?? [];
  const result = await simulate({ game: PLAY_DUEL, packs, maxPackBytes, options, games, seed, workers, onProgress });
  const turns = result.measures.turns;
  if (turns === undefined) throw new Error('playDuel gave no turns measure');
  let total = 0;
  for (const t of turns) total += t;
  const { p1: p1Wins = 0, p2: p2Wins = 0 } = result.wins;
  return { games, p1Wins, p2Wins, draws: result.draws, meanTurns: total / games, gamesPerSecond: result.gamesPerSecond };
}

function refuseHumans(p1: AgentKind, p2: AgentKind): void {
  if (p1 === 'human' || p2 === 'human') throw new RangeError('A simulation plays bots only: a human player cannot be simulated');
}
