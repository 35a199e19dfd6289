// The submitting side of `cardweave sim --queue`: the seeds cut into shards sent as pg-boss jobs, then
// each job's output read back, checked and kept by shard index until every shard is in.
import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { RangeTotals } from '../../sim/play-range.js';
import { splitGames } from '../../sim/ranges.js';
import { UsageError } from '../serve-options.js';
import { gameDigest } from './game-digest.js';
import { BOSS_SCHEMA, openBoss } from './open-boss.js';
import { DoneHints } from './done-hints.js';
import { DONE_CHANNEL, listen, SHARDS_CHANNEL, signal } from './queue-signals.js';
import { SHARD_QUEUE, show, shardSpan, type ShardJob } from './shard-job.js';
import { decodeOutput } from './shard-output.js';

/**
 * How often the submitter reads all its pending jobs' states. A worker's
 * notification that a job is done (DONE_CHANNEL) has that job read at once;
 * this poll is the fallback for a lost one, and how a failed job is seen.
 */
const POLL_MS = 250;
/** A shard whose worker dies or fails is run again this many times, then the run fails. */
export const SHARD_RETRIES = 3;
/** A run's jobs left behind (the submitter killed) stop being offered after a day; pg-boss then archives and drops them. */
const KEEP_SECONDS = 24 * 60 * 60;
/** The largest output read back: far above a shard's (8 bytes per game and measure, in base64), far below a memory problem. */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

/** A simulation to run through the queue at `url`. Paths are relative to the current folder, as every worker reads them under its own. */
export interface QueuedRun {
  url: string;
  gamePath: string;
  exportName: string;
  packs: readonly string[];
  games: number;
  seed: number;
  shardGames: number;
  /** A shard still running after this long is taken for lost (its worker died) and run again. */
  shardSeconds: number;
  onProgress?: (done: number, total: number) => void;
  /** How often all pending jobs are read when no notification comes (default POLL_MS): a test sets it long. */
  pollMs?: number;
}

/** The shards' totals in seed order, and how many shards had to be run again. */
export interface QueuedTotals {
  ranges: RangeTotals[];
  retried: number;
  shards: number;
}

/**
 * Sends the run's shards, waits for every one, and returns their totals.
 * The run's jobs are deleted at the end, whether it succeeded or failed. A
 * shard whose game failed, that failed on every try (a worker refusing it,
 * or dying each time), or whose output is malformed fails the run with a
 * UsageError in one line naming the shard's games and seeds.
 *
 * @example const { ranges } = await runOnQueue({ url, gamePath: 'examples/war/game.ts', exportName: 'warGame', packs: [], games: 4000, seed: 1, shardGames: 1000, shardSeconds: 60 });
 */
export async function runOnQueue(run: QueuedRun): Promise<QueuedTotals> {
  const digest = await gameDigest(process.cwd(), run.gamePath, run.packs);
  let background: Error | undefined;
  const id = randomUUID();
  const split = splitGames(run.games, Math.ceil(run.games / run.shardGames));
  const jobs = split.map((range, shard): { id: string; data: ShardJob } => ({
    id: randomUUID(),
    data: {
      v: 1,
      run: id,
      shard,
      shards: split.length,
      game: { path: run.gamePath, export: run.exportName },
      packs: [...run.packs],
      digest,
      seed: run.seed,
      first: range.first,
      count: range.count,
    },
  }));
  const ids = jobs.map((job) => job.id);
  // The jobs not yet read complete; done shards' ids, as workers announce them, are kept only when pending.
  const pending = new Set(ids);
  const hints = new DoneHints(pending);
  // Listening before any shard is sent, so that no shard's end goes unheard; without it, polling alone.
  const listening = listen(
    run.url,
    DONE_CHANNEL,
    (payload) => hints.add(payload),
    () => {},
  ).catch(() => undefined);
  let boss: PgBoss;
  try {
    boss = await openBoss(run.url, 'submitter', (error) => (background ??= error));
  } catch (error) {
    await (await listening)?.close();
    throw error;
  }
  const listener = await listening;
  // Ctrl-C or a kill while waiting: stop, and delete the run's jobs (below) rather than leave workers a day of them.
  let interrupted: NodeJS.Signals | undefined;
  const interrupt = (signal: NodeJS.Signals): void => {
    interrupted = signal;
  };
  process.once('SIGINT', interrupt).once('SIGTERM', interrupt);
  try {
    const keepUntil = new Date(Date.now() + KEEP_SECONDS * 1000).toISOString();
    for (let i = 0; i < jobs.length; i += 1000) {
      await boss.insert(
        jobs.slice(i, i + 1000).map((job) => ({
          id: job.id,
          name: SHARD_QUEUE,
          data: job.data,
          retryLimit: SHARD_RETRIES,
          retryDelay: 0,
          expireInSeconds: run.shardSeconds,
          keepUntil,
        })),
      );
    }
    // Idle workers wake now rather than at their next poll.
    await signal(boss, SHARDS_CHANNEL, '').catch(() => {});
    return await collect(
      boss,
      jobs,
      run,
      pending,
      hints,
      () => background,
      () => interrupted,
    );
  } finally {
    process.off('SIGINT', interrupt).off('SIGTERM', interrupt);
    // Done or failed, the run's jobs go: a worker still playing one finds it gone and its answer is dropped.
    for (let i = 0; i < ids.length; i += 1000) await boss.deleteJob(SHARD_QUEUE, ids.slice(i, i + 1000)).catch(() => {});
    await listener?.close();
    await boss.stop({ graceful: false, close: true, wait: true });
  }
}

interface JobRow {
  id: string;
  state: string;
  retry_count: number;
  size: number | null;
  output: unknown;
}

async function collect(
  boss: PgBoss,
  jobs: { id: string; data: ShardJob }[],
  run: QueuedRun,
  pending: Set<string>,
  hints: DoneHints,
  background: () => Error | undefined,
  interrupted: () => NodeJS.Signals | undefined,
): Promise<QueuedTotals> {
  const byId = new Map(jobs.map((job) => [job.id, job.data]));
  const ranges: RangeTotals[] = new Array<RangeTotals>(jobs.length);
  const pollMs = run.pollMs ?? POLL_MS;
  let polled = -Infinity;
  let done = 0;
  let retried = 0;
  run.onProgress?.(0, run.games);
  while (pending.size > 0) {
    const signal = interrupted();
    if (signal !== undefined)
      throw new UsageError(`interrupted by ${signal}: the run's ${jobs.length} shard jobs were deleted from the queue`);
    const error = background();
    if (error !== undefined) throw new UsageError(`--queue: the queue's database failed: ${error.message.split('\n')[0]}`);
    // Every pending job at each poll; between polls, only the jobs workers said are done, so that a
    // run of many shards reads one row per shard's end rather than every pending row each time.
    const heard = hints.take();
    const poll = performance.now() - polled >= pollMs;
    if (poll) polled = performance.now();
    const asked = poll ? [...pending] : heard;
    if (asked.length > 0) {
      const answer: { rows: unknown[] } = await boss.getDb().executeSql(
        `SELECT id, state, retry_count, octet_length(output::text) AS size,
                CASE WHEN state IN ('completed', 'failed', 'cancelled') AND octet_length(output::text) <= $3 THEN output END AS output
         FROM ${BOSS_SCHEMA}.job WHERE name = $1 AND id = ANY($2::uuid[])`,
        [SHARD_QUEUE, asked, MAX_OUTPUT_BYTES],
      );
      const rows = answer.rows as JobRow[];
      const seen = new Set(rows.map((row) => row.id));
      for (const gone of asked)
        if (!seen.has(gone))
          throw new UsageError(`${label(byId.get(gone)!)}: its job was deleted from the queue before it finished`);
      for (const row of rows) {
        const job = byId.get(row.id)!;
        if (row.state === 'completed') {
          ranges[job.shard] = totalsOf(row, job);
          if (row.retry_count > 0) retried++;
          done += job.count;
          pending.delete(row.id);
          run.onProgress?.(done, run.games);
        } else if (row.state === 'failed') {
          throw new UsageError(`${label(job)} failed ${SHARD_RETRIES + 1} times, last: ${failureOf(row.output)}`);
        } else if (row.state === 'cancelled') {
          throw new UsageError(`${label(job)}: its job was cancelled in the queue`);
        }
      }
    }
    if (pending.size > 0) await hints.wait(Math.max(0, polled + pollMs - performance.now()));
  }
  return { ranges, retried, shards: jobs.length };
}

function totalsOf(row: JobRow, job: ShardJob): RangeTotals {
  if (row.size !== null && row.output === null)
    throw new UsageError(`${label(job)}: its output is ${row.size} bytes, over ${MAX_OUTPUT_BYTES}`);
  let answer;
  try {
    answer = decodeOutput(row.output, job);
  } catch (error) {
    throw new UsageError(`${label(job)}: its output is malformed: ${(error as Error).message}`);
  }
  if ('failed' in answer) throw new UsageError(`${label(job)} failed: ${answer.failed}`);
  return answer;
}

/** The words of a failed job's output: pg-boss stores the thrown error, or its own words for a shard out of time. */
function failureOf(output: unknown): string {
  const data = (output ?? {}) as { message?: unknown; value?: { message?: unknown } };
  const message = typeof data.message === 'string' ? data.message : data.value?.message;
  return typeof message === 'string' ? message.split('\n')[0]!.slice(0, 500) : `no message (${show(output)})`;
}

function label(job: ShardJob): string {
  return `shard ${job.shard + 1} of ${job.shards}, ${shardSpan(job)}`;
}
