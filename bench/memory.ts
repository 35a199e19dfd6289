/**
 * Heap after N and after 10 N classic War games played in one process: a
 * leak per game (hooks, listeners, caches that keep every game) would show
 * as growth. Runs in a child process started with --expose-gc, so that the
 * heap is measured after a full collection and belongs to this test alone.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { playWarSeeds } from './war.js';
import { isMain } from './measure.js';

export interface MemoryFigures {
  /** Games played before the first and the second heap reading. */
  games: [number, number];
  /** Heap used after a full GC, in MB, after each count. */
  heapMb: [number, number];
  growthMb: number;
  /** The counts the issue asks for (10,000 and 100,000), when the time budget made us play fewer. */
  requested?: [number, number];
  /** When the child failed: its error. */
  failure?: string;
}

export const REQUESTED: [number, number] = [10_000, 100_000];

/** Runs the child; `budgetSeconds` caps how long the second count may take at the measured speed. */
export function benchMemory(budgetSeconds = 75): MemoryFigures {
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', '--import=tsx', fileURLToPath(import.meta.url), String(budgetSeconds)],
    {
      encoding: 'utf8',
      timeout: (budgetSeconds * 3 + 30) * 1000,
      cwd: fileURLToPath(new URL('..', import.meta.url)),
    },
  );
  try {
    return JSON.parse(child.stdout.trim().split('\n').pop() ?? '') as MemoryFigures;
  } catch {
    const error = (child.stderr || child.error?.message || `exit ${child.status}`).trim().split('\n').slice(-3).join(' ');
    return { games: [0, 0], heapMb: [NaN, NaN], growthMb: NaN, failure: error };
  }
}

function heapMb(): number {
  (globalThis as { gc?: () => void }).gc!();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

/** Plays `games` games from `seed`, keeping nothing but a running total. */
function play(seed: number, games: number): void {
  playWarSeeds('classic', games, seed);
}

if (isMain(import.meta.url)) {
  const budget = Number(process.argv[2] ?? 40);
  // Speed first, on games that also warm the code up; then the largest counts that fit the budget.
  const probe = performance.now();
  play(1_000_000, 300);
  const perGameMs = (performance.now() - probe) / 300;
  let [first, second] = REQUESTED;
  while (second * perGameMs > budget * 1000 && second > 100) {
    first /= 10;
    second /= 10;
  }
  play(1, first);
  const h1 = heapMb();
  play(1 + first, second - first);
  const h2 = heapMb();
  const figures: MemoryFigures = { games: [first, second], heapMb: [h1, h2], growthMb: h2 - h1 };
  if (first !== REQUESTED[0]) figures.requested = REQUESTED;
  console.log(JSON.stringify(figures));
}
