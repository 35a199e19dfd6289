import { TableError } from '../errors.js';

/**
 * A database failure as a client is told it: `store-failed` and one sentence. The driver's own
 * words (PGlite's data file paths, a server's address, its error text) are kept as the error's
 * `cause`, for the server's log only (`databaseDetail`), never for a client.
 *
 * @example
 * throw storeFailed(`Decision 7 was not recorded`, 'answer again', error);
 */
export function storeFailed(what: string, retry: 'answer again' | 'try again', error: unknown): TableError {
  return new TableError('store-failed', `${what}: the database failed (the server's log says why); ${retry}`, { cause: error });
}

/**
 * What the server's log says of a refusal: its message, then the database's own words when it is
 * a store failure. Undefined when there is nothing for the log beyond what the client was told.
 *
 * @example
 * const line = databaseDetail(error); if (line !== undefined) report(`table ${id}: ${line}`);
 */
export function databaseDetail(error: unknown): string | undefined {
  if (!(error instanceof TableError) || error.code !== 'store-failed' || error.cause === undefined) return undefined;
  const cause = error.cause;
  const words = cause instanceof Error ? cause.message : JSON.stringify(cause);
  return `the database failed: ${words.replaceAll('\n', ' ')}`;
}

/** True for a refusal made by `storeFailed`: the database failed, and trying again later may succeed. */
export function isStoreFailure(error: unknown): boolean {
  return error instanceof TableError && error.code === 'store-failed';
}
