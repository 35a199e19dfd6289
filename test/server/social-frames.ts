// Helpers for the chat, concede and rematch tests: a table's chat as a page would hold it, and
// waiting for the frames that carry it.
import type { ChatLine } from '../../lib/server/index.js';
import type { SeatClient } from './seat-client.js';

/** The chat lines a page holds after every frame: each view's lines added from where the last left off. */
export function chatOf(client: SeatClient): ChatLine[] {
  let lines: ChatLine[] = [];
  for (const frame of client.frames) {
    if (frame.t !== 'view' || frame.view.chat === undefined) continue;
    const { from, lines: fresh } = frame.view.chat;
    lines = from === lines.length ? lines.concat(fresh) : fresh.slice();
  }
  return lines;
}

/** Waits until the client's newest view says the chat holds `total` lines. */
export async function untilChat(client: SeatClient, total: number): Promise<void> {
  await client.until((c) => (c.view?.chat?.total ?? 0) >= total, 15_000, `chat line ${total}`);
}

/** Waits until the client has received `count` error frames, and returns them. */
export async function errorsOf(client: SeatClient, count: number): Promise<{ code: string; message: string }[]> {
  await client.untilErrors(count);
  return client.errors;
}
