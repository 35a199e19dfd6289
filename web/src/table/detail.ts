// The detail panel: the card last hovered, tapped or focused, with its text and its current values
// beside the printed ones. One panel for the page's life; it is only filled anew.
import type { CardFace } from '../../../lib/server/wire.js';
import { el } from '../dom.js';
import { statWords } from './card-templates.js';

/** The panel, empty until a card is looked at. */
export function detailPanel(): { box: HTMLElement; show: (face: CardFace) => void } {
  const box = el(
    'aside',
    { class: 'detail', 'data-testid': 'detail', 'aria-live': 'polite', 'aria-label': 'Card detail' },
    el('p', { class: 'hint' }, 'Point at, tap or focus a card to read it.'),
  );
  const show = (face: CardFace): void => {
    const rows = Object.entries(face.stats).map(([name, value]) => {
      const printed = face.printed?.[name];
      return el(
        'tr',
        printed === undefined ? {} : { class: 'changed' },
        el('th', { scope: 'row' }, name),
        el('td', {}, typeof value === 'number' ? String(value) : value),
        el('td', {}, printed === undefined ? '' : `printed ${statWords(name, printed)}`),
      );
    });
    const about = [face.kind, face.position === undefined ? '' : `${face.position} position`, face.faceDown ? 'face down' : '']
      .filter((w) => w !== '')
      .join(' · ');
    box.replaceChildren(
      el('h2', { 'data-testid': 'detail-name' }, face.name),
      about === '' ? '' : el('p', { class: 'about' }, about),
      el('p', { class: 'card-text', 'data-testid': 'detail-text' }, face.text ?? 'No card text.'),
      rows.length === 0 ? '' : el('table', { class: 'stats' }, el('tbody', {}, ...rows)),
    );
  };
  return { box, show };
}
