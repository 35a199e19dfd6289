/**
 * Real games against the machine's yardstick (issue 24): the duel, random
 * against random, and the duel's look-ahead player at a fixed budget, each
 * interleaved round by round with War's typed-array loop (baseline-war.ts),
 * whose comparisons per second say how fast this machine is right now. The
 * ratios (games/s and playouts/s per million comparisons/s of that loop)
 * are what the targets judge: they hold still when the load moves both
 * sides alike, which absolute figures on a shared machine do not.
 *
 * Everything is seeded: the same games and the same searches in every run.
 */
import { randomAgent, type Agent, type Engine } from '../lib/index.js';
import { agentSeed, greedyAgent, LOOK_AHEAD_SEARCH } from '../examples/duel/agents/index.js';
import { mctsAgent } from '../examples/duel/agents/mcts.js';
import { duelGame } from '../examples/duel/game.js';
import { playBaselineWars } from './baseline-war.js';
import { interleaved, perSecond, time } from './measure.js';

/** Seeds and games of War's typed-array loop per yardstick round: the same as the war section's. */
const YARDSTICK_GAMES = 200;

export interface DuelFigures {
  /** Random against random, one thread, seeds `seed .. seed + games - 1`: median games per second. */
  gamesPerSecond: number;
  /** Seat decisions (both seats) answered per second in the same games. */
  decisionsPerSecond: number;
  games: number;
  seed: number;
  rounds: number;
  /** Decisions per game over those seeds: a count, the same on any machine. */
  meanDecisions: number;
  /** War's typed-array loop, comparisons per second, timed in the same rounds. */
  yardstick: number;
  /** gamesPerSecond per million comparisons per second of the yardstick. */
  perMillion: number;
}

export interface MctsFigures {
  /** Playouts (search iterations) per second of the look-ahead player's own time, median round. */
  playoutsPerSecond: number;
  /** Milliseconds of search per decision, median round. */
  msPerDecision: number;
  /** Iterations per decision (the fixed budget), searched as the CLI searches (LOOK_AHEAD_SEARCH). */
  iterations: number;
  /** Games searched: seeds 1..seeds against greedy, the look-ahead player Player 1 on odd seeds. */
  seeds: number;
  /** The look-ahead player's first decisions per game that are timed. */
  decisionsPerSeed: number;
  rounds: number;
  /** Playouts per round: a count, the same on any machine (the budget is iterations, not time). */
  playouts: number;
  /** War's typed-array loop, comparisons per second, timed in the same rounds. */
  yardstick: number;
  /** playoutsPerSecond per million comparisons per second of the yardstick. */
  perMillion: number;
}

/** An agent that counts the decisions it is asked, then lets `inner` answer. */
function counting(inner: Agent, counter: { decisions: number }): Agent {
  return {
    name: inner.name,
    decide(decision, view, look) {
      counter.decisions++;
      return inner.decide(decision, view, look);
    },
  };
}

/**
 * Plays the random-against-random duels of seeds `seed .. seed + games - 1`
 * as examples/duel/simulate-game.ts does (no log, random seats seeded from
 * the game's seed and seat); returns the decisions answered.
 *
 * @example playRandomDuels(1, 2); // the decisions of seeds 1 and 2
 */
export function playRandomDuels(seed: number, games: number): number {
  const counter = { decisions: 0 };
  for (let s = seed; s < seed + games; s++) {
    const engine = duelGame.createEngine({
      seed: s,
      log: false,
      agents: { p1: counting(randomAgent(agentSeed(s, 'p1')), counter), p2: counting(randomAgent(agentSeed(s, 'p2')), counter) },
    });
    const status = engine.run();
    if (status.status !== 'ended') throw new Error(`duel seed ${s} stopped without a result: ${status.status}`);
  }
  return counter.decisions;
}

/** Comparisons of the yardstick's rounds, and how many passes make a round long enough to time well. */
function yardstickRepeats(): { repeats: number; comparisons: number } {
  for (let i = 0; i < 3; i++) playBaselineWars(1, YARDSTICK_GAMES);
  let comparisons = 0;
  const probe = time(() => (comparisons = playBaselineWars(1, YARDSTICK_GAMES).comparisons));
  return { repeats: Math.max(1, Math.min(1000, Math.ceil(200 / Math.max(probe, 0.01)))), comparisons };
}

function yardstickRound(repeats: number): number {
  return time(() => {
    for (let r = 0; r < repeats; r++) playBaselineWars(1, YARDSTICK_GAMES);
  });
}

/**
 * Median games and decisions per second of `rounds` rounds of `games`
 * random-against-random duels, interleaved with the yardstick.
 *
 * @example benchDuel(40, 5).perMillion; // about 0.45 on issue 24's day
 */
export function benchDuel(games = 40, rounds = 5, seed = 1): DuelFigures {
  const { repeats, comparisons } = yardstickRepeats();
  let decisions = 0;
  const ms = interleaved(rounds, {
    duel: () => time(() => (decisions = playRandomDuels(seed, games))),
    yardstick: () => yardstickRound(repeats),
  });
  const gamesPerSecond = perSecond(games, ms.duel);
  const yardstick = perSecond(comparisons * repeats, ms.yardstick);
  return {
    gamesPerSecond,
    decisionsPerSecond: perSecond(decisions, ms.duel),
    games,
    seed,
    rounds,
    meanDecisions: decisions / games,
    yardstick,
    perMillion: gamesPerSecond / (yardstick / 1e6),
  };
}

/**
 * Lets the look-ahead player (`iterations` a decision, searched as the CLI's:
 * LOOK_AHEAD_SEARCH) make its first `decisions` decisions in the duel of `seed`
 * against greedy; returns its search counters. The game is stepped, not
 * run, so it stops as soon as those decisions are made.
 */
export function searchPositions(
  seed: number,
  decisions: number,
  iterations: number,
): { playouts: number; ms: number; decisions: number } {
  const seat = seed % 2 === 1 ? 'p1' : 'p2';
  const other = seat === 'p1' ? 'p2' : 'p1';
  const mcts = mctsAgent({ ...LOOK_AHEAD_SEARCH, seed: agentSeed(seed, seat), iterations });
  const engine: Engine = duelGame.createEngine({ seed, log: false, agents: { [seat]: mcts, [other]: greedyAgent() } });
  while (mcts.stats.decisions < decisions) {
    const status = engine.step();
    if (status.status === 'ended' || status.status === 'idle') break;
  }
  return { playouts: mcts.stats.iterations, ms: mcts.stats.ms, decisions: mcts.stats.decisions };
}

/**
 * Median playouts per second and ms per decision of the look-ahead player
 * over the same positions each round (seeds 1..seeds, its first
 * `decisionsPerSeed` decisions), interleaved with the yardstick. Only the
 * search's own time counts, as in bench/mcts.ts.
 *
 * @example benchMcts(2, 6, 100, 3).playouts; // the same in every run
 */
export function benchMcts(seeds = 2, decisionsPerSeed = 6, iterations = 100, rounds = 3): MctsFigures {
  const { repeats, comparisons } = yardstickRepeats();
  const perRound: { playouts: number; ms: number; decisions: number }[] = [];
  const ms = interleaved(rounds, {
    mcts: () => {
      const sum = { playouts: 0, ms: 0, decisions: 0 };
      for (let seed = 1; seed <= seeds; seed++) {
        const one = searchPositions(seed, decisionsPerSeed, iterations);
        sum.playouts += one.playouts;
        sum.ms += one.ms;
        sum.decisions += one.decisions;
      }
      perRound.push(sum);
      return sum.ms;
    },
    yardstick: () => yardstickRound(repeats),
  });
  // Every round searches the same positions with the same seeds: the counts of any round are all rounds'.
  const { playouts, decisions } = perRound[0]!;
  const playoutsPerSecond = perSecond(playouts, ms.mcts);
  const yardstick = perSecond(comparisons * repeats, ms.yardstick);
  return {
    playoutsPerSecond,
    msPerDecision: ms.mcts / decisions,
    iterations,
    seeds,
    decisionsPerSeed,
    rounds,
    playouts,
    yardstick,
    perMillion: playoutsPerSecond / (yardstick / 1e6),
  };
}
