import { randomAgent, type Agent } from 'cardweave';
import { greedyAgent } from './greedy.js';
import { humanAgent } from './human.js';
import { mctsAgent } from './mcts.js';

export { ASSUMED_FACE_DOWN_DEF, greedyAgent } from './greedy.js';
export { humanAgent } from './human.js';
export { mctsAgent, type MctsOptions, type MctsStats } from './mcts.js';

/** The kinds of player the CLI offers. */
export const AGENT_KINDS = ['human', 'greedy', 'random', 'mcts'] as const;
export type AgentKind = (typeof AGENT_KINDS)[number];

/** The seed of a seat's random player: derived from the game's seed so each seat plays its own stream. */
export function agentSeed(gameSeed: number, player: string): number {
  return (gameSeed * 2 + (player === 'p1' ? 1 : 2)) >>> 0;
}

/** How hard the look-ahead player searches: iterations per decision, and at most this many milliseconds when set. */
export interface SearchBudget {
  iterations: number;
  thinkMs?: number;
}

/**
 * The look-ahead player's budget when the command line gives none. 100
 * iterations is the smallest budget measured to beat greedy beyond doubt
 * (61.5% over 200 seeded games, against 56.5% at 50 iterations, not proven;
 * searching as LOOK_AHEAD_SEARCH, 61.0%, 95% interval 54.1% to 67.5%), at
 * tens of ms per decision on a 2-core machine: no wait a player at the
 * terminal notices (bench/README.md).
 */
export const DEFAULT_SEARCH: SearchBudget = Object.freeze({ iterations: 100 });

/**
 * How the CLI's look-ahead player searches (the bench and bench/mcts.ts
 * measure this player): greedy playouts cut at 2 own decisions, each
 * imagined world dealt once and played 4 times. Against mctsAgent's defaults
 * (depth 6, a world per iteration) a playout is about half as long and 3 in
 * 4 deals are skipped: about 2.1 to 2.4 times the playouts per second, with
 * the same win share against greedy over 200 seeded games (bench/README.md,
 * "The look-ahead player's matches").
 */
export const LOOK_AHEAD_SEARCH = Object.freeze({ playout: 'greedy', depth: 2, worldReuse: 4 } as const);

/**
 * The agent of one seat. Random players are stateless-seeded (randomAgent), so
 * a saved and restored game gets the same answers; the look-ahead player is
 * seeded from the game's seed and seat too, with greedy playouts.
 *
 * @example makeAgent('random', 42, 'p2');
 */
export function makeAgent(kind: AgentKind, gameSeed: number, player: string, search: SearchBudget = DEFAULT_SEARCH): Agent {
  switch (kind) {
    case 'human':
      return humanAgent();
    case 'greedy':
      return greedyAgent();
    case 'random':
      return randomAgent(agentSeed(gameSeed, player));
    case 'mcts':
      return mctsAgent({
        ...LOOK_AHEAD_SEARCH,
        seed: agentSeed(gameSeed, player),
        iterations: search.iterations,
        thinkMs: search.thinkMs,
      });
  }
}
