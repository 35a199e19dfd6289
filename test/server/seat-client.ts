// A table client as a browser would be one: a real WebSocket that joins a table and keeps every
// frame it receives (tests scan them all), with helpers to wait for views and answer decisions.
import WebSocket from 'ws';
import type { SeatView, ServerFrame } from '../../lib/server/index.js';

export class SeatClient {
  readonly frames: ServerFrame[] = [];
  readonly raw: string[] = [];
  readonly socket: WebSocket;
  closed: { code: number; reason: string } | undefined;
  #waiters: (() => void)[] = [];

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.on('message', (data) => {
      const text = (data as Buffer).toString('utf8');
      this.raw.push(text);
      this.frames.push(JSON.parse(text) as ServerFrame);
      this.#wake();
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      this.#wake();
    });
  }

  /** Connects to a server's /ws; joins `table` with `token` unless join is false. */
  static async connect(url: string, table?: string, token?: string): Promise<SeatClient> {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const client = new SeatClient(socket);
    if (table !== undefined) client.send(token === undefined ? { t: 'join', table } : { t: 'join', table, token });
    return client;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Answers by option number, or for a pick decision by a list of them. */
  answer(seq: number, option: number | number[]): void {
    this.send({ t: 'answer', seq, option });
  }

  /** The newest view received. */
  get view(): SeatView | undefined {
    for (let i = this.frames.length - 1; i >= 0; i--) {
      const frame = this.frames[i]!;
      if (frame.t === 'view') return frame.view;
    }
    return undefined;
  }

  /** The public log as a page would hold it: each view's lines added from where the last left off. */
  get lines(): string[] {
    let lines: string[] = [];
    for (const frame of this.frames) {
      if (frame.t !== 'view') continue;
      const { from, lines: fresh } = frame.view.log;
      lines = from === lines.length ? lines.concat(fresh) : [...new Array<string>(from).fill('(earlier)'), ...fresh];
    }
    return lines;
  }

  get errors(): { code: string; message: string }[] {
    return this.frames.filter((f) => f.t === 'error').map((f) => ({ code: f.code, message: f.message }));
  }

  /** Resolves once `check` holds for this client (checked after each frame), or rejects after `ms`. */
  async until(check: (client: SeatClient) => boolean, ms = 15_000, what = 'a frame'): Promise<void> {
    const deadline = Date.now() + ms;
    while (!check(this)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}; last frame: ${this.raw.at(-1)?.slice(0, 300) ?? 'none'}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits for a view at seq `seq` or later. */
  async untilSeq(seq: number, ms?: number): Promise<SeatView> {
    await this.until((c) => (c.view?.seq ?? -1) >= seq, ms, `seq ${seq}`);
    return this.view!;
  }

  /** Waits for the number of error frames to reach `count`. */
  async untilErrors(count: number, ms?: number): Promise<void> {
    await this.until((c) => c.errors.length >= count, ms, `${count} error frame(s)`);
  }

  close(): void {
    this.socket.close();
  }

  #wake(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }
}

/**
 * Plays a table: whoever is asked answers with `pick(options, seq)`, until the game ends or
 * `count` decisions were answered. A pick decision ("tribute two monsters") is answered with
 * its least count of options, starting at the one `pick` names. Returns how many were answered.
 */
export async function play(
  clients: SeatClient[],
  pick: (options: string[], seq: number) => number,
  count: number,
): Promise<number> {
  let answered = 0;
  for (const c of clients) await c.untilSeq(0);
  while (answered < count) {
    // Every client has seen the newest seq; then exactly one of them is asked, or the game is over.
    const seq = Math.max(...clients.map((c) => c.view!.seq));
    for (const c of clients) await c.untilSeq(seq);
    if (clients[0]!.view!.status === 'ended') return answered;
    const move = answerAsked(clients, pick);
    if (move === undefined) {
      // A bot is thinking: wait for the next move.
      await clients[0]!.untilSeq(seq + 1);
      continue;
    }
    answered++;
    await move.asked.untilSeq(move.seq);
  }
  return answered;
}

/**
 * The client asked a question answers it with `pick(options, seq)` (a pick decision: its least count
 * of options from there on); returns who answered and the decision's seq, or undefined when none of
 * `clients` is asked. It does not wait for the answer's frame.
 */
export function answerAsked(
  clients: SeatClient[],
  pick: (options: string[], seq: number) => number = () => 0,
): { asked: SeatClient; seq: number } | undefined {
  const asked = clients.find((c) => c.view!.decision !== null);
  if (asked === undefined) return undefined;
  const d = asked.view!.decision!;
  const first = pick(d.options, d.seq);
  asked.answer(d.seq, d.pick === undefined ? first : pickFrom(first, d.pick.min, d.options.length));
  return { asked, seq: d.seq };
}

/** Plays a table to its end (see play); fails if it takes more than `maxDecisions`. */
export async function playToEnd(
  clients: SeatClient[],
  pick: (options: string[], seq: number) => number,
  maxDecisions = 2_000,
): Promise<number> {
  const answered = await play(clients, pick, maxDecisions);
  for (const c of clients) await c.until((client) => client.view?.status === 'ended', 15_000, 'the end of the game');
  return answered;
}

/** `count` option numbers of `length`, from `first` on (wrapping), in ascending order. */
function pickFrom(first: number, count: number, length: number): number[] {
  return Array.from({ length: count }, (_, i) => (first + i) % length).sort((a, b) => a - b);
}
