/**
 * Games per second of classic War through lib's simulate(), the API the
 * CLIs use, with 1 worker (the calling thread) and with 2 worker threads, on
 * the same seeds, and proof that the totals do not depend on the split.
 *
 * simulate() starts its threads afresh on each call; their start-up (tsx
 * loading the game in each thread) is timed apart and reported as
 * startupMs, not counted in the rates. The rates do include the workers'
 * JIT warm-up, which the calling thread has already done: that is what a
 * user sees, and it makes the speed-up conservative on short runs (400
 * games, 200 a worker, came out slower with two workers than with one), so
 * play a few thousand. On a shared machine the second core is often busy
 * elsewhere: compare figures only at similar load (results record it).
 */
import { simulate, type SimulationResult } from '../lib/index.js';
import { isMain, median } from './measure.js';

export interface SimulationFigures {
  /** Games per second with one worker (simulate() plays it in the calling thread). */
  workers1: number;
  /** Games per second with two worker threads. */
  workers2: number;
  speedup: number;
  games: number;
  /** True when both splits gave the same wins, draws and comparisons of every game. */
  sameTotals: boolean;
  /** Milliseconds for simulate() to start its two workers and load the game in them (not part of the rates). */
  startupMs: number;
}

const GAME = { module: import.meta.resolve('../examples/war/simulate-game.js'), export: 'playWarGame' };

function play(games: number, seed: number, workers: number): Promise<SimulationResult> {
  return simulate({ game: GAME, options: { variant: 'classic' }, games, seed, workers });
}

/** The figures that must not depend on the number of workers. */
function totals(r: SimulationResult): string {
  return JSON.stringify({ wins: r.wins, draws: r.draws, comparisons: Array.from(r.measures.comparisons ?? []) });
}

/** Medians of `rounds` interleaved rounds of `games` games with 1 and with 2 workers. */
export async function benchSimulation(games = 2000, rounds = 3, seed = 1): Promise<SimulationFigures> {
  // Warm-up: this thread compiles the game before anything is timed.
  await play(20, seed, 1);
  const rates = { 1: [] as number[], 2: [] as number[] };
  const startup: number[] = [];
  let sameTotals = true;
  for (let r = 0; r < rounds; r++) {
    const one = await play(games, seed, 1);
    const two = await play(games, seed, 2);
    rates[1].push(one.gamesPerSecond);
    rates[2].push(two.gamesPerSecond);
    startup.push(two.startupSeconds * 1000);
    sameTotals &&= totals(one) === totals(two);
  }
  const workers1 = median(rates[1]);
  const workers2 = median(rates[2]);
  return { workers1, workers2, speedup: workers2 / workers1, games, sameTotals, startupMs: median(startup) };
}

if (isMain(import.meta.url)) console.log(await benchSimulation(Number(process.argv[2] ?? 2000)));
