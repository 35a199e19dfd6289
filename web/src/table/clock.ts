// The clock: each seat's time left (view.clock) and this seat's deadline (decision.deadline),
// counted down each second on the page from when the view arrived; the server's word wins at the
// next view. A view without a clock shows none.
import type { SeatView } from '../../../lib/server/wire.js';
import { el } from '../dom.js';
import { seatLabel } from './seats.js';

/** "4:05" for 245,000 ms; never below 0:00. */
export function clockWords(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The clock box for the page's life: `update` takes each view; it ticks by itself. */
export function clockDisplay() {
  const box = el('div', { class: 'clock', 'data-testid': 'clock', hidden: '' });
  let view: SeatView | undefined;
  let received = 0;
  const tick = (): void => {
    if (view === undefined) return;
    const clock = view.clock;
    const deadline = view.decision?.deadline;
    if ((clock === undefined && deadline === undefined) || view.status === 'ended') {
      // Emptied as well as hidden: the page's style lays the clock out as a flex box, which
      // outranks the hidden attribute, and an ended game must not show the last seconds left.
      box.hidden = true;
      box.replaceChildren();
      return;
    }
    box.hidden = false;
    const gone = Date.now() - received;
    const parts: HTMLElement[] = [];
    if (clock !== undefined)
      for (const [seat, left] of Object.entries(clock.left)) {
        const running = clock.running === seat;
        parts.push(
          el('span', { class: running ? 'running' : '' }, `${seatLabel(view, seat)} ${clockWords(running ? left - gone : left)}`),
        );
      }
    if (deadline !== undefined) {
      // The deadline is the server's time; measured from the clock's `at` when there is one, so the two machines' clocks need not agree.
      const left = clock !== undefined ? deadline - clock.at - gone : deadline - Date.now();
      parts.push(el('span', { class: 'deadline', 'data-testid': 'deadline' }, `Answer within ${clockWords(left)}`));
    }
    if (clock !== undefined) parts.push(el('span', { class: 'policy' }, `at 0:00: ${clock.policy}`));
    box.replaceChildren(...parts);
  };
  setInterval(tick, 1000);
  const update = (next: SeatView): void => {
    view = next;
    received = Date.now();
    tick();
  };
  return { box, update };
}
