import { simulate } from 'cardweave';
import { makeAgent, type AgentKind } from './agents/index.js';
import { duelGame } from './game.js';
import type { DuelGameOptions } from './simulate-game.js';

/** What to simulate. Game `i` (from 0) is played with seed `seed + i`, wrapped to 32 bits. */
export interface DuelSimulation {
  games: number;
  seed: number;
  p1: AgentKind;
  p2: AgentKind;
  lifePoints?: number;
  /** Called after each game with the number of games done (for a progress bar). */
  onGame?: (done: number) => void;
}

/** What to simulate with lib's simulate(), in worker threads when there are many games. */
export interface DuelThreadedSimulation {
  games: number;
  seed: number;
  p1: AgentKind;
  p2: AgentKind;
  lifePoints?: number;
  /** Worker threads; default: lib's rule (one for fewer than 1,000 games, else one per core). */
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

/** Seed of game `index` of a simulation that starts at `seed`. */
export function gameSeed(seed: number, index: number): number {
  return (seed + index) >>> 0;
}

// Where workers find the per-game play function: they cannot be handed the function itself.
const PLAY_DUEL = { module: import.meta.resolve('./simulate-game.js'), export: 'playDuel' };

/**
 * Plays bot-vs-bot duels through lib's simulate() (in worker threads for
 * large runs; the figures do not depend on how many) and sums them up like
 * {@link playDuels}.
 *
 * @example (await simulateDuels({ games: 1000, seed: 1, p1: 'greedy', p2: 'random', workers: 2 })).p1Wins;
 */
export async function simulateDuels(request: DuelThreadedSimulation): Promise<DuelSummary> {
  const { games, seed, p1, p2, lifePoints, workers, onProgress } = request;
  refuseHumans(p1, p2);
  const options: DuelGameOptions = { p1, p2, lifePoints };
  const result = await simulate({ game: PLAY_DUEL, options, games, seed, workers, onProgress });
  const turns = result.measures.turns;
  if (turns === undefined) throw new Error('playDuel gave no turns measure');
  let total = 0;
  for (const t of turns) total += t;
  const { p1: p1Wins = 0, p2: p2Wins = 0 } = result.wins;
  return { games, p1Wins, p2Wins, draws: result.draws, meanTurns: total / games, gamesPerSecond: result.gamesPerSecond };
}

/**
 * Plays bot-vs-bot duels without logs and sums them up: wins, draws, mean
 * turns and games per second. Human players cannot be simulated.
 *
 * @example playDuels({ games: 100, seed: 1, p1: 'greedy', p2: 'random' }).p1Wins;
 */
export function playDuels(request: DuelSimulation): DuelSummary {
  const { games, seed, p1, p2, onGame } = request;
  refuseHumans(p1, p2);
  let p1Wins = 0;
  let p2Wins = 0;
  let draws = 0;
  let turns = 0;
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    const s = gameSeed(seed, i);
    const engine = duelGame.createEngine({
      seed: s,
      log: false,
      agents: { p1: makeAgent(p1, s, 'p1'), p2: makeAgent(p2, s, 'p2') },
      options: { lifePoints: request.lifePoints },
    });
    const status = engine.run();
    if (status.status !== 'ended') throw new Error(`Game ${i + 1} (seed ${s}) stopped without a result: ${status.status}`);
    const winner = (status.result as { winner: string | null }).winner;
    if (winner === 'p1') p1Wins++;
    else if (winner === 'p2') p2Wins++;
    else draws++;
    turns += engine.state.turn;
    onGame?.(i + 1);
  }
  const seconds = (performance.now() - started) / 1000;
  return { games, p1Wins, p2Wins, draws, meanTurns: turns / games, gamesPerSecond: seconds > 0 ? games / seconds : games };
}

function refuseHumans(p1: AgentKind, p2: AgentKind): void {
  if (p1 === 'human' || p2 === 'human') throw new RangeError('A simulation plays bots only: a human player cannot be simulated');
}
