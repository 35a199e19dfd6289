// The clock's rows: a deadline per decision pending for a person's seat at a clocked table, written
// with the answer (or the table) that made it pending, and read back to recompute every bank. Every
// instant is the database's `now()`, so servers with skewed clocks still agree, and a decision's
// answered_at is the same instant as the next decision's started_at.
import { TableError } from '../errors.js';
import { hasSqlState, UNIQUE_VIOLATION, type Database, type Query } from './database.js';
import { storeFailed } from './store-failure.js';
import { MOVES_CHANNEL, type DecisionRow } from './table-store.js';
import { SOCIAL_CHANNEL } from './social-store.js';

/**
 * A deadline to write: decision `seq` of `seat`, due `ms` after the instant it became pending, or,
 * with `afterOwn` (a chess clock whose seat is asked again), `ms` (its increment) after the later of
 * its own last deadline and that instant: the bank it kept, plus the increment.
 */
export interface DeadlineToWrite {
  seq: number;
  seat: string;
  ms: number;
  afterOwn?: boolean;
}

/** A deadline row read back, with its decision's answer when there is one (epoch ms). */
export interface DeadlineRow {
  seq: number;
  seat: string;
  startedAt: number;
  dueAt: number;
  answeredAt: number | null;
  /** The timeout policy that answered it, when the clock did. */
  timeout: string | null;
}

/** A deadline past due with its decision still unanswered, found by a scan. */
export interface DueDeadline {
  table: string;
  seq: number;
  seat: string;
}

/** `now()` as epoch milliseconds (a float8, so both drivers hand back a number). */
const NOW_MS = '(extract(epoch from now()) * 1000)::float8';

/**
 * Writes the first decision's deadline in the table's creating transaction; returns the instant it
 * became pending (epoch ms).
 *
 * @example
 * await db.transaction((query) => writeFirstDeadline(query, id, { seq: 1, seat: 'p1', ms: 30_000 }));
 */
export async function writeFirstDeadline(query: Query, id: string, deadline: DeadlineToWrite): Promise<number> {
  const rows = await query<{ now: number }>(
    `INSERT INTO cardweave_deadlines (table_id, seq, seat, started_at, due_at)
     VALUES ($1, $2, $3, now(), now() + $4::integer * interval '1 millisecond')
     RETURNING ${NOW_MS} AS now`,
    [id, deadline.seq, deadline.seat, deadline.ms],
  );
  return Math.round(Number(rows[0]!.now));
}

/**
 * Appends one answered decision at a clocked table, as `TableStore.append` does (the key (table,
 * seq) is the lock; a missing predecessor is refused; every server is notified at commit), and in
 * the same statement closes its deadline, marks it a timeout's when it was one, and writes the next
 * decision's deadline when a person's seat is asked next. Returns the commit's instant (epoch ms):
 * the decision's answered_at and the next deadline's started_at.
 *
 * @example
 * const at = await appendClocked(db, id, { seq: 4, seat: 'p1', choice: '"pass"' }, undefined, { timeout: 'pass', next: null });
 */
export async function appendClocked(
  db: Database,
  id: string,
  row: DecisionRow,
  keyframe: string | undefined,
  clock: { timeout: string | null; next: DeadlineToWrite | null },
): Promise<number> {
  let inserted: { now: number }[];
  try {
    inserted = await db.query<{ now: number }>(
      `WITH decision AS (
         INSERT INTO cardweave_decisions (table_id, seq, seat, choice, timeout)
         SELECT $1::text, $2::integer, $3::text, $4::text, $8::text
          WHERE $2::integer = 1
             OR EXISTS (SELECT 1 FROM cardweave_decisions WHERE table_id = $1::text AND seq = $2::integer - 1)
         RETURNING table_id, seq
       ), keyframe AS (
         INSERT INTO cardweave_keyframes (table_id, seq, snapshot) SELECT table_id, seq, $5::text FROM decision WHERE $5::text IS NOT NULL
       ), closed AS (
         UPDATE cardweave_deadlines SET open = false
          WHERE table_id = $1::text AND seq = $2::integer AND EXISTS (SELECT 1 FROM decision)
       ), next AS (
         INSERT INTO cardweave_deadlines (table_id, seq, seat, started_at, due_at)
         SELECT table_id, seq + 1, $9::text, now(),
                CASE WHEN $11::boolean
                     THEN greatest((SELECT due_at FROM cardweave_deadlines WHERE table_id = $1::text AND seq = $2::integer), now())
                     ELSE now() END + $10::integer * interval '1 millisecond'
           FROM decision WHERE $9::text IS NOT NULL
       )
       SELECT pg_notify($6, $7), ${NOW_MS} AS now FROM decision`,
      [
        id,
        row.seq,
        row.seat,
        row.choice,
        keyframe ?? null,
        MOVES_CHANNEL,
        `${id} ${row.seq}`,
        clock.timeout,
        clock.next?.seat ?? null,
        clock.next?.ms ?? null,
        clock.next?.afterOwn === true,
      ],
    );
  } catch (error) {
    if (hasSqlState(error, UNIQUE_VIOLATION))
      throw new TableError('decision-stale', `Decision ${row.seq} is stale: it was answered first by another player or server`);
    throw storeFailed(`Decision ${row.seq} was not recorded`, 'answer again', error);
  }
  if (inserted.length === 0)
    throw new TableError(
      'table-corrupt',
      `Table ${id} cannot take decision ${row.seq}: decision ${row.seq - 1} is missing from its log`,
    );
  return Math.round(Number(inserted[0]!.now));
}

/**
 * Records that `seat` ran out of time on decision `seq` under the `forfeit` policy: an end the rules
 * did not make, so the row is of kind 'timeout' (read back by SocialStore as a concession is) and
 * takes that decision's key in the log, making it exclusive with an answer or a concession to it; a
 * taken key is `decision-stale`. The same statement closes the deadline and notifies every server
 * of the end. Returns the commit's instant (epoch ms): the time the seat used ends there.
 *
 * @example
 * const at = await forfeitOnTime(db, 'Qw8v0xYtR1aC', 3, 'p1');
 */
export async function forfeitOnTime(db: Database, id: string, seq: number, seat: string): Promise<number> {
  let inserted: { now: number }[];
  try {
    inserted = await db.query<{ now: number }>(
      `WITH ended AS (
         INSERT INTO cardweave_decisions (table_id, seq, seat, choice, kind, timeout)
         SELECT $1::text, $2::integer, $3::text, 'null', 'timeout', 'forfeit'
          WHERE $2::integer = 1
             OR EXISTS (SELECT 1 FROM cardweave_decisions WHERE table_id = $1::text AND seq = $2::integer - 1)
         RETURNING seq
       ), closed AS (
         UPDATE cardweave_deadlines SET open = false
          WHERE table_id = $1::text AND seq = $2::integer AND EXISTS (SELECT 1 FROM ended)
       )
       SELECT pg_notify($4, $1 || ' end'), ${NOW_MS} AS now FROM ended`,
      [id, seq, seat, SOCIAL_CHANNEL],
    );
  } catch (error) {
    if (hasSqlState(error, UNIQUE_VIOLATION))
      throw new TableError('decision-stale', `Decision ${seq} is stale: it was answered first by another player or server`);
    throw storeFailed(`The timeout of decision ${seq} was not recorded`, 'try again', error);
  }
  if (inserted.length === 0)
    throw new TableError(
      'table-corrupt',
      `Table ${id} cannot take a forfeit at decision ${seq}: decision ${seq - 1} is missing from its log`,
    );
  return Math.round(Number(inserted[0]!.now));
}

/**
 * A table's deadline rows in order, each with its decision's answer, checked: contiguous seqs are
 * not required (bots are not timed), but each row must name a seat of the table and be due no
 * earlier than it started.
 *
 * @example
 * const rows = await deadlineRows(db, id, ['p1', 'p2']);
 */
export async function deadlineRows(db: Database, id: string, seats: readonly string[]): Promise<DeadlineRow[]> {
  let rows: { seq: number; seat: string; started: number; due: number; answered: number | null; timeout: string | null }[];
  try {
    rows = await db.query(
      `SELECT d.seq, d.seat, (extract(epoch from d.started_at) * 1000)::float8 AS started,
              (extract(epoch from d.due_at) * 1000)::float8 AS due,
              (extract(epoch from x.answered_at) * 1000)::float8 AS answered, left(x.timeout, 16) AS timeout
         FROM cardweave_deadlines d
         LEFT JOIN cardweave_decisions x ON x.table_id = d.table_id AND x.seq = d.seq
        WHERE d.table_id = $1 ORDER BY d.seq LIMIT 100001`,
      [id],
    );
  } catch (error) {
    throw storeFailed(`Table ${id}'s clock could not be read`, 'try again', error);
  }
  return rows.map((row) => {
    const seq = Number(row.seq);
    if (!seats.includes(row.seat))
      throw new TableError('table-corrupt', `Table ${id} cannot be loaded: the deadline of decision ${seq} names no seat of it`);
    const startedAt = Math.round(Number(row.started));
    const dueAt = Math.round(Number(row.due));
    if (!(dueAt >= startedAt))
      throw new TableError(
        'table-corrupt',
        `Table ${id} cannot be loaded: the deadline of decision ${seq} is due before it started`,
      );
    return {
      seq,
      seat: row.seat,
      startedAt,
      dueAt,
      answeredAt: row.answered === null ? null : Math.round(Number(row.answered)),
      timeout: row.timeout,
    };
  });
}

/**
 * Deadlines past due whose decision nobody answered, oldest first (at most `limit`), and how long
 * until the next one falls due (ms, or null when none is open).
 *
 * @example
 * const { due, nextInMs } = await dueDeadlines(db, 100);
 */
export async function dueDeadlines(db: Database, limit: number): Promise<{ due: DueDeadline[]; nextInMs: number | null }> {
  const due = await db.query<{ table_id: string; seq: number; seat: string }>(
    `SELECT d.table_id, d.seq, d.seat FROM cardweave_deadlines d
      WHERE d.open AND d.due_at <= now()
        AND NOT EXISTS (SELECT 1 FROM cardweave_decisions x WHERE x.table_id = d.table_id AND x.seq = d.seq)
      ORDER BY d.due_at LIMIT $1`,
    [limit],
  );
  const next = await db.query<{ ms: number | null }>(
    `SELECT ((extract(epoch from min(due_at)) - extract(epoch from now())) * 1000)::float8 AS ms
       FROM cardweave_deadlines WHERE open AND due_at > now()`,
  );
  const ms = next[0]?.ms;
  return {
    due: due.map((r) => ({ table: r.table_id, seq: Number(r.seq), seat: r.seat })),
    nextInMs: ms === null || ms === undefined ? null : Math.max(0, Number(ms)),
  };
}

/**
 * Closes deadlines whose decision was answered without closing them (a row written by an older
 * server, or a table whose log moved on otherwise), so a scan does not find them again.
 *
 * @example
 * await closeAnswered(db, 'Qw8v0xYtR1aC', 7);
 */
export async function closeAnswered(db: Database, id: string, seq: number): Promise<void> {
  await db.query(
    `UPDATE cardweave_deadlines d SET open = false WHERE d.table_id = $1 AND d.seq <= $2 AND d.open
        AND EXISTS (SELECT 1 FROM cardweave_decisions x WHERE x.table_id = d.table_id AND x.seq = d.seq)`,
    [id, seq],
  );
}
