import type { CardFace, DecisionView, SeatView, ServerFrame, ZoneView } from '../../lib/server/wire.js';
import { el, status } from './dom.js';
import { rulePicture } from './picture.js';

/** Refusals after which reconnecting cannot help. */
const FINAL = new Set(['table-unknown', 'token-refused', 'table-corrupt']);

/** The table page: joins over a WebSocket, draws every view it is sent, answers with buttons, reconnects when dropped. */
export function showTable(root: HTMLElement, table: string, seat: string | null, token: string | undefined): void {
  let lines: string[] = [];
  let logStart = 0;
  let view: SeatView | undefined;
  let socket: WebSocket | undefined;
  let retry = 0;
  let stopped = false;
  let picture: HTMLElement | undefined;

  const connect = (): void => {
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
    const ws = new WebSocket(url);
    socket = ws;
    ws.addEventListener('open', () => {
      retry = 0;
      status(seat === null ? 'Watching' : `Connected as ${seat}`);
      ws.send(JSON.stringify(token === undefined ? { t: 'join', table } : { t: 'join', table, token }));
    });
    ws.addEventListener('message', (event) => {
      const frame = JSON.parse(String(event.data)) as ServerFrame;
      if (frame.t === 'error') {
        status(frame.message, true);
        if (FINAL.has(frame.code)) stopped = true;
        if (frame.code === 'decision-stale' || frame.code === 'option-not-offered') draw();
        return;
      }
      receive(frame.view);
    });
    ws.addEventListener('close', () => {
      if (socket !== ws || stopped) return;
      // No answer can be sent until the connection is back and the view fresh.
      for (const button of root.querySelectorAll<HTMLButtonElement>('.decision button')) button.disabled = true;
      const wait = Math.min(500 * 2 ** retry++, 5000);
      status(`Connection lost; reconnecting in ${(wait / 1000).toFixed(1)} s`, true);
      setTimeout(connect, wait);
    });
  };

  const receive = (next: SeatView): void => {
    const { from, lines: fresh } = next.log;
    if (from === logStart + lines.length) lines = lines.concat(fresh);
    else {
      // A new connection starts the log again (or skips what falls outside the server's window).
      lines = fresh;
      logStart = from;
    }
    view = next;
    picture ??= rulePicture(next.table);
    draw();
  };

  const answer = (seq: number, option: number | number[]): void => {
    if (socket?.readyState !== WebSocket.OPEN) return status('Not connected: the answer was not sent', true);
    socket.send(JSON.stringify({ t: 'answer', seq, option }));
    for (const button of root.querySelectorAll<HTMLButtonElement>('.decision button')) button.disabled = true;
  };

  const draw = (): void => {
    if (view === undefined) return;
    const v = view;
    // The seat is the server's word for it (the link's #seat is only a label until the first view).
    const me = v.seat;
    const mine = (z: ZoneView) => me !== null && z.owner === me;
    const theirs = (z: ZoneView) => z.owner !== null && !mine(z);
    const owners = [...new Set(v.zones.filter(theirs).map((z) => z.owner!))];
    const board = el('section', {});
    for (const owner of owners)
      board.append(el('h3', {}, `${owner}${seatKind(v, owner)}`), side(v.zones.filter((z) => z.owner === owner)));
    const shared = v.zones.filter((z) => z.owner === null);
    if (shared.length > 0) board.append(el('h3', {}, 'Table'), side(shared));
    if (me !== null) board.append(el('h3', {}, `You (${me})`), side(v.zones.filter(mine)));

    const facts = el(
      'div',
      { class: 'facts', 'data-testid': 'facts' },
      ...Object.entries(v.facts).map(([k, value]) => el('span', {}, el('b', {}, `${k}: `), String(value))),
    );
    const decision = el('div', { 'data-testid': 'decision' });
    if (v.status === 'ended')
      decision.append(el('p', { class: 'result', 'data-testid': 'result' }, v.result ?? 'The game is over'));
    else if (v.decision !== null) {
      const d = v.decision;
      const box = el('div', { class: 'decision' }, el('strong', {}, d.prompt || 'Your move'));
      if (d.pick !== undefined) box.append(...pickControls(d, d.pick, answer));
      else
        d.options.forEach((text, i) => {
          const button = el('button', { type: 'button', 'data-option': String(i) }, text) as HTMLButtonElement;
          button.addEventListener('click', () => answer(d.seq, i));
          box.append(button);
        });
      decision.append(box);
    } else if (v.waitingFor !== null)
      decision.append(el('p', { class: 'waiting', 'data-testid': 'waiting' }, `Waiting for ${v.waitingFor}…`));

    const log = el('div', { class: 'log', 'data-testid': 'log' });
    if (logStart > 0) log.append(el('p', { class: 'waiting' }, `(${logStart} earlier lines)`));
    for (const line of lines) log.append(el('p', {}, line));
    root.replaceChildren(
      el('h1', {}, `${v.title} · table ${v.table}`, me === null ? ' · watching' : ` · you are ${me}`),
      facts,
      el('div', { class: 'layout' }, el('div', {}, decision, board), el('div', {}, el('h3', {}, 'Log'), log, picture ?? null)),
    );
    log.scrollTop = log.scrollHeight;
  };

  root.replaceChildren(el('p', {}, `Joining table ${table}…`));
  connect();
}

/**
 * A pick decision ("tribute two monsters") as a checkbox per option and one
 * button that sends the options ticked. The least count is ticked to begin
 * with, so the button always starts able to answer; it is disabled while the
 * count ticked is outside what the decision takes.
 */
function pickControls(
  d: DecisionView,
  { min, max }: { min: number; max: number },
  answer: (seq: number, option: number[]) => void,
): HTMLElement[] {
  const boxes = d.options.map((_, i) => {
    const box = el('input', { type: 'checkbox', 'data-option': String(i) }) as HTMLInputElement;
    box.checked = i < min;
    return box;
  });
  const many = min === max ? String(min) : `${min} to ${max}`;
  const send = el('button', { type: 'button', 'data-testid': 'pick-send' }, `Choose these (${many})`) as HTMLButtonElement;
  const ticked = () => boxes.flatMap((box, i) => (box.checked ? [i] : []));
  const recount = () => {
    const n = ticked().length;
    send.disabled = n < min || n > max;
  };
  for (const box of boxes) box.addEventListener('change', recount);
  send.addEventListener('click', () => answer(d.seq, ticked()));
  recount();
  return [...d.options.map((text, i) => el('label', { class: 'pick' }, boxes[i], ' ', text)), send];
}

function seatKind(view: SeatView, seat: string): string {
  const record = view.seats.find((s) => s.seat === seat);
  return record?.kind === 'bot' ? ` (bot: ${record.bot})` : '';
}

function side(zones: ZoneView[]): HTMLElement {
  return el('div', { class: 'side' }, ...zones.map(zone));
}

function zone(z: ZoneView): HTMLElement {
  const name = z.name.includes('.') ? z.name.slice(z.name.indexOf('.') + 1) : z.name;
  const box = el('div', { class: 'zone', 'data-zone': z.name }, el('h4', {}, `${name} (${z.count})`));
  if (z.cards === undefined) return box;
  box.append(el('div', { class: 'card-list' }, ...z.cards.map(card)));
  return box;
}

function card(face: CardFace | null): HTMLElement {
  if (face === null) return el('span', { class: 'card hidden', title: 'face down' }, '?');
  const stats = Object.entries(face.stats)
    .map(([k, v]) => `${k} ${v}`)
    .join(' · ');
  return el(
    'span',
    { class: face.faceDown ? 'card down' : 'card' },
    face.name,
    stats === '' ? null : el('div', { class: 'stats' }, stats),
  );
}
