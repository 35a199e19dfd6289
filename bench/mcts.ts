/**
 * The duel's look-ahead player against greedy and random: seeded games, the
 * seats alternating (odd seeds: mcts is Player 1), win shares with 95%
 * confidence intervals (Wilson), and playouts per second.
 *
 *   npx tsx bench/mcts.ts [games=200] [iterations=100] [playout=greedy]
 */
import { randomAgent, type Agent } from '../lib/index.js';
import { agentSeed, greedyAgent } from '../examples/duel/agents/index.js';
import { mctsAgent } from '../examples/duel/agents/mcts.js';
import { duelGame } from '../examples/duel/game.js';
import { isMain } from './measure.js';

export interface MatchFigures {
  opponent: 'greedy' | 'random';
  games: number;
  wins: number;
  draws: number;
  losses: number;
  /** (wins + draws / 2) / games, with its 95% Wilson interval. */
  share: number;
  low: number;
  high: number;
  playoutsPerSecond: number;
  msPerDecision: number;
}

/** The 95% Wilson score interval of `k` successes in `n` trials. */
export function wilson(k: number, n: number): { low: number; high: number } {
  const z = 1.959964;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Plays `games` seeded duels of the mcts player against `opponent`. */
export function match(
  opponent: 'greedy' | 'random',
  games: number,
  iterations: number,
  playout: 'random' | 'greedy',
): MatchFigures {
  let wins = 0;
  let draws = 0;
  let playouts = 0;
  let ms = 0;
  let decisions = 0;
  for (let seed = 1; seed <= games; seed++) {
    const seat = seed % 2 === 1 ? 'p1' : 'p2';
    const other = seat === 'p1' ? 'p2' : 'p1';
    const mcts = mctsAgent({ seed, iterations, playout });
    const them: Agent = opponent === 'greedy' ? greedyAgent() : randomAgent(agentSeed(seed, other));
    const engine = duelGame.createEngine({ seed, log: false, agents: { [seat]: mcts, [other]: them } });
    const status = engine.run();
    const winner = status.status === 'ended' ? (status.result as { winner: string | null }).winner : null;
    if (winner === seat) wins++;
    else if (winner === null) draws++;
    playouts += mcts.stats.iterations;
    ms += mcts.stats.ms;
    decisions += mcts.stats.decisions;
  }
  const { low, high } = wilson(wins + draws / 2, games);
  return {
    opponent,
    games,
    wins,
    draws,
    losses: games - wins - draws,
    share: (wins + draws / 2) / games,
    low,
    high,
    playoutsPerSecond: (playouts / ms) * 1000,
    msPerDecision: ms / Math.max(1, decisions),
  };
}

if (isMain(import.meta.url)) {
  const games = Number(process.argv[2] ?? 200);
  const iterations = Number(process.argv[3] ?? 100);
  const playout = (process.argv[4] ?? 'greedy') as 'random' | 'greedy';
  for (const opponent of ['greedy', 'random'] as const) {
    const f = match(opponent, games, iterations, playout);
    const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
    console.log(
      `mcts (${iterations} iterations, ${playout} playouts) vs ${opponent}, ${f.games} games, seats alternating: ` +
        `${f.wins} won, ${f.draws} drawn, ${f.losses} lost; win share ${pct(f.share)} (95% CI ${pct(f.low)} to ${pct(f.high)}); ` +
        `${f.playoutsPerSecond.toFixed(0)} playouts/s, ${f.msPerDecision.toFixed(0)} ms per decision`,
    );
  }
}
