import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { TableError } from '../errors.js';
import type { Database, Query } from './database.js';

/**
 * Opens (creating when absent) an embedded PostgreSQL in a folder: PGlite, one
 * process at a time. PGlite is loaded here, on demand, so `cardweave` itself
 * never loads it.
 *
 * @example
 * const db = await openPglite('./data'); // ./data/pglite holds the database
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const folder = resolve(dataDir, 'pglite');
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    throw new TableError('data-dir-unusable', `Cannot use data folder ${resolve(dataDir)}: ${(error as Error).message}`);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(folder);
  try {
    await db.waitReady;
  } catch (error) {
    throw new TableError('data-dir-unusable', `Cannot open the database in ${folder}: ${(error as Error).message}`);
  }
  const query: Query = async <T>(text: string, params?: unknown[]) => (await db.query<T>(text, params)).rows;
  return {
    kind: 'pglite',
    where: folder,
    query,
    transaction: (work) =>
      db.transaction((tx) => work(async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows)),
    async listen(channel, onNotice) {
      await db.listen(channel, onNotice);
    },
    close: () => db.close(),
  };
}
