// The end of a game for this page: "You won", "You lost" or "Draw" and why (view.over, else the
// game's own result words), and for a seat a Rematch button. When the rematch table exists
// (view.rematch) the page links to it with the seat's own token, as the lobby's links are made.
import type { SeatView } from '../../../lib/server/wire.js';
import { el } from '../dom.js';
import { seatLabel } from './seats.js';

/** The headline of an ended game as `view.seat` reads it. */
export function outcome(view: SeatView): string {
  const over = view.over;
  if (over === undefined) return 'Game over';
  if (over.winner === null) return 'Draw';
  if (view.seat === null) return `${seatLabel(view, over.winner)} won`;
  return over.winner === view.seat ? 'You won' : 'You lost';
}

/** The link to the rematch table for this page: its seat and token there, or a spectator's link. */
export function rematchLink(view: SeatView, token: string | undefined): string | undefined {
  const next = view.rematch;
  if (next === undefined) return undefined;
  const path = `/t/${encodeURIComponent(next.table)}`;
  if (token === undefined || next.seat === undefined) return path;
  return `${path}#seat=${encodeURIComponent(next.seat)}&token=${encodeURIComponent(token)}`;
}

/** The game-over panel; `asked` says this page asked for the rematch (it then goes there by itself). */
export function gameOverPanel(view: SeatView, token: string | undefined, send: (message: { t: 'rematch' }) => void): HTMLElement {
  const why = view.over?.reason ?? view.result ?? 'The game is over';
  const panel = el(
    'section',
    { class: 'game-over', 'aria-labelledby': 'outcome', 'data-testid': 'game-over' },
    el('h2', { id: 'outcome', 'data-testid': 'outcome' }, outcome(view)),
    el('p', { class: 'result', 'data-testid': 'result' }, view.result ?? why),
  );
  if (view.over !== undefined && view.over.reason !== view.result) panel.append(el('p', { class: 'why' }, view.over.reason));
  const link = rematchLink(view, token);
  if (link !== undefined)
    panel.append(el('p', {}, el('a', { href: link, class: 'rematch-link', 'data-testid': 'rematch-link' }, 'Go to the rematch')));
  else if (view.seat !== null) {
    const button = el('button', { type: 'button', class: 'rematch', 'data-testid': 'rematch' }, 'Rematch') as HTMLButtonElement;
    button.addEventListener('click', () => {
      send({ t: 'rematch' });
      button.disabled = true;
      button.textContent = 'Rematch asked…';
    });
    panel.append(button);
  }
  // The replay steps through the game as this page saw it (a seat's own view needs its token there too).
  const own =
    view.seat !== null && token !== undefined ? `#seat=${encodeURIComponent(view.seat)}&token=${encodeURIComponent(token)}` : '';
  panel.append(el('p', {}, el('a', { href: `/t/${view.table}/replay${own}`, 'data-testid': 'replay-link' }, 'Replay this game')));
  return panel;
}

/**
 * The Concede button while a seat plays, with a confirm step: the first press asks, "Yes, concede"
 * sends `{ t: 'concede' }`, "Keep playing" puts the button back.
 */
export function concedeControl(send: (message: { t: 'concede' }) => void): HTMLElement {
  const box = el('div', { class: 'concede', 'data-testid': 'concede-box' });
  const ask = el('button', { type: 'button', 'data-testid': 'concede' }, 'Concede');
  const idle = () => box.replaceChildren(ask);
  ask.addEventListener('click', () => {
    const yes = el('button', { type: 'button', class: 'danger', 'data-testid': 'concede-yes' }, 'Yes, concede');
    const no = el('button', { type: 'button', 'data-testid': 'concede-no' }, 'Keep playing');
    yes.addEventListener('click', () => {
      send({ t: 'concede' });
      box.replaceChildren(el('p', { class: 'waiting' }, 'Conceded.'));
    });
    no.addEventListener('click', () => {
      idle();
      ask.focus();
    });
    box.replaceChildren(el('span', {}, 'Concede this game? '), yes, ' ', no);
    no.focus();
  });
  idle();
  return box;
}
