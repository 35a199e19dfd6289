/**
 * One process of the two-core ceiling (bench/ceiling.ts), started as
 * `node --import tsx bench/ceiling-child.ts <kind> <seed> <warm first> <warm count>`.
 * It loads one kind of War player, plays its warm-up games (as a simulation
 * worker does before it says it is ready), prints `ready`, then plays each
 * request it reads on stdin, one JSON line `{ first, count, repeats }` each,
 * and answers with one JSON line of that run's totals. It plays nothing
 * else and talks to nothing but its parent, so two of them share only the
 * machine. It exits when stdin closes.
 */
import { createInterface } from 'node:readline';
import { CEILING_KINDS, CEILING_REPEATS, ceilingPlayer, playGames, type CeilingKind, type GameRange } from './ceiling-games.js';

const [kind, seedText, warmFirst, warmCount] = process.argv.slice(2);
if (!CEILING_KINDS.includes(kind as CeilingKind)) throw new Error(`ceiling-child: unknown kind ${kind}`);
const seed = Number(seedText);
const play = await ceilingPlayer(kind as CeilingKind);
playGames(play, seed, { first: Number(warmFirst), count: Number(warmCount) }, CEILING_REPEATS[kind as CeilingKind]);
process.stdout.write('ready\n');

for await (const line of createInterface({ input: process.stdin })) {
  const { first, count, repeats } = JSON.parse(line) as GameRange & { repeats: number };
  process.stdout.write(`${JSON.stringify(playGames(play, seed, { first, count }, repeats))}\n`);
}
