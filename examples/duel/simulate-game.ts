/**
 * One duel as a simulation plays it, in whichever thread: lib's simulate()
 * imports this module by file (see simulate.ts), since a worker thread cannot
 * be handed a function, nor the agents, which hold functions too.
 */
import type { GameOutcome, PackSource } from 'cardweave';
import { makeAgent, type AgentKind } from './agents/index.js';
import { duelGame } from './game.js';

/** What every duel of a simulation shares: who plays each seat, and the starting life points. Plain data. */
export interface DuelGameOptions {
  p1: AgentKind;
  p2: AgentKind;
  lifePoints?: number;
}

/**
 * Plays the bot duel of one seed without a log: the winner (null for a draw)
 * and the number of turns started.
 *
 * @example playDuel(1, [], { p1: 'greedy', p2: 'random' }); // { winner: 'p1', measures: { turns: 5 } }
 */
export function playDuel(seed: number, packs: readonly PackSource[], options: DuelGameOptions): GameOutcome {
  const { p1, p2, lifePoints } = options;
  // The agents are made here, in the thread that plays: random ones are seeded from the game's seed and seat.
  const engine = duelGame.createEngine({
    seed,
    packs: [...packs],
    log: false,
    agents: { p1: makeAgent(p1, seed, 'p1'), p2: makeAgent(p2, seed, 'p2') },
    options: { lifePoints },
  });
  const status = engine.run();
  // A human seat never answers by itself: the duel would stop awaiting its move.
  if (status.status !== 'ended') throw new Error(`the duel stopped without a result: ${status.status}`);
  return { winner: (status.result as { winner: string | null }).winner, measures: { turns: engine.state.turn } };
}
