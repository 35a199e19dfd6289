/**
 * Not part of `npm run bench` (a minute or more): issue 26's sweep target,
 * "3 arms × 100,000 classic War games in ≤ 60 s, resolving a 1-point change
 * in a seat's win share". Classic War as a card game, the ace of spades'
 * rank at 2, 9 and 15 against the base, seat p1, `seeds` common seeds (so
 * 4 × seeds games), through sweep() with `workers` worker threads.
 *
 * Prints the wall time, the CPU time of this whole process (every thread:
 * process.cpuUsage), games per CPU-second, and two projections to 100,000
 * seeds: the wall time on two idle cores (the CPU time scaled, then halved;
 * the start-up's CPU is scaled too, so it errs long), which depends far less
 * than the wall time on what else the machine is doing, and the widest arm's 95% interval half-width (scaled by
 * √(seeds / 100,000): a paired interval narrows as 1/√n).
 *
 *     npx tsx bench/sweep-speed.ts [seeds=10000] [workers=2]
 */
import { sweep } from '../lib/sim/index.js';
import { isMain } from './measure.js';

export interface SweepSpeedFigures {
  seeds: number;
  games: number;
  workers: number;
  wallSeconds: number;
  cpuSeconds: number;
  /** The CPU seconds of a 100-seed sweep: loading and warming up every thread. */
  fixedCpuSeconds: number;
  /** Games per CPU-second beyond the fixed cost. */
  gamesPerCpuSecond: number;
  /** The wall time of 100,000 seeds (400,000 games) on two idle cores: CPU time scaled to 100,000 seeds, over 2. */
  projected100kSeconds: number;
  /** The widest arm's interval half-width, in percentage points, here and scaled to 100,000 seeds. */
  halfWidthPoints: number;
  projected100kHalfWidthPoints: number;
}

const GAME = { module: import.meta.resolve('../examples/war/game.js'), export: 'warGame' };
const ARMS = [{ card: 'war.14-of-spades', field: 'rank', values: [2, 9, 15] }];
const TARGET_SEEDS = 100_000;

/** One sweep of `seeds` seeds: its result, wall and CPU seconds. */
async function timedSweep(seeds: number, workers: number) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await sweep({ game: GAME, arms: ARMS, games: seeds, seed: 1, workers, seat: 'p1' });
  const wallSeconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return { result, wallSeconds, cpuSeconds: (used.user + used.system) / 1e6 };
}

export async function benchSweepSpeed(seeds = 10_000, workers = 2): Promise<SweepSpeedFigures> {
  const small = 100;
  const fixed = await timedSweep(small, workers);
  const { result, wallSeconds, cpuSeconds } = await timedSweep(seeds, workers);
  const perSeed = 1 + ARMS[0]!.values.length;
  const games = seeds * perSeed;
  const gamesPerCpuSecond = (games - small * perSeed) / (cpuSeconds - fixed.cpuSeconds);
  const halfWidth = Math.max(...result.arms.map((arm) => (arm.high - arm.low) / 2)) * 100;
  return {
    seeds,
    games,
    workers,
    wallSeconds,
    cpuSeconds,
    fixedCpuSeconds: fixed.cpuSeconds,
    gamesPerCpuSecond,
    projected100kSeconds: (fixed.cpuSeconds + (TARGET_SEEDS * perSeed) / gamesPerCpuSecond) / 2,
    halfWidthPoints: halfWidth,
    projected100kHalfWidthPoints: halfWidth * Math.sqrt(seeds / TARGET_SEEDS),
  };
}

if (isMain(import.meta.url)) console.log(await benchSweepSpeed(Number(process.argv[2] ?? 10_000), Number(process.argv[3] ?? 2)));
