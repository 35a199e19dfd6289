import { TableError } from '../errors.js';

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
