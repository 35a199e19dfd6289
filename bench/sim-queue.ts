/**
 * The simulation queue's targets (issue 26): two `cardweave worker`
 * processes through the queue at least 1.8x one, and the queue's overhead
 * per shard at most 1%. Classic War as a card game (`warGame`), the same
 * seeds five ways, alternating round by round:
 *
 * - oneWorker: `queuedSim`, what `cardweave sim --queue` runs, in this
 *   process, through a throwaway PostgreSQL on 127.0.0.1, in `shards` shards
 *   of a few seconds played by one real `cardweave worker` child process;
 * - oneWorkerDoubled: the same games in twice as many shards, same worker;
 * - twoWorkers: the same games in `shards` shards, two worker processes;
 * - plainOne / plainTwo: the ceiling, with no queue at all: the same games
 *   played by one plain child process (bench/sim-queue-plain.ts: loadGame,
 *   playRange, the code a worker plays a shard with), then by two at once,
 *   each playing half.
 *
 * The speed-up reads beside the ceiling: "1.70x where two plain processes
 * reach 1.72x" says the queue loses nothing that two processes of this game
 * could gain on this machine. The overhead per shard is the slope between
 * the same games in N and in 2N shards with one worker: what N more shards
 * cost, divided by N, over a shard's time; the run's fixed costs (pg-boss's
 * start and stop, the first pick-up, the last read) are in both and cancel.
 *
 * One worker and two take shards from two databases of the same server, so
 * every worker stays up (and warm) for the whole section, as do the plain
 * processes: restarting one would time its start-up and JIT warm-up, which
 * a long-running worker pays once. Start-up and a warm-up run are not timed.
 * The queued times are the whole queuedSim call (pg-boss started, shards
 * inserted, read back, deleted, the report merged), the plain ones from the
 * ranges sent to the last totals read back, the report merged. The section
 * skips (never fails) when PostgreSQL's binaries are missing, and stops its
 * children and server and deletes their folders however it ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { decodeOutput, type EncodedTotals } from '../lib/server/sim-queue/shard-output.js';
import type { RangeTotals } from '../lib/sim/play-range.js';
import { splitGames } from '../lib/sim/ranges.js';
import { reportOfRanges } from '../lib/sim/report-of-ranges.js';
import { queuedSim } from '../lib/server/sim-queue/queued-sim.js';
import { havePostgres, startPostgres, type PostgresServer } from '../tools/load-postgres.js';
import { isMain, median } from './measure.js';
import type { Missing } from './results.js';

export interface SimQueueFigures {
  /** Median milliseconds of the games through the queue in `shards` shards, one worker process taking them. */
  oneWorker: number;
  /** The same games in twice as many shards, the same worker. */
  oneWorkerDoubled: number;
  /** The same games in `shards` shards, two worker processes. */
  twoWorkers: number;
  /** oneWorker / twoWorkers. */
  speedup: number;
  /** Median milliseconds of the same games played by one plain child process, no queue. */
  plainOne: number;
  /** The same by two plain child processes at once, each playing half. */
  plainTwo: number;
  /** plainOne / plainTwo: what two processes of this game gain on this machine, the speed-up's ceiling. */
  ceiling: number;
  /**
   * What one more shard costs, as a share of a shard's time: ((oneWorkerDoubled -
   * oneWorker) / shards) / (oneWorker / shards); 0.01 is 1%. The run's fixed
   * costs are in both runs and cancel.
   */
  overheadPerShard: number;
  shards: number;
  games: number;
  rounds: number;
  /** True when every run, queued and plain, gave the same report, exactly. */
  sameReport: boolean;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const GAME_FILE = fileURLToPath(new URL('../examples/war/game.ts', import.meta.url));
const GAME_EXPORT = 'warGame';
const BIN = fileURLToPath(new URL('../lib/server/bin.ts', import.meta.url));
const PLAIN = fileURLToPath(new URL('./sim-queue-plain.ts', import.meta.url));
const SEED = 1;
/** Games every process plays before anything is timed. */
const WARM_GAMES = 1000;
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

/** A plain player (bench/sim-queue-plain.ts) on its own process: ranges in, totals and play time out. */
interface PlainPlayer {
  play(first: number, count: number): Promise<{ ms: number; totals: RangeTotals }>;
}

/** A plain player child process, resolved once it has loaded the game. */
function startPlain(children: ChildProcess[]): Promise<PlainPlayer> {
  const child = spawn(process.execPath, [`--import=${TSX}`, PLAIN, GAME_FILE, GAME_EXPORT, String(SEED)], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  let err = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk.slice(0, 4096)));
  // One range at a time per player: each answer line goes to the oldest waiting request.
  const waiting: ((line: string) => void)[] = [];
  let ready: () => void;
  const started = new Promise<void>((resolve) => (ready = resolve));
  createInterface({ input: child.stdout }).on('line', (line) => (line === 'ready' ? ready() : waiting.shift()?.(line)));
  const gone = new Promise<never>((_, fail) =>
    child.once('exit', (code) => fail(new Error(`a plain player exited (status ${code}): ${err.split('\n')[0]}`))),
  );
  gone.catch(() => {});
  const player: PlainPlayer = {
    play: (first, count) => {
      const answer = new Promise<string>((resolve) => waiting.push(resolve));
      child.stdin.write(`${JSON.stringify({ first, count })}\n`);
      return Promise.race([answer, gone]).then((line) => {
        const { ms, totals } = JSON.parse(line) as { ms: number; totals: EncodedTotals };
        const decoded = decodeOutput({ v: 1, totals }, { first, count });
        if ('failed' in decoded) throw new Error(decoded.failed);
        return { ms, totals: decoded };
      });
    },
  };
  return Promise.race([started, gone]).then(() => player);
}

/** Kills the child processes and waits for them to be gone, so the server stops with no client left. */
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
 * Medians of `rounds` rounds of the same games through the queue (one
 * worker in `shards` and in 2 x `shards` shards, two workers in `shards`)
 * and played by one and two plain processes, or `{ skipped }` without
 * PostgreSQL's binaries (`postgres` says whether they are there). The games
 * are as many as a warm plain process plays in about `seconds` (timed just
 * before, a multiple of 2 x `shards`), so that the section keeps to its
 * time on a busy machine too; the run records how many.
 */
export async function benchSimQueue(
  seconds = 4,
  shards = 2,
  rounds = 2,
  postgres = havePostgres,
): Promise<SimQueueFigures | Missing> {
  if (!postgres()) return { skipped: 'no PostgreSQL binaries (initdb, pg_ctl): apt-get install postgresql' };
  const children: ChildProcess[] = [];
  let server: PostgresServer | undefined;
  // Ctrl-C between two runs would otherwise leave the server running (pg_ctl detaches it).
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
    const [, , , alone, partner] = await Promise.all([
      startWorker(one, children),
      startWorker(two, children),
      startWorker(two, children),
      startPlain(children),
      startPlain(children),
    ]);
    const queued = async (url: string, count: number, cut: number): Promise<string> => {
      const { result } = await queuedSim({
        url,
        file: GAME_FILE,
        exportName: GAME_EXPORT,
        packFiles: [],
        games: count,
        seed: SEED,
        shardGames: Math.ceil(count / cut),
        shardSeconds: 600,
      });
      return JSON.stringify(result.report);
    };
    const plain = async (players: PlainPlayer[], count: number): Promise<string> => {
      const ranges = await Promise.all(
        splitGames(count, players.length).map(async (range, i) => (await players[i]!.play(range.first, range.count)).totals),
      );
      return JSON.stringify(reportOfRanges(ranges, SEED, count).report);
    };
    // Warm-up, untimed: pg-boss makes its schema in both databases, and every process plays WARM_GAMES
    // or more, past its JIT's warm-up (about 100 ms of CPU over a thread's first 1,000 War games), so
    // that no variant times one cold process. The two workers share 4 shards, as each takes one at a time.
    await Promise.all([queued(one, WARM_GAMES, 2), queued(two, 2 * WARM_GAMES, 4), plain([alone, partner], 2 * WARM_GAMES)]);
    await queued(one, WARM_GAMES, 4);
    const { ms } = await alone.play(0, WARM_GAMES);
    const games = Math.max(1, Math.round(((WARM_GAMES / (ms / 1000)) * seconds) / (2 * shards))) * 2 * shards;
    const times = {
      oneWorker: [] as number[],
      oneWorkerDoubled: [] as number[],
      twoWorkers: [] as number[],
      plainOne: [] as number[],
      plainTwo: [] as number[],
    };
    // Every report of the section, queued and plain: one distinct text when the queue merges exactly.
    const reports = new Set<string>();
    // Each ratio's two sides run next to each other (one plain process and two; two workers and one; one
    // worker in N shards and in 2N), so that the load of the moment weighs on both alike.
    const variants: [keyof typeof times, () => Promise<string>][] = [
      ['plainOne', () => plain([alone], games)],
      ['plainTwo', () => plain([alone, partner], games)],
      ['twoWorkers', () => queued(two, games, shards)],
      ['oneWorker', () => queued(one, games, shards)],
      ['oneWorkerDoubled', () => queued(one, games, 2 * shards)],
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
    const figures = {
      oneWorker: median(times.oneWorker),
      oneWorkerDoubled: median(times.oneWorkerDoubled),
      twoWorkers: median(times.twoWorkers),
      plainOne: median(times.plainOne),
      plainTwo: median(times.plainTwo),
    };
    return { ...figures, ...queueRatios(figures, shards), games, rounds, sameReport: reports.size === 1 };
  } finally {
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
    await stopWorkers(children);
    server?.stop();
  }
}

/**
 * The figures from the medians: two workers' speed-up over one, two plain
 * processes' over one (the ceiling), and what one more shard costs over a
 * shard's time, from the same games in `shards` and in 2 x `shards` shards.
 *
 * @example queueRatios({ oneWorker: 4000, oneWorkerDoubled: 4040, twoWorkers: 2000, plainOne: 3960, plainTwo: 2000 }, 2); // { speedup: 2, ceiling: 1.98, overheadPerShard: 0.01, shards: 2 }
 */
export function queueRatios(
  ms: { oneWorker: number; oneWorkerDoubled: number; twoWorkers: number; plainOne: number; plainTwo: number },
  shards: number,
): { speedup: number; ceiling: number; overheadPerShard: number; shards: number } {
  const perExtraShard = (ms.oneWorkerDoubled - ms.oneWorker) / shards;
  return {
    speedup: ms.oneWorker / ms.twoWorkers,
    ceiling: ms.plainOne / ms.plainTwo,
    overheadPerShard: perExtraShard / (ms.oneWorker / shards),
    shards,
  };
}

if (isMain(import.meta.url))
  console.log(await benchSimQueue(Number(process.argv[2] ?? 4), Number(process.argv[3] ?? 2), Number(process.argv[4] ?? 2)));
