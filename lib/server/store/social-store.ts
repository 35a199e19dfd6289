import { TableError } from '../errors.js';
import { TABLE_ID } from '../tokens.js';
import { CHAT_MAX_CHARS, CHAT_MAX_LINES, CHAT_RATE_LINES, CHAT_RATE_MS, CHAT_WINDOW, chatTextProblem } from '../table-chat.js';
import type { TableEnd } from '../table-social.js';
import type { ChatLine, SeatRecord } from '../wire.js';
import { hasSqlState, UNIQUE_VIOLATION, type Database } from './database.js';
import { storeFailed } from './store-failure.js';
import type { TableRecord } from './table-store.js';

/**
 * The NOTIFY channel for what is not a decision: its payload is "<table id> chat",
 * "<table id> end" or "<table id> rematch", sent in the statement that wrote it.
 */
export const SOCIAL_CHANNEL = 'cardweave_social';

/** What a server reads of a table's social side when it loads the table. */
export interface TableSocialRows {
  chat: ChatLine[];
  end: TableEnd | undefined;
  rematch?: string;
  rematchOf?: string;
}

/** Two chat lines written at once by two servers take the same number; the one that lost tries again this often. */
const CHAT_TRIES = 4;

/**
 * A table's chat, its end by concession, and its rematch link, in the same
 * database as its decision log (schema version 2). Every write is one
 * statement or one transaction that also notifies every server; every row
 * read back is checked, and a damaged one refused naming its table and line.
 *
 * @example
 * const social = new SocialStore(db); const line = await social.chat('Qw8v0xYtR1aC', 'p1', 'good game');
 */
export class SocialStore {
  readonly #db: Database;
  constructor(db: Database) {
    this.#db = db;
  }

  /**
   * Writes one chat line for `seat`, numbered after the table's last, unless
   * the table holds CHAT_MAX_LINES lines (`chat-full`) or the seat wrote
   * CHAT_RATE_LINES lines in the last CHAT_RATE_MS by the database's clock
   * (`chat-too-fast`, naming the wait). The count, the rate and the insert
   * are one statement, so two servers share one bound.
   */
  async chat(id: string, seat: string, text: string): Promise<ChatLine> {
    for (let attempt = 1; ; attempt++) {
      let rows: { n: number | null; at: string | null; last: number; recent: string; first: string | null; now: string }[];
      try {
        rows = await this.#db.query(
          `WITH last AS (SELECT coalesce(max(n), 0) AS n FROM cardweave_chat WHERE table_id = $1),
                recent AS (SELECT count(*) AS count, min(at) AS first FROM cardweave_chat
                            WHERE table_id = $1 AND seat = $2 AND at > now() - make_interval(secs => $5::float8 / 1000)),
                added AS (INSERT INTO cardweave_chat (table_id, n, seat, text)
                          SELECT $1, last.n + 1, $2, $3 FROM last, recent WHERE last.n < $4 AND recent.count < $6
                          RETURNING n, at),
                told AS (SELECT pg_notify($7, $1 || ' chat') AS done FROM added)
           SELECT (SELECT n FROM added) AS n,
                  (SELECT floor(extract(epoch FROM at) * 1000)::text FROM added) AS at,
                  (SELECT count(*) FROM told) AS told,
                  last.n AS last, recent.count::text AS recent,
                  floor(extract(epoch FROM recent.first) * 1000)::text AS first,
                  floor(extract(epoch FROM now()) * 1000)::text AS now
             FROM last, recent`,
          [id, seat, text, CHAT_MAX_LINES, CHAT_RATE_MS, CHAT_RATE_LINES, SOCIAL_CHANNEL],
        );
      } catch (error) {
        // Another server wrote the same line number first: number it again.
        if (hasSqlState(error, UNIQUE_VIOLATION) && attempt < CHAT_TRIES) continue;
        throw storeFailed('The chat line was not recorded', 'try again', error);
      }
      const row = rows[0]!;
      if (row.n !== null) return { n: Number(row.n), seat, at: Number(row.at), text };
      if (Number(row.last) >= CHAT_MAX_LINES)
        throw new TableError('chat-full', `Table ${id}'s chat is full: it holds ${CHAT_MAX_LINES} lines, the most a table keeps`);
      const wait = Math.max(1, Math.ceil((Number(row.first) + CHAT_RATE_MS - Number(row.now)) / 1000));
      throw new TableError(
        'chat-too-fast',
        `Chat refused: a seat may write ${CHAT_RATE_LINES} lines every ${CHAT_RATE_MS / 1000} s; wait ${wait} s`,
      );
    }
  }

  /** Chat lines after line `after` (at most the window's newest), each checked; `seats` are the table's. */
  async chatAfter(id: string, after: number, seats: readonly SeatRecord[]): Promise<ChatLine[]> {
    const rows = await this.#read<{ n: number; seat: string; text: string | null; size: number; at: string }>(
      id,
      `SELECT n, seat, CASE WHEN length(text) <= ${CHAT_MAX_CHARS} THEN text END AS text, length(text) AS size,
              floor(extract(epoch FROM at) * 1000)::text AS at
         FROM cardweave_chat
        WHERE table_id = $1 AND n > greatest($2, (SELECT coalesce(max(n), 0) FROM cardweave_chat WHERE table_id = $1) - ${CHAT_WINDOW})
        ORDER BY n LIMIT ${CHAT_MAX_LINES + 1}`,
      [id, after],
    );
    let expected = rows.length === 0 ? 0 : Number(rows[0]!.n);
    return rows.map((row) => {
      const n = Number(row.n);
      const line = `Table ${id} cannot be loaded: chat line ${n}`;
      if (n !== expected) throw corrupt(`Table ${id} cannot be loaded: chat line ${expected} is missing (the next is ${n})`);
      expected++;
      if (n > CHAT_MAX_LINES) throw corrupt(`${line} is past the ${CHAT_MAX_LINES} a table holds`);
      if (!seats.some((s) => s.seat === row.seat && s.kind === 'person'))
        throw corrupt(`${line} names no person seat of the table`);
      if (row.text === null) throw corrupt(`${line} is ${row.size} characters, over ${CHAT_MAX_CHARS}`);
      const checked = chatTextProblem(row.text);
      if ('problem' in checked || checked.text !== row.text) throw corrupt(`${line} is not a chat line a seat could send`);
      const at = Number(row.at);
      if (!Number.isSafeInteger(at)) throw corrupt(`${line} has no time`);
      return { n, seat: row.seat, at, text: row.text };
    });
  }

  /**
   * Records that `seat` conceded in place of answering decision `seq`: the
   * row takes that decision's key in the log (only after decision seq - 1),
   * so an answer to it and the concession cannot both land; a taken key is
   * `decision-stale`. Notifies every server in the same statement.
   */
  async concede(id: string, seq: number, seat: string): Promise<void> {
    let rows: unknown[];
    try {
      rows = await this.#db.query(
        `WITH ended AS (
           INSERT INTO cardweave_decisions (table_id, seq, seat, choice, kind)
           SELECT $1::text, $2::integer, $3::text, 'null', 'concede'
            WHERE $2::integer = 1
               OR EXISTS (SELECT 1 FROM cardweave_decisions WHERE table_id = $1::text AND seq = $2::integer - 1)
           RETURNING seq)
         SELECT pg_notify($4, $1 || ' end') FROM ended`,
        [id, seq, seat, SOCIAL_CHANNEL],
      );
    } catch (error) {
      if (hasSqlState(error, UNIQUE_VIOLATION))
        throw new TableError('decision-stale', `Decision ${seq} is stale: it was answered first by another player or server`);
      throw storeFailed('The concession was not recorded', 'try again', error);
    }
    if (rows.length === 0)
      throw new TableError(
        'table-corrupt',
        `Table ${id} cannot take a concession at decision ${seq}: decision ${seq - 1} is missing from its log`,
      );
  }

  /** The table's end by concession or timeout, if any, checked: a seat of the table, right after `answered` decisions. */
  async end(id: string, answered: number, seats: readonly SeatRecord[]): Promise<TableEnd | undefined> {
    const rows = await this.#read<{ seq: number; seat: string; kind: string }>(
      id,
      `SELECT seq, seat, kind FROM cardweave_decisions WHERE table_id = $1 AND kind <> 'answer' ORDER BY seq LIMIT 2`,
      [id],
    );
    if (rows.length === 0) return undefined;
    const row = rows[0]!;
    const where = `Table ${id} cannot be loaded: its end at decision ${row.seq}`;
    if (rows.length > 1) throw corrupt(`${where} is followed by another end`);
    if (Number(row.seq) !== answered + 1) throw corrupt(`${where} does not follow its last answer (${answered})`);
    if (!seats.some((s) => s.seat === row.seat && s.kind === 'person'))
      throw corrupt(`${where} names no person seat of the table`);
    if (row.kind !== 'concede' && row.kind !== 'timeout') throw corrupt(`${where} is of no known kind`);
    return { seq: Number(row.seq), seat: row.seat, how: row.kind };
  }

  /** The table's rematch links, checked to be table ids. */
  async links(id: string): Promise<{ rematch?: string; rematchOf?: string }> {
    const rows = await this.#read<LinkRow>(id, 'SELECT rematch, rematch_of FROM cardweave_tables WHERE id = $1', [id]);
    return checkLinks(id, rows[0]);
  }

  /**
   * All a server reads of a table's social side when it loads it: one query
   * for most tables (its links, and whether it has chat lines or an end),
   * then the lines and the end where there are any.
   */
  async load(id: string, answered: number, seats: readonly SeatRecord[]): Promise<TableSocialRows> {
    const rows = await this.#read<LinkRow & { chat: boolean; ended: boolean }>(
      id,
      `SELECT rematch, rematch_of,
              EXISTS (SELECT 1 FROM cardweave_chat WHERE table_id = $1) AS chat,
              EXISTS (SELECT 1 FROM cardweave_decisions WHERE table_id = $1 AND kind <> 'answer') AS ended
         FROM cardweave_tables WHERE id = $1`,
      [id],
    );
    const row = rows[0];
    const chat = row?.chat === true ? await this.chatAfter(id, 0, seats) : [];
    const end = row?.ended === true ? await this.end(id, answered, seats) : undefined;
    return { chat, end, ...checkLinks(id, row) };
  }

  /**
   * Creates `next`, the rematch of table `id`, once: in one transaction the
   * old table's `rematch` is set where it is still null (the row is locked
   * until commit, so a second server asking at once waits, then finds it
   * set), the new table inserted with `rematch_of`, and the old seats' token
   * hashes moved by `move`. Returns the rematch's id: `next.id`, or the one
   * another seat or server made first (then nothing was written).
   */
  async createRematch(
    id: string,
    next: TableRecord,
    move: (hashes: Record<string, string>) => Record<string, string>,
  ): Promise<string> {
    try {
      return await this.#db.transaction(async (query) => {
        const claimed = await query('UPDATE cardweave_tables SET rematch = $2 WHERE id = $1 AND rematch IS NULL RETURNING id', [
          id,
          next.id,
        ]);
        if (claimed.length === 0) {
          const [row] = await query<{ rematch: string | null }>('SELECT rematch FROM cardweave_tables WHERE id = $1', [id]);
          if (row?.rematch == null || !TABLE_ID.test(row.rematch)) throw corrupt(`Table ${id}'s rematch is not a table id`);
          return row.rematch;
        }
        await query(
          'INSERT INTO cardweave_tables (id, game, packs, seed, options, seats, rematch_of) VALUES ($1, $2, $3, $4, $5, $6, $7)',
          [
            next.id,
            next.game,
            JSON.stringify(next.packs),
            next.seed,
            next.options === undefined ? null : JSON.stringify(next.options),
            JSON.stringify(next.seats),
            id,
          ],
        );
        const held = await query<{ seat: string; token_hash: string }>(
          'SELECT seat, token_hash FROM cardweave_seat_tokens WHERE table_id = $1',
          [id],
        );
        const moved = move(Object.fromEntries(held.map((row) => [row.seat, row.token_hash])));
        for (const [seat, hash] of Object.entries(moved))
          await query('INSERT INTO cardweave_seat_tokens (table_id, seat, token_hash) VALUES ($1, $2, $3)', [
            next.id,
            seat,
            hash,
          ]);
        await query('SELECT pg_notify($1, $2)', [SOCIAL_CHANNEL, `${id} rematch`]);
        return next.id;
      });
    } catch (error) {
      if (error instanceof TableError) throw error;
      throw storeFailed('The rematch was not created', 'try again', error);
    }
  }

  async #read<T>(id: string, text: string, params: unknown[]): Promise<T[]> {
    try {
      return await this.#db.query<T>(text, params);
    } catch (error) {
      throw storeFailed(`Table ${id} could not be read`, 'try again', error);
    }
  }
}

interface LinkRow {
  rematch: string | null;
  rematch_of: string | null;
}

/** A table row's rematch links, checked to be table ids. */
function checkLinks(id: string, row: LinkRow | undefined): { rematch?: string; rematchOf?: string } {
  const links: { rematch?: string; rematchOf?: string } = {};
  if (row === undefined) return links;
  if (row.rematch !== null) {
    if (!TABLE_ID.test(row.rematch)) throw corrupt(`Table ${id} cannot be loaded: its rematch is not a table id`);
    links.rematch = row.rematch;
  }
  if (row.rematch_of !== null) {
    if (!TABLE_ID.test(row.rematch_of))
      throw corrupt(`Table ${id} cannot be loaded: the table it is a rematch of is not a table id`);
    links.rematchOf = row.rematch_of;
  }
  return links;
}

function corrupt(message: string): TableError {
  return new TableError('table-corrupt', message);
}
