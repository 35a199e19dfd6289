/**
 * One SQL statement's runner: the rows it returned.
 *
 * @example
 * const count = async (query: Query) => (await query<{ n: number }>('SELECT count(*)::int AS n FROM tables'))[0]!.n;
 */
export type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/**
 * What the table store needs of a PostgreSQL-compatible database: PGlite
 * (embedded, in a folder) and a PostgreSQL server take the same SQL through it.
 *
 * @example
 * const db = await openDatabase({ dataDir: './data' });
 * const rows = await db.query<{ n: number }>('SELECT 1 AS n');
 */
export interface Database {
  /** 'pglite' or 'postgres': for reports and for the few things only a server can do (LISTEN from other processes). */
  readonly kind: 'pglite' | 'postgres';
  /** Where the data lives, for messages: the folder, or the server's address without its password. */
  readonly where: string;
  query: Query;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (query: Query) => Promise<T>): Promise<T>;
  /** Calls `onNotice` with each NOTIFY payload on `channel`, from any process on the same database, after its commit. */
  listen(channel: string, onNotice: (payload: string) => void): Promise<void>;
  /** Called when notices may have been missed (the listening connection was lost and is back). */
  onResync?: () => void;
  /** Closes every connection (PostgreSQL) or the database (PGlite). */
  close(): Promise<void>;
}

/** PostgreSQL's SQLSTATE for a unique or primary key violation: the answer lost a race. */
export const UNIQUE_VIOLATION = '23505';

/** True when `error` is a database error with that SQLSTATE (both drivers put it in `code`). */
export function hasSqlState(error: unknown, state: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === state;
}
