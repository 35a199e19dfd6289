/**
 * Mid-game positions of the example games, for the snapshot benchmark: the
 * engine as a user would save it halfway through a game (log off, as in a
 * simulation; the snapshot still carries the game's origin).
 */
import type { Engine } from '../lib/index.js';
import { makeAgent } from '../examples/duel/agents/index.js';
import { duelGame } from '../examples/duel/game.js';
import { warGame } from '../examples/war/game.js';

/** Classic War, seed 1 (289 comparisons to the end), once `comparisons` comparisons are resolved: a point that does not move when the rules take fewer or more node runs per comparison. */
export function midGameWar(comparisons = 150): Engine {
  const engine = warGame.createEngine({ seed: 1, log: false });
  while ((engine.state as { comparisons: number }).comparisons < comparisons) {
    const status = engine.step();
    if (status.status === 'ended' || status.status === 'idle') throw new Error(`War ended before comparison ${comparisons}`);
  }
  return engine;
}

/** A duel between two greedy bots, seed 1 (which ends after 127 calls of step()), after `steps` calls. */
export function midGameDuel(steps = 60): Engine {
  const engine = duelGame.createEngine({
    seed: 1,
    log: false,
    agents: { p1: makeAgent('greedy', 1, 'p1'), p2: makeAgent('greedy', 1, 'p2') },
  });
  advance(engine, steps, 'the duel');
  return engine;
}

function advance(engine: Engine, steps: number, game: string): void {
  for (let i = 0; i < steps; i++) {
    const status = engine.step();
    if (status.status === 'ended' || status.status === 'idle')
      throw new Error(`${game} ended after ${i + 1} steps, before mid-game`);
  }
}
