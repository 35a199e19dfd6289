import type { Agent } from '../graph/agents.js';
import type { Engine } from '../graph/engine.js';
import type { CardState } from '../cards/state.js';
import type { ServerFrame } from './protocol.js';
import { seatView, type LogMark, type ViewSource } from './seat-view.js';
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
  /** The table's game at the newest decision in the log this server has read; replaced only by `advance`. */
  #engine: Engine<CardState>;
  readonly agents = new Map<string, Agent>();
  /** Per watcher: the seq it was last sent, and how far into the log its lines go (each seat reads its own lines). */
  readonly #watchers = new Map<Subscriber, { seq: number; mark: LogMark }>();
  #chain: Promise<unknown> = Promise.resolve();
  /** When the table was last used, for evicting idle tables from memory. */
  touched = Date.now();

  constructor(game: TableGame, record: TableRecord, engine: Engine<CardState>) {
    this.id = record.id;
    this.game = game;
    this.record = record;
    this.#engine = engine;
  }

  get engine(): Engine<CardState> {
    return this.#engine;
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

  /** Notes that the engine moved (decisions read from the log were played on it). */
  refresh(): void {
    this.touched = Date.now();
  }

  /**
   * Moves the table on to `next`, a fork of its engine that played one more decision, once that
   * decision is recorded. The game is never rebuilt in place: the fork's log continues this one's,
   * so the log lines each watcher was sent still count in it.
   */
  advance(next: Engine<CardState>): void {
    this.#engine = next;
    this.touched = Date.now();
  }

  /** Adds a watcher and sends it the whole view. */
  watch(subscriber: Subscriber): void {
    this.#watchers.set(subscriber, { seq: -1, mark: { entries: 0, lines: 0 } });
    this.publish(subscriber);
  }

  /** Stops sending views to a watcher. */
  unwatch(subscriber: Subscriber): void {
    this.#watchers.delete(subscriber);
  }

  /** Sends each watcher (or one) its view, if it has not seen this seq: the log lines since its last frame. */
  publish(only?: Subscriber): void {
    for (const [subscriber, sent] of this.#watchers) {
      if (only !== undefined && subscriber !== only) continue;
      if (sent.seq === this.seq && only === undefined) continue;
      const view = seatView(this, subscriber.seat, sent.mark);
      sent.seq = view.seq;
      sent.mark = { entries: this.engine.log.length, lines: view.log.total };
      subscriber.send({ t: 'view', view });
    }
  }
}
