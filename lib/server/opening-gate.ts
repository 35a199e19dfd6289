import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import type { WebAssets } from './assets.js';
import { httpApp } from './http-app.js';
import type { TableGame } from './table-game.js';
import type { TableHost } from './table-host.js';

/**
 * The requests a server answers before its database is open: the page and the games it hosts,
 * which need no table. Exact paths, GET only, so a route added later that reads tables waits.
 */
const WITHOUT_STORE =
  /^\/(?:|t\/[A-Za-z0-9_-]{1,64}|assets\/(?:app\.js|style\.css|mermaid\.js)|api\/games(?:\/[A-Za-z0-9_.-]{1,32}\/graph)?)$/;

/**
 * A server's HTTP and WebSocket doors while its database opens (a new PGlite
 * folder takes seconds): it listens at once and answers the page, its assets
 * and the games list, so a person sees the lobby within a second or two;
 * `/healthz` says `{ ok: false, starting: true }` (503); every other request,
 * and every WebSocket upgrade, waits until the store is open and the host
 * started, then goes on as usual. No table is created, read or answered
 * before that. If opening fails, the server closes and waiting requests are
 * dropped with it.
 *
 * @example
 * const gate = openingGate(http, assets, games); gate.open(hostListener, () => attachSockets());
 */
export function openingGate(
  http: Server,
  assets: WebAssets,
  games: readonly TableGame[],
): { open(listener: RequestListener): void; fail(): void } {
  // httpApp's page and games routes read only host.games: a host that has nothing else is enough for them.
  const gamesOnly = { games } as unknown as TableHost;
  const early = getRequestListener(httpApp(gamesOnly, assets).fetch);
  let ready: RequestListener | undefined;
  let failed = false;
  const waiting: (() => void)[] = [];
  const upgrades: [IncomingMessage, Duplex, Buffer][] = [];
  const onRequest = (request: IncomingMessage, response: ServerResponse): void => {
    if (ready !== undefined) return void ready(request, response);
    const path = (request.url ?? '/').split('?')[0]!;
    if (request.method === 'GET' && path === '/healthz') {
      response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
      response.end(JSON.stringify({ ok: false, starting: true }));
      return;
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && WITHOUT_STORE.test(path)) return void early(request, response);
    waiting.push(() => (ready !== undefined ? void ready(request, response) : response.destroy()));
  };
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    upgrades.push([request, socket, head]);
  };
  http.on('request', onRequest);
  http.on('upgrade', onUpgrade);
  const release = (): void => {
    http.off('upgrade', onUpgrade);
    for (const go of waiting.splice(0)) go();
    // Upgrades that came early go to the socket side now listening (or are dropped if none is).
    for (const [request, socket, head] of upgrades.splice(0))
      if (failed || !http.emit('upgrade', request, socket, head)) socket.destroy();
  };
  return {
    open(listener) {
      ready = listener;
      release();
    },
    fail() {
      failed = true;
      release();
    },
  };
}
