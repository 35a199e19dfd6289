/**
 * Classic War by the engine (examples/war, through `playWarGame`, the
 * per-game function lib's simulate() plays) against the hand-written baseline on the very same seeds,
 * interleaved round by round; and the twist variant's games per second.
 * ratio = baseline comparisons per second / engine comparisons per second.
 * A third side, the same rules by hand on the engine's own JSON card state
 * (state-war.ts), splits that ratio: `layoutRatio` (baseline / state loop) is
 * what the state layout costs, `engineRatio` (state loop / engine) what the
 * engine adds to plain code on that state. ratio = layoutRatio × engineRatio.
 */
import { gameSeed } from '../lib/sim/index.js';
import { playWarGame } from '../examples/war/simulate-game.js';
import type { Variant } from '../examples/war/variants.js';
import { warGame } from '../examples/war/game.js';
import { playBaselineWars } from './baseline-war.js';
import { dealtWar, play, playStateWars } from './state-war.js';
import { interleaved, isMain, median, perSecond, time } from './measure.js';

export interface RaceSide {
  comparisonsPerSecond: number;
  meanComparisons: number;
}

export interface WarFigures {
  engine: RaceSide;
  baseline: RaceSide;
  /** The same rules written by hand on the engine's card state, set up by the engine. */
  stateLoop: RaceSide;
  /** The state loop's play alone, each game's set-up by the engine done before the clock starts. */
  statePlay: RaceSide;
  ratio: number;
  /** Baseline speed / state-loop speed: what the JSON card state costs plain code. */
  layoutRatio: number;
  /** Baseline speed / speed of the state loop's play alone: the layout's cost without the engine's per-game set-up. */
  playLayoutRatio: number;
  /** State-loop speed / engine speed: what nodes, queue and hooks add to plain code on the same state. */
  engineRatio: number;
  /** Games per side per round, seeds `seed .. seed + games - 1`. */
  games: number;
  seed: number;
  /** True when both sides played exactly the same number of comparisons over the same seeds. */
  sameGames: boolean;
  /** The baseline is fast enough that one pass is too short to time well: it replays the same seeds this many times per round. */
  baselineRepeats: number;
  /** Node runs (`engine.steps`, nested calls and the deal included) per comparison over the same seeds. */
  runsPerComparison: number;
  /** Bytes of `JSON.stringify(engine.state)` of a mid-game War: seed 1 once 150 comparisons are resolved. */
  stateBytes: number;
}

export interface TwistFigures {
  gamesPerSecond: number;
  games: number;
  meanComparisons: number;
}

/**
 * Plays the games of seeds `seed .. seed + games - 1` one after another in
 * this thread, as simulate() with one worker does but without its promise,
 * so that rounds can be timed and interleaved; returns the mean comparisons.
 */
export function playWarSeeds(variant: Variant, games: number, seed: number): number {
  let comparisons = 0;
  for (let i = 0; i < games; i++) comparisons += playWarGame(gameSeed(seed, i), [], { variant }).measures!.comparisons!;
  return comparisons / games;
}

/** Races the engine and the baseline over `games` seeded games, `rounds` rounds, medians. */
export function benchWar(games = 200, rounds = 5, seed = 1): WarFigures {
  let engineMean = NaN;
  let baselineMean = NaN;
  let stateMean = NaN;
  let playMean = NaN;
  // Enough baseline passes for about a fifth of a second of play per round, judged once it is compiled.
  for (let i = 0; i < 3; i++) playBaselineWars(seed, games);
  const probe = time(() => playBaselineWars(seed, games));
  const baselineRepeats = Math.max(1, Math.min(1000, Math.ceil(200 / Math.max(probe, 0.01))));
  const ms = interleaved(rounds, {
    engine: () =>
      time(() => {
        engineMean = playWarSeeds('classic', games, seed);
      }),
    baseline: () =>
      time(() => {
        for (let r = 0; r < baselineRepeats; r++) baselineMean = playBaselineWars(seed, games).comparisons / games;
      }),
    stateLoop: () =>
      time(() => {
        stateMean = playStateWars(seed, games).comparisons / games;
      }),
    statePlay: () => {
      const states = Array.from({ length: games }, (_, g) => dealtWar(seed + g));
      return time(() => {
        let comparisons = 0;
        for (const state of states) comparisons += play(state).comparisons;
        playMean = comparisons / games;
      });
    },
  });
  const engine = { comparisonsPerSecond: perSecond(engineMean * games, ms.engine), meanComparisons: engineMean };
  const baseline = {
    comparisonsPerSecond: perSecond(baselineMean * games * baselineRepeats, ms.baseline),
    meanComparisons: baselineMean,
  };
  const stateLoop = { comparisonsPerSecond: perSecond(stateMean * games, ms.stateLoop), meanComparisons: stateMean };
  const statePlay = { comparisonsPerSecond: perSecond(playMean * games, ms.statePlay), meanComparisons: playMean };
  return {
    engine,
    baseline,
    stateLoop,
    statePlay,
    ratio: baseline.comparisonsPerSecond / engine.comparisonsPerSecond,
    layoutRatio: baseline.comparisonsPerSecond / stateLoop.comparisonsPerSecond,
    playLayoutRatio: baseline.comparisonsPerSecond / statePlay.comparisonsPerSecond,
    engineRatio: stateLoop.comparisonsPerSecond / engine.comparisonsPerSecond,
    games,
    seed,
    sameGames: [engineMean, stateMean, playMean].every((mean) => Math.round(mean * games) === Math.round(baselineMean * games)),
    baselineRepeats,
    runsPerComparison: runsPerComparison(seed, games),
    stateBytes: midGameStateBytes(),
  };
}

/** Node runs per comparison of the engine's classic War over seeds `seed .. seed + games - 1`: a count, not a timing. */
export function runsPerComparison(seed: number, games: number): number {
  let runs = 0;
  let comparisons = 0;
  for (let g = 0; g < games; g++) {
    const engine = warGame.createEngine({ seed: seed + g, log: false });
    engine.run();
    runs += engine.steps;
    comparisons += engine.state.comparisons;
  }
  return runs / comparisons;
}

/** The size of a War state as JSON halfway through a game (seed 1 has 289 comparisons). */
export function midGameStateBytes(comparisons = 150): number {
  const engine = warGame.createEngine({ seed: 1, log: false });
  while (engine.state.comparisons < comparisons) engine.step();
  return Buffer.byteLength(JSON.stringify(engine.state));
}

/** Games per second of the twist variant, median of `rounds` rounds of `games` games. */
export function benchTwist(games = 500, rounds = 5, seed = 1): TwistFigures {
  let meanComparisons = NaN;
  const runs: number[] = [];
  playWarSeeds('twist', Math.min(games, 50), seed); // warm-up
  for (let r = 0; r < rounds; r++) runs.push(time(() => (meanComparisons = playWarSeeds('twist', games, seed))));
  return { gamesPerSecond: perSecond(games, median(runs)), games, meanComparisons };
}

if (isMain(import.meta.url)) {
  console.log(benchWar(Number(process.argv[2] ?? 200), Number(process.argv[3] ?? 5)));
  console.log(benchTwist());
}
