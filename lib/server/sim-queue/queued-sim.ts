// `cardweave sim --queue`: the command's run through the queue, giving what simulate() gives for the
// same seeds (the same merge and report), so the command prints the same report either way.
import { isAbsolute, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadGame } from '../../sim/load-game.js';
import { playRange } from '../../sim/play-range.js';
import { reportOfRanges } from '../../sim/report-of-ranges.js';
import type { SimulationResult } from '../../sim/types.js';
import { UsageError } from '../serve-options.js';
import { runOnQueue } from './run-on-queue.js';
import { MAX_SHARD_GAMES } from './shard-job.js';

/** A shard lasts about this long when --shard-games is not given: long next to a job's round trip, short next to a run. */
const SHARD_SECONDS = 3;
/** The quick local timing that sizes shards plays this long at most. */
const TIMING_MS = 300;

/** A run through the queue as `cardweave sim` asks for it. */
export interface QueuedSim {
  url: string;
  /** The game module as typed (`file` or `file#export`), its absolute path and its export's name. */
  file: string;
  exportName: string;
  packFiles: readonly string[];
  games: number;
  seed: number;
  shardGames: number | undefined;
  shardSeconds: number;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Plays the run through the queue and returns it as simulate() would (the
 * report identical to a local run of the same seeds), with how many shards
 * it took and how many ran again.
 *
 * @example const { result } = await queuedSim({ url, file: '/src/examples/war/game.ts', exportName: 'warGame', packFiles: [], games: 4000, seed: 1, shardGames: 1000, shardSeconds: 60 });
 */
export async function queuedSim(run: QueuedSim): Promise<{ result: SimulationResult; shards: number; retried: number }> {
  const gamePath = insideHere(run.file, 'the game module');
  const packs = run.packFiles.map((pack) => insideHere(pack, '--pack'));
  const shardGames = run.shardGames ?? (await timedShardGames(run));
  const started = performance.now();
  const { ranges, shards, retried } = await runOnQueue({ ...run, gamePath, packs, shardGames });
  const playSeconds = (performance.now() - started) / 1000;
  const { games, seed } = run;
  const figures = reportOfRanges(ranges, seed, games);
  const result = {
    games,
    seed,
    workers: 1,
    ...figures,
    warmUpGames: 0,
    startupSeconds: 0,
    playSeconds,
    gamesPerSecond: playSeconds > 0 ? games / playSeconds : games,
  };
  return { result, shards, retried };
}

/** A path relative to this folder, as every worker finds it under its own; a file outside it cannot be named to another machine. */
function insideHere(path: string, what: string): string {
  const inside = relative(process.cwd(), resolve(path));
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside))
    throw new UsageError(
      `--queue: ${what} ${resolve(path)} is outside this folder (${process.cwd()}): workers find files by their path under the folder they run in`,
    );
  return inside.split('\\').join('/');
}

/** Games in a shard of about SHARD_SECONDS, from this machine's speed at the run's first games (timed here, not counted). */
async function timedShardGames(run: QueuedSim): Promise<number> {
  const play = await loadGame({
    game: { module: pathToFileURL(run.file).href, export: run.exportName },
    packs: run.packFiles.map((pack) => resolve(pack)),
    maxPackBytes: undefined,
    options: undefined,
    alsoImports: [],
    cards: true,
  });
  const started = performance.now();
  let played = 0;
  while (played < run.games && performance.now() - started < TIMING_MS) playRange(play, run.seed, { first: played++, count: 1 });
  const perSecond = played / ((performance.now() - started) / 1000);
  return Math.max(1, Math.min(MAX_SHARD_GAMES, Math.round(perSecond * SHARD_SECONDS)));
}
