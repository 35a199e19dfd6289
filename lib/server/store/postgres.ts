import type { Client, Pool } from 'pg';
import { TableError } from '../errors.js';
import type { Database, Query } from './database.js';

/** How long to wait before listening again after the listening connection was lost. */
const RELISTEN_MS = 500;

/** A connection string without its password, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

/**
 * Connects to a PostgreSQL server: a pool for queries and transactions, and
 * one more connection that LISTENs (a pooled connection cannot, as it is
 * handed back between queries). `pg` is loaded here, on demand.
 *
 * @example
 * const db = await openPostgres('postgres://cardweave@127.0.0.1:5432/cardweave');
 */
export async function openPostgres(url: string, options: { poolSize?: number } = {}): Promise<Database> {
  const pg = (await import('pg')).default;
  const where = redactUrl(url);
  const pool: Pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // An idle pooled connection that dies (server restart) is replaced on the next query; say nothing here.
  pool.on('error', () => {});
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw new TableError('database-unreachable', `Cannot connect to PostgreSQL at ${where}: ${(error as Error).message}`);
  }
  const query: Query = async <T>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as T[];
  const channels = new Map<string, (payload: string) => void>();
  let listener: Client | undefined;
  let closed = false;

  const database: Database = {
    kind: 'postgres',
    where,
    query,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[]);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotice) {
      channels.set(channel, onNotice);
      if (listener === undefined) await connectListener();
      else await listener.query(`LISTEN ${quoteIdent(channel)}`);
    },
    async close() {
      closed = true;
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };

  async function connectListener(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (n) => channels.get(n.channel)?.(n.payload ?? ''));
    client.on('error', () => {
      // Notices sent while nobody listens are never replayed: listen again, then have every table catch up.
      if (listener === client) listener = undefined;
      client.end().catch(() => {});
      if (!closed) setTimeout(relisten, RELISTEN_MS).unref();
    });
    await client.connect();
    for (const channel of channels.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
    listener = client;
  }

  function relisten(): void {
    if (closed || listener !== undefined) return;
    connectListener().then(
      () => database.onResync?.(),
      () => {
        if (!closed) setTimeout(relisten, RELISTEN_MS).unref();
      },
    );
  }

  return database;
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
