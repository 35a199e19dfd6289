// The asked seat's view in the sandbox: facts, zones with their cards, the decision as buttons
// (a pick as checkboxes, none ticked), and the last log lines.
import type { SeatView, ZoneView } from '../../../lib/server/wire.js';
import { el } from '../dom.js';

/** The board of one view; `answer` is called with an option number, or a pick's list of them. */
export function board(view: SeatView, answer: (seq: number, option: number | number[]) => void): HTMLElement {
  const facts = el('dl', { class: 'facts' });
  for (const [name, value] of Object.entries(view.facts)) facts.append(el('dt', {}, name), el('dd', {}, String(value)));
  const zones = el('div', { class: 'sandbox-zones' });
  for (const zone of view.zones) zones.append(zoneBox(zone));
  const log = el('ol', { class: 'sandbox-log', start: String(Math.max(1, view.log.total - 11)) });
  for (const line of view.log.lines.slice(-12)) log.append(el('li', {}, line));
  return el('div', { class: 'sandbox-board' }, decisionBox(view, answer), facts, zones, el('h3', {}, 'Last log lines'), log);
}

function zoneBox(zone: ZoneView): HTMLElement {
  const cards = el('ul', { class: 'card-list' });
  for (const card of zone.cards ?? []) {
    if (card === null) cards.append(el('li', { class: 'card back' }, 'card back'));
    else {
      const stats = Object.entries(card.stats)
        .map(([k, v]) => `${k} ${v}`)
        .join(' · ');
      cards.append(
        el('li', { class: `card${card.faceDown === true ? ' face-down' : ''}` }, el('b', {}, card.name), el('br'), stats),
      );
    }
  }
  return el(
    'section',
    { class: 'zone', 'data-testid': `zone-${zone.name}` },
    el('h3', {}, `${zone.name} (${zone.count})`),
    zone.cards === undefined ? el('p', { class: 'waiting' }, 'counted only') : cards,
  );
}

function decisionBox(view: SeatView, answer: (seq: number, option: number | number[]) => void): HTMLElement {
  const box = el('section', { class: 'decision', 'data-testid': 'decision' });
  const asked = view.decision;
  if (asked === null) {
    box.append(el('p', {}, view.status === 'ended' ? `The game has ended: ${view.result ?? ''}` : 'Nobody is asked.'));
    return box;
  }
  box.append(el('h2', {}, asked.prompt));
  if (asked.pick === undefined) {
    asked.options.forEach((words, index) => {
      const button = el('button', { type: 'button', 'data-testid': `option-${index}` }, `${index + 1}. ${words}`);
      button.addEventListener('click', () => answer(asked.seq, index));
      box.append(button);
    });
    return box;
  }
  const { min, max } = asked.pick;
  const ticks = asked.options.map((words, index) => {
    const tick = el('input', { type: 'checkbox', value: String(index), 'data-testid': `pick-${index}` }) as HTMLInputElement;
    box.append(el('label', {}, tick, ` ${words}`), el('br'));
    return tick;
  });
  const done = el(
    'button',
    { type: 'button', 'data-testid': 'pick-done' },
    min === max ? `Pick ${min}` : `Pick ${min} to ${max}`,
  );
  done.addEventListener('click', () =>
    answer(
      asked.seq,
      ticks.flatMap((t, i) => (t.checked ? [i] : [])),
    ),
  );
  box.append(done);
  return box;
}
