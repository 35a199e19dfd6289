// The table's log as the page keeps it: lines appended view by view, the newest marked (the last
// action), and the "Since your last move" box: the lines that came after this seat last answered.
import type { SeatView } from '../../../lib/server/wire.js';
import { el } from '../dom.js';

/** The most lines the "Since your last move" box lists (the newest). */
const SINCE_MAX = 8;

/** The log and the since-box for the page's life. */
export function logPanel() {
  let lines: string[] = [];
  let start = 0;
  /** Lines (by number) up to here were there when this page last saw its own answer go out. */
  let answeredAt: number | undefined;
  /** The first line of the newest view: lines from here are the last action. */
  let newest = 0;
  const list = el('div', { class: 'log', 'data-testid': 'log', tabindex: '0', 'aria-label': 'Log' });
  const since = el('section', { class: 'since', 'data-testid': 'since', 'aria-labelledby': 'since-heading' });
  const box = el('section', { class: 'log-box', 'aria-labelledby': 'log-heading' }, el('h2', { id: 'log-heading' }, 'Log'), list);

  const update = (view: SeatView): void => {
    const { from, lines: fresh } = view.log;
    const before = start + lines.length;
    const first = lines.length === 0 && start === 0;
    if (from === before && !first) lines = lines.concat(fresh);
    else {
      // A new connection starts the log again (or skips what falls outside the server's window).
      lines = [...fresh];
      start = from;
    }
    const total = start + lines.length;
    // The lines a view brings are the last action; a joining page's whole log is not, only its last line.
    if (fresh.length > 0) newest = first || from !== before ? total - 1 : from;
    list.replaceChildren(
      ...(start > 0 ? [el('p', { class: 'waiting' }, `(${start} earlier lines)`)] : []),
      ...lines.map((line, i) => el('p', start + i >= newest ? { class: 'new' } : {}, line)),
    );
    list.scrollTop = list.scrollHeight;
    drawSince(view, total);
  };

  const drawSince = (view: SeatView, total: number): void => {
    if (view.seat === null) {
      since.hidden = true;
      return;
    }
    since.hidden = false;
    // Before this page's first answer: the newest lines, as "what just happened".
    const first = Math.max(start, answeredAt ?? total - SINCE_MAX, total - SINCE_MAX);
    const shown = lines.slice(first - start);
    since.replaceChildren(
      el('h2', { id: 'since-heading' }, answeredAt === undefined ? 'Lately' : 'Since your last move'),
      shown.length === 0
        ? el('p', { class: 'waiting' }, 'Nothing yet.')
        : el('ul', {}, ...shown.map((line) => el('li', {}, line))),
    );
  };

  /** This seat answered: what happens next is "since its last move". */
  const answered = (): void => {
    answeredAt = start + lines.length;
  };
  return { box, since, update, answered };
}
