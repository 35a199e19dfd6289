/**
 * The library through tsx (the TypeScript sources, as tests and `npm run
 * bench` run it) against the library as built (dist/, as users run it):
 * bench/sides.ts played in alternating child processes, tsx first in odd
 * rounds and dist first in even ones, so that load elsewhere hits both
 * alike; medians per side. Not part of `npm run bench`: it needs a fresh
 * `npm run build` (a missing or stale dist/ is refused, exit 2).
 *
 *     npm run build && npx tsx bench/built.ts [rounds=3] [--quick]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForDist, checkDist } from './dist-bundle.js';
import { median } from './measure.js';
import type { SideFigures } from './sides.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const roundsArg = args.find((a) => a !== '--quick');
const rounds = roundsArg === undefined ? 3 : Number(roundsArg);
if (!Number.isSafeInteger(rounds) || rounds < 1 || rounds > 50 || args.filter((a) => a !== '--quick').length > 1) {
  process.stderr.write(`usage: npx tsx bench/built.ts [rounds from 1 to 50] [--quick]; got "${args.join(' ')}"\n`);
  process.exit(2);
}
try {
  checkDist(root);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(2);
}

const temp = mkdtempSync(path.join(os.tmpdir(), 'cardweave-built-'));
try {
  const bundle = await bundleForDist(root, 'bench/sides.ts', path.join(temp, 'sides.mjs'));
  const sides = {
    tsx: [process.execPath, '--import=tsx', path.join(root, 'bench/sides.ts')],
    dist: [process.execPath, bundle],
  };
  const figures: Record<keyof typeof sides, SideFigures[]> = { tsx: [], dist: [] };
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? (['tsx', 'dist'] as const) : (['dist', 'tsx'] as const);
    for (const side of order) {
      const [node, ...rest] = sides[side];
      const child = spawnSync(node!, [...rest, ...(quick ? ['quick'] : [])], { cwd: root, encoding: 'utf8' });
      if (child.status !== 0)
        throw new Error(`the ${side} side exited with ${child.status}: ${child.stderr.trim().split('\n')[0]}`);
      figures[side].push(JSON.parse(child.stdout) as SideFigures);
      process.stderr.write(`built: round ${r + 1}/${rounds}, ${side} done (load ${os.loadavg()[0]!.toFixed(2)})\n`);
    }
  }
  const pick = (side: keyof typeof sides, read: (f: SideFigures) => number) => median(figures[side].map(read));
  const rows: [string, (f: SideFigures) => number, number][] = [
    ['duel games/s', (f) => f.duel.gamesPerSecond, 1],
    ['duel games/s per M comparisons/s of the yardstick', (f) => f.duel.perMillion, 2],
    ['mcts playouts/s', (f) => f.mcts.playoutsPerSecond, 0],
    ['mcts ms per decision', (f) => f.mcts.msPerDecision, 1],
    ['mcts playouts/s per M of the yardstick', (f) => f.mcts.perMillion, 2],
    ['War engine, M comparisons/s', (f) => f.war.comparisonsPerSecond / 1e6, 2],
    ['War ratio (typed-array loop / engine)', (f) => f.war.ratio, 1],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(
    `median of ${rounds} alternating rounds; load ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  console.log(`${''.padEnd(width)}  ${'tsx'.padStart(10)}  ${'dist'.padStart(10)}  dist/tsx`);
  for (const [label, read, digits] of rows) {
    const [a, b] = [pick('tsx', read), pick('dist', read)];
    console.log(
      `${label.padEnd(width)}  ${a.toFixed(digits).padStart(10)}  ${b.toFixed(digits).padStart(10)}  ${(b / a).toFixed(2)}`,
    );
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}
