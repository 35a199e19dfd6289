/**
 * Games per second of classic War through lib's simulate(), the API the
 * CLIs use, with 1 worker (the calling thread) and with 2 worker threads, on
 * the same seeds, and proof that the totals do not depend on the split.
 *
 * simulate() starts its threads afresh on each call. Their start-up (tsx
 * loading the game in each thread) and each thread's first games (its JIT
 * warm-up, 100 games; lib/sim/warm-up.ts) are timed apart and reported as
 * startupMs, not counted in the rates; the one-worker run's first 100 games
 * are timed apart the same way, so both rates are those of warm threads.
 * Before issue 24 the one-worker rate was a warm thread's (this one, warmed
 * below) and the two-worker rate included both workers' warm-up, which on
 * two cores took a quarter of their play. What a caller waits for end to
 * end, start-up included, is reported beside the rates (endToEndMs). On a
 * shared machine the second core is often busy elsewhere: compare figures
 * only at similar load (results record it).
 *
 * In the same rounds, the same timed games by two independent processes
 * against one (bench/ceiling.ts): the speed-up this machine gives two
 * threads of the engine's War, of the same rules by hand on its card state
 * and of the typed-array loop. `ofCeiling` is the speed-up as a share of the
 * engine's: what simulate()'s two threads lose that two independent
 * processes do not (bench/README.md, "Two workers against the machine's ceiling").
 */
import { simulate, type SimulationResult } from '../lib/index.js';
import { warmUpGames } from '../lib/sim/warm-up.js';
import { medianCeiling, openCeiling, type Ceiling, type CeilingFigures, type CeilingRound } from './ceiling.js';
import { isMain, median, runApart } from './measure.js';

export interface SimulationFigures {
  /** Games per second with one worker (simulate() plays it in the calling thread). */
  workers1: number;
  /** Games per second with two worker threads. */
  workers2: number;
  speedup: number;
  games: number;
  /** True when both splits gave the same wins, draws and comparisons of every game. */
  sameTotals: boolean;
  /** Milliseconds for simulate() to start its two workers, load the game in them and play their warm-up games (not part of the rates). */
  startupMs: number;
  /** Games the two-worker run played as warm-up, both threads together (in the totals, not in the rates). */
  warmUpGames: number;
  /** Milliseconds of the whole simulate() call, start-up and merging included: what a caller waits for. */
  endToEndMs: { workers1: number; workers2: number };
  /** Per kind of work, two independent processes' speed-up over one on the two-worker run's timed games (bench/ceiling.ts): the machine's ceiling. */
  ceiling: CeilingFigures;
  /** `speedup / ceiling.engine`: the share of the machine's ceiling for the engine's War that simulate()'s two workers reach. */
  ofCeiling: number;
  /** Games per second of the ceiling's engine processes, one alone and two at once: the same games as `workers2`'s. */
  processes: { one: number; two: number };
}

const GAME = { module: import.meta.resolve('../examples/war/simulate-game.js'), export: 'playWarGame' };

function play(games: number, seed: number, workers: number): Promise<SimulationResult> {
  return simulate({ game: GAME, options: { variant: 'classic' }, games, seed, workers });
}

/** The figures that must not depend on the number of workers. */
function totals(r: SimulationResult): string {
  return JSON.stringify({ wins: r.wins, draws: r.draws, comparisons: Array.from(r.measures.comparisons ?? []) });
}

/** Medians of `rounds` interleaved rounds of `games` games with 1 and with 2 workers, each round followed by one of the ceiling. */
export async function benchSimulation(games = 2000, rounds = 3, seed = 1): Promise<SimulationFigures> {
  // Its processes start (and warm up) first, then wait on a pipe, using no CPU, while simulate() runs.
  const ceiling = await openCeiling(seed, games, warmUpGames(games, 2));
  try {
    return await measure(games, rounds, seed, ceiling);
  } finally {
    await ceiling.close();
  }
}

async function measure(games: number, rounds: number, seed: number, ceiling: Ceiling): Promise<SimulationFigures> {
  // Warm-up: this thread compiles the game before anything is timed.
  await play(20, seed, 1);
  const rates = { 1: [] as number[], 2: [] as number[] };
  const whole = { 1: [] as number[], 2: [] as number[] };
  const startup: number[] = [];
  let sameTotals = true;
  let warmUps = 0;
  const ceilings: CeilingRound[] = [];
  for (let r = 0; r < rounds; r++) {
    let started = performance.now();
    const one = await play(games, seed, 1);
    whole[1].push(performance.now() - started);
    started = performance.now();
    const two = await play(games, seed, 2);
    whole[2].push(performance.now() - started);
    rates[1].push(one.gamesPerSecond);
    rates[2].push(two.gamesPerSecond);
    startup.push(two.startupSeconds * 1000);
    warmUps = two.warmUpGames;
    sameTotals &&= totals(one) === totals(two);
    ceilings.push(await ceiling.round());
  }
  const workers1 = median(rates[1]);
  const workers2 = median(rates[2]);
  const endToEndMs = { workers1: median(whole[1]), workers2: median(whole[2]) };
  const speedup = workers2 / workers1;
  const machine = medianCeiling(ceilings);
  return {
    workers1,
    workers2,
    speedup,
    games,
    sameTotals,
    startupMs: median(startup),
    warmUpGames: warmUps,
    endToEndMs,
    ceiling: machine,
    ofCeiling: speedup / machine.engine,
    processes: { one: median(ceilings.map((c) => c.engine.one)), two: median(ceilings.map((c) => c.engine.two)) },
  };
}

/**
 * The figures measured in a fresh process, as `npm run bench` takes them: in
 * the bench's own thread, the one-worker side would play War after the duel
 * and the look-ahead sections had run there, its calls no longer specialised
 * to War, and would read about a quarter slower than each fresh worker (a
 * two-worker speed-up of 2.3 on two cores, which cannot be).
 */
export function benchSimulationApart(games = 2000, rounds = 3): Promise<SimulationFigures> {
  return runApart<SimulationFigures>(import.meta.url, [String(games), String(rounds), '--json']);
}

if (isMain(import.meta.url)) {
  const figures = await benchSimulation(Number(process.argv[2] ?? 2000), Number(process.argv[3] ?? 3));
  console.log(process.argv.includes('--json') ? JSON.stringify(figures) : figures);
}
