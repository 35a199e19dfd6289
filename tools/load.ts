// npm run load: many concurrent duel tables on one table server process, every seat a bot client
// answering over a WebSocket as a browser would. Reports decisions per second, answer-to-update
// latency (p50, p99), memory per table, and checks at the end that every table's log, replayed
// from its seed, is exactly what its clients saw: no decision lost, none applied twice.
// Loopback only; bounded in tables and seconds; it stops by itself.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Rng } from 'cardweave';
import { createTable, playTable, type ClientFigures } from './load-clients.js';
import { startPostgres, type PostgresServer } from './load-postgres.js';

const HELP = `Usage: npm run load -- [options]

Concurrent duel tables on one server process (127.0.0.1 only), every seat a bot
client over a WebSocket. Each database gets a run with think time (a person's
pace) and a run with none (the ceiling).

Options:
  --tables N         concurrent tables in the think-time run (1-2000, default 1000)
  --ceiling-tables N concurrent tables in the no-think run (1-2000, default 100)
  --seconds S        length of each run (2-600, default 60)
  --think-ms MS      mean think time before an answer (100-10000, default 1000)
  --db NAME          pglite, postgres or both (default both)
  --seed N           seed of the bots' choices and think times (default 1)
  --json             print the reports as JSON
  --help             print this help`;

export interface LoadOptions {
  db: 'pglite' | 'postgres';
  tables: number;
  seconds: number;
  thinkMs: number;
  seed: number;
  /** A PostgreSQL server to make the run's database on (db postgres). */
  postgres?: PostgresServer;
}

export interface LoadReport {
  db: string;
  thinkMs: number;
  tables: number;
  seconds: number;
  decisions: number;
  decisionsPerSecond: number;
  /** Answer-to-update latency over the whole run, warm-up included. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The same once every table is open and the clients have played for 5 s (steady state). */
  steadyP50Ms: number;
  steadyP99Ms: number;
  /** How late the server's event loop ran in steady state (its own share of the latency), p99 and max. */
  loopP99Ms: number;
  loopMaxMs: number;
  /** The server process's CPU time (user + system) per decision in steady state: what one core costs per answer, whatever else the machine runs. */
  serverCpuPerDecisionMs: number;
  /** How late this process's own event loop (every bot client) ran in steady state: its share of the latency. */
  clientLoopP99Ms: number;
  gamesPlayed: number;
  gamesFinished: number;
  heapPerTableKB: number;
  rssMB: number;
  errors: string[];
  /** Tables whose log did not replay to what their clients saw. */
  mismatches: string[];
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** Starts tools/load-server.ts as its own process; resolves with its URL and an ask() over IPC. */
export async function startServerProcess(
  env: Record<string, string>,
): Promise<{ url: string; ask: (q: object) => Promise<any>; child: ChildProcess }> {
  const child = fork(join(root, 'tools/load-server.ts'), [], {
    cwd: root,
    execArgv: ['--import=tsx', '--expose-gc', ...(process.env.LOAD_SERVER_NODE_ARGS ?? '').split(' ').filter((a) => a !== '')],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let next = 0;
  const waiting = new Map<number, (reply: any) => void>();
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the load server exited (${code}) before it started`)));
    child.on('message', (message: { ready?: string; id?: number }) => {
      if (message.ready !== undefined) resolve(message.ready);
      else waiting.get(message.id!)?.(message);
    });
  });
  const ask = (question: object): Promise<any> =>
    new Promise((resolve) => {
      const id = ++next;
      waiting.set(id, resolve);
      child.send({ ...question, id });
    });
  return { url, ask, child };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * One load run: a fresh database, `tables` concurrent duel tables (a finished game is replaced
 * by a new table) for `seconds`, then the check of every table's log.
 */
export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cardweave-load-'));
  const env: Record<string, string> = { LOAD_DATA_DIR: dataDir };
  if (options.db === 'postgres')
    env.LOAD_DATABASE_URL = await options.postgres!.database(`load_${Date.now()}_${options.thinkMs}`);
  const server = await startServerProcess(env);
  try {
    const base = (await server.ask({ ask: 'memory' })) as { heapUsed: number };
    const figures: ClientFigures = { latencies: [], at: [], tables: [] };
    const rng = new Rng(options.seed);
    const started = Date.now();
    const until = started + options.seconds * 1000;
    let heapPerTable = 0;
    let rss = 0;
    const seat = async (): Promise<void> => {
      // One slot of concurrency: a table after another until time is up.
      while (Date.now() < until) {
        const { id, tokens } = await createTable(server.url);
        await playTable(id, tokens, { url: server.url, thinkMs: options.thinkMs, until, rng, figures });
      }
    };
    const slots: Promise<void>[] = [];
    for (let i = 0; i < options.tables; i++) {
      slots.push(seat());
      // Open tables in waves, as people would arrive, not all in one millisecond.
      if (i % 50 === 49) await new Promise((r) => setTimeout(r, 20));
    }
    // Steady state: every table open, and five seconds more.
    const steadyFrom = performance.now() + 5_000;
    let loop = { p99: 0, max: 0, cpuMs: 0 };
    const clientLoop = monitorEventLoopDelay({ resolution: 5 });
    const warm = setTimeout(() => {
      void server.ask({ ask: 'loop' });
      clientLoop.enable();
    }, 5_000);
    const sample = setTimeout(
      () => {
        void server.ask({ ask: 'memory' }).then((m: { heapUsed: number; rss: number; tables: number }) => {
          heapPerTable = (m.heapUsed - base.heapUsed) / Math.max(1, m.tables);
          rss = m.rss;
        });
      },
      (options.seconds * 1000) / 2,
    );
    await Promise.all(slots);
    clearTimeout(sample);
    clearTimeout(warm);
    loop = (await server.ask({ ask: 'loop' })) as typeof loop;
    clientLoop.disable();
    const elapsed = (Date.now() - started) / 1000;
    // Every table's log against what its clients saw.
    const verified = (await server.ask({ ask: 'verify', tables: figures.tables.map((t) => t.id) })) as {
      tables: Record<string, { seq: number; lines: Record<string, number>; ended: boolean }>;
    };
    const mismatches: string[] = [];
    // A table created as time ran out may never have been joined: it was not played, and is left out.
    const played = figures.tables.filter((t) => t.last.some((s) => s.seq >= 0));
    for (const seen of played) {
      const log = verified.tables[seen.id]!;
      const newest = seen.last.reduce((a, b) => (b.seq > a.seq ? b : a));
      if (
        log.seq !== seen.answered ||
        newest.seq !== log.seq ||
        newest.lines !== log.lines[newest.seat] ||
        (newest.status === 'ended') !== log.ended
      ) {
        mismatches.push(
          `${seen.id}: log ${JSON.stringify(log)}, clients answered ${seen.answered} and saw ${JSON.stringify(newest)}`,
        );
      }
    }
    const sorted = figures.latencies.slice().sort((a, b) => a - b);
    const steady = figures.latencies.filter((_, i) => figures.at[i]! >= steadyFrom).sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 100) / 100;
    return {
      db: options.db,
      thinkMs: options.thinkMs,
      tables: options.tables,
      seconds: round(elapsed),
      decisions: sorted.length,
      decisionsPerSecond: round(sorted.length / elapsed),
      p50Ms: round(percentile(sorted, 50)),
      p99Ms: round(percentile(sorted, 99)),
      maxMs: round(sorted.at(-1) ?? 0),
      steadyP50Ms: round(percentile(steady, 50)),
      steadyP99Ms: round(percentile(steady, 99)),
      loopP99Ms: round(loop.p99),
      loopMaxMs: round(loop.max),
      serverCpuPerDecisionMs: Math.round((loop.cpuMs / Math.max(1, steady.length)) * 1000) / 1000,
      clientLoopP99Ms: round(clientLoop.count > 0 ? clientLoop.percentile(99) / 1e6 : 0),
      gamesPlayed: played.length,
      gamesFinished: played.filter((t) => t.last.some((s) => s.status === 'ended')).length,
      heapPerTableKB: round(heapPerTable / 1024),
      rssMB: round(rss / 1024 / 1024),
      errors: played.flatMap((t) => t.errors.map((e) => `${t.id}: ${e}`)),
      mismatches,
    };
  } finally {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    await server.ask({ ask: 'stop' }).catch(() => {});
    // Let it exit by itself (a CPU profile is written then); kill it if it does not.
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function wholeNumber(text: string | undefined, name: string, min: number, max: number, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(text)}`);
  return Number(text);
}

function format(r: LoadReport): string {
  return [
    `${r.db.padEnd(8)} think ${String(r.thinkMs).padStart(4)} ms  ${String(r.tables).padStart(4)} tables  ${r.seconds} s`,
    `  ${r.decisions} decisions, ${r.decisionsPerSecond}/s; answer-to-update p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms`,
    `  steady state (all tables open, +5 s): p50 ${r.steadyP50Ms} ms, p99 ${r.steadyP99Ms} ms; server event loop late by p99 ${r.loopP99Ms} ms (max ${r.loopMaxMs}), the clients' by p99 ${r.clientLoopP99Ms} ms`,
    `  server CPU ${r.serverCpuPerDecisionMs} ms per decision in steady state (${Math.round(1000 / Math.max(r.serverCpuPerDecisionMs, 0.001))} decisions/s per core)`,
    `  ${r.gamesPlayed} tables played, ${r.gamesFinished} games finished; heap ${r.heapPerTableKB} KB per table in memory, RSS ${r.rssMB} MB`,
    `  ${r.errors.length} refusals${r.errors.length > 0 ? ` (${r.errors.slice(0, 2).join('; ')})` : ''}, ${r.mismatches.length} tables whose log differs from what its clients saw${r.mismatches.length > 0 ? `: ${r.mismatches.slice(0, 3).join('; ')}` : ''}`,
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  let v;
  try {
    v = parseArgs({
      args: argv,
      options: {
        tables: { type: 'string' },
        'ceiling-tables': { type: 'string' },
        seconds: { type: 'string' },
        'think-ms': { type: 'string' },
        db: { type: 'string' },
        seed: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }).values;
    if (v.help) {
      console.log(HELP);
      return 0;
    }
    if (v.db !== undefined && !['pglite', 'postgres', 'both'].includes(v.db))
      throw new Error(`--db must be pglite, postgres or both, got ${JSON.stringify(v.db)}`);
  } catch (error) {
    console.error(`npm run load: ${(error as Error).message.split('\n')[0]}`);
    return 2;
  }
  let settings;
  try {
    settings = {
      tables: wholeNumber(v.tables, 'tables', 1, 2000, 1000),
      ceiling: wholeNumber(v['ceiling-tables'], 'ceiling-tables', 1, 2000, 100),
      seconds: wholeNumber(v.seconds, 'seconds', 2, 600, 60),
      thinkMs: wholeNumber(v['think-ms'], 'think-ms', 100, 10_000, 1000),
      seed: wholeNumber(v.seed, 'seed', 0, 2 ** 32 - 1, 1),
    };
  } catch (error) {
    console.error(`npm run load: ${(error as Error).message}`);
    return 2;
  }
  const dbs: LoadOptions['db'][] = v.db === 'pglite' || v.db === 'postgres' ? [v.db] : ['pglite', 'postgres'];
  const postgres = dbs.includes('postgres') ? await startPostgres() : undefined;
  const reports: LoadReport[] = [];
  try {
    for (const db of dbs) {
      for (const [tables, thinkMs] of [
        [settings.tables, settings.thinkMs],
        [settings.ceiling, 0],
      ] as const) {
        if (!v.json) console.error(`running ${db}, ${tables} tables, think ${thinkMs} ms, ${settings.seconds} s ...`);
        const report = await runLoad({ db, tables, thinkMs, seconds: settings.seconds, seed: settings.seed, postgres });
        reports.push(report);
        if (!v.json) console.log(format(report));
      }
    }
  } finally {
    postgres?.stop();
  }
  if (v.json) console.log(JSON.stringify(reports, null, 2));
  return reports.every((r) => r.mismatches.length === 0) ? 0 : 1;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main(process.argv.slice(2));
}
