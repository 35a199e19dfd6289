import { randomInt } from 'node:crypto';
import { Engine } from '../graph/engine.js';
import type { Json } from '../graph/json.js';
import type { SeatDecision, ViewOptions } from '../graph/view.js';
import { jsonEqual } from '../graph/json-compare.js';
import { DEFAULT_LIMITS } from '../graph/json-check.js';
import { checkSeed } from '../graph/seed.js';
import type { CardState } from '../cards/state.js';
import { CardPackError } from '../cards/errors.js';
import { TableError } from './errors.js';
import { databaseDetail, isStoreFailure } from './store/store-failure.js';
import { checkStoredTable } from './stored-table-check.js';
import { answerInView } from './answer-in-view.js';
import { seatOptions } from './seat-view.js';
import { START_TIMEOUT, StartGuard } from './start-guard.js';
import { LiveTable, type Subscriber } from './live-table.js';
import {
  MAX_DECISIONS,
  MOVES_CHANNEL,
  type DecisionRow,
  type SeatRecord,
  type TableRecord,
  type TableStore,
} from './store/table-store.js';
import type { TableGame } from './table-game.js';
import { newSeatToken, newTableId, TABLE_ID, tokenHash } from './tokens.js';
import { restore, snapshot } from '../saves/index.js';
import { SOCIAL_CHANNEL, SocialStore } from './store/social-store.js';
import { rotateSeats, rotateTokenHashes } from './rematch.js';
import { LiveClock } from './live-clock.js';
import {
  appendClocked,
  closeAnswered,
  deadlineRows,
  forfeitOnTime,
  writeFirstDeadline,
  type DeadlineToWrite,
} from './store/clock-store.js';
import { timeoutAnswer } from './table-clock.js';
import { DeadlineWatch } from './deadline-watch.js';
import type { TableEnd } from './table-social.js';

/**
 * How a host keeps its tables.
 *
 * @example
 * const options: HostOptions = { keyframeEvery: 16, botDelayMs: 0, verifyKeyframes: 'replay' };
 */
export interface HostOptions {
  /** A keyframe (a snapshot of the game) is written with every Nth answered decision, and with the last. Default 32. */
  keyframeEvery?: number;
  /** How long a bot "thinks" before it answers, in ms. Default 300 (people can follow the game). */
  botDelayMs?: number;
  /**
   * How a keyframe read from the database is checked: `'replay'` (default)
   * plays the game again from its start, so a forged row is refused;
   * `'structure'` trusts the database's keyframes as the server's own saves.
   */
  verifyKeyframes?: 'replay' | 'structure';
  /** Tables kept in memory with nobody watching, before the least recently used is dropped. Default 2,000. */
  maxIdleTables?: number;
  /**
   * How long a new table's start (its game's setup with the table's packs,
   * then play to the first question) may take in the host's start thread,
   * in ms; past it the table is refused (`game-start-timeout`) and the
   * thread replaced. From 100 to 600,000; default 5,000. Only games with a
   * `source` can be started there: see TableGame.source.
   */
  startTimeoutMs?: number;
  /** Where the host reports what goes wrong in the background (a bot that fails, a notice it could not follow). */
  report?: (line: string) => void;
}

/**
 * What creating a table takes: the game, who sits where, packs by name.
 *
 * @example
 * const request: CreateTableRequest = { game: 'duel', seats: { p1: 'person', p2: 'bot:greedy' } };
 */
export interface CreateTableRequest {
  game: string;
  /** Every seat of the game: `'person'`, or `'bot:<name>'` for a bot the game offers. */
  seats: Record<string, string>;
  packs?: string[];
  /** For tests and replays only: the HTTP API never takes one, as a known seed tells every shuffle. */
  seed?: number;
  /** Setup options for the game (JSON); the HTTP API never takes any. */
  options?: Json;
}

/**
 * A created table: its id and each person seat's private token (shown once; the server keeps only hashes).
 *
 * @example
 * const { id, tokens } = await host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' } });
 */
export interface CreatedTable {
  id: string;
  tokens: Record<string, string>;
}

/** A bot that waits this long after a notice from another server before it answers for it (that server's bots go first). */
const FAILOVER_BOT_MS = 2_000;
/** After the database failed, a bot's answer, or reading the log a notice asked for, is tried again this much later. */
const DATABASE_RETRY_MS = 1_000;

/**
 * Hosts tables on one server process: creates them, loads them from the
 * decision log (verified), answers decisions through `decide()` with the log's
 * key as the lock, follows other processes' answers through NOTIFY, plays
 * bots, and hands each watcher its seat's view after every move.
 *
 * @example
 * const host = await TableHost.start(store, [warTable, duelTable]);
 * const { id, tokens } = await host.create({ game: 'duel', seats: { p1: 'person', p2: 'bot:greedy' } });
 */
export class TableHost {
  readonly store: TableStore;
  readonly #games: Map<string, TableGame>;
  readonly #tables = new Map<string, LiveTable>();
  readonly #loading = new Map<string, Promise<LiveTable>>();
  readonly #options: Required<Omit<HostOptions, 'report'>> & Pick<HostOptions, 'report'>;
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #starts: StartGuard;
  /** Chat, concessions and rematches, in the same database. */
  readonly #social: SocialStore;
  /** The scanner that answers due deadlines, when a game this host offers has a clock. */
  #deadlines: DeadlineWatch | undefined;
  #closed = false;

  private constructor(store: TableStore, games: readonly TableGame[], options: HostOptions) {
    this.store = store;
    this.#social = new SocialStore(store.db);
    this.#games = new Map();
    for (const game of games) {
      if (this.#games.has(game.id))
        throw new TableError('game-duplicate', `Two games are named "${game.id}": give each table game its own id`);
      this.#games.set(game.id, game);
    }
    const every = options.keyframeEvery ?? 32;
    if (!Number.isSafeInteger(every) || every < 1)
      throw new RangeError(`keyframeEvery must be a whole number from 1, got ${every}`);
    const startTimeoutMs = options.startTimeoutMs ?? START_TIMEOUT.default;
    if (!Number.isSafeInteger(startTimeoutMs) || startTimeoutMs < START_TIMEOUT.min || startTimeoutMs > START_TIMEOUT.max)
      throw new RangeError(
        `startTimeoutMs must be a whole number of ms from ${START_TIMEOUT.min} to ${START_TIMEOUT.max}, got ${startTimeoutMs}`,
      );
    this.#options = {
      keyframeEvery: every,
      botDelayMs: options.botDelayMs ?? 300,
      verifyKeyframes: options.verifyKeyframes ?? 'replay',
      maxIdleTables: options.maxIdleTables ?? 2_000,
      startTimeoutMs,
      report: options.report,
    };
    const report = options.report ?? ((line: string) => process.emitWarning(line, 'CardweaveWarning'));
    this.#starts = new StartGuard(startTimeoutMs, games, report);
    // Said once, loudly: such a game's tables start on this thread, where a setup that never returns stops everything.
    for (const game of games)
      if (game.source === undefined)
        report(
          `game "${game.id}" has no source ({ module, export }), so its tables start unbounded on the server's thread: a pack whose setup never returns would stop the server`,
        );
  }

  /** A host on a store, listening for other processes' answers. */
  static async start(store: TableStore, games: readonly TableGame[], options: HostOptions = {}): Promise<TableHost> {
    const host = new TableHost(store, games, options);
    await store.db.listen(MOVES_CHANNEL, (payload) => host.#noticed(payload));
    await store.db.listen(SOCIAL_CHANNEL, (payload) => host.#socialNoticed(payload));
    store.db.onResync = () => host.#resync();
    if (games.some((game) => game.clock !== undefined)) host.#deadlines = DeadlineWatch.start(host, (line) => host.#report(line));
    return host;
  }

  /** The games this host offers. */
  get games(): readonly TableGame[] {
    return [...this.#games.values()];
  }

  /** Tables in memory. */
  get tableCount(): number {
    return this.#tables.size;
  }

  /** Creates a table: checks the request, starts the game (a bot may move first), records it, returns the seat tokens. */
  async create(request: CreateTableRequest): Promise<CreatedTable> {
    const game = this.#games.get(request.game);
    if (game === undefined)
      throw new TableError(
        'game-unknown',
        `No game "${request.game}" here: this server hosts ${[...this.#games.keys()].join(', ')}`,
      );
    const seats = checkSeats(game, request.seats);
    const packs = request.packs ?? [];
    for (const name of packs) {
      if (!Object.hasOwn(game.packs, name))
        throw new TableError('pack-unknown', `Game "${game.id}" has no pack "${name}"${hint(Object.keys(game.packs))}`);
    }
    if (new Set(packs).size !== packs.length) throw new TableError('pack-unknown', `Game "${game.id}": a pack is named twice`);
    checkPacksTogether(game, packs);
    // The same check, and words, as every other seed: refused, never reduced into 32 bits.
    const seed = request.seed === undefined ? randomInt(0, 2 ** 32) : checkSeed(request.seed, `A table of "${game.id}"`);
    const record: TableRecord = { id: newTableId(), game: game.id, packs, seed, options: request.options, seats };
    // First in a start thread, with a deadline (a setup that never returns is refused there); it is
    // deterministic for its seed, packs and options, so having finished there it finishes here.
    if (game.source !== undefined) await this.#starts.check(game, { packs, seed, options: request.options });
    const engine = this.#newEngine(game, record);
    const tokens: Record<string, string> = {};
    for (const seat of seats) if (seat.kind === 'person') tokens[seat.seat] = newSeatToken();
    // A clocked game's first decision, when a person's, gets its deadline in the creating transaction.
    const clock = newClock(game, record);
    const first = clock === undefined ? null : this.#nextDeadline(clock, engine, 0, null);
    let startedAt = 0;
    await this.#reporting(record.id, () =>
      this.store.create(
        record,
        Object.fromEntries(Object.entries(tokens).map(([seat, token]) => [seat, tokenHash(token)])),
        first === null ? undefined : async (query) => (startedAt = await writeFirstDeadline(query, record.id, first)),
      ),
    );
    const table = new LiveTable(game, record, engine);
    if (clock !== undefined) {
      if (first !== null) clock.running = { seq: first.seq, seat: first.seat, startedAt, dueAt: startedAt + first.ms };
      table.clock = clock;
    }
    this.#keep(table);
    this.#botTurn(table, this.#options.botDelayMs);
    return { id: record.id, tokens };
  }

  /** The table, from memory or loaded from the database (verified). */
  async open(id: string): Promise<LiveTable> {
    return this.#reporting(id, () => this.#open(id));
  }

  async #open(id: string): Promise<LiveTable> {
    if (!TABLE_ID.test(id)) throw new TableError('table-unknown', `No table ${JSON.stringify(id.slice(0, 40))}`);
    const held = this.#tables.get(id);
    if (held !== undefined) return held;
    let loading = this.#loading.get(id);
    if (loading === undefined) {
      loading = this.#load(id).finally(() => this.#loading.delete(id));
      this.#loading.set(id, loading);
    }
    return loading;
  }

  /** The seat a token plays at a table, or null for no token (a spectator); a wrong token is refused. */
  async seatFor(table: LiveTable, token: string | undefined): Promise<string | null> {
    if (token === undefined) return null;
    const seat = await this.#reporting(table.id, () => this.store.seatOf(table.id, tokenHash(token)));
    if (seat === undefined) throw new TableError('token-refused', `That token plays no seat at table ${table.id}`);
    // Tokens are made for person seats only: a token row naming any other seat is damaged, and would
    // otherwise join as a seat the game does not have (or play a bot's seat).
    if (!table.seats.some((s) => s.seat === seat && s.kind === 'person'))
      throw new TableError(
        'table-corrupt',
        `Table ${table.id}: a seat token plays ${JSON.stringify(seat.slice(0, 40))}, which is not one of its person seats`,
      );
    return seat;
  }

  /** Watches a table: `subscriber` gets its view now and after every move. Returns how to stop. */
  watch(table: LiveTable, subscriber: Subscriber): () => void {
    table.watch(subscriber);
    return () => table.unwatch(subscriber);
  }

  /**
   * Answers decision `seq` of a table for `seat` with option number `option`
   * (a pick decision: a list of option numbers). Refused in one line,
   * changing nothing, when the decision is not the pending one (stale), not
   * the seat's, or the option is not offered (for a pick: not a list, a
   * number not offered or given twice, too few or too many); also when
   * another process answered it first (the log's key was taken).
   */
  async answer(id: string, seat: string, seq: number, option: number | readonly number[]): Promise<void> {
    return this.#reporting(id, () => this.#answer(id, seat, seq, option));
  }

  /**
   * Answers decision `seq` of `seat` by its table's timeout policy, through the same path and the
   * same key as a person's answer: refused as stale when anyone answered it first.
   */
  async answerTimeout(id: string, seat: string, seq: number): Promise<void> {
    return this.#reporting(id, () => this.#answer(id, seat, seq, null));
  }

  async #answer(id: string, seat: string, seq: number, option: number | readonly number[] | null): Promise<void> {
    const table = await this.#open(id);
    await table.serial(async () => {
      // This process may be behind (another one answered meanwhile): read the log first.
      if (seq > table.seq + 1) await this.#catchUp(table);
      const engine = table.engine;
      // A game conceded or lost on time has ended although its rules did not end it.
      const over = engine.ended || table.social.end !== undefined;
      const pending = over ? null : engine.pending;
      if (pending === null) {
        throw new TableError(
          'decision-stale',
          `Decision ${seq} is stale: ${over ? 'the game has ended' : 'no decision is pending'}`,
        );
      }
      if (seq !== pending.id)
        throw new TableError('decision-stale', `Decision ${seq} is stale: the table is at decision ${pending.id}`);
      if (seat !== pending.player)
        throw new TableError('decision-not-yours', `Decision ${seq} is for ${pending.player}, not ${seat}`);
      // The seat picks among the options as its view lists them (hidden cards named by place); the
      // engine matches that to the real option, which is what the log records.
      const offered = seatOptions(engine, seat) ?? [];
      // A timeout (no option given) answers by the table's policy; a forfeit plays nothing and ends the game.
      const clock = table.clock;
      const how = option === null ? (clock?.policy ?? 'default') : null;
      if (how === 'forfeit') return this.#forfeit(table, seat, seq);
      const given = option ?? this.#timeoutOption(table, seat, how!);
      const answer = answerInView(pending, seq, offered, given);
      if (seq > MAX_DECISIONS) throw new TableError('table-full', `Table ${id} has reached ${MAX_DECISIONS} decisions`);
      // The answer is played on a fork: the table's game moves only once the answer's row is
      // committed, so a failed write (an outage, a lost race) leaves nothing to undo and nobody,
      // watcher or joining socket, ever sees a decision the log does not have.
      const next = engine.fork();
      let choice: Json;
      let keyframe: string | undefined;
      try {
        next.decideInView(seat, answer, seq);
        choice = next.decisions.at(-1)!.choice;
        next.run();
        if (seq % this.#options.keyframeEvery === 0 || next.ended) keyframe = JSON.stringify(snapshot(next));
      } catch (error) {
        throw new TableError('rule-failed', `Decision ${seq} could not be played: ${(error as Error).message}`, { cause: error });
      }
      const row = { seq, seat, choice: JSON.stringify(choice) };
      const entries = engine.log.length;
      const deadline = clock === undefined || next.ended ? null : this.#nextDeadline(clock, next, seq, seat);
      let at = 0;
      try {
        if (clock === undefined) await this.store.append(id, row, keyframe);
        else at = await appendClocked(this.store.db, id, row, keyframe, { timeout: how, next: deadline });
      } catch (error) {
        // Another page or server answered first, or our own commit's reply was lost (a retry then
        // finds its row): the log moved on, so read it. On a store failure nothing moved.
        if (!(error instanceof TableError && error.code === 'decision-stale')) throw error;
        await this.#followAfterStale(table);
        // A page answering again after store-failed is told when the log holds its very answer.
        const logged = table.engine.decisions[seq - 1];
        if (logged !== undefined && logged.player === seat && jsonEqual(logged.choice, choice))
          throw new TableError('decision-stale', `Decision ${seq} is stale: it is recorded already, with this answer`);
        throw error;
      }
      table.advance(next);
      if (clock !== undefined) {
        if (how !== null) clock.note(seq, seat, how, entries);
        // Where the statement left the rows, without reading them (a load or a notice reads them).
        clock.answered(seq, at, deadline);
      }
      table.publish();
      this.#botTurn(table, this.#options.botDelayMs);
    });
  }

  // ---- the clock ---------------------------------------------------------

  /** The answer a timeout gives for `seat`, as option numbers of its view, by the game's policy. */
  #timeoutOption(table: LiveTable, seat: string, how: Exclude<LiveClock['policy'], 'forfeit'>): number | number[] {
    const seen = table.engine.view(seat, { logFrom: table.engine.log.length });
    return timeoutAnswer(how, table.game, seen.state, seen.pending as SeatDecision, table.record.seed);
  }

  /**
   * The deadline of the decision `engine` now asks, when a person's seat is asked: its bank (chess
   * clock) or the limit. A seat asked again right after answering keeps what its own deadline left,
   * plus the increment (computed by the database from that deadline, at the commit's instant).
   */
  #nextDeadline(clock: LiveClock, engine: Engine<CardState>, seq: number, seat: string | null): DeadlineToWrite | null {
    const pending = engine.ended ? null : engine.pending;
    if (pending === null || !clock.seats.includes(pending.player)) return null;
    const rule = clock.rule;
    if ('baseMs' in rule && pending.player === seat && clock.running?.seq === seq)
      return { seq: pending.id, seat: pending.player, ms: rule.incrementMs, afterOwn: true };
    return { seq: pending.id, seat: pending.player, ms: clock.allowance(pending.player) };
  }

  /**
   * A seat ran out of time under `forfeit`: the game ends as by a concession, its row (kind
   * 'timeout') taking the decision's key, so an answer or a concession to it cannot land too.
   */
  async #forfeit(table: LiveTable, seat: string, seq: number): Promise<void> {
    let at: number;
    try {
      at = await forfeitOnTime(this.store.db, table.id, seq, seat);
    } catch (error) {
      if (!(error instanceof TableError && error.code === 'decision-stale')) throw error;
      // An answer or a concession took the key first: read on (the end's notice reads a concession).
      await this.#followAfterStale(table);
      throw error;
    }
    this.#ended(table, { seq, seat, how: 'timeout' });
    table.clock!.answered(seq, at, null);
    table.publish();
  }

  /**
   * Takes an end the rules did not make (read back, or written here): a forfeit on time marks the
   * clock (its line, nothing running) and is refused where the table's clock has no forfeit policy.
   */
  #ended(table: LiveTable, end: TableEnd): void {
    const clock = table.clock;
    if (end.how === 'timeout') {
      if (clock?.policy !== 'forfeit')
        throw new TableError(
          'table-corrupt',
          `Table ${table.id} cannot be loaded: its end at decision ${end.seq} is a forfeit on time, which its game's clock does not allow`,
        );
      clock.note(end.seq, end.seat, 'forfeit', table.engine.log.length);
      clock.forfeit = { seat: end.seat, seq: end.seq };
    }
    table.social.endBy(end);
  }

  /**
   * After a concession at a clocked table: the deadline of the decision it took the place of is
   * closed (the scan skips it anyway: its key is taken), and the clock read where the rows stop it.
   * The concession is recorded already, so a failure here is reported, not answered.
   */
  async #clockStopped(table: LiveTable, seq: number): Promise<void> {
    try {
      await closeAnswered(this.store.db, table.id, seq);
      await this.#readClock(table);
    } catch (error) {
      this.#report(`table ${table.id}: its clock could not be stopped after a concession: ${describe(error)}`);
      table.clock!.running = null;
    }
  }

  /** Reads the table's clock from its deadline rows. */
  async #readClock(table: LiveTable): Promise<void> {
    const clock = table.clock;
    if (clock === undefined) return;
    clock.readRows(await deadlineRows(this.store.db, table.id, clock.seats));
  }

  /** After a stale append: read what the log has past this table, push it, and let its bots go on. */
  async #followAfterStale(table: LiveTable): Promise<void> {
    try {
      await this.#catchUp(table);
    } catch (error) {
      // The seat is told its answer is stale either way; the log is read again later.
      this.#followFailed(table, 'could not read the log after a stale answer', error);
      return;
    }
    table.publish();
    this.#botTurn(table, FAILOVER_BOT_MS);
  }

  /**
   * Runs `work` for table `id`; a database failure it meets is reported with the database's own
   * words (paths, addresses, driver text), which go to the server's log and never to a client.
   */
  async #reporting<T>(id: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const detail = databaseDetail(error);
      if (detail !== undefined) this.#report(`table ${id}: ${detail}`);
      throw error;
    }
  }

  #report(line: string): void {
    if (this.#options.report !== undefined) this.#options.report(line);
    else console.error(`cardweave server: ${line}`);
  }

  /** Stops bots, timers and start threads; the store is closed by its owner. */
  close(): void {
    this.#closed = true;
    this.#deadlines?.close();
    this.#starts.close();
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }

  // ---- loading and following the log ------------------------------------

  #newEngine(game: TableGame, record: TableRecord): Engine<CardState> {
    let engine: Engine<CardState>;
    try {
      engine = game.game.createEngine({
        seed: record.seed,
        packs: record.packs.map((p) => game.packs[p]!),
        options: record.options as Json | undefined,
      });
      engine.run();
    } catch (error) {
      throw new TableError('game-start-failed', `Game "${game.id}" could not start: ${(error as Error).message}`, {
        cause: error,
      });
    }
    return engine;
  }

  async #load(id: string): Promise<LiveTable> {
    const record = await this.store.read(id);
    if (record === undefined) throw new TableError('table-unknown', `No table ${id}`);
    const game = this.#games.get(record.game);
    if (game === undefined)
      throw new TableError('table-corrupt', `Table ${id} plays "${record.game}", a game this server does not host`);
    checkStoredTable(game, record);
    const clock = newClock(game, record);
    const table = new LiveTable(game, record, await this.#build(game, record, clock));
    if (clock !== undefined) {
      table.clock = clock;
      await this.#readClock(table);
    }
    await this.#loadSocial(table);
    this.#keep(table);
    this.#botTurn(table, this.#options.botDelayMs);
    return table;
  }

  /** The table's game from its log: the newest keyframe (verified), then the decisions after it, each through decide(). */
  async #build(game: TableGame, record: TableRecord, clock?: LiveClock): Promise<Engine<CardState>> {
    const id = record.id;
    const rows = await this.store.decisionsAfter(id, 0);
    const keyframe = await this.store.keyframe(id, rows.length, DEFAULT_LIMITS.maxTextLength);
    let engine: Engine<CardState>;
    if (keyframe === undefined) {
      try {
        engine = this.#newEngine(game, record);
      } catch (error) {
        // Its setup ran when the table was created, so a stored table whose game does not start was changed since.
        throw new TableError('table-corrupt', `Table ${id} cannot be loaded: ${(error as Error).message}`, { cause: error });
      }
    } else {
      engine = this.#restoreKeyframe(game, record, keyframe, rows);
      // A timeout's line goes where its decision's entries begin, which a keyframe does not say: the
      // rows before it are played again on a fresh game to find those places (clocked tables only).
      const before = rows.slice(0, engine.decisions.length);
      if (clock !== undefined && before.some((row) => row.timeout !== undefined))
        this.#apply(record, this.#newEngine(game, record), before, clock);
    }
    this.#apply(record, engine, rows.slice(engine.decisions.length), clock);
    return engine;
  }

  #restoreKeyframe(
    game: TableGame,
    record: TableRecord,
    keyframe: { seq: number; snapshot: string },
    rows: readonly { seat: string; choice: string }[],
  ): Engine<CardState> {
    const where = `Table ${record.id} cannot be loaded: its keyframe at decision ${keyframe.seq}`;
    let snap: { start?: { seed?: unknown; options?: unknown } | null; decisions?: unknown };
    try {
      snap = JSON.parse(keyframe.snapshot) as typeof snap;
    } catch {
      throw new TableError('table-corrupt', `${where} is not JSON`);
    }
    // The keyframe must be this table's game: its seed, options and answers, as the log has them.
    const start = snap?.start;
    if (start?.seed !== record.seed || !jsonEqual(start.options ?? null, record.options ?? null)) {
      throw new TableError('table-corrupt', `${where} starts another game than the table's`);
    }
    const decisions = Array.isArray(snap.decisions) ? (snap.decisions as { player?: unknown; choice?: unknown }[]) : [];
    if (decisions.length !== keyframe.seq) throw new TableError('table-corrupt', `${where} holds ${decisions.length} decisions`);
    decisions.forEach((d, i) => {
      const row = rows[i]!;
      if (d?.player !== row.seat || JSON.stringify(d.choice) !== row.choice)
        throw new TableError('table-corrupt', `${where} differs from the log at decision ${i + 1}`);
    });
    const graph = game.game.graph(record.packs.map((p) => game.packs[p]!));
    try {
      return restore<CardState>(graph, snap as never, { verify: this.#options.verifyKeyframes });
    } catch (error) {
      throw new TableError('table-corrupt', `${where} is refused: ${(error as Error).message}`, { cause: error });
    }
  }

  /** Plays logged decisions on an engine; a row the rules refuse makes the table unloadable. */
  #apply(record: TableRecord, engine: Engine<CardState>, rows: readonly DecisionRow[], clock?: LiveClock): void {
    for (const row of rows) {
      if (!record.seats.some((s) => s.seat === row.seat)) {
        throw new TableError(
          'table-corrupt',
          `Table ${record.id} cannot be loaded: decision ${row.seq} names seat "${row.seat}", which it does not have`,
        );
      }
      if (row.timeout !== undefined) {
        // A forfeit is no answer (its row is the table's end, read by SocialStore): only a policy that plays an option.
        if (clock === undefined || !(['default', 'pass', 'random'] as const).some((p) => p === row.timeout))
          throw new TableError(
            'table-corrupt',
            `Table ${record.id} cannot be loaded: decision ${row.seq} is a timeout its table cannot have`,
          );
        clock.note(row.seq, row.seat, row.timeout, engine.log.length);
      }
      try {
        engine.decide(row.seat, JSON.parse(row.choice) as Json, row.seq);
        engine.run();
      } catch (error) {
        throw new TableError(
          'table-corrupt',
          `Table ${record.id} cannot be loaded: decision ${row.seq} is refused by the rules: ${(error as Error).message}`,
        );
      }
    }
  }

  async #catchUp(table: LiveTable): Promise<void> {
    const rows = await this.store.decisionsAfter(table.id, table.seq);
    // No answer past the table: its pending decision's key may hold a concession or a forfeit instead.
    if (rows.length === 0) return this.#readEnd(table);
    this.#apply(table.record, table.engine, rows, table.clock);
    await this.#readClock(table);
    table.refresh();
  }

  /** A NOTIFY from some process (this one included): catch up, push views, and stand in for bots if needed. */
  #noticed(payload: string): void {
    const [id, seqText] = payload.split(' ');
    const table = id === undefined ? undefined : this.#tables.get(id);
    const seq = Number(seqText);
    if (table === undefined || !Number.isSafeInteger(seq) || seq <= table.seq) return;
    table
      .serial(async () => {
        if (seq <= table.seq) return;
        await this.#follow(table);
      })
      .catch((error: unknown) => this.#followFailed(table, `could not follow decision ${seq}`, error));
  }

  /** After a lost listening connection: every table in memory reads what it missed. */
  #resync(): void {
    for (const table of this.#tables.values()) {
      table.serial(() => this.#follow(table)).catch((error: unknown) => this.#followFailed(table, 'could not catch up', error));
      // Chat lines, an end and a rematch link it may have missed too.
      for (const what of ['chat', 'end', 'rematch']) this.#socialNoticed(`${table.id} ${what}`);
    }
  }

  /** Reads what the log has past the table, pushes it to the watchers, and stands in for bots if needed. */
  async #follow(table: LiveTable): Promise<void> {
    await this.#catchUp(table);
    table.publish();
    this.#botTurn(table, FAILOVER_BOT_MS);
  }

  /**
   * Following the log failed. When the database failed, the table reads it again a little later
   * (the notice that asked for it is not sent twice, and a bot may be waiting for that move), as
   * long as the table is in memory and the host open.
   */
  #followFailed(table: LiveTable, what: string, error: unknown): void {
    this.#report(`table ${table.id}: ${what}: ${describe(error)}`);
    if (!isStoreFailure(error)) return;
    this.#later(() => {
      if (this.#tables.get(table.id) !== table) return;
      table.serial(() => this.#follow(table)).catch((again: unknown) => this.#followFailed(table, 'could not catch up', again));
    }, DATABASE_RETRY_MS);
  }

  /** Runs `work` after `delay` ms, unless the host is closed by then. */
  #later(work: () => void, delay: number): void {
    if (this.#closed) return;
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      if (!this.#closed) work();
    }, delay);
    this.#timers.add(timer);
  }

  /** When a bot is asked, it answers after `delay` ms, if the same decision is still pending then. */
  #botTurn(table: LiveTable, delay: number): void {
    const pending = table.engine.ended || table.social.end !== undefined ? null : table.engine.pending;
    if (pending === null) return;
    const seat = table.seats.find((s) => s.seat === pending.player);
    if (seat?.kind !== 'bot') return;
    this.#later(() => {
      const now = table.engine.ended ? null : table.engine.pending;
      // A table dropped from memory meanwhile is answered by whoever loads it again.
      if (now?.id !== pending.id || this.#tables.get(table.id) !== table) return;
      let option: number | number[];
      try {
        option = this.#botChoice(table, seat);
      } catch (error) {
        this.#report(`table ${table.id}: bot "${seat.bot}" failed at decision ${pending.id}: ${(error as Error).message}`);
        return;
      }
      this.answer(table.id, seat.seat, pending.id, option).catch((error: unknown) => {
        // Another process answered for the bot first: that is the lock doing its job.
        if (error instanceof TableError && error.code === 'decision-stale') return;
        // The database failed: nothing was recorded and the bot is still asked, so it answers
        // again once the database is back, or the table would wait for ever.
        const retry = isStoreFailure(error);
        this.#report(
          `table ${table.id}: bot answer ${pending.id} failed: ${(error as Error).message}${retry ? ` (it tries again in ${DATABASE_RETRY_MS / 1000} s)` : ''}`,
        );
        if (retry) this.#botTurn(table, DATABASE_RETRY_MS);
      });
    }, delay);
  }

  #botChoice(table: LiveTable, seat: SeatRecord): number | number[] {
    const pending = table.engine.pending!;
    let agent = table.agents.get(seat.seat);
    if (agent === undefined) {
      const make = Object.hasOwn(table.game.bots, seat.bot!) ? table.game.bots[seat.bot!] : undefined;
      if (make === undefined) throw new Error(`game "${table.game.id}" has no bot "${seat.bot}"`);
      agent = make(table.record.seed, seat.seat);
      table.agents.set(seat.seat, agent);
    }
    // A bot is handed what its seat may see, as the engine hands its own agents: the decision in the
    // view's terms, its view, and look-ahead samples that deal hidden cards anew. Its answer is in the
    // same terms, so it is matched against the options as the view lists them (same order as the engine's).
    const engine = table.engine;
    const asked = engine.view(seat.seat).pending as SeatDecision;
    const choice = agent.decide(asked, (options?: ViewOptions) => engine.view(seat.seat, options), {
      sample: (seed: number) => engine.sample(seat.seat, { seed }),
    });
    if (pending.options.length !== asked.options.length) throw new Error('its view lists other options than the decision');
    const indexOf = (one: Json | undefined): number => {
      const index = asked.options.findIndex((o) => o === one || jsonEqual(o, one ?? null));
      if (index < 0) throw new Error(`it chose ${JSON.stringify(one)}, not one of the options`);
      return index;
    };
    // A pick is answered with a list of options: each is found on its own, and the engine checks the list.
    if (pending.pick !== undefined && Array.isArray(choice)) return choice.map(indexOf);
    return indexOf(choice);
  }

  // ---- chat, concede, rematch (table-social.ts, store/social-store.ts) ---

  /** Writes a chat line for `seat` (a person seat, its text checked by the protocol) and pushes it to every watcher. */
  async chat(id: string, seat: string, text: string): Promise<void> {
    return this.#reporting(id, async () => {
      const table = await this.#open(id);
      await this.#social.chat(id, seat, text);
      await table.serial(() => this.#readChat(table));
    });
  }

  /**
   * `seat` concedes: recorded first (in place of the pending decision, so an
   * answer to it cannot land too), then every watcher is shown the end.
   * Refused once the game has ended (`game-ended`).
   */
  async concede(id: string, seat: string): Promise<void> {
    return this.#reporting(id, async () => {
      const table = await this.#open(id);
      await table.serial(async () => {
        for (let tries = 1; ; tries++) {
          if (table.engine.ended || table.social.end !== undefined)
            throw new TableError('game-ended', `Table ${id}'s game has ended: there is nothing to concede`);
          const seq = table.seq + 1;
          try {
            await this.#social.concede(id, seq, seat);
          } catch (error) {
            // Someone answered the pending decision first: read on, and concede in place of the next one.
            if (!(error instanceof TableError && error.code === 'decision-stale') || tries >= 3) throw error;
            await this.#catchUp(table);
            continue;
          }
          table.social.endBy({ seq, seat, how: 'concede' });
          if (table.clock !== undefined) await this.#clockStopped(table, seq);
          table.publish();
          return;
        }
      });
    });
  }

  /**
   * The rematch of an ended table: made once (the database settles two seats
   * or servers asking at once), with the same game, packs and options, a new
   * seed and the seats rotated; every watcher is then shown where to go.
   * Refused while the game runs (`game-not-ended`). Returns the new table's id.
   */
  async rematch(id: string, seat: string): Promise<string> {
    return this.#reporting(id, async () => {
      const table = await this.#open(id);
      return table.serial(async () => {
        // The end may have come through another server, its notice not read here yet.
        if (!table.engine.ended && table.social.end === undefined) {
          await this.#catchUp(table);
          await this.#readEnd(table);
        }
        if (!table.engine.ended && table.social.end === undefined)
          throw new TableError(
            'game-not-ended',
            `Table ${id}'s game is still being played: a rematch follows its end (${seat} may concede)`,
          );
        const known = table.social.rematch;
        if (known !== undefined) return known;
        const { game, record } = table;
        const seed = randomInt(0, 2 ** 32);
        const next: TableRecord = {
          id: newTableId(),
          game: game.id,
          packs: record.packs,
          seed,
          options: record.options,
          seats: rotateSeats(record.seats),
        };
        if (game.source !== undefined)
          await this.#starts.check(game, { packs: next.packs, seed, options: next.options as Json | undefined });
        const engine = this.#newEngine(game, next);
        const made = await this.#social.createRematch(id, next, (hashes) => rotateTokenHashes(record.seats, hashes));
        if (made === next.id) {
          const rematch = new LiveTable(game, next, engine);
          rematch.social.links({ rematchOf: id });
          this.#keep(rematch);
          this.#botTurn(rematch, this.#options.botDelayMs);
        }
        table.social.links({ rematch: made });
        table.publish();
        return made;
      });
    });
  }

  /** A table's chat, end and rematch links, read when it is loaded. */
  async #loadSocial(table: LiveTable): Promise<void> {
    const rows = await this.#social.load(table.id, table.seq, table.seats);
    table.social.addChat(rows.chat);
    if (rows.end !== undefined) this.#ended(table, rows.end);
    table.social.links(rows);
  }

  async #readChat(table: LiveTable): Promise<void> {
    if (table.social.addChat(await this.#social.chatAfter(table.id, table.social.chat.total, table.seats))) table.publish();
  }

  async #readEnd(table: LiveTable): Promise<void> {
    if (table.social.end !== undefined) return;
    const end = await this.#social.end(table.id, table.seq, table.seats);
    if (end === undefined) return;
    // The seat's time ran until the end's row: read where the clock stopped.
    await this.#readClock(table);
    this.#ended(table, end);
    table.publish();
  }

  async #readLinks(table: LiveTable): Promise<void> {
    const before = table.social.version;
    table.social.links(await this.#social.links(table.id));
    if (table.social.version !== before) table.publish();
  }

  /** A chat line, an end or a rematch written by some process (this one included): read it and push it. */
  #socialNoticed(payload: string): void {
    const [id, what] = payload.split(' ');
    const table = id === undefined ? undefined : this.#tables.get(id);
    if (table === undefined) return;
    const read =
      what === 'chat'
        ? () => this.#readChat(table)
        : what === 'end'
          ? async () => {
              await this.#catchUp(table);
              await this.#readEnd(table);
              table.publish();
            }
          : () => this.#readLinks(table);
    table
      .serial(read)
      .catch((error: unknown) => this.#report(`table ${table.id}: could not read its ${what}: ${describe(error)}`));
  }

  /** Keeps a table in memory, dropping the least recently used unwatched ones past the cap. */
  #keep(table: LiveTable): void {
    this.#tables.set(table.id, table);
    if (this.#tables.size <= this.#options.maxIdleTables) return;
    const idle = [...this.#tables.values()].filter((t) => !t.watched && t !== table).sort((a, b) => a.touched - b.touched);
    for (const t of idle.slice(0, this.#tables.size - this.#options.maxIdleTables)) this.#tables.delete(t.id);
  }
}

function checkSeats(game: TableGame, seats: Record<string, string>): SeatRecord[] {
  if (seats === null || typeof seats !== 'object')
    throw new TableError('seats-bad', `Game "${game.id}" needs seats ${game.seats.join(', ')}`);
  for (const name of Object.keys(seats)) {
    if (!game.seats.includes(name))
      throw new TableError(
        'seats-bad',
        `Game "${game.id}" has no seat "${name.slice(0, 40)}": its seats are ${game.seats.join(', ')}`,
      );
  }
  return game.seats.map((seat) => {
    const kind = seats[seat];
    if (kind === 'person') return { seat, kind: 'person' };
    if (typeof kind === 'string' && kind.startsWith('bot:') && Object.hasOwn(game.bots, kind.slice(4)))
      return { seat, kind: 'bot', bot: kind.slice(4) };
    throw new TableError(
      'seats-bad',
      `Seat ${seat} must be "person" or one of the bots ${
        Object.keys(game.bots)
          .map((b) => `"bot:${b}"`)
          .join(', ') || '(none)'
      }, got ${JSON.stringify(kind ?? null).slice(0, 40)}`,
    );
  });
}

/** A clocked game's clock for a table: it times the table's people, never its bots. */
function newClock(game: TableGame, record: TableRecord): LiveClock | undefined {
  if (game.clock === undefined) return undefined;
  const people = record.seats.filter((s) => s.kind === 'person').map((s) => s.seat);
  return new LiveClock(game.clock, game.timeout ?? 'default', people);
}

/** An error as the server's log tells it: its message, and the database's own words for a store failure. */
function describe(error: unknown): string {
  const detail = databaseDetail(error);
  const message = error instanceof Error ? error.message : String(error);
  return detail === undefined ? message : `${message} (${detail})`;
}

function hint(names: string[]): string {
  return names.length === 0 ? ' (it has none)' : `: its packs are ${names.join(', ')}`;
}

/**
 * Packs the game offers one by one may still refuse to load together (two that mask one node with
 * no declared order, a cycle of `after`/`before`): that is the request's doing, so it is refused
 * here as such (HTTP 400), before anything starts, not as a failed start (500).
 */
function checkPacksTogether(game: TableGame, packs: readonly string[]): void {
  if (packs.length === 0) return;
  try {
    game.game.graph(packs.map((name) => game.packs[name]!));
  } catch (error) {
    if (!(error instanceof CardPackError)) throw error;
    throw new TableError('packs-conflict', `Game "${game.id}" cannot play packs ${packs.join(', ')} together: ${error.message}`);
  }
}
