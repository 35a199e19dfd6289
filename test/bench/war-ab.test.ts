import test from 'ava';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { playWarGame } from '../../examples/war/simulate-game.js';
import { playBaselineWars } from '../../bench/baseline-war.js';
import { parseWarAbArgs, playWarAb, summariseWarAb, type Side } from '../../bench/war-ab.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const USAGE = 'usage: npx tsx bench/war-ab.ts <other-tree> [games from 1 to 100000] [rounds from 1 to 99]';

/** War through the sources, as a bundle of a tree plays it; `shift` plays other seeds (other games). */
function side(shift = 0): Side {
  return {
    playWar(first, games) {
      let comparisons = 0;
      for (let seed = first + shift; seed < first + shift + games; seed++)
        comparisons += playWarGame(seed, [], { variant: 'classic' }).measures!.comparisons!;
      return comparisons;
    },
    baseline: (first, games) => playBaselineWars(first, games).comparisons,
  };
}

test('the other tree is required; games and rounds default to 200 and 9', (t) => {
  t.deepEqual(parseWarAbArgs(['/tmp/base']), { other: '/tmp/base', games: 200, rounds: 9 });
  t.deepEqual(parseWarAbArgs(['/tmp/base', '50', '3']), { other: '/tmp/base', games: 50, rounds: 3 });
  t.throws(() => parseWarAbArgs([]), { message: `${USAGE}: the other tree is missing` });
  t.throws(() => parseWarAbArgs(['/tmp/base', '0']), {
    message: `${USAGE}: games must be a whole number from 1 to 100000, got "0"`,
  });
  t.throws(() => parseWarAbArgs(['/tmp/base', '10', '2.5']), {
    message: `${USAGE}: rounds must be a whole number from 1 to 99, got "2.5"`,
  });
  t.throws(() => parseWarAbArgs(['/tmp/base', '10', '2', 'x']), { message: `${USAGE}: unexpected "x"` });
});

test("the summary is the medians, and the speed-up the median of the rounds' ratios", (t) => {
  const summary = summariseWarAb({ other: [220, 300, 210], branch: [200, 200, 210], loop: [7, 8, 7.5] });
  t.deepEqual(summary, { otherNs: 220, branchNs: 200, loopNs: 7.5, otherRatio: 220 / 7.5, branchRatio: 200 / 7.5, speedup: 1.1 });
  t.throws(() => summariseWarAb({ other: [1], branch: [], loop: [1] }), {
    message: 'summariseWarAb needs as many rounds of each, got 1, 0 and 1',
  });
});

test('each round times both sides and the loop on the same games', (t) => {
  const rounds = playWarAb({ other: side(), branch: side() }, 3, 2);
  t.is(rounds.other.length, 2);
  t.is(rounds.branch.length, 2);
  t.is(rounds.loop.length, 2);
  for (const ns of [...rounds.other, ...rounds.branch, ...rounds.loop]) t.true(ns > 0 && Number.isFinite(ns));
});

test('a side that plays other games is refused, naming it', (t) => {
  const expected = playBaselineWars(1, 3).comparisons;
  const other = side(1).playWar(1, 3);
  t.not(other, expected);
  t.throws(() => playWarAb({ other: side(1), branch: side() }, 3, 1), {
    message: `the other tree played ${other} comparisons, the typed-array loop ${expected}: not the same games`,
  });
});

test('a tree without a built dist/ is refused in one line, exit 2, and the temporary folder is removed', (t) => {
  const missing = mkdtempSync(path.join(os.tmpdir(), 'cardweave-war-ab-test-'));
  t.teardown(() => rmSync(missing, { recursive: true, force: true }));
  const before = readdirSync(os.tmpdir())
    .filter((f) => f.startsWith('cardweave-war-ab-') && !f.includes('test'))
    .sort();
  const run = spawnSync(process.execPath, ['--import=tsx', path.join(root, 'bench/war-ab.ts'), missing], {
    cwd: root,
    encoding: 'utf8',
  });
  t.deepEqual(
    { status: run.status, stderr: run.stderr, stdout: run.stdout },
    { status: 2, stderr: `${path.join(missing, 'dist')} has no index.js: run npm run build first\n`, stdout: '' },
  );
  const after = readdirSync(os.tmpdir())
    .filter((f) => f.startsWith('cardweave-war-ab-') && !f.includes('test'))
    .sort();
  t.deepEqual(after, before);
});

test('bad arguments are refused in one line, exit 2, before anything is bundled', (t) => {
  const run = spawnSync(process.execPath, ['--import=tsx', path.join(root, 'bench/war-ab.ts'), '/tmp', 'many'], {
    cwd: root,
    encoding: 'utf8',
  });
  t.deepEqual(
    { status: run.status, stderr: run.stderr, stdout: run.stdout },
    { status: 2, stderr: `${USAGE}: games must be a whole number from 1 to 100000, got "many"\n`, stdout: '' },
  );
});
