/**
 * A plain player for the simulation queue section's ceiling: a child
 * process that plays ranges of one game with the code a worker plays a
 * shard with (loadGame, playRange), with no queue, no database and no
 * other process. It stays up and warm like a `cardweave worker`, so that
 * one of them against two at once times what two processes of this game
 * can gain on this machine, start-up left out.
 *
 * Started as `node --import=tsx bench/sim-queue-plain.ts <game file> <export> <seed>`; it
 * prints `ready`, then answers each line `{"first":F,"count":C}` on stdin
 * with one line `{"ms":M,"totals":…}` on stdout: the range's totals as a
 * worker's job output carries them (encodeTotals), and its play time.
 */
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { encodeTotals } from '../lib/server/sim-queue/shard-output.js';
import { loadGame } from '../lib/sim/load-game.js';
import { playRange } from '../lib/sim/play-range.js';

const [file, exportName, seedText] = process.argv.slice(2);
const seed = Number(seedText);
const play = await loadGame({
  game: { module: pathToFileURL(file!).href, export: exportName! },
  packs: [],
  maxPackBytes: undefined,
  options: undefined,
  alsoImports: [],
  cards: true,
});
process.stdout.write('ready\n');
for await (const line of createInterface({ input: process.stdin })) {
  const { first, count } = JSON.parse(line) as { first: number; count: number };
  const started = performance.now();
  const totals = playRange(play, seed, { first, count });
  const ms = performance.now() - started;
  process.stdout.write(`${JSON.stringify({ ms, totals: encodeTotals(totals) })}\n`);
}
