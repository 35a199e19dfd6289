// Table creation latency: `host.create` of a duel and of a War table (which plays to its end when
// created), N times each, interleaved, on a server with PGlite in a fresh temporary folder; prints
// the median and 90th percentile in ms. Not part of `npm run bench`:
//   npx tsx bench/table-create.ts [N]        (default 50, after 5 of each to warm up)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from '../lib/server/index.js';
import { duelTable } from '../examples/duel/table.js';
import { warTable } from '../examples/war/table.js';

const count = Number(process.argv[2] ?? 50);
if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`N must be a whole number from 1, got ${process.argv[2]}`);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-create-'));
const server = await startServer({ port: 0, dataDir, games: [warTable, duelTable], botDelayMs: 0 });
const seats = { p1: 'person', p2: 'person' };
const times: Record<string, number[]> = { duel: [], war: [] };
try {
  for (let i = 0; i < count + 5; i++) {
    for (const game of ['duel', 'war']) {
      const start = performance.now();
      await server.host.create({ game, seats, seed: i });
      if (i >= 5) times[game]!.push(performance.now() - start);
    }
  }
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
const at = (sorted: number[], q: number): string =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2);
for (const [game, list] of Object.entries(times)) {
  const sorted = [...list].sort((a, b) => a - b);
  console.log(`${game}: median ${at(sorted, 0.5)} ms, p90 ${at(sorted, 0.9)} ms over ${sorted.length} creates`);
}
