// The table page: joins over a WebSocket (connection.ts) and keeps one skeleton for its life,
// filling each part from every view. The decision box is rebuilt only for a new decision, so the
// focus stays on it between views; number keys 1-9 answer; the tab title says when it is your turn.
import type { SeatView, ServerFrame } from '../../../lib/server/wire.js';
import { el } from '../dom.js';
import { rulePicture } from '../picture.js';
import { drawBoard } from './board.js';
import { chatPanel } from './chat.js';
import { clockDisplay } from './clock.js';
import { connect, type Outgoing } from './connection.js';
import { decisionKey, drawDecision, type DrawnDecision } from './decision.js';
import { detailPanel } from './detail.js';
import { concedeControl, gameOverPanel, rematchLink } from './game-over.js';
import { logPanel } from './log.js';
import { seatLabel } from './seats.js';

/** Shows table `table` in `root`, as `seat` with `token` (a spectator: both absent). */
export function showTable(root: HTMLElement, table: string, seat: string | null, token: string | undefined): void {
  let view: SeatView | undefined;
  let drawn: DrawnDecision | undefined;
  /** What the decision area shows now; a view with the same key leaves it as it is. */
  let areaKey = '';
  let askedRematch = false;
  let picture: HTMLElement | undefined;

  const title = el('h1', { class: 'table-title' });
  const facts = el('div', { class: 'facts', 'data-testid': 'facts' });
  const clock = clockDisplay();
  const actions = el('div', { class: 'actions' });
  const boardArea = el('div', { class: 'board-area' });
  const area = el('div', { class: 'decision-area', 'data-testid': 'decision', 'aria-live': 'polite' });
  const reconnect = el('div', { class: 'reconnect', 'data-testid': 'reconnect', hidden: '' });
  const detail = detailPanel();
  const log = logPanel();
  const send = (message: Outgoing): boolean => connection.send(message);
  const chat = chatPanel(seat, send);
  const sideArea = el('div', { class: 'side-area' }, reconnect, area, detail.box, log.since, chat.box, log.box);
  root.replaceChildren(
    el(
      'div',
      { class: 'table-page' },
      el('div', { class: 'topbar' }, title, facts, clock.box, actions),
      el('div', { class: 'play' }, boardArea, sideArea),
    ),
  );

  const answer = (seq: number, option: number | number[]): void => {
    if (!send({ t: 'answer', seq, option })) return;
    log.answered();
    for (const control of area.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input')) control.disabled = true;
  };

  const drawArea = (v: SeatView): void => {
    const key =
      v.status === 'ended'
        ? `over:${JSON.stringify([v.over ?? null, v.result ?? null, v.rematch ?? null])}`
        : v.decision !== null
          ? `decision:${decisionKey(v.decision)}`
          : `waiting:${v.waitingFor ?? ''}`;
    if (key === areaKey) return;
    // Where the focus was in the old box (an option, a checkbox), to put it back on the same one.
    const focused = area.contains(document.activeElement) ? (document.activeElement as HTMLElement) : undefined;
    const option = focused?.getAttribute('data-option') ?? undefined;
    const wasHere = focused !== undefined || document.activeElement === document.body || document.activeElement === null;
    areaKey = key;
    drawn = undefined;
    if (v.status === 'ended') area.replaceChildren(gameOverPanel(v, token, (m) => ((askedRematch = send(m)), undefined)));
    else if (v.decision !== null) {
      drawn = drawDecision(v.decision, answer);
      area.replaceChildren(drawn.box);
    } else if (v.waitingFor !== null)
      area.replaceChildren(el('p', { class: 'waiting', 'data-testid': 'waiting' }, `Waiting for ${seatLabel(v, v.waitingFor)}…`));
    else area.replaceChildren();
    if (!wasHere) return;
    const again =
      (option === undefined ? null : area.querySelector<HTMLElement>(`[data-option="${option}"]`)) ??
      area.querySelector<HTMLElement>('button:not([disabled]), input:not([disabled]), a');
    again?.focus();
  };

  const drawBoardKeepingFocus = (v: SeatView): void => {
    const key = boardArea.contains(document.activeElement) ? document.activeElement?.getAttribute('data-key') : null;
    boardArea.replaceChildren(drawBoard(v, (face) => detail.show(face)));
    if (key !== null && key !== undefined) boardArea.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`)?.focus();
  };

  const receive = (v: SeatView): void => {
    view = v;
    const me = v.seat === null ? 'watching' : `you are ${seatLabel(v, v.seat)}`;
    title.textContent = `${v.title} · ${me}`;
    document.title = v.decision !== null ? `Your turn · ${v.title}` : v.title;
    facts.replaceChildren(...Object.entries(v.facts).map(([k, value]) => el('span', {}, el('b', {}, `${k}: `), String(value))));
    clock.update(v);
    if (v.seat !== null && v.status === 'playing') {
      if (actions.childElementCount === 0) actions.append(concedeControl(send));
    } else actions.replaceChildren();
    drawBoardKeepingFocus(v);
    drawArea(v);
    log.update(v);
    chat.update(v);
    picture ??= rulePicture(v.table);
    if (picture.parentElement === null) sideArea.append(picture);
    // The rematch this page asked for exists: go there with this seat's token.
    const next = rematchLink(v, token);
    if (askedRematch && next !== undefined) location.assign(next);
  };

  const onFrame = (frame: ServerFrame): void => {
    if (frame.t === 'view') return receive(frame.view);
    // An answer that did not land: the decision is drawn again, able to answer.
    if (view !== undefined && (frame.code === 'decision-stale' || frame.code === 'option-not-offered')) {
      areaKey = '';
      drawArea(view);
    }
  };

  const onDown = (): void => {
    // No answer can be sent until the connection is back and the view fresh; the next view draws the box anew.
    for (const control of area.querySelectorAll<HTMLButtonElement | HTMLInputElement>('.decision button, .decision input'))
      control.disabled = true;
    areaKey = '';
  };

  document.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !/^[1-9]$/.test(event.key)) return;
    const target = event.target as HTMLElement | null;
    if (target !== null && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable)) return;
    const option = drawn?.nth(Number(event.key));
    if (option === undefined || view?.decision == null) return;
    const button = area.querySelector<HTMLButtonElement>(`button[data-option="${option}"]`);
    // A choice in a folded group is not in view: its number is not either, so the key does nothing.
    if (button === null || button.disabled || button.closest('details:not([open])') !== null) return;
    event.preventDefault();
    button.click();
  });

  const connection = connect(token === undefined ? { table, seat } : { table, token, seat }, reconnect, onFrame, onDown);
}
