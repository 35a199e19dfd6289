// One name per seat, everywhere on the page: the name its person gave (SeatRecord.name), else the
// seat itself. "You" and "bot" are badges beside it, never another name for the seat.
import type { SeatView } from '../../../lib/server/wire.js';
import { el } from '../dom.js';

/** The one label of `seat` at this table. */
export function seatLabel(view: SeatView, seat: string): string {
  return view.seats.find((s) => s.seat === seat)?.name ?? seat;
}

/** The seat's label with its badges: "you" for the page's own seat, the bot's name for a bot. */
export function seatHeading(view: SeatView, seat: string): HTMLElement {
  const record = view.seats.find((s) => s.seat === seat);
  return el(
    'h2',
    { class: 'seat-name', 'data-seat': seat },
    seatLabel(view, seat),
    view.seat === seat ? el('span', { class: 'badge you' }, 'you') : null,
    record?.kind === 'bot' ? el('span', { class: 'badge bot' }, `bot: ${record.bot ?? ''}`) : null,
  );
}
