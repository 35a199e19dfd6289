// `cardweave worker`: takes shards of `cardweave sim --queue` runs from the queue, plays each with the
// code simulate() plays with (loadGame, playRange), and completes the shard's job with its totals.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type PgBoss from 'pg-boss';
import { SimulationError } from '../../sim/errors.js';
import { loadGame, type PlayOne } from '../../sim/load-game.js';
import { playRange } from '../../sim/play-range.js';
import { loadGameWithPacks } from '../card-game-module.js';
import type { ServeIo } from '../serve.js';
import { usageLine } from '../usage-line.js';
import { gameDigest } from './game-digest.js';
import { openBoss, queueUrl } from './open-boss.js';
import { DONE_CHANNEL, listen, SHARDS_CHANNEL, signal, type Listener } from './queue-signals.js';
import { checkShardJob, SHARD_QUEUE, shardSpan, type ShardJob } from './shard-job.js';
import { encodeTotals, type ShardOutput } from './shard-output.js';

/** `cardweave worker --help`. */
export const WORKER_HELP = `Usage: cardweave worker --queue URL

Takes shards of \`cardweave sim --queue URL\` runs from the PostgreSQL queue
at URL and plays them, one at a time, until stopped (SIGINT or SIGTERM: the
shard in play is finished first). Run as many as you like, on any machine
that reaches the database; each plays on one core.

A shard names its game and packs by paths relative to the folder the
submitter ran in: run the worker in the same checkout (same files at the
same paths). A shard whose game or pack files differ here (their SHA-256
digest) is refused, and pg-boss offers it again (to another worker).
The game module is code and runs: give the queue's URL only to people
you would let run this checkout's games here.

Options:
  --queue URL   the queue's database, postgres://user@host:port/database
  --help        print this help`;

const HELP_HINT = 'cardweave worker --help';
/**
 * How often an idle worker asks the queue for a shard when no notification
 * wakes it: the fallback for a lost one (a notification on SHARDS_CHANNEL
 * wakes it at once).
 */
export const POLLING_SECONDS = 0.5;
/** A worker whose listening connection failed listens again after this long; it polls meanwhile. */
const RELISTEN_MS = 5000;
/** The games loaded, by game, packs and digest: a worker often plays many shards of one run. */
const MAX_LOADED_GAMES = 8;

/**
 * A running worker: `close()` stops taking shards, lets the one in play finish, and disconnects.
 *
 * @example
 * const worker = await workerCommand(['--queue', url], io);
 * if (typeof worker !== 'number') process.once('SIGTERM', () => void worker.close());
 */
export interface RunningWorker {
  /** Stops taking shards, lets the one in play finish, and disconnects from the queue. */
  close(): Promise<void>;
}

/**
 * Runs `cardweave worker` with `argv` (the words after `worker`): exit
 * status 0 for --help, 2 with one line on `io.err` for a refusal, else a
 * running worker that logs one line per shard on `io.out`.
 *
 * @example const worker = await workerCommand(['--queue', url], io); if (typeof worker !== 'number') await worker.close();
 */
export async function workerCommand(argv: readonly string[], io: ServeIo): Promise<number | RunningWorker> {
  return runWorker(argv, io, POLLING_SECONDS);
}

/**
 * workerCommand with an idle worker's poll every `pollingSeconds`: a test
 * sets it long, so that only a notification can wake the worker in time.
 *
 * @example const worker = await runWorker(['--queue', url], io, 3600);
 */
export async function runWorker(argv: readonly string[], io: ServeIo, pollingSeconds: number): Promise<number | RunningWorker> {
  let boss: PgBoss;
  let url: string;
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: { queue: { type: 'string' }, help: { type: 'boolean' } },
      allowPositionals: true,
      strict: true,
    });
    if (values.help === true) {
      io.out(WORKER_HELP);
      return 0;
    }
    if (positionals.length > 0)
      throw new Error(`worker takes no arguments, got ${JSON.stringify(positionals[0]!.slice(0, 40))} (${HELP_HINT})`);
    url = queueUrl(values.queue);
    boss = await openBoss(url, 'worker', (error) =>
      io.err(`cardweave worker: the queue's database: ${error.message.split('\n')[0]}`),
    );
  } catch (error) {
    io.err(`cardweave worker: ${error instanceof Error && error.name === 'Error' ? error.message : usageLine(error, HELP_HINT)}`);
    return 2;
  }
  const games = new Map<string, PlayOne>();
  // Set once work() answers; a shard cannot finish before (taking one needs a query).
  const self = { id: '' };
  self.id = await boss.work<unknown>(SHARD_QUEUE, { batchSize: 1, pollingIntervalSeconds: pollingSeconds }, async ([job]) => {
    try {
      const output = await playShard(job!.id, job!.data, games, io);
      // Completed here rather than by pg-boss once this returns, so that the submitter can be told the
      // job is done after it is (pg-boss completes without waiting, then finds nothing active to complete).
      await boss.complete(SHARD_QUEUE, job!.id, output);
      // A lost hint costs the submitter one poll, never the shard: its error is not the shard's.
      await signal(boss, DONE_CHANNEL, job!.id).catch(() => {});
    } finally {
      // Ask for the next shard at once: pg-boss otherwise waits out its polling interval after a short
      // shard, which cost 0.4 s a shard of 100 War games (measured: 60 shards, 30.7 s against 9.4 s for 12).
      boss.notifyWorker(self.id);
    }
  });
  // Listening before the line that says the worker takes shards: a run sent after it wakes this worker.
  const listening = await listenForShards(url, () => boss.notifyWorker(self.id), pollingSeconds, io);
  io.out(`cardweave worker: taking shards from the queue (process ${process.pid})`);
  return {
    close: async () => {
      await listening.close();
      await boss.stop({ graceful: true, close: true, wait: true, timeout: 60_000 });
    },
  };
}

/**
 * Wakes the worker (`wake`) whenever a submitter says new shards are in, so
 * an idle worker does not wait out its poll. A failed connection is said in
 * one line and tried again every RELISTEN_MS; the worker polls meanwhile.
 * Resolves once the first try has listened or failed.
 */
async function listenForShards(
  url: string,
  wake: () => void,
  pollingSeconds: number,
  io: ServeIo,
): Promise<{ close(): Promise<void> }> {
  let listener: Listener | undefined;
  let trying: Promise<void> = Promise.resolve();
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  // One line when listening stops, not one per failed try: a database that stays down says so once.
  let said = false;
  const lost = (error: Error): void => {
    listener = undefined;
    if (closed) return;
    if (!said)
      io.err(
        `cardweave worker: not told of new shards (${error.message.split('\n')[0]}); polling every ${pollingSeconds} s meanwhile`,
      );
    said = true;
    retry = setTimeout(attempt, RELISTEN_MS).unref();
  };
  const attempt = (): void => {
    trying = listen(url, SHARDS_CHANNEL, wake, lost).then(
      async (opened) => {
        if (closed) return opened.close();
        listener = opened;
        said = false;
        // Shards sent while nobody listened are fetched now rather than at the next poll.
        wake();
      },
      (error: unknown) => lost(error as Error),
    );
  };
  attempt();
  await trying;
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await trying;
      await listener?.close();
    },
  };
}

async function playShard(id: string, data: unknown, games: Map<string, PlayOne>, io: ServeIo): Promise<ShardOutput> {
  let job: ShardJob;
  try {
    job = checkShardJob(data);
  } catch (error) {
    return refuse(`refused job ${id}: ${(error as Error).message}`, io);
  }
  const name = `shard ${job.shard + 1} of ${job.shards} of run ${job.run}`;
  let digest: string;
  try {
    digest = await gameDigest(process.cwd(), job.game.path, job.packs);
  } catch (error) {
    return refuse(
      `refused ${name}: cannot read its game or packs in ${process.cwd()}: ${(error as Error).message.split('\n')[0]}`,
      io,
    );
  }
  if (digest !== job.digest)
    return refuse(
      `refused ${name}: its game or pack files differ here (digest ${digest.slice(0, 12)}…, the run's ${job.digest.slice(0, 12)}…): run the same checkout on every machine`,
      io,
    );
  const key = JSON.stringify([job.game, job.packs, job.digest]);
  let play = games.get(key);
  if (play === undefined) {
    try {
      // The TypeScript-aware loader first, as `cardweave sim` does, then the loader simulate() plays with.
      const { file, name: exportName } = await loadGameWithPacks(`${job.game.path}#${job.game.export}`, job.packs);
      play = await loadGame({
        game: { module: pathToFileURL(file).href, export: exportName },
        packs: job.packs.map((pack) => resolve(pack)),
        maxPackBytes: undefined,
        options: undefined,
        alsoImports: [],
        cards: true,
      });
    } catch (error) {
      return refuse(`refused ${name}: its game does not load here: ${(error as Error).message.split('\n')[0]}`, io);
    }
    if (games.size >= MAX_LOADED_GAMES) games.delete(games.keys().next().value!);
    games.set(key, play);
  }
  io.out(`cardweave worker: playing ${name}, ${shardSpan(job)}`);
  const started = performance.now();
  try {
    const totals = playRange(play, job.seed, { first: job.first, count: job.count });
    io.out(`cardweave worker: done ${name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return { v: 1, totals: encodeTotals(totals) };
  } catch (error) {
    // A game that fails fails on every machine: the job completes with the failure, so it is not tried again.
    if (!(error instanceof SimulationError)) throw error;
    const line = error.message.split('\n')[0]!;
    io.out(`cardweave worker: failed ${name}: ${line}`);
    return { v: 1, failed: line };
  }
}

/** A shard this worker cannot play: logged, and thrown so that pg-boss fails the job and offers it again, maybe to another worker. */
function refuse(line: string, io: ServeIo): never {
  io.err(`cardweave worker: ${line}`);
  throw new Error(line);
}
