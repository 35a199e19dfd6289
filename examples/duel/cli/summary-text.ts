import type { AgentKind } from '../agents/index.js';
import type { DuelSummary } from '../simulate.js';

const percent = (part: number, whole: number): string => `${((100 * part) / whole).toFixed(1)}%`;

/**
 * The summary of a simulation as readable lines.
 *
 * @example summaryLines(summary, 1, 'greedy', 'random')[0]; // 'Games: 500 (seeds 1 to 500), greedy vs random'
 */
export function summaryLines(s: DuelSummary, seed: number, p1: AgentKind, p2: AgentKind): string[] {
  const last = (seed + s.games - 1) >>> 0;
  return [
    `Games: ${s.games} (seeds ${seed} to ${last}), Player 1 ${p1} vs Player 2 ${p2}`,
    `Player 1 wins: ${s.p1Wins} (${percent(s.p1Wins, s.games)})`,
    `Player 2 wins: ${s.p2Wins} (${percent(s.p2Wins, s.games)})`,
    `Draws: ${s.draws} (${percent(s.draws, s.games)})`,
    `Mean turns: ${s.meanTurns.toFixed(1)}`,
    `Games per second: ${s.gamesPerSecond.toFixed(1)}`,
  ];
}
