/**
 * Games per second of classic War with 1 and with 2 worker threads, on the
 * same seeds (split in contiguous ranges), and proof that the totals do not
 * depend on the split. lib has no `simulate()` yet; this harness is the
 * bench's own and is to be replaced by it.
 *
 * Workers and tsx on Node 20: tsx's ESM hooks do not reach worker threads,
 * so a worker given a .ts file fails with "Unknown file extension". A worker
 * started from a small CommonJS script that registers tsx's CommonJS hook
 * and then require()s the .ts module works (Node 20.19 can require ESM), as
 * long as nothing in the worker's import graph uses top-level await.
 */
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { isMain, median } from './measure.js';
import type { SimulationJob, SimulationTotals } from './simulation-worker.js';

export interface SimulationFigures {
  /** Games per second with one worker thread. */
  workers1: number;
  /** Games per second with two worker threads. */
  workers2: number;
  speedup: number;
  games: number;
  /** True when both splits gave the same wins, draws and comparisons. */
  sameTotals: boolean;
  /** Milliseconds to start a worker and compile the game in it (not part of the rates). */
  startupMs: number;
}

const WORKER = fileURLToPath(new URL('./simulation-worker.ts', import.meta.url));
const BOOT = `require('tsx/cjs/api').register(); require(${JSON.stringify(WORKER)});`;

class Pool {
  readonly workers: Worker[];
  constructor(size: number) {
    this.workers = Array.from({ length: size }, () => new Worker(BOOT, { eval: true }));
  }
  run(worker: Worker, job: SimulationJob): Promise<SimulationTotals> {
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      worker.once('error', onError);
      worker.once('message', (totals: SimulationTotals) => {
        worker.off('error', onError);
        resolve(totals);
      });
      worker.postMessage(job);
    });
  }
  /** Splits seeds `seed .. seed + games - 1` into one contiguous range per worker and adds up. */
  async play(seed: number, games: number): Promise<SimulationTotals> {
    const share = Math.ceil(games / this.workers.length);
    const parts = await Promise.all(
      this.workers.map((w, i) => this.run(w, { seed: seed + i * share, games: Math.max(0, Math.min(share, games - i * share)) })),
    );
    return parts.reduce((t, p) => ({ games: t.games + p.games, comparisons: t.comparisons + p.comparisons, p1: t.p1 + p.p1, p2: t.p2 + p.p2, draws: t.draws + p.draws }));
  }
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/** Medians of `rounds` interleaved rounds of `games` games with each pool. */
export async function benchSimulation(games = 400, rounds = 3, seed = 1): Promise<SimulationFigures> {
  const started = performance.now();
  const one = new Pool(1);
  const two = new Pool(2);
  try {
    // Warm-up: each worker compiles the game before anything is timed.
    await Promise.all([one.play(seed, 20), two.play(seed, 40)]);
    const startupMs = performance.now() - started;
    const times = { 1: [] as number[], 2: [] as number[] };
    let totals1: SimulationTotals | undefined;
    let totals2: SimulationTotals | undefined;
    for (let r = 0; r < rounds; r++) {
      let t = performance.now();
      totals1 = await one.play(seed, games);
      times[1].push(performance.now() - t);
      t = performance.now();
      totals2 = await two.play(seed, games);
      times[2].push(performance.now() - t);
    }
    const workers1 = (games * 1000) / median(times[1]);
    const workers2 = (games * 1000) / median(times[2]);
    return { workers1, workers2, speedup: workers2 / workers1, games, sameTotals: JSON.stringify(totals1) === JSON.stringify(totals2), startupMs };
  } finally {
    await Promise.all([one.close(), two.close()]);
  }
}

if (isMain(import.meta.url)) console.log(await benchSimulation(Number(process.argv[2] ?? 400)));
