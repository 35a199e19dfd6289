/**
 * `npm run bench`: every benchmark in one command. Prints a readable report
 * (or, with --json, one JSON object on stdout) and writes
 * bench/results/latest.json (atomically). Progress goes to stderr. --quick
 * plays smaller counts (a smoke run; its figures are not for comparing and
 * are not written). Arguments are checked first (args.ts; --help).
 *
 * Sections that need the example games load them dynamically, so a game
 * that is missing or broken marks its sections pending or failed instead of
 * stopping the whole run.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { writeFileAtomic } from '../examples/shared/files/atomic-write.js';
import { isRefusal } from '../examples/shared/run-command-line.js';
import { parseBenchArgs } from './args.js';
import { benchDepth } from './depth.js';
import { benchNodes } from './nodes.js';
import { benchQueue } from './queue.js';
import { formatReport } from './report.js';
import { isMissing, judge, type BenchResults, type Section } from './results.js';
import { benchSnapshot, syntheticGame } from './snapshot.js';

let parsed;
try {
  parsed = parseBenchArgs(process.argv.slice(2));
} catch (error) {
  if (!isRefusal(error)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(2);
}
if (parsed.kind === 'help') {
  process.stdout.write(parsed.text);
  process.exit(0);
}
const { json, quick } = parsed.options;
const RESULTS = fileURLToPath(new URL('./results/latest.json', import.meta.url));

function progress(message: string): void {
  process.stderr.write(`bench: ${message}\n`);
}

/** Runs one section; a failure becomes `{ error }` so the other sections still run. */
async function section<T>(name: string, fn: () => T | Promise<T>): Promise<Section<T>> {
  progress(name);
  try {
    return await fn();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // A game that is not in the repository yet is pending, not failed.
    if (/Cannot find module|ERR_MODULE_NOT_FOUND/.test(message) && /examples\//.test(message))
      return { pending: 'its game is not in the repository yet' };
    progress(`${name} failed: ${message}`);
    return { error: message.split('\n')[0]! };
  }
}

function previousRun(): BenchResults | undefined {
  try {
    return existsSync(RESULTS) ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as BenchResults) : undefined;
  } catch {
    return undefined;
  }
}

const started = performance.now();
const loadAtStart = os.loadavg()[0]!;
const previous = previousRun();

// The cheap engine-only sections first, then the games.
const nodes = await section('nodes', () => benchNodes(quick ? 200_000 : 1_000_000, quick ? 3 : 7));
const queue = await section('queue', () => benchQueue(quick ? 100_000 : 1_000_000, quick ? 3 : 5, quick ? 10_000 : 50_000));
const depth = await section('depth', () => benchDepth(1_000_000));
const war = await section('war', async () => (await import('./war.js')).benchWar(quick ? 40 : 200, quick ? 3 : 5));
const twist = await section('twist', async () => (await import('./war.js')).benchTwist(quick ? 100 : 1000, quick ? 3 : 5));
const snapshot = await section('snapshot', async () => {
  const rounds = quick ? 3 : 5;
  const repeat = quick ? 20 : 200;
  const synthetic = benchSnapshot('synthetic', syntheticGame(), rounds, repeat);
  const games = await import('./games.js').catch((error: Error) => error);
  const of = (name: string, make: () => Parameters<typeof benchSnapshot>[1]) => {
    if (games instanceof Error) return { pending: `its game is not in the repository yet (${games.message.split('\n')[0]})` };
    try {
      return benchSnapshot(name, make(), rounds, repeat);
    } catch (error) {
      return { error: (error as Error).message };
    }
  };
  return {
    synthetic,
    war: of('war', () => (games as typeof import('./games.js')).midGameWar()),
    duel: of('duel', () => (games as typeof import('./games.js')).midGameDuel()),
  };
});
const fork = await section('fork', async () => {
  const games = await import('./games.js');
  const { benchFork } = await import('./fork.js');
  const of = (name: string, make: () => Parameters<typeof benchFork>[1]) => {
    try {
      return benchFork(name, make(), quick ? 3 : 7, quick ? 200 : 2000);
    } catch (error) {
      return { error: (error as Error).message };
    }
  };
  return { war: of('war', () => games.midGameWar()), duel: of('duel', () => games.midGameDuel()) };
});
// In a process of its own: the one-worker side plays in the calling thread, which must be as fresh as each worker's.
const simulation = await section('simulation', async () =>
  (await import('./simulation.js')).benchSimulationApart(quick ? 200 : 2000, quick ? 1 : 3),
);
const report = await section('report', async () =>
  (await import('./report-cost.js')).benchReportCostApart(quick ? 30 : 1000, quick ? 1 : 7, quick ? 2 : 30),
);
// Skips itself (a line, not a failure) without PostgreSQL's binaries; its own server and workers stop with it.
const simQueue = await section('simulation queue', async () =>
  (await import('./sim-queue.js')).benchSimQueue(quick ? 0.2 : 4, 2, quick ? 1 : 2),
);
// The duel and the look-ahead player time War's typed-array loop in their own rounds: their ratios are judged.
// Both in one fresh process (duel-apart.ts says why); a failure there is both sections' error.
const duelSections = await section('duel and mcts', async () =>
  (await import('./duel-apart.js')).benchDuelSectionsApart(
    quick ? { duel: [4, 1], mcts: [1, 1, 20, 1] } : { duel: [40, 5], mcts: [2, 6, 100, 5] },
  ),
);
const duel = isMissing(duelSections) ? duelSections : duelSections.duel;
const mcts = isMissing(duelSections) ? duelSections : duelSections.mcts;
const memory = await section('memory', async () => (await import('./memory.js')).benchMemory(quick ? 3 : 180));

const measured: Omit<BenchResults, 'targets'> = {
  date: new Date().toISOString(),
  machine: {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
    load: [loadAtStart, os.loadavg()[0]!],
  },
  seconds: (performance.now() - started) / 1000,
  war,
  twist,
  nodes,
  queue,
  depth,
  snapshot,
  fork,
  simulation,
  report,
  simQueue,
  memory,
  duel,
  mcts,
};
const results: BenchResults = { ...measured, targets: judge(measured, previous) };
mkdirSync(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true });
// A --quick run is a smoke test: it must not become the reference the next run is judged against.
if (!quick) writeFileAtomic(RESULTS, `${JSON.stringify(results, null, 2)}\n`, { what: 'Results file', replace: true });
console.log(json ? JSON.stringify(results) : formatReport(results));
