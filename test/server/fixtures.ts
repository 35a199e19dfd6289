// Servers for tests: real ones (HTTP, WebSockets, a database), on 127.0.0.1 and a free port,
// with War and the duel; each test gets its own data folder, removed at the end.
import test from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  defineTableGame,
  openPglite,
  startServer,
  TableStore,
  type Database,
  type ServerOptions,
  type TableGame,
  type TableServer,
} from '../../lib/server/index.js';
import { duelTable } from '../../examples/duel/table.js';
import { warTable } from '../../examples/war/table.js';

export const GAMES = [warTable, duelTable];

/** A fresh temporary folder, removed by the returned function. */
export function tempDir(prefix = 'cardweave-server-'): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** A server in this process: PGlite in `dataDir` (or PostgreSQL at databaseUrl), bots answering at once. */
export async function testServer(options: Partial<ServerOptions> = {}): Promise<TableServer> {
  return startServer({ port: 0, games: GAMES, botDelayMs: 0, keyframeEvery: 8, ...options });
}

/**
 * One server for a whole test file: started before its tests on a fresh data folder, closed and the
 * folder removed after them whatever happened. Returns the server, to call inside tests.
 */
export function serverForFile(): () => TableServer {
  let server: TableServer | undefined;
  const dir = tempDir();
  test.before(async () => {
    server = await testServer({ dataDir: dir.path });
  });
  test.after.always(async () => {
    await server?.close();
    dir.remove();
  });
  return () => server!;
}

/**
 * One table store for a whole test file: a PGlite database on a fresh folder, opened before its
 * tests, closed and removed after them whatever happened. Returns the store, to call inside tests.
 */
export function storeForFile(): () => TableStore {
  let db: Database | undefined;
  let store: TableStore | undefined;
  const dir = tempDir();
  test.before(async () => {
    db = await openPglite(dir.path);
    store = await TableStore.open(db);
  });
  test.after.always(async () => {
    await db?.close();
    dir.remove();
  });
  return () => store!;
}

/**
 * The duel's table game with its facts worded by `facts` (a test's counter, or padding that makes
 * every frame large). Defined in a test, it has no source: its tables start on the server's thread,
 * which the host reports once when it starts.
 */
export function duelTableWithFacts(facts: TableGame['facts']): TableGame {
  return defineTableGame({
    id: duelTable.id,
    title: duelTable.title,
    game: duelTable.game,
    seats: [...duelTable.seats],
    bots: duelTable.bots,
    zones: duelTable.zones,
    logLines: duelTable.logLines,
    describeOption: duelTable.describeOption,
    describeResult: (result) => duelTable.describeResult(result),
    facts,
  });
}

/** POSTs JSON to the server; returns status and parsed body. */
export async function post(
  url: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any }> {
  const response = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** The token in a seat link (`/t/ID#seat=p1&token=...`). */
export function tokenOf(link: string): string {
  return new URLSearchParams(link.split('#')[1]).get('token')!;
}
