/**
 * One simulation worker: plays the classic War games of the seed ranges it
 * is sent and posts their totals back. Loaded by simulation.ts through tsx's
 * CommonJS hook (see there for why).
 */
import { parentPort } from 'node:worker_threads';
import { playWarGames } from '../examples/war/simulate.js';

export interface SimulationJob {
  seed: number;
  games: number;
}

export interface SimulationTotals {
  games: number;
  comparisons: number;
  p1: number;
  p2: number;
  draws: number;
}

/** Plays one job; the totals are exact integers, so runs split differently can be compared exactly. */
export function playJob({ seed, games }: SimulationJob): SimulationTotals {
  const s = playWarGames({ variant: 'classic', games, seed });
  return { games, comparisons: Math.round(s.meanComparisons * games), p1: s.p1Wins, p2: s.p2Wins, draws: s.draws };
}

parentPort?.on('message', (job: SimulationJob) => parentPort!.postMessage(playJob(job)));
