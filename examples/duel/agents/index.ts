import { randomAgent, type Agent } from 'cardweave';
import { greedyAgent } from './greedy.js';
import { humanAgent } from './human.js';

export { ASSUMED_FACE_DOWN_DEF, greedyAgent } from './greedy.js';
export { humanAgent } from './human.js';

/** The kinds of player the CLI offers. */
export const AGENT_KINDS = ['human', 'greedy', 'random'] as const;
export type AgentKind = (typeof AGENT_KINDS)[number];

/** The seed of a seat's random player: derived from the game's seed so each seat plays its own stream. */
export function agentSeed(gameSeed: number, player: string): number {
  return (gameSeed * 2 + (player === 'p1' ? 1 : 2)) >>> 0;
}

/**
 * The agent of one seat. Random players are stateless-seeded (randomAgent), so
 * a saved and restored game gets the same answers.
 *
 * @example makeAgent('random', 42, 'p2');
 */
export function makeAgent(kind: AgentKind, gameSeed: number, player: string): Agent {
  switch (kind) {
    case 'human':
      return humanAgent();
    case 'greedy':
      return greedyAgent();
    case 'random':
      return randomAgent(agentSeed(gameSeed, player));
  }
}
