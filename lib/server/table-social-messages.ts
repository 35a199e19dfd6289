import { TableError } from './errors.js';
import type { TableHost } from './table-host.js';
import type { ClientMessage } from './wire.js';

/** What a spectator is told it may not do, by message kind. */
const SEAT_ONLY = { chat: 'chat', concede: 'concede', rematch: 'ask for a rematch' } as const;

/**
 * Hands a seat's chat line, concession or rematch request to the host. Only
 * a seat may send them: a spectator reads the chat and the end but takes no
 * part (`seat-only`).
 *
 * @example
 * await socialMessage(host, table.id, 'p1', { t: 'chat', text: 'good game' });
 */
export async function socialMessage(
  host: TableHost,
  table: string,
  seat: string | null,
  message: Extract<ClientMessage, { t: 'chat' | 'concede' | 'rematch' }>,
): Promise<void> {
  if (seat === null) throw new TableError('seat-only', `A spectator may not ${SEAT_ONLY[message.t]}: only the table's seats may`);
  if (message.t === 'chat') await host.chat(table, seat, message.text);
  else if (message.t === 'concede') await host.concede(table, seat);
  else await host.rematch(table, seat);
}
