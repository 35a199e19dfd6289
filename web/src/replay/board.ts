// A view's board, facts and log, drawn read-only for the replay page (the table page draws its own,
// with the controls a live game needs): the other seats' zones, the table's, then the viewer's.
import type { CardFace, SeatView, ZoneView } from '../../../lib/server/wire.js';
import { el } from '../dom.js';

/** The facts line, the board and the log of one view. */
export function boardOf(v: SeatView): { facts: HTMLElement; board: HTMLElement; log: HTMLElement } {
  const me = v.seat;
  const mine = (z: ZoneView) => me !== null && z.owner === me;
  const owners = [...new Set(v.zones.filter((z) => z.owner !== null && !mine(z)).map((z) => z.owner!))];
  const board = el('section', { class: 'replay-board', 'aria-label': 'Board' });
  for (const owner of owners) board.append(el('h3', {}, seatLabel(v, owner)), side(v.zones.filter((z) => z.owner === owner)));
  const shared = v.zones.filter((z) => z.owner === null);
  if (shared.length > 0) board.append(el('h3', {}, 'Table'), side(shared));
  if (me !== null) board.append(el('h3', {}, `You (${me})`), side(v.zones.filter(mine)));
  const facts = el(
    'div',
    { class: 'facts', 'data-testid': 'facts' },
    ...Object.entries(v.facts).map(([k, value]) => el('span', {}, el('b', {}, `${k}: `), String(value))),
  );
  const log = el('div', { class: 'log', 'data-testid': 'log', tabindex: '0', 'aria-label': 'Log' });
  if (v.log.from > 0) log.append(el('p', { class: 'waiting' }, `(${v.log.from} earlier lines)`));
  for (const line of v.log.lines) log.append(el('p', {}, line));
  return { facts, board, log };
}

function seatLabel(v: SeatView, seat: string): string {
  const record = v.seats.find((s) => s.seat === seat);
  return record?.kind === 'bot' ? `${seat} (bot: ${record.bot})` : seat;
}

function side(zones: ZoneView[]): HTMLElement {
  return el('div', { class: 'side' }, ...zones.map(zone));
}

function zone(z: ZoneView): HTMLElement {
  const name = z.name.includes('.') ? z.name.slice(z.name.indexOf('.') + 1) : z.name;
  const box = el('div', { class: 'zone', 'data-zone': z.name }, el('h4', {}, `${name} (${z.count})`));
  if (z.cards !== undefined) box.append(el('div', { class: 'card-list' }, ...z.cards.map(card)));
  return box;
}

function card(face: CardFace | null): HTMLElement {
  if (face === null) return el('span', { class: 'card hidden', title: 'face down' }, '?');
  const stats = Object.entries(face.stats)
    .map(([k, v]) => `${k} ${v}`)
    .join(' · ');
  return el(
    'span',
    { class: face.faceDown ? 'card down' : 'card', ...(face.text === undefined ? {} : { title: face.text }) },
    face.name,
    stats === '' ? null : el('div', { class: 'stats' }, stats),
  );
}
