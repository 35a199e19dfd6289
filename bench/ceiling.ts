/**
 * What this machine gives two threads of War: the same games played by two
 * independent processes at once against one process alone, for the
 * engine's classic War (`playWarGame`, what simulate() plays), the same
 * games by hand on the engine's card state and by the typed-array loop
 * (bench/ceiling-games.ts). bench/simulation.ts measures it in the same
 * rounds as simulate()'s two-worker speed-up, and reports that speed-up as a
 * share of the engine's ceiling.
 *
 * Processes rather than threads: two processes share nothing but the
 * hardware (no heap, no V8 platform threads for compiling and GC, no
 * allocator, no main thread that merges), so their speed-up is what the
 * cores and caches allow; a loss that worker threads share would be hidden
 * in a yardstick made of threads. Each process plays one kind only and is
 * warm (its warm-up games, then every round) before anything is timed; the
 * pair's halves hold equal work (`balancedHalves`), so neither waits for the
 * other at the end, and each pair's totals are checked against the lone run's.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { playBaselineWar, type WarTotals } from './baseline-war.js';
import { CEILING_KINDS, CEILING_REPEATS, addTotals, balancedHalves, type CeilingKind, type GameRange } from './ceiling-games.js';
import { isMain, median } from './measure.js';

/** Per kind of work, two processes' speed-up over one on the same games. */
export type CeilingFigures = Record<CeilingKind, number>;

/** One round: each kind's speed-up, and the engine's games per second alone and as a pair. */
export interface CeilingRound {
  speedups: CeilingFigures;
  engine: { one: number; two: number };
}

/** Two warm processes per kind, ready to play rounds; `close()` ends them. */
export interface Ceiling {
  /** The games every kind plays in each run: the lone process all, the pair these `halves`. */
  games: GameRange;
  halves: [GameRange, GameRange];
  round(): Promise<CeilingRound>;
  close(): Promise<void>;
}

const CHILD = fileURLToPath(new URL('./ceiling-child.ts', import.meta.url));
// From the repository root, where --import=tsx finds the project's tsx.
const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface Player {
  ready: Promise<void>;
  play(range: GameRange, repeats: number): Promise<WarTotals>;
  close(): Promise<void>;
}

/** Starts one process that plays `kind`, warmed on `warmUp`; its answers come one line per request, in order. */
function startPlayer(kind: CeilingKind, seed: number, warmUp: GameRange): Player {
  const child = spawn(process.execPath, ['--import=tsx', CHILD, kind, String(seed), String(warmUp.first), String(warmUp.count)], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const waiting: { resolve(line: string): void; reject(error: Error): void }[] = [];
  let stopped: Error | undefined;
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()?.resolve(line));
  const stop = (why: string): void => {
    stopped ??= new Error(`ceiling: the ${kind} process ${why} before answering`);
    for (const waiter of waiting.splice(0)) waiter.reject(stopped);
  };
  child.once('exit', (code, signal) => stop(`stopped (${signal ?? `exit code ${code}`})`));
  child.once('error', (error) => stop(`could not run: ${error.message}`));
  const next = (): Promise<string> =>
    stopped !== undefined ? Promise.reject(stopped) : new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  return {
    ready: next().then((line) => {
      if (line !== 'ready') throw new Error(`ceiling: the ${kind} process said ${JSON.stringify(line)} instead of ready`);
    }),
    async play(range, repeats) {
      const answer = next();
      child.stdin.write(`${JSON.stringify({ ...range, repeats })}\n`);
      return JSON.parse(await answer) as WarTotals;
    },
    close() {
      child.stdin.end();
      return exited;
    },
  };
}

/**
 * Starts two processes per kind for the games of a run of `games` games
 * from `seed`, as simulate() with two workers splits it: the first `warm`
 * games warm the first process of each pair, the next `warm` the second,
 * and the rest are the timed games, those of the two-worker run's rates.
 *
 * @example const ceiling = await openCeiling(1, 2000, 100); const { speedups } = await ceiling.round(); await ceiling.close();
 */
export async function openCeiling(seed: number, games: number, warm: number): Promise<Ceiling> {
  const timed: GameRange = { first: 2 * warm, count: games - 2 * warm };
  if (timed.count < 2) throw new RangeError(`ceiling: ${games} games leave ${timed.count} to time after the warm-up; at least 2`);
  const comparisons = Array.from({ length: timed.count }, (_, i) => playBaselineWar(seed + timed.first + i).comparisons);
  const halves = balancedHalves(timed, comparisons);
  const pairs = CEILING_KINDS.map(
    (kind) =>
      [startPlayer(kind, seed, { first: 0, count: warm }), startPlayer(kind, seed, { first: warm, count: warm })] as const,
  );
  const all = pairs.flat();
  const close = async (): Promise<void> => void (await Promise.all(all.map((player) => player.close())));
  try {
    await Promise.all(all.map((player) => player.ready));
  } catch (error) {
    await close();
    throw error;
  }
  let rounds = 0;
  return {
    games: timed,
    halves,
    close,
    async round() {
      // Alone first in one round, the pair first in the next: whatever the order costs falls on both sides alike.
      const pairFirst = rounds++ % 2 === 1;
      const speedups = {} as CeilingFigures;
      let engine = { one: 0, two: 0 };
      let reference: WarTotals | undefined;
      for (const [k, kind] of CEILING_KINDS.entries()) {
        const [a, b] = pairs[k]!;
        const repeats = CEILING_REPEATS[kind];
        const alone = async () => timedRun(() => a.play(timed, repeats));
        const pair = async () =>
          timedRun(async () => {
            const [x, y] = await Promise.all([a.play(halves[0], repeats), b.play(halves[1], repeats)]);
            return addTotals(x, y);
          });
        let one, two;
        if (pairFirst) {
          two = await pair();
          one = await alone();
        } else {
          one = await alone();
          two = await pair();
        }
        // Every kind plays the same games, alone and in halves: a kind or a split that plays others fails here, loudly.
        reference ??= one.totals;
        for (const [run, totals] of [
          ['alone', one.totals],
          ['in two halves', two.totals],
        ] as const)
          if (JSON.stringify(totals) !== JSON.stringify(reference))
            throw new Error(
              `ceiling: ${kind} ${run} played other games than the engine alone: ${JSON.stringify(totals)} against ${JSON.stringify(reference)}`,
            );
        speedups[kind] = one.ms / two.ms;
        if (kind === 'engine') engine = { one: (timed.count * 1000) / one.ms, two: (timed.count * 1000) / two.ms };
      }
      return { speedups, engine };
    },
  };
}

async function timedRun(run: () => Promise<WarTotals>): Promise<{ ms: number; totals: WarTotals }> {
  const started = performance.now();
  const totals = await run();
  return { ms: performance.now() - started, totals };
}

/** Medians of each kind's speed-up over `rounds` rounds. */
export function medianCeiling(rounds: readonly CeilingRound[]): CeilingFigures {
  return Object.fromEntries(CEILING_KINDS.map((kind) => [kind, median(rounds.map((r) => r.speedups[kind]))])) as CeilingFigures;
}

if (isMain(import.meta.url)) {
  const games = Number(process.argv[2] ?? 2000);
  const ceiling = await openCeiling(1, games, Math.min(100, Math.floor(games / 16)));
  try {
    const rounds: CeilingRound[] = [];
    for (let r = 0; r < Number(process.argv[3] ?? 3); r++) rounds.push(await ceiling.round());
    console.log(JSON.stringify({ games: ceiling.games, halves: ceiling.halves, ceiling: medianCeiling(rounds), rounds }));
  } finally {
    await ceiling.close();
  }
}
