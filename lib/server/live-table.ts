import type { Agent } from '../graph/agents.js';
import type { Engine } from '../graph/engine.js';
import type { CardState } from '../cards/state.js';
import type { ServerFrame } from './protocol.js';
import { seatView, type ViewSource } from './seat-view.js';
import type { SeatRecord, TableRecord } from './store/table-store.js';
import type { TableGame } from './table-game.js';

/**
 * One connection watching a table: a seat's socket, or a spectator's (seat null).
 *
 * @example
 * const watcher: Subscriber = { seat: 'p1', send: (frame) => socket.send(JSON.stringify(frame)) };
 */
export interface Subscriber {
  readonly seat: string | null;
  /** Sends one frame to the connection (dropped when it is closed). */
  send(frame: ServerFrame): void;
}

/**
 * A table held in one server's memory (made by `TableHost`): its record, its engine at the newest
 * decision this server has read, and the connections watching it. Every
 * change goes through `serial`, so one process never races itself; other
 * processes are held off by the decision log's key.
 *
 * @example
 * const table = await host.open(id); console.log(table.seq, table.engine.pending?.prompt);
 */
export class LiveTable implements ViewSource {
  readonly id: string;
  readonly game: TableGame;
  readonly record: TableRecord;
  engine: Engine<CardState>;
  lines: string[] = [];
  /** The engine and log length `lines` were made from: a new engine (reloaded) starts them again. */
  #linesOf: { engine: Engine<CardState>; entries: number } | undefined;
  readonly agents = new Map<string, Agent>();
  readonly #watchers = new Map<Subscriber, { seq: number; lines: number }>();
  #chain: Promise<unknown> = Promise.resolve();
  /** When the table was last used, for evicting idle tables from memory. */
  touched = Date.now();

  constructor(game: TableGame, record: TableRecord, engine: Engine<CardState>) {
    this.id = record.id;
    this.game = game;
    this.record = record;
    this.engine = engine;
    this.refresh();
  }

  get seats(): readonly SeatRecord[] {
    return this.record.seats;
  }

  /** Decisions answered so far. */
  get seq(): number {
    return this.engine.decisions.length;
  }

  get watched(): boolean {
    return this.#watchers.size > 0;
  }

  /** Runs `work` after everything queued on this table before it. */
  serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.#chain.then(work, work);
    this.#chain = next.catch(() => {});
    return next;
  }

  /** Brings what every view shares up to the engine: the public lines of the log entries added since last time. */
  refresh(): void {
    const entries = this.engine.log.length;
    if (this.#linesOf?.engine !== this.engine) {
      this.lines = [...this.game.publicLines(this.engine, 0)];
    } else if (entries > this.#linesOf.entries) {
      for (const line of this.game.publicLines(this.engine, this.#linesOf.entries)) this.lines.push(line);
    }
    this.#linesOf = { engine: this.engine, entries };
    this.touched = Date.now();
  }

  /** Adds a watcher and sends it the whole view. */
  watch(subscriber: Subscriber): void {
    this.#watchers.set(subscriber, { seq: -1, lines: 0 });
    this.publish(subscriber);
  }

  /** Stops sending views to a watcher. */
  unwatch(subscriber: Subscriber): void {
    this.#watchers.delete(subscriber);
  }

  /** Sends each watcher (or one) its view, if it has not seen this seq: the log from the line it has. */
  publish(only?: Subscriber): void {
    for (const [subscriber, sent] of this.#watchers) {
      if (only !== undefined && subscriber !== only) continue;
      if (sent.seq === this.seq && only === undefined) continue;
      const view = seatView(this, subscriber.seat, sent.lines);
      sent.seq = view.seq;
      sent.lines = view.log.total;
      subscriber.send({ t: 'view', view });
    }
  }
}
