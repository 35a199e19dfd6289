/**
 * Classic War by two built trees in one process: another tree of this
 * repository (say an unmodified export of main: `git archive main | tar -x
 * -C /tmp/base`, node_modules linked, `npm run build` there) against this
 * one, each bundled against its own dist/ (as users run the library, see
 * dist-bundle.ts). Not part of `npm run bench`.
 *
 * The two sides play the same seeds in alternating rounds, the order
 * turning each round, and each round is timed in CPU time
 * (`process.cpuUsage`), with a round of War's typed-array loop after each
 * as the yardstick; figures are medians. On a shared machine this is what
 * a code change can be judged by: load elsewhere moves both sides of a
 * round alike, where wall-time runs in separate minutes do not. The same
 * code on both sides read 0.96 to 1.04 in 17 runs of 18 at load 5 to 45
 * (and 1.18 once): a difference smaller than that needs several runs.
 *
 *     npm run build && npx tsx bench/war-ab.ts <other-tree> [games=200] [rounds=9]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuUsage } from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleForDist, checkDist } from './dist-bundle.js';
import { isMain, median } from './measure.js';

/** What the command line asks for. */
export interface WarAbArgs {
  /** The other tree's root (its dist/ built). */
  other: string;
  games: number;
  rounds: number;
}

const USAGE = 'usage: npx tsx bench/war-ab.ts <other-tree> [games from 1 to 100000] [rounds from 1 to 99]';

/**
 * Reads `<other-tree> [games] [rounds]`; anything else is refused with one
 * line naming what was wrong.
 *
 * @example parseWarAbArgs(['/tmp/base', '100']); // { other: '/tmp/base', games: 100, rounds: 9 }
 */
export function parseWarAbArgs(argv: readonly string[]): WarAbArgs {
  const [other, games = '200', rounds = '9', ...rest] = argv;
  if (other === undefined || other === '') throw new RangeError(`${USAGE}: the other tree is missing`);
  if (rest.length > 0) throw new RangeError(`${USAGE}: unexpected "${rest.join(' ')}"`);
  return { other, games: whole('games', games, 100_000), rounds: whole('rounds', rounds, 99) };
}

function whole(name: string, text: string, max: number): number {
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < 1 || n > max)
    throw new RangeError(`${USAGE}: ${name} must be a whole number from 1 to ${max}, got "${text}"`);
  return n;
}

/** CPU nanoseconds per comparison of each round, by side, and of the typed-array loop. */
export interface WarAbRounds {
  other: number[];
  branch: number[];
  loop: number[];
}

/** The medians of a run: ns per comparison, each side's ratio to the loop, and the speed-up of this tree. */
export interface WarAbSummary {
  otherNs: number;
  branchNs: number;
  loopNs: number;
  otherRatio: number;
  branchRatio: number;
  /** The median of each round's other / branch: above 1 when this tree is faster. */
  speedup: number;
}

/**
 * Medians of the rounds. The speed-up is taken round by round, so a round
 * slowed by load elsewhere weighs on both of its sides.
 *
 * @example summariseWarAb({ other: [220], branch: [200], loop: [7.5] }).speedup; // 1.1
 */
export function summariseWarAb(rounds: WarAbRounds): WarAbSummary {
  const { other, branch, loop } = rounds;
  if (other.length === 0 || other.length !== branch.length || other.length !== loop.length)
    throw new RangeError(`summariseWarAb needs as many rounds of each, got ${other.length}, ${branch.length} and ${loop.length}`);
  const otherNs = median(other);
  const branchNs = median(branch);
  const loopNs = median(loop);
  return {
    otherNs,
    branchNs,
    loopNs,
    otherRatio: otherNs / loopNs,
    branchRatio: branchNs / loopNs,
    speedup: median(other.map((ns, i) => ns / branch[i]!)),
  };
}

/** What each bundle exports (and a test may give as it is): the games of seeds first..first+games-1, and the loop on the same seeds. */
export interface Side {
  playWar(first: number, games: number): number;
  baseline(first: number, games: number): number;
}

/** The entry bundled for a tree: its War example and its typed-array loop, imported from that tree. */
function entryFor(root: string): string {
  const file = (relative: string) => JSON.stringify(path.join(root, relative));
  return `import { playWarGame } from ${file('examples/war/simulate-game.ts')};
import { playBaselineWars } from ${file('bench/baseline-war.ts')};
export function playWar(first: number, games: number): number {
  let comparisons = 0;
  for (let seed = first; seed < first + games; seed++)
    comparisons += playWarGame(seed, [], { variant: 'classic' }).measures!.comparisons!;
  return comparisons;
}
export function baseline(first: number, games: number): number {
  return playBaselineWars(first, games).comparisons;
}
`;
}

async function loadSide(root: string, dir: string, name: string): Promise<Side> {
  checkDist(root);
  const entry = path.join(dir, `${name}-entry.ts`);
  writeFileSync(entry, entryFor(root));
  const bundle = await bundleForDist(root, entry, path.join(dir, `${name}.mjs`));
  return (await import(pathToFileURL(bundle).href)) as Side;
}

/** Both trees' bundles, one after the other: the first refusal stops before the second is made. */
async function loadSides(other: string, branch: string, dir: string): Promise<{ other: Side; branch: Side }> {
  const first = await loadSide(other, dir, 'other');
  return { other: first, branch: await loadSide(branch, dir, 'branch') };
}

/** CPU nanoseconds per comparison of `play`, which returns how many comparisons it played. */
function cpuNs(play: () => number): { ns: number; comparisons: number } {
  const start = cpuUsage();
  const comparisons = play();
  const used = cpuUsage(start);
  return { ns: ((used.user + used.system) * 1000) / comparisons, comparisons };
}

/** Plays the rounds; throws when the sides or the loop played different games. */
export function playWarAb(sides: { other: Side; branch: Side }, games: number, rounds: number): WarAbRounds {
  const repeats = 20; // the loop finishes a round in a few milliseconds: repeated, so that it is timed as long
  const out: WarAbRounds = { other: [], branch: [], loop: [] };
  const expected = sides.branch.baseline(1, games);
  for (const side of [sides.other, sides.branch]) side.playWar(1, Math.min(games, 50)); // warm-up, not timed
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? (['other', 'branch'] as const) : (['branch', 'other'] as const);
    for (const name of order) {
      const { ns, comparisons } = cpuNs(() => sides[name].playWar(1, games));
      if (comparisons !== expected)
        throw new Error(
          `the ${name} tree played ${comparisons} comparisons, the typed-array loop ${expected}: not the same games`,
        );
      out[name].push(ns);
    }
    out.loop.push(
      cpuNs(() => {
        let comparisons = 0;
        for (let r = 0; r < repeats; r++) comparisons += sides.branch.baseline(1, games);
        return comparisons;
      }).ns,
    );
  }
  return out;
}

if (isMain(import.meta.url)) {
  let args: WarAbArgs;
  try {
    args = parseWarAbArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(2);
  }
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardweave-war-ab-'));
  try {
    // A tree without a fresh dist/ is refused in one line (exit 2), before anything is timed.
    const sides = await loadSides(path.resolve(args.other), root, dir).catch((error: unknown) => {
      process.stderr.write(`${(error as Error).message.split('\n')[0]}\n`);
      process.exitCode = 2;
      return undefined;
    });
    if (sides !== undefined) {
      const loadAtStart = os.loadavg()[0]!;
      const summary = summariseWarAb(playWarAb(sides, args.games, args.rounds));
      const load = [loadAtStart, os.loadavg()[0]!].map((l) => Number(l.toFixed(2)));
      console.log(JSON.stringify({ games: args.games, rounds: args.rounds, load, ...summary }));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
