import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { TableError } from '../errors.js';
import type { Database, Query } from './database.js';
import { lockDataFolder } from './folder-lock.js';
import { isPermission, preparePgliteFolder, readOnlyFolder, whyNotOpened } from './pglite-folder.js';

/**
 * Opens (creating when absent) an embedded PostgreSQL in a folder: PGlite, one
 * process at a time. The data folder is locked while it is open (`pglite.lock`):
 * a second open, by another server or this process, is refused
 * (`data-dir-in-use`). A folder that holds files but not a whole database is
 * refused, never initialised again. PGlite is loaded here, on demand, so
 * `cardweave` itself never loads it.
 *
 * @example
 * const db = await openPglite('./data'); // ./data/pglite holds the database, ./data/pglite.lock the lock
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const dir = resolve(dataDir);
  const folder = join(dir, 'pglite');
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    if (isPermission(error)) throw readOnlyFolder(dir, dir, error);
    throw new TableError('data-dir-unusable', `Cannot use data folder ${dir}: ${(error as Error).message}`);
  }
  const lock = await lockDataFolder(dir);
  let db;
  try {
    const kind = preparePgliteFolder(dir, folder);
    const { PGlite } = await import('@electric-sql/pglite');
    try {
      db = new PGlite(folder);
      await db.waitReady;
    } catch (error) {
      if (kind === 'database') throw whyNotOpened(dir, folder, error);
      throw new TableError('data-dir-unusable', `Cannot make a database in ${folder}: ${(error as Error).message}`, {
        cause: error,
      });
    }
  } catch (error) {
    lock.release();
    throw error;
  }
  const pglite = db;
  const query: Query = async <T>(text: string, params?: unknown[]) => (await pglite.query<T>(text, params)).rows;
  return {
    kind: 'pglite',
    where: folder,
    query,
    transaction: (work) =>
      pglite.transaction((tx) => work(async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows)),
    async listen(channel, onNotice) {
      await pglite.listen(channel, onNotice);
    },
    async close() {
      try {
        await pglite.close();
      } finally {
        lock.release();
      }
    },
  };
}
