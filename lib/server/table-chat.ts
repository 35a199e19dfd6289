// A table's chat: what a line may be, how many a table and a seat may write, and the window of
// lines a table keeps in memory for its watchers. Chat is text from strangers: the server bounds
// and checks it and sends it as data; the page sets it as text, never as markup.
import type { ChatLine } from './wire.js';

/** The longest chat line, in characters (code points) after trimming. */
export const CHAT_MAX_CHARS = 280;
/** The most lines a table's chat holds; past it a line is refused (`chat-full`). */
export const CHAT_MAX_LINES = 500;
/** How many lines one seat may write within `CHAT_RATE_MS` before it is told to wait (`chat-too-fast`). */
export const CHAT_RATE_LINES = 5;
export const CHAT_RATE_MS = 10_000;
/** The lines a new connection is sent (the newest), and that a table keeps in memory. */
export const CHAT_WINDOW = 100;

// C0 and C1 controls (newlines and tabs among them): a line is one line of plain text.
const CONTROL = /\p{Cc}/u;
// With the u flag a pair is one code point, so this matches only a surrogate without its other half.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * A chat line's text, trimmed, or the reason it is refused: 1 to 280
 * characters, no control characters, no lone surrogate (which no page could
 * show and UTF-8 cannot carry).
 *
 * @example
 * chatTextProblem(' good game '); // { text: 'good game' }
 * chatTextProblem('a\nb'); // { problem: '"text" must not hold control characters (U+000A at 2)' }
 */
export function chatTextProblem(raw: string): { text: string } | { problem: string } {
  if (LONE_SURROGATE.test(raw)) return { problem: '"text" must be well-formed Unicode (it holds a lone surrogate)' };
  const text = raw.trim();
  const chars = [...text];
  if (chars.length === 0) return { problem: `"text" must hold 1 to ${CHAT_MAX_CHARS} characters after trimming, got none` };
  if (chars.length > CHAT_MAX_CHARS)
    return { problem: `"text" must hold 1 to ${CHAT_MAX_CHARS} characters after trimming, got ${chars.length}` };
  const at = chars.findIndex((c) => CONTROL.test(c));
  if (at >= 0) {
    const code = chars[at]!.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    return { problem: `"text" must not hold control characters (U+${code} at ${at + 1})` };
  }
  return { text };
}

/**
 * The newest chat lines of one table, as this server has read them: at most
 * `CHAT_WINDOW`, numbered on from 1 with no gap, and how many the table has.
 *
 * @example
 * const chat = new ChatWindow(); chat.add([{ n: 1, seat: 'p1', at: 0, text: 'hi' }]); chat.total; // 1
 */
export class ChatWindow {
  #lines: ChatLine[] = [];
  #total = 0;

  /** Lines the table has written in all. */
  get total(): number {
    return this.#total;
  }

  /** Adds lines read from the database, in order; lines already held are skipped. Returns whether any were new. */
  add(lines: readonly ChatLine[]): boolean {
    let added = false;
    for (const line of lines) {
      if (line.n <= this.#total) continue;
      // A server that fell more than a window behind is read only the newest lines: start again from them.
      if (line.n !== this.#total + 1) this.#lines = [];
      this.#lines.push(line);
      this.#total = line.n;
      added = true;
    }
    if (this.#lines.length > CHAT_WINDOW) this.#lines = this.#lines.slice(-CHAT_WINDOW);
    return added;
  }

  /** The lines after line `seen` (a connection's last), at most the window's; the page's `chat` field. */
  since(seen: number): { from: number; total: number; lines: ChatLine[] } {
    const lines = this.#lines.filter((line) => line.n > seen);
    return { from: this.#total - lines.length, total: this.#total, lines };
  }
}
