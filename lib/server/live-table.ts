import type { Agent } from '../graph/agents.js';
import type { Engine } from '../graph/engine.js';
import type { CardState } from '../cards/state.js';
import type { ServerFrame } from './protocol.js';
import { seatView, type LogMark, type ViewSource } from './seat-view.js';
import { sharedFrame, type SharedFrame } from './shared-frame.js';
import type { SeatRecord, TableRecord } from './store/table-store.js';
import type { TableGame } from './table-game.js';
import { TableSocial } from './table-social.js';
import type { LiveClock } from './live-clock.js';
import { notesThrough } from './timeout-lines.js';

/**
 * One connection watching a table: a seat's socket, or a spectator's (seat null).
 *
 * @example
 * const watcher: Subscriber = { seat: 'p1', send: (frame, bytes) => socket.send(bytes, { binary: false }) };
 */
export interface Subscriber {
  readonly seat: string | null;
  /**
   * Sends one frame to the connection (dropped when it is closed): `frame`,
   * and `bytes`, its JSON as UTF-8. Every watcher sent the same view is
   * handed the same frozen object and the same bytes, built once.
   */
  send(frame: ServerFrame, bytes: Buffer): void;
}

/** A view frame built for every watcher at one place: the seq it shows and where their log stands after it. */
interface BuiltView {
  seq: number;
  mark: LogMark;
  /** The table's social version it shows (chat, an end by concession, rematch links). */
  social: number;
  shared: SharedFrame;
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
  /** Its chat, an end by concession, its rematch links: changes that move no seq but are sent to every watcher. */
  readonly social = new TableSocial();
  /** Per watcher: the seq and social version it was last sent, and how far into the log (and chat) it reads. */
  readonly #watchers = new Map<Subscriber, { seq: number; social: number; mark: LogMark }>();
  /**
   * The frames built at the game's current position (its engine, seq and log
   * length), by seat and log mark: a watcher who joins before the next move is
   * sent the one already built for a joiner of its seat. Dropped when nobody
   * watches, so an idle table keeps none.
   */
  #built: { engine: Engine<CardState>; seq: number; entries: number; social: number; frames: Map<string, BuiltView> } | undefined;
  #chain: Promise<unknown> = Promise.resolve();
  /** When the table was last used, for evicting idle tables from memory. */
  touched = Date.now();
  /** The table's clock, when its game declares one (read from its deadline rows by the host). */
  clock?: LiveClock;

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

  /** The table's packs by name: a view shows their cards' texts. */
  get packs(): readonly string[] {
    return this.record.packs;
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
    this.#watchers.set(subscriber, { seq: -1, social: -1, mark: { entries: 0, lines: 0, chat: 0 } });
    this.publish(subscriber);
  }

  /** Stops sending views to a watcher. */
  unwatch(subscriber: Subscriber): void {
    this.#watchers.delete(subscriber);
    if (this.#watchers.size === 0) this.#built = undefined;
  }

  /**
   * Sends each watcher (or one) its view, if it has not seen this seq: the
   * log lines since its last frame. A frame depends only on the seat and on
   * where the watcher's log stands, so watchers alike in both (every
   * spectator that saw the last move, every socket of one seat) are sent one
   * frame, built and encoded once: a move costs one view per seat and one for
   * the spectators, however many watch. Watchers who join before the next
   * move share the first frame built for a joiner of their seat.
   */
  publish(only?: Subscriber): void {
    const built = this.#framesNow();
    for (const [subscriber, sent] of this.#watchers) {
      if (only !== undefined && subscriber !== only) continue;
      if (sent.seq === this.seq && sent.social === this.social.version && only === undefined) continue;
      const key = JSON.stringify([subscriber.seat, sent.mark.entries, sent.mark.lines, sent.mark.chat ?? 0, sent.mark.seq ?? 0]);
      let frame = built.get(key);
      if (frame === undefined) {
        frame = this.#build(subscriber.seat, sent.mark);
        built.set(key, frame);
      }
      sent.seq = frame.seq;
      sent.social = frame.social;
      // Shared by the watchers sent this frame: a mark is replaced, never changed in place.
      sent.mark = frame.mark;
      subscriber.send(frame.shared.frame, frame.shared.bytes);
    }
  }

  /** The frames built at the current position, or a new empty set when the game moved or was reloaded since. */
  #framesNow(): Map<string, BuiltView> {
    const { engine, seq } = this;
    const entries = engine.log.length;
    const social = this.social.version;
    const kept = this.#built;
    if (kept?.engine === engine && kept.seq === seq && kept.entries === entries && kept.social === social) return kept.frames;
    this.#built = { engine, seq, entries, social, frames: new Map() };
    return this.#built.frames;
  }

  #build(seat: string | null, mark: LogMark): BuiltView {
    const view = seatView(this, seat, mark);
    return {
      seq: view.seq,
      social: this.social.version,
      mark: Object.freeze({
        entries: this.engine.log.length,
        lines: view.log.total,
        chat: view.chat?.total ?? 0,
        // The timeout lines sent so far: a forfeit's is past the answers' seq.
        seq: notesThrough(this),
      }),
      shared: sharedFrame({ t: 'view', view }),
    };
  }
}
