// What one shard of a queued simulation asks a worker to play, and the check every worker makes of it:
// a job is a database row anyone with the queue's URL can write, so nothing in it is trusted.
import { isAbsolute } from 'node:path';
import { MAX_SIMULATED_GAMES } from '../../sim/ranges.js';

/** The pg-boss queue every `cardweave sim --queue` run sends its shards to and every `cardweave worker` takes them from. */
export const SHARD_QUEUE = 'cardweave-sim-shards';

/** The most games in one shard: shards last seconds, and a shard's output carries 8 bytes per game and measure. */
export const MAX_SHARD_GAMES = 1_000_000;

/** The most shards in one run: the submitter polls every pending one. */
export const MAX_SHARDS = 100_000;

const MAX_PATH = 512;
const MAX_PACKS = 64;

/**
 * One shard: games `first .. first + count - 1` of a run that starts at
 * `seed`, of the game `game.export` in the module at `game.path`, with the
 * packs at `packs`. Paths are relative to the folder the worker runs in (the
 * same checkout on every machine); `digest` is the game module's and packs'
 * (gameDigest), so a worker whose files differ refuses the shard.
 */
export interface ShardJob {
  v: 1;
  /** The run's id, and this shard's index of `shards`, for the worker's log. */
  run: string;
  shard: number;
  shards: number;
  game: { path: string; export: string };
  packs: string[];
  digest: string;
  seed: number;
  first: number;
  count: number;
}

/**
 * Checks a job's data and returns it typed, or throws an Error whose
 * message is one line naming the field that was wrong.
 *
 * @example checkShardJob(job.data).count; // 1000
 */
export function checkShardJob(data: unknown): ShardJob {
  const job = plainObject(data, 'the job data');
  const known = ['v', 'run', 'shard', 'shards', 'game', 'packs', 'digest', 'seed', 'first', 'count'];
  const extra = Object.keys(job).find((key) => !known.includes(key));
  if (extra !== undefined) throw new Error(`the job data has an unknown field ${JSON.stringify(extra.slice(0, 40))}`);
  if (job.v !== 1)
    throw new Error(
      `the job data is version ${show(job.v)}; this worker reads version 1 (run the same cardweave on every machine)`,
    );
  if (typeof job.run !== 'string' || !/^[0-9a-f-]{36}$/.test(job.run))
    throw new Error(`run must be a run id (a UUID), got ${show(job.run)}`);
  const shards = whole(job.shards, 'shards', 1, MAX_SHARDS);
  const shard = whole(job.shard, 'shard', 0, shards - 1);
  const game = plainObject(job.game, 'game');
  const path = relativePath(game.path, 'game.path');
  if (typeof game.export !== 'string' || !/^[A-Za-z_$][\w$]{0,99}$/.test(game.export))
    throw new Error(`game.export must be an export name, got ${show(game.export)}`);
  if (!Array.isArray(job.packs) || job.packs.length > MAX_PACKS)
    throw new Error(`packs must be a list of at most ${MAX_PACKS} pack paths, got ${show(job.packs)}`);
  const packs = job.packs.map((pack, i) => relativePath(pack, `packs[${i}]`));
  if (typeof job.digest !== 'string' || !/^[0-9a-f]{64}$/.test(job.digest))
    throw new Error(`digest must be 64 hex digits, got ${show(job.digest)}`);
  const seed = whole(job.seed, 'seed', 0, 0xffffffff);
  const first = whole(job.first, 'first', 0, MAX_SIMULATED_GAMES - 1);
  const count = whole(job.count, 'count', 1, Math.min(MAX_SHARD_GAMES, MAX_SIMULATED_GAMES - first));
  return {
    v: 1,
    run: job.run,
    shard,
    shards,
    game: { path, export: game.export },
    packs,
    digest: job.digest,
    seed,
    first,
    count,
  };
}

/** The games of a shard and their seeds, as a failure names them: "games 201–300 (seeds 201–300)". */
export function shardSpan(job: Pick<ShardJob, 'seed' | 'first' | 'count'>): string {
  const last = job.first + job.count - 1;
  return `games ${job.first + 1}–${last + 1} (seeds ${(job.seed + job.first) >>> 0}–${(job.seed + last) >>> 0})`;
}

function plainObject(value: unknown, field: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new Error(`${field} must be an object, got ${show(value)}`);
  return value as Record<string, unknown>;
}

function whole(value: unknown, field: string, min: number, max: number): number {
  if (!Number.isSafeInteger(value) || (value as number) < min || (value as number) > max)
    throw new Error(`${field} must be a whole number from ${min} to ${max}, got ${show(value)}`);
  return value as number;
}

/** A path under the worker's folder: relative, without "..", so a job can only name files of the checkout the worker runs in. */
function relativePath(value: unknown, field: string): string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_PATH || value.includes('\0'))
    throw new Error(`${field} must be a file path of 1 to ${MAX_PATH} characters, got ${show(value)}`);
  if (isAbsolute(value) || value.split(/[\\/]/).includes('..'))
    throw new Error(`${field} must be a path inside the worker's folder (relative, without ".."), got ${show(value)}`);
  return value;
}

/** A value from the queue, shown short: it may be anything, of any size. */
export function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint' || value === undefined)
    return String(value);
  return `a ${typeof value}`;
}
