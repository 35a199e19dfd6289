import { accessSync, constants, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { TableError } from '../errors.js';

/**
 * What an initialised PGlite folder always holds. PGlite itself looks only for PG_VERSION and runs
 * initdb when it is missing, so a folder that lost it would be initialised again, empty, over
 * its tables: checked here first.
 */
const DATABASE_PARTS: readonly { path: string; kind: 'file' | 'folder' }[] = [
  { path: 'PG_VERSION', kind: 'file' },
  { path: 'global/pg_control', kind: 'file' },
  { path: 'base', kind: 'folder' },
];

/**
 * Makes the PGlite folder ready to open: 'new' when it is absent (it is made) or empty, so PGlite
 * initialises it; 'database' when it holds every part of a database. A folder that holds files
 * but not a whole database is refused (`data-dir-incomplete`), never initialised.
 *
 * @example
 * if (preparePgliteFolder('/srv/cardweave', '/srv/cardweave/pglite') === 'new') console.log('a new database');
 */
export function preparePgliteFolder(dataDir: string, folder: string): 'new' | 'database' {
  let entries: string[];
  try {
    mkdirSync(folder, { recursive: true });
    entries = readdirSync(folder);
  } catch (error) {
    if (isPermission(error)) throw readOnlyFolder(dataDir, folder, error);
    throw new TableError('data-dir-unusable', `Cannot use data folder ${folder}: ${(error as Error).message}`);
  }
  if (entries.length === 0) return 'new';
  const missing = DATABASE_PARTS.filter((part) => kindOf(join(folder, part.path)) !== part.kind).map((part) => part.path);
  if (missing.length > 0)
    throw new TableError(
      'data-dir-incomplete',
      `The database in ${folder} is incomplete (no ${missing.join(', no ')}): cardweave never initialises a folder that holds files; restore it from a backup, or delete it if it never held tables`,
    );
  return 'database';
}

/**
 * Why PGlite could not open a folder that held a database: a file this process may not write
 * (`data-dir-read-only`), else damage (`data-dir-damaged`). PGlite says neither: "Aborted()" or
 * "failed to initialize properly" for both.
 *
 * @example
 * try { await db.waitReady; } catch (error) { throw whyNotOpened(dataDir, folder, error); }
 */
export function whyNotOpened(dataDir: string, folder: string, error: unknown): TableError {
  const blocked = firstUnwritable(folder);
  if (blocked !== undefined) return readOnlyFolder(dataDir, blocked.path, blocked.error);
  return new TableError(
    'data-dir-damaged',
    `The database in ${folder} is damaged: PGlite cannot open it; restore the folder from a backup (cardweave never initialises a folder that holds files)`,
    { cause: error },
  );
}

/**
 * The refusal for a data folder this process cannot write: a folder of another user, or on a
 * read-only mount.
 *
 * @example
 * throw readOnlyFolder('/srv/cardweave', '/srv/cardweave/pglite.lock', error);
 */
export function readOnlyFolder(dataDir: string, path: string, error: unknown): TableError {
  const code = (error as NodeJS.ErrnoException).code ?? 'EACCES';
  const user = process.getuid === undefined ? '' : ` (this process runs as uid ${process.getuid()})`;
  return new TableError(
    'data-dir-read-only',
    `Data folder ${dataDir} is read-only for this process: cannot write ${path} (${code}); run the server as the folder's owner, or give it write access${user}`,
    { cause: error },
  );
}

/** An error that says this process may not write there (EROFS: a read-only mount). */
export function isPermission(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'EACCES' || code === 'EPERM' || code === 'EROFS';
}

function kindOf(path: string): 'file' | 'folder' | 'other' | 'none' {
  try {
    const stat = statSync(path);
    return stat.isFile() ? 'file' : stat.isDirectory() ? 'folder' : 'other';
  } catch {
    return 'none';
  }
}

/** The first file or folder under `folder` (itself included) this process may not write. */
function firstUnwritable(folder: string): { path: string; error: unknown } | undefined {
  const pending = [folder];
  while (pending.length > 0) {
    const path = pending.pop()!;
    let isFolder: boolean;
    try {
      isFolder = statSync(path).isDirectory();
      accessSync(path, isFolder ? constants.W_OK | constants.X_OK : constants.W_OK);
    } catch (error) {
      return { path, error };
    }
    if (isFolder) for (const name of readdirSync(path).sort().reverse()) pending.push(join(path, name));
  }
  return undefined;
}
