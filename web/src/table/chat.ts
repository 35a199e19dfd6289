// The chat panel: the table's lines (set as text, never markup), kept across views like the log,
// and for a seat a form sending { t: 'chat', text } of 1-280 characters. A spectator reads only.
import type { ChatLine, SeatView } from '../../../lib/server/wire.js';
import { el } from '../dom.js';
import { seatLabel } from './seats.js';

/** The longest chat line the server takes, after trimming. */
export const CHAT_MAX = 280;

/** A chat panel for the page's life: `update` takes each view, `box` is placed once. */
export function chatPanel(seat: string | null, send: (message: { t: 'chat'; text: string }) => void) {
  let lines: ChatLine[] = [];
  /** The position in the table's chat of `lines[0]`. */
  let first = 0;
  const list = el('ol', { class: 'chat-lines', 'data-testid': 'chat-lines', 'aria-live': 'polite' });
  const box = el('section', { class: 'chat', 'aria-labelledby': 'chat-heading' }, el('h2', { id: 'chat-heading' }, 'Chat'), list);
  if (seat !== null) {
    const input = el('input', {
      type: 'text',
      name: 'chat',
      maxlength: String(CHAT_MAX),
      autocomplete: 'off',
      'aria-label': 'Chat message',
      'data-testid': 'chat-input',
    }) as HTMLInputElement;
    const form = el('form', { class: 'chat-form' }, input, el('button', { type: 'submit' }, 'Send'));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const text = input.value.trim();
      if (text.length < 1 || text.length > CHAT_MAX) return;
      send({ t: 'chat', text });
      input.value = '';
    });
    box.append(form);
  } else box.append(el('p', { class: 'hint' }, 'Spectators read the chat.'));
  const update = (view: SeatView): void => {
    const chat = view.chat;
    if (chat === undefined) return;
    // Lines come like the log's: the ones after the first `from`; a new connection sends them again
    // from its window. Placed by position, not by `n` (the server numbers lines from 1, `from` counts).
    if (lines.length > 0 && chat.from >= first && chat.from <= first + lines.length)
      lines = [...lines.slice(0, chat.from - first), ...chat.lines];
    else {
      first = chat.from;
      lines = [...chat.lines];
    }
    list.replaceChildren(...lines.map((line) => el('li', {}, el('b', {}, `${seatLabel(view, line.seat)}: `), line.text)));
    list.scrollTop = list.scrollHeight;
  };
  return { box, update };
}
