import { TableError } from '../errors.js';
import type { Database } from './database.js';

/**
 * The schema, one numbered step at a time. A step is never edited once
 * released: a change is a new step. The same SQL runs on PGlite and PostgreSQL.
 */
export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'tables, seats, decision log and keyframes',
    sql: `
      CREATE TABLE cardweave_tables (
        id text PRIMARY KEY,
        game text NOT NULL,
        packs text NOT NULL,
        seed bigint NOT NULL,
        options text,
        seats text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE cardweave_seat_tokens (
        table_id text NOT NULL REFERENCES cardweave_tables (id),
        seat text NOT NULL,
        token_hash text NOT NULL,
        PRIMARY KEY (table_id, seat),
        UNIQUE (table_id, token_hash)
      );
      -- The decision log: (table_id, seq) is the optimistic lock. An answer names the seq it
      -- answers, and a second insert of the same seq fails: a decision is answered once.
      CREATE TABLE cardweave_decisions (
        table_id text NOT NULL REFERENCES cardweave_tables (id),
        seq integer NOT NULL CHECK (seq >= 1),
        seat text NOT NULL,
        choice text NOT NULL,
        answered_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (table_id, seq)
      );
      -- Snapshots after some answers, caches of the log, checked by replay when read.
      CREATE TABLE cardweave_keyframes (
        table_id text NOT NULL REFERENCES cardweave_tables (id),
        seq integer NOT NULL CHECK (seq >= 1),
        snapshot text NOT NULL,
        PRIMARY KEY (table_id, seq)
      );`,
  },
  {
    version: 2,
    name: 'chat, a seat conceding, rematches',
    sql: `
      -- A table's chat, beside its decision log: line n (from 1) by a seat, the key settling two
      -- lines written at once, and the server bounds how many a table holds.
      CREATE TABLE cardweave_chat (
        table_id text NOT NULL REFERENCES cardweave_tables (id),
        n integer NOT NULL CHECK (n >= 1),
        seat text NOT NULL,
        text text NOT NULL,
        at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (table_id, n)
      );
      -- A game's end that its rules did not make takes the pending decision's key in the log
      -- (kind 'concede', or 'timeout' for a clock), so it and an answer to that decision cannot
      -- both land. Answers are kind 'answer'.
      ALTER TABLE cardweave_decisions ADD COLUMN kind text NOT NULL DEFAULT 'answer'
        CHECK (kind IN ('answer', 'concede', 'timeout'));
      -- A table's end is looked up when it is loaded and when its log has nothing new: by this
      -- index, not by reading every answer.
      CREATE INDEX cardweave_decisions_ends ON cardweave_decisions (table_id) WHERE kind <> 'answer';
      -- A rematch names the table it follows, and the old table names its rematch once (set only
      -- where it is null, in the transaction that creates the new table).
      ALTER TABLE cardweave_tables ADD COLUMN rematch_of text;
      ALTER TABLE cardweave_tables ADD COLUMN rematch text`,
  },
  {
    version: 3,
    name: 'clocks: deadline rows and timed-out answers',
    sql: `
      -- One row per decision that became pending for a person's seat at a table with a clock,
      -- written in the same transaction as the answer (or the table) that made it pending.
      -- started_at and the decision's answered_at are the seat's time used, and open rows past due_at
      -- are answered by the server that finds them, through the decision log's key.
      CREATE TABLE cardweave_deadlines (
        table_id text NOT NULL REFERENCES cardweave_tables (id),
        seq integer NOT NULL CHECK (seq >= 1),
        seat text NOT NULL,
        started_at timestamptz NOT NULL,
        due_at timestamptz NOT NULL,
        open boolean NOT NULL DEFAULT true,
        PRIMARY KEY (table_id, seq)
      );
      CREATE INDEX cardweave_deadlines_due ON cardweave_deadlines (due_at) WHERE open;
      -- Set on a row the clock wrote: the timeout policy that chose it (default, pass or random on an
      -- answer, forfeit on the row of kind 'timeout', from version 2, that ended the game on time).
      ALTER TABLE cardweave_decisions ADD COLUMN timeout text`,
  },
];

/** Any fixed number: the advisory lock two servers starting at once take, so one migrates and the other waits. */
const MIGRATION_LOCK = 7_202_611;

/**
 * Brings the database's schema up to the newest step, in one transaction
 * (PostgreSQL's DDL is transactional): a failed step leaves it as it was. A
 * database migrated by a newer cardweave is refused rather than misread.
 *
 * @example
 * const applied = await migrate(db); // [1] on a new database, [] after
 */
export async function migrate(db: Database): Promise<number[]> {
  return db.transaction(async (query) => {
    await query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await query(`CREATE TABLE IF NOT EXISTS cardweave_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const rows = await query<{ version: number }>('SELECT version FROM cardweave_migrations ORDER BY version');
    const done = new Set(rows.map((r) => Number(r.version)));
    const newest = MIGRATIONS.at(-1)!.version;
    const ahead = [...done].filter((v) => v > newest);
    if (ahead.length > 0) {
      throw new TableError(
        'schema-too-new',
        `The database at ${db.where} has schema version ${Math.max(...ahead)}, newer than this cardweave knows (${newest}): run a newer cardweave`,
      );
    }
    const applied: number[] = [];
    for (const step of MIGRATIONS) {
      if (done.has(step.version)) continue;
      for (const statement of migrationStatements(step)) await query(statement);
      await query('INSERT INTO cardweave_migrations (version, name) VALUES ($1, $2)', [step.version, step.name]);
      applied.push(step.version);
    }
    return applied;
  });
}

/**
 * A step's SQL as the statements it runs, split on `;`. A `;` inside a
 * comment or a quoted string would split a statement in two and fail with
 * a bare syntax error far from its cause, so such a step is refused here,
 * naming the step and the line.
 *
 * @example
 * migrationStatements({ version: 9, name: 'two tables', sql: 'CREATE TABLE a (x int); CREATE TABLE b (y int);' }); // two statements
 */
export function migrationStatements(step: { version: number; name: string; sql: string }): string[] {
  step.sql.split('\n').forEach((line, i) => {
    const comment = line.indexOf('--');
    const quoted = line.match(/'[^']*'/g) ?? [];
    if ((comment >= 0 && line.slice(comment).includes(';')) || quoted.some((text) => text.includes(';')))
      throw new Error(
        `Migration ${step.version} (${step.name}), line ${i + 1}: a ';' inside a comment or a quoted string would split its statement; write it without one`,
      );
  });
  return step.sql
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');
}
