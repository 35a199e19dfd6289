import { TableError } from '../errors.js';
import { hasSqlState, UNIQUE_VIOLATION, type Database, type Query } from './database.js';
import { migrate } from './migrations.js';
import { storeFailed } from './store-failure.js';
import type { SeatRecord } from '../wire.js';

export type { SeatRecord } from '../wire.js';

/** The NOTIFY channel: its payload is "<table id> <seq>" after each committed answer. */
export const MOVES_CHANNEL = 'cardweave_moves';

/** The largest decision row read back (a choice's JSON text): options are small values. */
export const MAX_CHOICE_CHARS = 65_536;
/** The most answered decisions a table may hold; a longer game is refused when loaded and when answered. */
export const MAX_DECISIONS = 100_000;

/**
 * A table as created: what its game is and who sits where. Public, apart from the seed.
 *
 * @example
 * const table: TableRecord = { id: 't1', game: 'war', packs: [], seed: 7, options: null, seats: [{ seat: 'p1', kind: 'person' }, { seat: 'p2', kind: 'bot', bot: 'random' }] };
 */
export interface TableRecord {
  id: string;
  game: string;
  packs: string[];
  /** The game's seed: secret, as it fixes every shuffle; it never leaves the server. */
  seed: number;
  options: unknown;
  seats: SeatRecord[];
}

/**
 * One answered decision, as logged.
 *
 * @example
 * const row: DecisionRow = { seq: 1, seat: 'p1', choice: JSON.stringify({ kind: 'attack', card: 3 }) };
 */
export interface DecisionRow {
  seq: number;
  seat: string;
  /** The option chosen, as JSON text. */
  choice: string;
  /** Set when the table's clock answered: the timeout policy that did (a forfeit is no answer: SocialStore reads its row). */
  timeout?: string;
}

/**
 * The tables' record in the database: each table's decision log (one row per
 * answered decision, the key (table, seq) being the lock) and keyframes.
 * Every row read back is untrusted: sizes are checked in SQL before the text
 * is fetched, and shapes here; the game checks the rest by replay.
 *
 * @example
 * const store = await TableStore.open(await openPglite('./data'));
 * await store.append('t1', { seq: 1, seat: 'p1', choice: '"attack"' });
 */
export class TableStore {
  readonly db: Database;
  private constructor(db: Database) {
    this.db = db;
  }

  /** Migrates the database to the newest schema and returns the store. */
  static async open(db: Database): Promise<TableStore> {
    await migrate(db);
    return new TableStore(db);
  }

  /** Creates a table with its seats' token hashes, and whatever `also` writes (a first deadline), in one transaction. */
  async create(
    table: TableRecord,
    tokenHashes: Record<string, string>,
    also?: (query: Query) => Promise<unknown>,
  ): Promise<void> {
    try {
      await this.#create(table, tokenHashes, also);
    } catch (error) {
      throw storeFailed('The table was not created', 'try again', error);
    }
  }

  async #create(
    table: TableRecord,
    tokenHashes: Record<string, string>,
    also?: (query: Query) => Promise<unknown>,
  ): Promise<void> {
    await this.db.transaction(async (query) => {
      await query('INSERT INTO cardweave_tables (id, game, packs, seed, options, seats) VALUES ($1, $2, $3, $4, $5, $6)', [
        table.id,
        table.game,
        JSON.stringify(table.packs),
        table.seed,
        table.options === undefined ? null : JSON.stringify(table.options),
        JSON.stringify(table.seats),
      ]);
      for (const [seat, hash] of Object.entries(tokenHashes)) {
        await query('INSERT INTO cardweave_seat_tokens (table_id, seat, token_hash) VALUES ($1, $2, $3)', [table.id, seat, hash]);
      }
      if (also !== undefined) await also(query);
    });
  }

  /** The table's record, checked field by field; undefined when there is no such table. */
  async read(id: string): Promise<TableRecord | undefined> {
    const rows = await this.#read<{
      id: string;
      game: string;
      packs: string;
      seed: string;
      options: string | null;
      seats: string;
    }>(
      id,
      `SELECT id, game, packs, seed::text AS seed, options, seats FROM cardweave_tables
        WHERE id = $1 AND length(packs) <= 4096 AND length(coalesce(options, '')) <= 65536 AND length(seats) <= 4096`,
      [id],
    );
    const row = rows[0];
    if (row === undefined) {
      const exists = await this.#read(id, 'SELECT 1 FROM cardweave_tables WHERE id = $1', [id]);
      if (exists.length > 0) throw corrupt(id, 'its record is over the size limits');
      return undefined;
    }
    return checkRecord(row);
  }

  /** The seat whose token hashes to `hash` at this table, if any. */
  async seatOf(id: string, hash: string): Promise<string | undefined> {
    const rows = await this.#read<{ seat: string }>(
      id,
      'SELECT seat FROM cardweave_seat_tokens WHERE table_id = $1 AND token_hash = $2',
      [id, hash],
    );
    return rows[0]?.seat;
  }

  /** Answered decisions after `seq`, in order, checked for shape and contiguity (a concession's row is read by SocialStore). */
  async decisionsAfter(id: string, seq: number): Promise<DecisionRow[]> {
    const rows = await this.#read<{ seq: number; seat: string; choice: string | null; size: number; timeout: string | null }>(
      id,
      `SELECT seq, seat, CASE WHEN length(choice) <= ${MAX_CHOICE_CHARS} THEN choice END AS choice, length(choice) AS size,
              left(timeout, 16) AS timeout
         FROM cardweave_decisions WHERE table_id = $1 AND seq > $2 AND kind = 'answer' ORDER BY seq LIMIT ${MAX_DECISIONS + 1}`,
      [id, seq],
    );
    if (seq + rows.length > MAX_DECISIONS) throw corrupt(id, `it holds more than ${MAX_DECISIONS} decisions`);
    return rows.map((row, i) => {
      const expected = seq + i + 1;
      if (Number(row.seq) !== expected)
        throw corrupt(id, `decision ${expected} is missing from its log (the next is ${row.seq})`);
      if (row.choice === null)
        throw corrupt(id, `decision ${expected}'s choice is ${row.size} characters, over ${MAX_CHOICE_CHARS}`);
      if (typeof row.seat !== 'string' || row.seat.length > 64) throw corrupt(id, `decision ${expected} names no valid seat`);
      return { seq: expected, seat: row.seat, choice: row.choice, ...(row.timeout == null ? {} : { timeout: row.timeout }) };
    });
  }

  /** The newest keyframe at or before `maxSeq`, or undefined; one over `maxChars` is refused unread. */
  async keyframe(id: string, maxSeq: number, maxChars: number): Promise<{ seq: number; snapshot: string } | undefined> {
    const rows = await this.#read<{ seq: number; snapshot: string | null; size: number }>(
      id,
      `SELECT seq, CASE WHEN length(snapshot) <= $3 THEN snapshot END AS snapshot, length(snapshot) AS size
         FROM cardweave_keyframes WHERE table_id = $1 AND seq <= $2 ORDER BY seq DESC LIMIT 1`,
      [id, maxSeq, maxChars],
    );
    const row = rows[0];
    if (row === undefined) return undefined;
    if (row.snapshot === null)
      throw corrupt(id, `its keyframe at decision ${row.seq} is ${row.size} characters, over ${maxChars}`);
    return { seq: Number(row.seq), snapshot: row.snapshot };
  }

  /**
   * Appends one answered decision (and a keyframe, when one is due) in one
   * statement, its own transaction, that also notifies every server:
   * PostgreSQL delivers the notice at commit, never before. A decision already
   * answered (the key is taken) is refused as stale: someone else answered it
   * first. A decision whose predecessor is not in the log is refused by the
   * same statement, so the log can never get a hole.
   */
  async append(id: string, row: DecisionRow, keyframe?: string): Promise<void> {
    let inserted: unknown[];
    try {
      // One statement, so one round trip and its own transaction: the decision (only when decision
      // seq - 1 is logged), the keyframe when one is given, and the notice, which PostgreSQL
      // delivers only once the statement commits.
      inserted = await this.db.query(
        `WITH decision AS (
           INSERT INTO cardweave_decisions (table_id, seq, seat, choice)
           SELECT $1::text, $2::integer, $3::text, $4::text
            WHERE $2::integer = 1
               OR EXISTS (SELECT 1 FROM cardweave_decisions WHERE table_id = $1::text AND seq = $2::integer - 1)
           RETURNING table_id, seq
         ), keyframe AS (
           INSERT INTO cardweave_keyframes (table_id, seq, snapshot) SELECT table_id, seq, $5::text FROM decision WHERE $5::text IS NOT NULL
         )
         SELECT pg_notify($6, $7) FROM decision`,
        [id, row.seq, row.seat, row.choice, keyframe ?? null, MOVES_CHANNEL, `${id} ${row.seq}`],
      );
    } catch (error) {
      if (hasSqlState(error, UNIQUE_VIOLATION)) {
        throw new TableError('decision-stale', `Decision ${row.seq} is stale: it was answered first by another player or server`);
      }
      throw storeFailed(`Decision ${row.seq} was not recorded`, 'answer again', error);
    }
    if (inserted.length === 0)
      throw new TableError(
        'table-corrupt',
        `Table ${id} cannot take decision ${row.seq}: decision ${row.seq - 1} is missing from its log`,
      );
  }

  /** Ids of the tables whose log is newest, for a server starting up (at most `limit`). */
  async recentTables(limit: number): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>('SELECT id FROM cardweave_tables ORDER BY created_at DESC LIMIT $1', [
      limit,
    ]);
    return rows.map((r) => r.id);
  }

  /** Runs one read for table `id`: a database failure is a store-failed refusal, the driver's words kept as its cause. */
  async #read<T = Record<string, unknown>>(id: string, text: string, params: unknown[]): Promise<T[]> {
    try {
      return await this.db.query<T>(text, params);
    } catch (error) {
      throw storeFailed(`Table ${id} could not be read`, 'try again', error);
    }
  }
}

function corrupt(id: string, what: string): TableError {
  return new TableError('table-corrupt', `Table ${id} cannot be loaded: ${what}`);
}

const SEAT_NAME = /^[A-Za-z0-9_.-]{1,32}$/;

/** A table row from the database, checked: the seed in range, packs and seats of the right shape. */
function checkRecord(row: {
  id: string;
  game: string;
  packs: string;
  seed: string;
  options: string | null;
  seats: string;
}): TableRecord {
  const id = row.id;
  const seed = Number(row.seed);
  if (!Number.isSafeInteger(seed) || seed < 0 || seed > 0xffffffff)
    throw corrupt(id, `its seed ${row.seed} is not a whole number from 0 to 4294967295`);
  const packs = parse(id, 'packs', row.packs);
  if (!Array.isArray(packs) || packs.length > 16 || !packs.every((p) => typeof p === 'string' && p.length <= 64)) {
    throw corrupt(id, 'its packs are not a list of at most 16 names');
  }
  const seats = parse(id, 'seats', row.seats);
  if (!Array.isArray(seats) || seats.length === 0 || seats.length > 16)
    throw corrupt(id, 'its seats are not a list of 1 to 16 seats');
  const checked: SeatRecord[] = seats.map((s: unknown, i) => {
    const seat = s as Partial<SeatRecord> | null;
    if (seat === null || typeof seat !== 'object' || typeof seat.seat !== 'string' || !SEAT_NAME.test(seat.seat)) {
      throw corrupt(id, `seats[${i}] has no valid seat name`);
    }
    if (seat.kind === 'person') return { seat: seat.seat, kind: 'person' };
    if (seat.kind === 'bot' && typeof seat.bot === 'string' && seat.bot.length <= 64)
      return { seat: seat.seat, kind: 'bot', bot: seat.bot };
    throw corrupt(id, `seats[${i}] is neither a person nor a named bot`);
  });
  return {
    id,
    game: row.game,
    packs: packs as string[],
    seed,
    options: row.options === null ? undefined : parse(id, 'options', row.options),
    seats: checked,
  };
}

function parse(id: string, field: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw corrupt(id, `its ${field} are not JSON`);
  }
}
