// The soak (npm run soak; not part of npm test), in one process:
// 1. many twist games with random card packs. Every game gets a fresh random
//    pack; most run as a simulation would (agents for both players, no log),
//    and every CHECK_EVERY-th game is played node by node with every
//    guarantee checked (tools/fuzz/play.ts);
// 2. many corrupt saves: War and duel saves mutated over their JSON tree,
//    each restored both ways and continued (tools/fuzz/corrupt.ts), within
//    the time and heap bounds docs/trust-model.md states.
// It fails on the first broken guarantee or on an error that is not a pack's
// own failure, and prints the figures: games, time, endings, mutants and the
// heap at start, middle and end (after a forced gc).
//
//   npm run soak                                   100,000 games, 20,000 mutants
//   npm run soak -- --games 20000 --seed 7         20,000 games from seed 7
//   npm run soak -- --games 0 --saves 100000       only corrupt saves
//   npm run soak -- --help
import fc from 'fast-check';
import { CardweaveError, randomAgent, RuleError } from '../lib/index.js';
import { StepBudgetError } from '../lib/graph/index.js';
import { warGame } from '../examples/war/game.js';
import { twist } from '../examples/war/twist/pack.js';
import { baseSaves, checkMutant, HEAP_BOUND_MB, mutate, mutations, type MutantOutcome } from './fuzz/corrupt.js';
import { fuzzPack } from './fuzz/pack.js';
import { playChecked } from './fuzz/play.js';
import { samplePack } from './fuzz/spec.js';
import { parseSoakArgs, SoakUsageError } from './soak-options.js';

let parsed: ReturnType<typeof parseSoakArgs>;
try {
  parsed = parseSoakArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof SoakUsageError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(2);
}
if ('help' in parsed) {
  process.stdout.write(parsed.help);
  process.exit(0);
}
const { games: GAMES, seed: FIRST_SEED, saves: SAVES } = parsed;
const CHECK_EVERY = 100;
// A twist game takes ~600 node runs; a pack that loops is stopped well before its checkpoints (one per decision, O(state)) add up.
const BUDGET = 5_000;

const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) {
  process.stderr.write('The soak reads the heap after a forced gc: run it with node --expose-gc (npm run soak does).\n');
  process.exit(2);
}

/** Heap in use after a full collection, in MB. */
function heapMB(): number {
  gc!();
  gc!();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

/** One game as a simulation plays it: both players answered by agents, no log. Returns how it stopped. */
function playFast(seed: number): string {
  const engine = warGame.createEngine({
    seed,
    packs: [twist, fuzzPack(samplePack(seed))],
    agents: { p1: randomAgent(seed), p2: randomAgent((seed + 1) >>> 0) },
    budget: BUDGET,
    log: false,
  });
  try {
    return engine.run().status;
  } catch (error) {
    // A random pack may fail or loop; the engine must say so with its own errors and nothing else.
    if (error instanceof RuleError) return 'rule error';
    if (error instanceof StepBudgetError) return 'step budget';
    throw error;
  }
}

const endings: Record<string, number> = {};
let checked = 0;
const heap: { at: number; mb: number }[] = [{ at: 0, mb: heapMB() }];
const started = performance.now();
for (let i = 0; i < GAMES; i++) {
  const seed = (FIRST_SEED + i) >>> 0;
  let ending: string;
  try {
    if (i % CHECK_EVERY === 0) {
      const report = playChecked(samplePack(seed), { seed, budget: BUDGET, cuts: [10, 60, 150], roundTripEvery: 20 });
      ending =
        report.ending.status === 'error' ? (report.failure === 'budget' ? 'step budget' : 'rule error') : report.ending.status;
      checked++;
    } else {
      ending = playFast(seed);
    }
  } catch (error) {
    const kind =
      error instanceof CardweaveError ? 'an engine error a pack should not cause' : 'a broken guarantee or an escaped error';
    process.stderr.write(`Game ${i + 1} (seed ${seed}) failed with ${kind}:\n${(error as Error).stack ?? String(error)}\n`);
    process.stderr.write(`Its pack: ${JSON.stringify(samplePack(seed))}\n`);
    process.exit(1);
  }
  endings[ending] = (endings[ending] ?? 0) + 1;
  if (i + 1 === Math.floor(GAMES / 2)) heap.push({ at: i + 1, mb: heapMB() });
}
const seconds = (performance.now() - started) / 1000;
heap.push({ at: GAMES, mb: heapMB() });

// ---- corrupt saves
const outcomes: Record<MutantOutcome, number> = { refused: 0, 'loaded as trusted only': 0, 'loaded and verified': 0 };
let worstHeapMB = 0;
const savesStarted = performance.now();
if (SAVES > 0) {
  const bases = baseSaves();
  const samples = fc.sample(fc.tuple(fc.nat({ max: bases.length - 1 }), mutations()), { numRuns: SAVES, seed: FIRST_SEED });
  const baseline = heapMB();
  samples.forEach(([which, list], i) => {
    const base = bases[which]!;
    const text = mutate(base.text, list);
    try {
      outcomes[checkMutant(base.graph, text)]++;
    } catch (error) {
      process.stderr.write(`Mutant ${i + 1} of "${base.name}" broke a guarantee:\n${(error as Error).stack ?? String(error)}\n`);
      process.stderr.write(`Its mutations: ${JSON.stringify(list).slice(0, 2000)}\n`);
      process.exit(1);
    }
    // The heap a mutant leaves behind, after a full collection: a restore that kept what it read would grow it.
    if (i % 500 === 0 || i === samples.length - 1) {
      const grown = heapMB() - baseline;
      worstHeapMB = Math.max(worstHeapMB, grown);
      if (grown > HEAP_BOUND_MB) {
        process.stderr.write(
          `The heap grew by ${grown.toFixed(0)} MB after ${i + 1} mutants, over the bound of ${HEAP_BOUND_MB} MB\n`,
        );
        process.exit(1);
      }
    }
  });
}
const savesSeconds = (performance.now() - savesStarted) / 1000;

const lines = [
  `Soak: ${GAMES} twist games with random packs (seeds ${FIRST_SEED} to ${(FIRST_SEED + GAMES - 1) >>> 0}), Node ${process.version}`,
  `Time: ${seconds.toFixed(1)} s (${(GAMES / Math.max(seconds, 1e-9)).toFixed(0)} games/s)`,
  `Endings: ${Object.entries(endings)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
  `Checked node by node (every guarantee after every node, 3 save/restore/continue cuts): ${checked} games`,
  `Heap after gc: ${heap.map((h) => `${h.mb.toFixed(1)} MB after ${h.at} games`).join(', ')}`,
  `Corrupt saves: ${SAVES} mutants in ${savesSeconds.toFixed(1)} s: ${Object.entries(outcomes)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}; ` + `heap growth at most ${worstHeapMB.toFixed(1)} MB (bound ${HEAP_BOUND_MB} MB)`,
];
process.stdout.write(`${lines.join('\n')}\n`);
