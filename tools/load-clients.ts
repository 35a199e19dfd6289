// The client side of `npm run load`: each duel table has two bot clients that connect over
// WebSockets as a browser would, and answer their own decisions after a think time. Every answer
// is timed from the moment it is sent to the moment the answering socket receives the view that
// includes it (answer-to-update latency).
import WebSocket from 'ws';
import { Rng } from 'cardweave';
import type { SeatView, ServerFrame } from 'cardweave/server';

/** What the clients of one table saw: enough to check the server's log against. */
export interface TableSeen {
  id: string;
  /** Decisions this table's clients answered and saw acknowledged. */
  answered: number;
  /** The newest view each seat received (seq and the public log's length). */
  /** Per seat: the last seq, log line count (its own lines) and status it was sent. */
  last: { seat: string; seq: number; lines: number; status: string }[];
  errors: string[];
}

/** One run's client-side figures. */
export interface ClientFigures {
  latencies: number[];
  /** When each latency was measured (performance.now()), to tell warm-up from steady state. */
  at: number[];
  tables: TableSeen[];
}

export interface ClientOptions {
  url: string;
  thinkMs: number;
  /** When to stop answering (ms since the epoch); sockets close after. */
  until: number;
  rng: Rng;
  figures: ClientFigures;
}

/** Creates a duel table with two person seats over HTTP; returns its id and tokens. */
export async function createTable(url: string): Promise<{ id: string; tokens: Record<string, string> }> {
  const response = await fetch(`${url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'duel', seats: { p1: 'person', p2: 'person' } }),
  });
  const body = (await response.json()) as { id: string; seats: Record<string, { link: string }> };
  if (response.status !== 201) throw new Error(`creating a table failed: ${JSON.stringify(body)}`);
  const tokens: Record<string, string> = {};
  for (const [seat, { link }] of Object.entries(body.seats)) tokens[seat] = new URLSearchParams(link.split('#')[1]).get('token')!;
  return { id: body.id, tokens };
}

/** Plays one table with two bot clients until the game ends or time is up. Resolves when both sockets are closed. */
export async function playTable(id: string, tokens: Record<string, string>, options: ClientOptions): Promise<TableSeen> {
  const seen: TableSeen = { id, answered: 0, last: [], errors: [] };
  options.figures.tables.push(seen);
  await Promise.all(
    Object.entries(tokens).map(
      ([seat, token], index) =>
        new Promise<void>((resolve) => {
          const socket = new WebSocket(`${options.url.replace(/^http/, 'ws')}/ws`);
          const state = { seat, seq: -1, lines: 0, status: 'playing' };
          seen.last[index] = state;
          let sentAt = 0;
          let sentSeq = 0;
          let timer: NodeJS.Timeout | undefined;
          let leaving = false;
          const finish = (): void => {
            clearTimeout(timer);
            clearTimeout(stop);
            leaving = true;
            socket.close();
          };
          // Time up: a seat that is not waiting for an acknowledgement leaves now (one that is leaves on it).
          const stop = setTimeout(() => {
            if (sentSeq === 0) finish();
          }, options.until - Date.now());
          socket.on('open', () => socket.send(JSON.stringify({ t: 'join', table: id, token })));
          socket.on('message', (data) => {
            const frame = JSON.parse((data as Buffer).toString('utf8')) as ServerFrame;
            if (frame.t === 'error') {
              seen.errors.push(`${frame.code}: ${frame.message}`);
              return;
            }
            const view: SeatView = frame.view;
            state.seq = view.seq;
            state.lines = view.log.from + view.log.lines.length;
            state.status = view.status;
            if (sentSeq > 0 && view.seq >= sentSeq) {
              const now = performance.now();
              options.figures.latencies.push(now - sentAt);
              options.figures.at.push(now);
              seen.answered++;
              sentSeq = 0;
            }
            if (view.status === 'ended' || Date.now() >= options.until) return finish();
            const d = view.decision;
            if (d === null || sentSeq > 0) return;
            const think = options.thinkMs === 0 ? 0 : options.thinkMs * (0.5 + options.rng.int(1000) / 1000);
            const first = options.rng.int(d.options.length);
            // A pick (the duel's tributes) is answered with as few option numbers as it takes, from a random one on.
            const option =
              d.pick === undefined
                ? first
                : Array.from({ length: d.pick.min }, (_, i) => (first + i) % d.options.length).sort((a, b) => a - b);
            timer = setTimeout(() => {
              if (socket.readyState !== socket.OPEN || Date.now() >= options.until) return finish();
              sentSeq = d.seq;
              sentAt = performance.now();
              socket.send(JSON.stringify({ t: 'answer', seq: d.seq, option }));
            }, think);
          });
          socket.on('close', () => {
            clearTimeout(timer);
            clearTimeout(stop);
            resolve();
          });
          // Closing a socket that is still connecting (time ran out) is ours, not the server's doing.
          socket.on('error', (error) => {
            if (!leaving) seen.errors.push(`socket: ${error.message}`);
          });
        }),
    ),
  );
  return seen;
}
