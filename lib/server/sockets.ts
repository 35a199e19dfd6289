import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { TableError } from './errors.js';
import type { LiveTable, Subscriber } from './live-table.js';
import { MAX_CLIENT_MESSAGE, parseClientMessage, type ServerFrame } from './protocol.js';
import type { TableHost } from './table-host.js';
import { socialMessage } from './table-social-messages.js';

/**
 * Limits of the WebSocket side.
 *
 * @example
 * const limits: SocketLimits = { maxSockets: 20_000, joinTimeoutMs: 10_000, messagesPerMinute: 120 };
 */
export interface SocketLimits {
  /** Open sockets at once; more are refused at the upgrade (503). Default 20,000. */
  maxSockets?: number;
  /** A socket that has not joined a table by then is closed. Default 10 s. */
  joinTimeoutMs?: number;
  /** Messages one socket may send per minute before it is closed. Default 600. */
  messagesPerMinute?: number;
  /** How often sockets are pinged; one that missed the last ping is dropped. Default 30 s. */
  pingMs?: number;
  /**
   * Bytes a socket may have waiting to be sent (ws's `bufferedAmount`: what
   * the operating system would not take yet) when a view is due; past this it
   * is too far behind and is dropped instead (the page reconnects and is sent
   * the whole view). Default 1 MiB.
   */
  maxSendBacklog?: number;
  /** Where the socket side says what it did on its own (a socket dropped for being too far behind). */
  report?: (line: string) => void;
}

/**
 * The WebSocket side of a running server.
 *
 * @example
 * const sockets: SocketServer = serveSockets(httpServer, host); console.log(sockets.count);
 */
export interface SocketServer {
  /** Sockets open now. */
  readonly count: number;
  /** Stops listening for upgrades and drops every socket. */
  close(): void;
}

/** Close codes: the policy one (RFC 6455, 1008) for a client that broke the protocol. */
const POLICY = 1008;

/**
 * Serves the WebSocket endpoint `/ws` on an HTTP server: a socket joins one
 * table as a seat (its token) or a spectator, receives that seat's view after
 * every move, and may send answers to its own decisions. A malformed message
 * is answered with a refusal and the socket closed; a refused answer (stale,
 * not its own, not offered) is answered with a refusal and the socket stays.
 *
 * @example
 * const sockets = serveSockets(httpServer, host); // later: sockets.close()
 */
export function serveSockets(server: Server, host: TableHost, limits: SocketLimits = {}): SocketServer {
  const maxSockets = limits.maxSockets ?? 20_000;
  const joinTimeoutMs = limits.joinTimeoutMs ?? 10_000;
  const perMinute = limits.messagesPerMinute ?? 600;
  const maxBacklog = limits.maxSendBacklog ?? 1024 * 1024;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE, perMessageDeflate: false });
  const alive = new WeakSet<WebSocket>();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/ws') {
      socket.end('HTTP/1.1 404 Not Found\r\nconnection: close\r\n\r\n');
      return;
    }
    if (wss.clients.size >= maxSockets) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nconnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => connected(ws));
  };
  server.on('upgrade', onUpgrade);

  const pinger = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, limits.pingMs ?? 30_000);
  pinger.unref();

  function connected(ws: WebSocket): void {
    alive.add(ws);
    ws.on('pong', () => alive.add(ws));
    const send = (frame: ServerFrame): void => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
    };
    // A view's bytes are shared with every watcher sent the same view. ws never blocks a send: what
    // the peer does not read piles up in this process, so a socket that far behind is dropped
    // rather than let one slow reader hold memory for every move it has not read. Text frames,
    // as the page reads them (ws would send a Buffer as binary).
    const sendView = (bytes: Buffer, table: string, seat: string | null): void => {
      if (ws.readyState !== ws.OPEN) return;
      if (ws.bufferedAmount <= maxBacklog) return ws.send(bytes, { binary: false });
      ws.terminate();
      limits.report?.(
        `table ${table}: dropped the socket of ${seat === null ? 'a spectator' : `seat ${seat}`}: more than ${maxBacklog} bytes were waiting to be sent to it`,
      );
    };
    let joined: { table: LiveTable; seat: string | null; stop: () => void } | undefined;
    let joining = false;
    let window = Date.now();
    let count = 0;
    const timer = setTimeout(() => {
      if (joined === undefined)
        refuse(new TableError('join-timeout', `Join a table within ${joinTimeoutMs / 1000} s of connecting`));
    }, joinTimeoutMs);

    /** Sends a refusal; a broken protocol also ends the connection. */
    function refuse(error: TableError, close = true): void {
      send({ t: 'error', code: error.code, message: error.message });
      if (close) ws.close(POLICY, error.code);
    }

    ws.on('message', (data: RawData, isBinary: boolean) => {
      const now = Date.now();
      if (now - window > 60_000) {
        window = now;
        count = 0;
      }
      if (++count > perMinute) return refuse(new TableError('too-many-messages', `At most ${perMinute} messages a minute`));
      if (isBinary) return refuse(new TableError('message-bad', 'Message refused: send text frames'));
      let message;
      try {
        message = parseClientMessage(text(data));
      } catch (error) {
        return refuse(error as TableError);
      }
      if (message.t === 'join') {
        if (joined !== undefined || joining)
          return refuse(new TableError('message-bad', 'Message refused: this connection has joined a table already'));
        joining = true;
        host
          .open(message.table)
          .then(async (table) => {
            const seat = await host.seatFor(table, message.token);
            if (ws.readyState !== ws.OPEN) return;
            clearTimeout(timer);
            const subscriber: Subscriber = { seat, send: (_frame, bytes) => sendView(bytes, table.id, seat) };
            joined = { table, seat, stop: host.watch(table, subscriber) };
          })
          .catch((error: unknown) => refuse(asRefusal(error)))
          .finally(() => {
            joining = false;
          });
        return;
      }
      if (joined === undefined)
        return refuse(
          new TableError(
            'message-bad',
            `Message refused: join a table before ${message.t === 'answer' ? 'answering' : `sending "${message.t}"`}`,
          ),
        );
      if (message.t !== 'answer') {
        // Chat, concede and rematch: a seat's, refused to spectators; refusals leave the socket open.
        socialMessage(host, joined.table.id, joined.seat, message).catch((error: unknown) => refuse(asRefusal(error), false));
        return;
      }
      if (joined.seat === null) return refuse(new TableError('decision-not-yours', 'A spectator answers no decision'), false);
      host
        .answer(joined.table.id, joined.seat, message.seq, message.option)
        .catch((error: unknown) => refuse(asRefusal(error), false));
    });
    ws.on('close', () => {
      clearTimeout(timer);
      joined?.stop();
    });
    ws.on('error', () => ws.terminate());
  }

  return {
    get count() {
      return wss.clients.size;
    },
    close() {
      clearInterval(pinger);
      server.off('upgrade', onUpgrade);
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}

/** A text frame's payload (ws hands it over as a Buffer, or a list of them). */
function text(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

function asRefusal(error: unknown): TableError {
  if (error instanceof TableError) return error;
  console.error(error);
  return new TableError('internal', 'The server failed on this message; it is logged');
}
