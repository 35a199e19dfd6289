import { Worker } from 'node:worker_threads';
import type { Json } from '../graph/json.js';
import { startEntryWorker } from '../modules/worker-thread.js';
import { TableError } from './errors.js';
import type { FromStartWorker, ToStartWorker } from './start-worker.js';
import type { TableGame } from './table-game.js';

// Run from the sources under tsx, this file is .ts and so is the worker; from the package's dist/, both are .js.
const EXT = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
const ENTRY = new URL(`./start-worker${EXT}`, import.meta.url);

/** How long a game module may take to import in a start worker (its top level is the operator's code too). */
const LOAD_TIMEOUT_MS = 60_000;
/** Start threads at most, running at once: more creates at the same moment wait for one. */
const MAX_THREADS = 4;

/** The bounds of HostOptions.startTimeoutMs. */
export const START_TIMEOUT = { min: 100, max: 600_000, default: 5_000 } as const;

/**
 * Runs each new table's start (its game's setup with the table's seed,
 * packs and options, then the game to its first question) in a worker
 * thread first, with a deadline: a start past it has its thread terminated
 * and is refused (`game-start-timeout`), so a pack whose setup never returns
 * cannot stall the server. A start is deterministic for its seed, packs and
 * options, so one that finished in a worker finishes on the main thread.
 * One thread is kept warm (its games loaded); a terminated one is replaced
 * at once, its games loaded again, so the next create does not wait for it.
 *
 * @example
 * const guard = new StartGuard(5_000, console.error);
 * await guard.check(duelTable, { packs: [], seed: 7 }); // throws TableError('game-start-timeout') past 5 s
 */
export class StartGuard {
  readonly #timeoutMs: number;
  readonly #report: (line: string) => void;
  readonly #all = new Set<StartThread>();
  readonly #idle: StartThread[] = [];
  readonly #waiting: { resolve: (thread: StartThread) => void; reject: (error: Error) => void }[] = [];
  #threads = 0;
  #closed = false;

  constructor(timeoutMs: number, games: readonly TableGame[], report: (line: string) => void) {
    this.#timeoutMs = timeoutMs;
    this.#report = report;
    // Warm from the start: the thread boots and imports the games while the server starts, so the
    // first create does not wait for that (a second or so under tsx). A load that fails is said at
    // each create of that game, in the report, and the table refused.
    const bounded = games.filter((g) => g.source !== undefined);
    if (bounded.length === 0) return;
    const thread = this.#newThread();
    for (const game of bounded) thread.load(game).catch(() => {});
    this.#idle.push(thread);
  }

  /**
   * Resolves once the start finished (or threw) in a start thread within the
   * deadline; throws a TableError when it did not, or the game could not be
   * loaded there (the detail goes to the report, not to the client).
   */
  async check(game: TableGame, start: { packs: readonly string[]; seed: number; options?: Json }): Promise<void> {
    const closing = (): TableError =>
      new TableError('game-start-failed', `Game "${game.id}" could not start: the server is closing`);
    if (this.#closed) throw closing();
    let thread: StartThread;
    try {
      thread = await this.#acquire();
    } catch {
      throw closing();
    }
    try {
      await thread.load(game);
    } catch (error) {
      this.#release(thread);
      this.#report(`game "${game.id}": its start thread cannot load it: ${(error as Error).message}`);
      throw new TableError(
        'game-start-failed',
        `Game "${game.id}" could not start: the server cannot load it in its start thread (see the server's log)`,
      );
    }
    let answer: FromStartWorker | 'timeout';
    try {
      const job: ToStartWorker = {
        kind: 'start',
        id: 0,
        game: game.id,
        packs: [...start.packs],
        seed: start.seed,
        options: start.options,
      };
      answer = await thread.ask(job, this.#timeoutMs);
    } catch (error) {
      this.#release(thread);
      throw new TableError('game-start-failed', `Game "${game.id}" could not start: ${(error as Error).message}`);
    }
    if (answer === 'timeout') {
      this.#replace(thread);
      const packs =
        start.packs.length === 0 ? '' : ` with ${start.packs.length === 1 ? 'pack' : 'packs'} ${start.packs.join(', ')}`;
      this.#report(`game "${game.id}"${packs}, seed ${start.seed}: its start was stopped after ${this.#timeoutMs} ms`);
      throw new TableError(
        'game-start-timeout',
        `Game "${game.id}"${packs} did not start within ${this.#timeoutMs} ms: its setup or first moves do not end`,
      );
    }
    this.#release(thread);
    if (answer.kind === 'failed')
      throw new TableError('game-start-failed', `Game "${game.id}" could not start: ${answer.message}`);
  }

  /** Terminates every start thread, busy ones too: a check in progress is refused. */
  close(): void {
    this.#closed = true;
    this.#idle.length = 0;
    for (const thread of this.#all) thread.terminate();
    for (const waiter of this.#waiting.splice(0)) waiter.reject(new Error('the server is closing'));
  }

  async #acquire(): Promise<StartThread> {
    for (let idle = this.#idle.pop(); idle !== undefined; idle = this.#idle.pop()) {
      if (!idle.dead) return idle;
      this.#all.delete(idle);
      this.#threads--;
    }
    if (this.#threads < MAX_THREADS) return this.#newThread();
    return new Promise((resolve, reject) => this.#waiting.push({ resolve, reject }));
  }

  /** A thread back from a job: to a waiting check, kept warm, or ended (one warm thread is enough). */
  #release(thread: StartThread): void {
    if (thread.dead) return this.#replace(thread);
    const next = this.#waiting.shift();
    if (next !== undefined) return next.resolve(thread);
    if (this.#idle.length === 0 && !this.#closed) this.#idle.push(thread);
    else {
      thread.terminate();
      this.#all.delete(thread);
      this.#threads--;
    }
  }

  #newThread(): StartThread {
    const thread = new StartThread();
    this.#all.add(thread);
    this.#threads++;
    return thread;
  }

  /** Ends a stuck or broken thread and starts another in its place, loading its games ahead of the next create. */
  #replace(thread: StartThread): void {
    thread.terminate();
    this.#all.delete(thread);
    this.#threads--;
    // Replaced only when no other thread is kept warm for the next create.
    if (this.#closed || (this.#idle.length > 0 && this.#waiting.length === 0)) return;
    const fresh = this.#newThread();
    for (const game of thread.games) fresh.load(game).catch(() => {});
    this.#release(fresh);
  }
}

/** One worker thread running start-worker.ts: its games by id, and one job at a time. */
class StartThread {
  readonly #worker: Worker;
  readonly #loads = new Map<string, Promise<void>>();
  readonly games: TableGame[] = [];
  #current: ((answer: FromStartWorker | Error) => void) | undefined;
  /** The job before the next one: jobs run one at a time. */
  #queue: Promise<void> = Promise.resolve();
  #next = 1;
  dead = false;

  constructor() {
    // Each game module is imported in the thread through importModule, TypeScript too (start-worker.ts).
    this.#worker = startEntryWorker(ENTRY, {});
    // Idle, it must not keep the process alive; a job in progress does, through its deadline's timer.
    this.#worker.unref();
    this.#worker.on('message', (answer: FromStartWorker) => this.#current?.(answer));
    const broken = (error: Error): void => {
      this.dead = true;
      this.#current?.(error);
    };
    this.#worker.on('error', broken);
    this.#worker.on('exit', (code) => broken(new Error(`its start thread ended (exit code ${code})`)));
  }

  /** Imports the game's module in the thread, once. */
  load(game: TableGame): Promise<void> {
    let loading = this.#loads.get(game.id);
    if (loading === undefined) {
      const source = game.source!;
      loading = this.ask(
        { kind: 'load', id: 0, game: game.id, module: source.module, export: source.export },
        LOAD_TIMEOUT_MS,
      ).then((answer) => {
        if (answer === 'timeout') throw new Error(`importing ${source.module} took over ${LOAD_TIMEOUT_MS} ms`);
        if (answer.kind === 'failed') throw new Error(answer.message);
      });
      this.#loads.set(game.id, loading);
      this.games.push(game);
    }
    return loading;
  }

  /** Posts one job and waits for its answer, or 'timeout' after `ms` (the thread is then stuck: replace it). */
  ask(job: ToStartWorker, ms: number): Promise<FromStartWorker | 'timeout'> {
    // Loads and starts share the thread: each waits for the one before (a start always follows its load).
    const previous = this.#queue;
    const asked = previous.then(
      () =>
        new Promise<FromStartWorker | 'timeout'>((resolve, reject) => {
          if (this.dead) return reject(new Error('its start thread ended'));
          const id = this.#next++;
          const timer = setTimeout(() => {
            this.#current = undefined;
            this.dead = true;
            resolve('timeout');
          }, ms);
          this.#current = (answer) => {
            if (!(answer instanceof Error) && answer.id !== id) return;
            clearTimeout(timer);
            this.#current = undefined;
            if (answer instanceof Error) reject(answer);
            else resolve(answer);
          };
          this.#worker.postMessage({ ...job, id });
        }),
    );
    // A stopped thread is dead: the next job sees it and is refused.
    this.#queue = asked.then(
      () => undefined,
      () => undefined,
    );
    return asked;
  }

  terminate(): void {
    this.dead = true;
    void this.#worker.terminate();
  }
}
