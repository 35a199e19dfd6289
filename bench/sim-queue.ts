/**
 * The simulation queue's targets (issue 26): two `cardweave worker`
 * processes through the queue at least 1.8x one, and the queue's overhead
 * per shard at most 1%. Classic War as a card game (`warGame`), the same
 * seeds three ways, alternating round by round:
 *
 * - local: this thread plays them with the code a worker plays a shard with
 *   (loadGame, playRange), then merges the report (reportOfRanges);
 * - oneWorker / twoWorkers: `queuedSim`, what `cardweave sim --queue` runs,
 *   in this process, through a throwaway PostgreSQL on 127.0.0.1, played by
 *   real `cardweave worker` child processes.
 *
 * One worker and two take shards from two databases of the same server, so
 * every worker stays up (and warm) for the whole section: restarting one to
 * switch would time its start-up and JIT warm-up, which a long-running
 * worker pays once. Their start-up and a warm-up run are not timed. The
 * queued times are the whole queuedSim call (pg-boss started, shards
 * inserted, polled, read back, deleted, the report merged): what a run costs
 * beyond the command's own start-up. The section skips (never fails) when
 * PostgreSQL's binaries are missing, and stops its workers and server and
 * deletes their folders however it ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadGame } from '../lib/sim/load-game.js';
import { playRange } from '../lib/sim/play-range.js';
import { reportOfRanges } from '../lib/sim/report-of-ranges.js';
import { queuedSim } from '../lib/server/sim-queue/queued-sim.js';
import { havePostgres, startPostgres, type PostgresServer } from '../tools/load-postgres.js';
import { isMain, median } from './measure.js';
import type { Missing } from './results.js';

export interface SimQueueFigures {
  /** Median milliseconds to play and merge the games in this thread. */
  local: number;
  /** Median milliseconds of the same games through the queue, one worker process taking the shards. */
  oneWorker: number;
  /** The same with two worker processes. */
  twoWorkers: number;
  /** oneWorker / twoWorkers. */
  speedup: number;
  /**
   * (oneWorker - local) / shards, as a share of a shard's local time
   * (local / shards): 0.01 is 1%. Run-level costs (pg-boss's start, the
   * worker's first poll, the submitter's last) are spread over the shards,
   * so this is an upper bound on what one more shard costs.
   */
  overheadPerShard: number;
  shards: number;
  games: number;
  rounds: number;
  /** True when every queued run gave the report of the local run, exactly. */
  sameReport: boolean;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const GAME_FILE = fileURLToPath(new URL('../examples/war/game.ts', import.meta.url));
const GAME_EXPORT = 'warGame';
const BIN = fileURLToPath(new URL('../lib/server/bin.ts', import.meta.url));
/** tsx by its URL, so the workers find it whatever their folder. */
const TSX = import.meta.resolve('tsx');
/** A worker that has not said it is taking shards by then will not. */
const WORKER_READY_MS = 60_000;

/** A `cardweave worker` child process on `url`, resolved once it takes shards. */
function startWorker(url: string, children: ChildProcess[]): Promise<void> {
  const child = spawn(process.execPath, [`--import=${TSX}`, BIN, 'worker', '--queue', url], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  return new Promise((ready, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`a worker did not start within ${WORKER_READY_MS} ms: ${err.split('\n')[0]}`)),
      WORKER_READY_MS,
    );
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      // Only the start line is waited for; the per-shard lines are read and dropped so the pipe never fills.
      if (out.length < 4096) out += chunk;
      if (out.includes('taking shards')) {
        clearTimeout(timer);
        ready();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`a worker exited (status ${code}) before taking shards: ${err.split('\n')[0]}`));
    });
  });
}

/** Kills the workers and waits for them to be gone, so the server stops with no client left. */
async function stopWorkers(children: readonly ChildProcess[]): Promise<void> {
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((gone) => {
          child.once('exit', () => gone());
          child.kill('SIGKILL');
        }),
    ),
  );
}

/**
 * Medians of `rounds` rounds of the same games in `shards` shards, local and
 * through the queue with one and two workers, or `{ skipped }` without
 * PostgreSQL's binaries (`postgres` says whether they are there). The games
 * are as many as this thread plays in about `seconds` once warm (timed just
 * before, a multiple of `shards`), so that the section keeps to its time on
 * a busy machine too; the run records how many.
 */
export async function benchSimQueue(
  seconds = 3,
  shards = 4,
  rounds = 2,
  postgres = havePostgres,
): Promise<SimQueueFigures | Missing> {
  if (!postgres()) return { skipped: 'no PostgreSQL binaries (initdb, pg_ctl): apt-get install postgresql' };
  const children: ChildProcess[] = [];
  let server: PostgresServer | undefined;
  // Ctrl-C between two queued runs would otherwise leave the server running (pg_ctl detaches it).
  const interrupted = (): void => {
    for (const child of children) child.kill('SIGKILL');
    server?.stop();
    process.exit(130);
  };
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  try {
    server = await startPostgres();
    const one = await server.database('bench_one_worker');
    const two = await server.database('bench_two_workers');
    await Promise.all([startWorker(one, children), startWorker(two, children), startWorker(two, children)]);
    const play = await loadGame({
      game: { module: pathToFileURL(GAME_FILE).href, export: GAME_EXPORT },
      packs: [],
      maxPackBytes: undefined,
      options: undefined,
      alsoImports: [],
      cards: true,
    });
    const local = (count: number): string =>
      JSON.stringify(reportOfRanges([playRange(play, 1, { first: 0, count })], 1, count).report);
    const queued = async (url: string, count: number): Promise<string> => {
      const { result } = await queuedSim({
        url,
        file: GAME_FILE,
        exportName: GAME_EXPORT,
        packFiles: [],
        games: count,
        seed: 1,
        shardGames: Math.ceil(count / shards),
        shardSeconds: 600,
      });
      return JSON.stringify(result.report);
    };
    // Warm-up, untimed: every thread compiles the game, and pg-boss makes its schema in both databases.
    const warm = shards * 100;
    await Promise.all([queued(one, warm), queued(two, warm)]);
    local(warm);
    const timing = performance.now();
    local(warm);
    const perSecond = warm / ((performance.now() - timing) / 1000);
    const games = Math.max(1, Math.round((perSecond * seconds) / shards)) * shards;
    const times = { local: [] as number[], oneWorker: [] as number[], twoWorkers: [] as number[] };
    // Every report of the section, local and queued: one distinct text when the queue merges exactly.
    const reports = new Set<string>();
    const variants: [keyof typeof times, () => Promise<string> | string][] = [
      ['local', () => local(games)],
      ['oneWorker', () => queued(one, games)],
      ['twoWorkers', () => queued(two, games)],
    ];
    for (let r = 0; r < rounds; r++) {
      // The order turns round by round, so a burst of load elsewhere does not always hit the same variant.
      for (const [name, run] of r % 2 === 0 ? variants : [...variants].reverse()) {
        const started = performance.now();
        const report = await run();
        times[name].push(performance.now() - started);
        reports.add(report);
      }
    }
    const figures = { local: median(times.local), oneWorker: median(times.oneWorker), twoWorkers: median(times.twoWorkers) };
    return { ...figures, ...queueRatios(figures, shards), games, rounds, sameReport: reports.size === 1 };
  } finally {
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
    await stopWorkers(children);
    server?.stop();
  }
}

/**
 * The two target figures from the three medians: two workers' speed-up over
 * one, and the queue's extra time per shard over a shard's local time.
 *
 * @example queueRatios({ local: 4000, oneWorker: 4040, twoWorkers: 2244 }, 4); // { speedup: 1.8, overheadPerShard: 0.01, shards: 4 }
 */
export function queueRatios(
  ms: { local: number; oneWorker: number; twoWorkers: number },
  shards: number,
): { speedup: number; overheadPerShard: number; shards: number } {
  const extraPerShard = (ms.oneWorker - ms.local) / shards;
  return { speedup: ms.oneWorker / ms.twoWorkers, overheadPerShard: extraPerShard / (ms.local / shards), shards };
}

if (isMain(import.meta.url))
  console.log(await benchSimQueue(Number(process.argv[2] ?? 3), Number(process.argv[3] ?? 4), Number(process.argv[4] ?? 2)));
