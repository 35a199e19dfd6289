// The board: every other seat at the top, the shared zones in the middle, this seat at the bottom
// (a spectator sees the first seat at the bottom). Cards are focusable buttons: hovering, tapping or
// focusing one shows it in the detail panel.
import type { CardFace, SeatView, ZoneView } from '../../../lib/server/wire.js';
import { el } from '../dom.js';
import { cardTemplate, type CardTemplate } from './card-templates.js';
import { seatHeading } from './seats.js';

/** What the board does when a card is looked at. */
export type ShowCard = (face: CardFace, zone: string) => void;

/** The board for `view`, drawn anew (its cards keep their `data-key`, so focus can be put back on them). */
export function drawBoard(view: SeatView, show: ShowCard): HTMLElement {
  const template = cardTemplate(view.game);
  const owners = [...new Set(view.zones.flatMap((z) => (z.owner === null ? [] : [z.owner])))];
  for (const s of view.seats) if (!owners.includes(s.seat)) owners.push(s.seat);
  const bottom = view.seat !== null && owners.includes(view.seat) ? view.seat : owners[0];
  const board = el('section', { class: 'board', 'aria-label': 'Board' });
  for (const owner of owners.filter((o) => o !== bottom))
    board.append(
      side(
        view,
        owner,
        view.zones.filter((z) => z.owner === owner),
        template,
        show,
        'top',
      ),
    );
  const shared = view.zones.filter((z) => z.owner === null && (z.count > 0 || (z.cards?.length ?? 0) > 0));
  if (shared.length > 0)
    board.append(
      el('div', { class: 'side shared' }, el('div', { class: 'zones' }, ...shared.map((z) => zone(z, template, show)))),
    );
  if (bottom !== undefined)
    board.append(
      side(
        view,
        bottom,
        view.zones.filter((z) => z.owner === bottom),
        template,
        show,
        'bottom',
      ),
    );
  return board;
}

/** A zone that holds a player's hand: the outermost row of their side. */
const isHand = (z: ZoneView) => /(^|\.)hand$/.test(z.name);

/** A zone that piles up (a graveyard, a discard pile): drawn as a stack, its top card showing, so it never pushes the hand out of view. */
const isStack = (z: ZoneView) => /(grave|discard|pile)/.test(z.name);

function side(
  view: SeatView,
  owner: string,
  zones: ZoneView[],
  template: CardTemplate,
  show: ShowCard,
  where: 'top' | 'bottom',
): HTMLElement {
  // The hand lies at the edge of the table nearest its player: first at the top, last at the bottom.
  const hands = zones.filter(isHand);
  const field = zones.filter((z) => !isHand(z));
  const rows = [el('div', { class: 'zones' }, ...field.map((z) => zone(z, template, show)))];
  if (hands.length > 0) rows.push(el('div', { class: 'zones hand-row' }, ...hands.map((z) => zone(z, template, show))));
  if (where === 'top') rows.reverse();
  const heading = seatHeading(view, owner);
  // Only the page's own seat is outlined as "you": a spectator's bottom seat is a seat like the others.
  const mine = view.seat === owner ? ' mine' : '';
  return el(
    'div',
    { class: `side ${where}${mine}`, 'data-owner': owner },
    ...(where === 'top' ? [heading, ...rows] : [...rows, heading]),
  );
}

function zone(z: ZoneView, template: CardTemplate, show: ShowCard): HTMLElement {
  const name = z.name.includes('.') ? z.name.slice(z.name.indexOf('.') + 1) : z.name;
  const box = el('div', { class: 'zone', 'data-zone': z.name }, el('h3', {}, `${name} (${z.count})`));
  // A zone the seat only counts (a deck, the other hand): a pile, not cards it could read.
  if (z.cards === undefined) {
    box.classList.add('counted');
    box.append(
      el('div', { class: 'pile', role: 'img', 'aria-label': `${z.count} cards face down` }, z.count === 0 ? '' : String(z.count)),
    );
    return box;
  }
  if (isStack(z) && z.cards.length > 1) {
    // The top card (the last one put there) drawn; the rest are behind it, named in its title.
    const top = z.cards.length - 1;
    box.classList.add('stack');
    box.append(el('div', { class: 'card-list' }, card(z.cards[top]!, `${z.name}#${top}`, template, show, false)));
    return box;
  }
  box.append(
    el('div', { class: 'card-list' }, ...z.cards.map((face, i) => card(face, `${z.name}#${i}`, template, show, isHand(z)))),
  );
  return box;
}

function card(face: CardFace | null, key: string, template: CardTemplate, show: ShowCard, inHand: boolean): HTMLElement {
  if (face === null) return el('span', { class: 'card hidden', role: 'img', 'aria-label': 'a face-down card' });
  // Every card in a hand lies face down to the others; marked only on the field, where it means "set".
  const down = face.faceDown === true && !inHand;
  const button = el(
    'button',
    { type: 'button', class: `card${down ? ' down' : ''} kind-${face.kind.replace(/[^a-z0-9-]/gi, '')}`, 'data-key': key },
    ...template(face),
  );
  if (down) button.append(el('span', { class: 'card-down' }, 'face down'));
  // A card in the hand is not "face down" to its reader: the panel says so only on the field.
  const seen: CardFace = inHand && face.faceDown === true ? { ...face, faceDown: undefined } : face;
  const look = () => show(seen, key);
  button.addEventListener('mouseenter', look);
  button.addEventListener('focus', look);
  button.addEventListener('click', look);
  return button;
}
