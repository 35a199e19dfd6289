import { randomAgent, type Agent } from '../../graph/index.js';

/**
 * A seeded random player as an agent factory, for round robins and skill
 * traces: an entrant without an agent plays with it (the same stream a
 * plain simulation gives the seat).
 *
 * @example randomPlayer({ seed: 7 }).decide(decision, view);
 */
export const randomPlayer = ({ seed }: { seed: number }): Agent => randomAgent(seed);
