// One seeded duel of the look-ahead player against greedy or random: the unit of work that
// bench/mcts.ts hands to its worker processes. Every game is fixed by its seed, so the sums do not
// depend on which process played which game.
import { randomAgent, type Agent } from '../lib/index.js';
import { agentSeed, greedyAgent } from '../examples/duel/agents/index.js';
import { mctsAgent } from '../examples/duel/agents/mcts.js';
import { duelGame } from '../examples/duel/game.js';

/** A game to play: the opponent, the seed (odd seeds: mcts is Player 1), the budget and the search's shape. */
export interface MctsJob {
  opponent: 'greedy' | 'random';
  seed: number;
  iterations: number;
  playout: 'random' | 'greedy';
  /** Own decisions a playout plays (mctsAgent's `depth`). */
  depth: number;
  /** Iterations per imagined world (mctsAgent's `worldReuse`). */
  worldReuse: number;
}

/** How one game went for the look-ahead player, and what its search cost. */
export interface MctsGame {
  opponent: 'greedy' | 'random';
  seed: number;
  outcome: 'won' | 'drawn' | 'lost';
  playouts: number;
  decisions: number;
  ms: number;
}

/**
 * Plays one seeded duel of the mcts player against `job.opponent`, the seats
 * alternating with the seed.
 *
 * @example playMctsGame({ opponent: 'random', seed: 1, iterations: 8, playout: 'greedy', depth: 3, worldReuse: 4 }).outcome; // 'won'
 */
export function playMctsGame(job: MctsJob): MctsGame {
  const seat = job.seed % 2 === 1 ? 'p1' : 'p2';
  const other = seat === 'p1' ? 'p2' : 'p1';
  const mcts = mctsAgent({
    seed: job.seed,
    iterations: job.iterations,
    playout: job.playout,
    depth: job.depth,
    worldReuse: job.worldReuse,
  });
  const them: Agent = job.opponent === 'greedy' ? greedyAgent() : randomAgent(agentSeed(job.seed, other));
  const engine = duelGame.createEngine({ seed: job.seed, log: false, agents: { [seat]: mcts, [other]: them } });
  const status = engine.run();
  const winner = status.status === 'ended' ? (status.result as { winner: string | null }).winner : null;
  return {
    opponent: job.opponent,
    seed: job.seed,
    outcome: winner === seat ? 'won' : winner === null ? 'drawn' : 'lost',
    playouts: mcts.stats.iterations,
    decisions: mcts.stats.decisions,
    ms: mcts.stats.ms,
  };
}
