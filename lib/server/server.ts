import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { loadWebAssets, type WebAssets } from './assets.js';
import { httpApp } from './http-app.js';
import { openingGate } from './opening-gate.js';
import { serveSockets, type SocketLimits } from './sockets.js';
import type { Database } from './store/database.js';
import { openPglite } from './store/pglite.js';
import { openPostgres } from './store/postgres.js';
import { TableStore } from './store/table-store.js';
import { TableHost, type HostOptions } from './table-host.js';
import type { TableGame } from './table-game.js';

/**
 * How to start a table server: where it listens, where tables live, what it hosts.
 *
 * @example
 * const options: ServerOptions = { port: 8080, dataDir: './data', games: [warTable, duelTable] };
 */
export interface ServerOptions extends HostOptions, SocketLimits {
  /** Port to listen on; 0 picks a free one. Default 8080. */
  port?: number;
  /** Address to listen on. Default 127.0.0.1: open it to others on purpose (0.0.0.0). */
  host?: string;
  /** PGlite's folder (default ./data), used when no databaseUrl is given. */
  dataDir?: string;
  /** A PostgreSQL connection string: tables live there, shared with every server using it. */
  databaseUrl?: string;
  /** The games tables may be created for. */
  games: readonly TableGame[];
  /** The page to serve; default: the package's (see loadWebAssets). */
  assets?: WebAssets;
}

/**
 * A running table server.
 *
 * @example
 * const server = await startServer({ port: 0, dataDir, games }); console.log(server.url); await server.close();
 */
export interface TableServer {
  /** http://host:port */
  readonly url: string;
  readonly port: number;
  readonly host: TableHost;
  readonly http: Server;
  /** Stops listening, drops every socket, closes the database. */
  close(): Promise<void>;
}

/**
 * Starts a table server: listens, opens the database (PGlite in `dataDir`, or
 * PostgreSQL at `databaseUrl`), migrates it, and serves the page, the JSON API
 * and the WebSocket endpoint on one port. While the database opens, the page
 * and the games list are answered and everything else waits (openingGate);
 * the promise resolves once tables can be played.
 *
 * @example
 * const server = await startServer({ port: 8080, games: [duelTable] }); // open http://127.0.0.1:8080
 */
export async function startServer(options: ServerOptions): Promise<TableServer> {
  const assets = options.assets ?? (await loadWebAssets());
  // Listen first: the page and the games are answered while the database opens (a new PGlite
  // folder takes seconds); requests that need tables wait for it (see openingGate).
  const http = createServer();
  const gate = openingGate(http, assets, options.games);
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 8080, options.host ?? '127.0.0.1', () => {
      http.off('error', reject);
      resolve();
    });
  });
  const stopListening = async (): Promise<void> => {
    const closed = new Promise<void>((resolve) => http.close(() => resolve()));
    http.closeAllConnections();
    await closed;
  };
  let db: Database;
  let host: TableHost;
  try {
    db =
      options.databaseUrl !== undefined ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir ?? './data');
  } catch (error) {
    gate.fail();
    await stopListening();
    throw error;
  }
  try {
    host = await TableHost.start(await TableStore.open(db), options.games, options);
  } catch (error) {
    gate.fail();
    await stopListening();
    await db.close().catch(() => {});
    throw error;
  }
  const app = httpApp(host, assets);
  const listener = getRequestListener(app.fetch);
  const sockets = serveSockets(http, host, options);
  // hono's listener answers every request itself, errors included (see httpApp's onError).
  gate.open((request, response) => void listener(request, response));
  const address = http.address() as AddressInfo;
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shown}:${address.port}`,
    port: address.port,
    host,
    http,
    async close() {
      sockets.close();
      host.close();
      // close() alone waits for requests in flight and keeps connections that are busy when it is called
      // (a browser's keep-alive connections included): a server going away drops them all at once.
      await stopListening();
      await db.close();
    },
  };
}
