// npx tsx tools/load-spectators.ts: what spectators cost a move. One duel table on a table server
// process of its own (PGlite), two person seats played by this process over WebSockets, and N
// spectator WebSockets on 127.0.0.1 watching it. Each move is timed twice: in the server, from the
// host taking the answer to every watcher's frame handed to its socket (the row committed
// included), with the server's CPU time over that span; and here, from the answer sent to the
// last spectator's frame received (this process reads N sockets, so that figure carries its cost
// too). It also checks that every spectator was sent every move and that all were sent the same
// bytes. Loopback only; bounded in sockets and moves; it stops by itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { Rng } from 'cardweave';
import type { SeatView, ServerFrame } from 'cardweave/server';
import { startServerProcess } from './load.js';

const HELP = `Usage: npx tsx tools/load-spectators.ts [options]

One duel table on its own server process (PGlite, 127.0.0.1), two seats played
from here, and N spectator WebSockets watching. Reports per move: the server's
time from taking the answer to the last frame handed to a socket, its CPU time,
and the time here from the answer sent to the last spectator's frame received.

Options:
  --spectators N   spectator sockets (0-5000, default 2000)
  --moves N        moves timed, after 3 untimed ones (1-500, default 40)
  --join-at N      moves played before the spectators join (0-300, default 0)
  --seed N         the table's seed and the seats' choices (default 1)
  --json           print the report as JSON
  --help           print this help`;

/** Moves played before timing starts (the server's code is compiled by then). */
const WARM_UP = 3;

export interface SpectatorOptions {
  spectators: number;
  moves: number;
  /** Moves played before the spectators join (untimed): a long game's first frames carry its log. */
  joinAt: number;
  seed: number;
}

/** Median, 90th percentile and most of some figures, in ms. */
export interface Spread {
  p50: number;
  p90: number;
  max: number;
}

export interface SpectatorReport {
  spectators: number;
  /** Moves timed (fewer than asked if the game ended). */
  moves: number;
  /** The seq the spectators joined at. */
  joinedAt: number;
  /** In the server: the answer taken, its row committed, every watcher's frame handed to its socket. */
  serverMs: Spread;
  /** The server process's CPU time (user + system) over the same span. */
  serverCpuMs: Spread;
  /** Here: the answer sent, the last spectator's frame received (0 spectators: the answering seat's). */
  lastFrameMs: Spread;
  /** A spectator's frame, median size in bytes. */
  frameBytes: number;
  /** The server process's CPU time while the spectators joined (their upgrades and first views), in ms. */
  joinCpuMs: number;
  /** Spectator frames expected and not received, over the timed moves. */
  missed: number;
  /** Moves at which two spectators were sent different bytes. */
  differing: number;
}

function spread(values: number[]): Spread {
  const sorted = values.slice().sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  const round = (n: number) => Math.round(n * 100) / 100;
  return { p50: round(at(0.5)), p90: round(at(0.9)), max: round(sorted.at(-1) ?? 0) };
}

/** A socket joined to the table; resolves once its first frame came. */
async function joined(
  url: string,
  table: string,
  token: string | undefined,
  onFrame: (text: string) => void,
): Promise<WebSocket> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`);
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => {
      socket.send(JSON.stringify(token === undefined ? { t: 'join', table } : { t: 'join', table, token }));
      socket.once('message', () => resolve());
    });
    socket.on('message', (data) => onFrame((data as Buffer).toString('utf8')));
  });
  return socket;
}

/** A view frame's seq, read without parsing the whole frame (the view's first "seq" field). */
function seqOf(text: string): number {
  const match = /"seq":(\d+)/.exec(text);
  if (match === null) throw new Error(`a frame without a seq: ${text.slice(0, 200)}`);
  return Number(match[1]);
}

/** One run: a fresh server and database, one table, `spectators` sockets watching `moves` timed moves. */
export async function runSpectators(options: SpectatorOptions): Promise<SpectatorReport> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cardweave-spectators-'));
  const server = await startServerProcess({ LOAD_DATA_DIR: dataDir });
  const sockets: WebSocket[] = [];
  try {
    const { table: id, tokens } = (await server.ask({ ask: 'create', seed: options.seed })) as {
      table: string;
      tokens: Record<string, string>;
    };
    const rng = new Rng(options.seed);
    // The seats' newest views, and when a seat was first sent each seq (the figure of a run without spectators).
    const views = new Map<string, SeatView>();
    const seats = new Map<number, number>();
    // Per seq: how many spectators were sent it, the first one's bytes, whether any differed, when the last came.
    const sent = new Map<number, { count: number; text: string; differs: boolean; last: number }>();
    let waiting: { seq: number; resolve: () => void } | undefined;
    let watching = 0;
    const arrived = (seq: number) => (watching === 0 ? seats.has(seq) : sent.get(seq)?.count === watching);
    const check = (): void => {
      if (waiting !== undefined && arrived(waiting.seq)) waiting.resolve();
    };
    const onSpectator = (text: string): void => {
      const seq = seqOf(text);
      const now = performance.now();
      const seen = sent.get(seq);
      if (seen === undefined) sent.set(seq, { count: 1, text, differs: false, last: now });
      else {
        seen.count++;
        seen.differs ||= seen.text !== text;
        seen.last = now;
      }
      check();
    };
    for (const [seat, token] of Object.entries(tokens)) {
      sockets.push(
        await joined(server.url, id, token, (text) => {
          const frame = JSON.parse(text) as ServerFrame;
          if (frame.t === 'error') throw new Error(`${seat} was refused: ${frame.code}: ${frame.message}`);
          views.set(seat, frame.view);
          if (!seats.has(frame.view.seq)) seats.set(frame.view.seq, performance.now());
          check();
        }),
      );
    }
    /** Plays one move (a seeded choice of the asked seat); resolves when every watcher was sent it, or undefined at the game's end. */
    const move = async (): Promise<{ seq: number; at: number; late: boolean } | undefined> => {
      const asked = [...views.entries()].find(([, v]) => v.decision !== null);
      if (asked === undefined) return undefined;
      const [seat, view] = asked;
      const d = view.decision!;
      const first = rng.int(d.options.length);
      const option =
        d.pick === undefined
          ? first
          : Array.from({ length: d.pick.min }, (_, i) => (first + i) % d.options.length).sort((a, b) => a - b);
      const socket = sockets[Object.keys(tokens).indexOf(seat)]!;
      const done = new Promise<void>((resolve) => {
        waiting = { seq: d.seq, resolve };
      });
      const at = performance.now();
      socket.send(JSON.stringify({ t: 'answer', seq: d.seq, option }));
      check();
      // A spectator that was never sent this move would hang the run: bound the wait.
      const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 30_000).unref());
      const outcome = await Promise.race([done, timer]);
      // The seats' views must show the move before the next one is chosen.
      while ([...views.values()].some((v) => v.seq < d.seq)) await new Promise((r) => setTimeout(r, 1));
      return { seq: d.seq, at, late: outcome === 'late' };
    };
    // A game played for a while before anyone watches: joining it sends its log too.
    for (let i = 0; i < options.joinAt; i++) if ((await move()) === undefined) break;
    // Spectators join in waves, so the server's accept queue is not flooded.
    await server.ask({ ask: 'loop' });
    for (let i = 0; i < options.spectators; i += 100) {
      const wave = Math.min(100, options.spectators - i);
      sockets.push(...(await Promise.all(Array.from({ length: wave }, () => joined(server.url, id, undefined, onSpectator)))));
      watching += wave;
    }
    const joinedAt = Math.max(...[...views.values()].map((v) => v.seq));
    const joinCpuMs = ((await server.ask({ ask: 'loop' })) as { cpuMs: number }).cpuMs;
    const lastFrame: number[] = [];
    let missed = 0;
    let differing = 0;
    let timed = 0;
    for (let i = 0; i < WARM_UP + options.moves; i++) {
      if (i === WARM_UP) await server.ask({ ask: 'answers' });
      const played = await move();
      if (played === undefined) break; // the game ended
      if (i < WARM_UP) continue;
      timed++;
      const seen = sent.get(played.seq);
      missed += watching - (seen?.count ?? 0);
      if (seen?.differs) differing++;
      if (!played.late) lastFrame.push((watching === 0 ? seats.get(played.seq)! : seen!.last) - played.at);
    }
    const answers = ((await server.ask({ ask: 'answers' })) as { answers: { ms: number; cpuMs: number }[] }).answers;
    const sizes = [...sent.values()].map((s) => Buffer.byteLength(s.text));
    return {
      spectators: options.spectators,
      moves: timed,
      joinedAt,
      serverMs: spread(answers.map((a) => a.ms)),
      serverCpuMs: spread(answers.map((a) => a.cpuMs)),
      lastFrameMs: spread(lastFrame),
      frameBytes: spread(sizes).p50,
      joinCpuMs: Math.round(joinCpuMs),
      missed,
      differing,
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    await server.ask({ ask: 'stop' }).catch(() => {});
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function format(r: SpectatorReport): string {
  const show = (s: Spread) => `p50 ${s.p50} ms, p90 ${s.p90} ms, max ${s.max} ms`;
  return [
    `${r.spectators} spectators joined at decision ${r.joinedAt}, ${r.moves} moves timed, spectator frames of ${r.frameBytes} bytes`,
    `  server, answer taken to every frame handed to its socket: ${show(r.serverMs)}`,
    `  server CPU over the same span: ${show(r.serverCpuMs)}`,
    `  server CPU while the spectators joined (upgrades and first views): ${r.joinCpuMs} ms`,
    `  here, answer sent to the last ${r.spectators === 0 ? "seat's" : "spectator's"} frame received: ${show(r.lastFrameMs)}`,
    `  ${r.missed} spectator frames missed, ${r.differing} moves where spectators were sent different bytes`,
  ].join('\n');
}

function wholeNumber(text: string | undefined, name: string, min: number, max: number, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(text)}`);
  return Number(text);
}

async function main(argv: string[]): Promise<number> {
  let options: SpectatorOptions;
  let json: boolean;
  try {
    const { values: v } = parseArgs({
      args: argv,
      options: {
        spectators: { type: 'string' },
        moves: { type: 'string' },
        'join-at': { type: 'string' },
        seed: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    });
    if (v.help) {
      console.log(HELP);
      return 0;
    }
    json = v.json === true;
    options = {
      spectators: wholeNumber(v.spectators, 'spectators', 0, 5000, 2000),
      moves: wholeNumber(v.moves, 'moves', 1, 500, 40),
      joinAt: wholeNumber(v['join-at'], 'join-at', 0, 300, 0),
      seed: wholeNumber(v.seed, 'seed', 0, 2 ** 32 - 1, 1),
    };
  } catch (error) {
    console.error(`load-spectators: ${(error as Error).message.split('\n')[0]}`);
    return 2;
  }
  const report = await runSpectators(options);
  console.log(json ? JSON.stringify(report, null, 2) : format(report));
  return report.missed === 0 && report.differing === 0 ? 0 : 1;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main(process.argv.slice(2));
}
