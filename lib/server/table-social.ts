// What a table has besides its game: its chat, an end its rules did not make (a seat conceded),
// and its rematch links. Held by each LiveTable as this server last read it from the database,
// and put in every view by `fillSocialView`, so the page has one shape for every end.
import type { Json } from '../graph/json.js';
import { ChatWindow } from './table-chat.js';
import { rotatedSeat } from './rematch.js';
import type { GameOverView, SeatRecord, SeatView } from './wire.js';

/** An end the rules did not make: the seat that conceded (or timed out) in place of answering decision `seq`. */
export interface TableEnd {
  seq: number;
  seat: string;
  how: 'concede' | 'timeout';
}

/**
 * A table's chat, end and rematch links in one server's memory. `version`
 * moves with every change, so watchers are sent a view when it moves even
 * though the game's seq did not.
 *
 * @example
 * const social = new TableSocial(); social.endBy({ seq: 4, seat: 'p1', how: 'concede' }); social.version; // 1
 */
export class TableSocial {
  readonly chat = new ChatWindow();
  #end: TableEnd | undefined;
  #rematch: string | undefined;
  #rematchOf: string | undefined;
  #version = 0;

  get version(): number {
    return this.#version;
  }

  get end(): TableEnd | undefined {
    return this.#end;
  }

  get rematch(): string | undefined {
    return this.#rematch;
  }

  get rematchOf(): string | undefined {
    return this.#rematchOf;
  }

  /** Adds chat lines read from the database; returns whether any were new. */
  addChat(lines: Parameters<ChatWindow['add']>[0]): boolean {
    const added = this.chat.add(lines);
    if (added) this.#version++;
    return added;
  }

  endBy(end: TableEnd): void {
    if (this.#end !== undefined) return;
    this.#end = end;
    this.#version++;
  }

  links(links: { rematch?: string; rematchOf?: string }): void {
    if (links.rematch !== undefined && links.rematch !== this.#rematch) {
      this.#rematch = links.rematch;
      this.#version++;
    }
    if (links.rematchOf !== undefined && links.rematchOf !== this.#rematchOf) {
      this.#rematchOf = links.rematchOf;
      this.#version++;
    }
  }
}

/**
 * Fills a view's `chat` (the lines after line `chatSeen`), `rematch` and
 * `rematchOf`, and `over` for an end the rules did not make: a conceded game
 * is shown ended, with no decision pending. (A game its rules ended has its
 * `over` from `seatView` itself, so a replay's last step says it too.)
 *
 * @example
 * fillSocialView(view, table.social, table.seats, 0);
 */
export function fillSocialView(view: SeatView, social: TableSocial, seats: readonly SeatRecord[], chatSeen: number): void {
  if (social.chat.total > 0) view.chat = social.chat.since(chatSeen);
  const end = social.end;
  if (end !== undefined) {
    view.over = endView(end, seats);
    view.status = 'ended';
    view.result = view.over.reason;
    view.decision = null;
    view.waitingFor = null;
  }
  if (social.rematchOf !== undefined) view.rematchOf = social.rematchOf;
  if (social.rematch !== undefined) {
    const seat = view.seat === null ? undefined : rotatedSeat(seats, view.seat);
    view.rematch = seat === undefined ? { table: social.rematch } : { table: social.rematch, seat };
  }
}

/**
 * A concession (or timeout) as the page is told it. With two seats the other
 * one wins; with more, nobody does: the game ends for every seat, as the
 * rules name no winner among the rest.
 */
function endView(end: TableEnd, seats: readonly SeatRecord[]): GameOverView {
  const others = seats.filter((s) => s.seat !== end.seat);
  const winner = others.length === 1 ? others[0]!.seat : null;
  const reason = end.how === 'concede' ? `${end.seat} conceded` : `${end.seat} ran out of time`;
  return { winner, reason, how: end.how };
}

/** The winning seat a game's result names (War's and the duel's: `{ winner: 'p2', reason }`), or null. */
export function winnerOf(result: Json | undefined, seats: readonly SeatRecord[]): string | null {
  if (result === null || typeof result !== 'object' || Array.isArray(result)) return null;
  const winner = (result as { winner?: Json }).winner;
  return typeof winner === 'string' && seats.some((s) => s.seat === winner) ? winner : null;
}
