// The replay page, /t/<table>/replay (#seat=<s>&token=<t> for a seat's view): steps through a
// table's log as one viewer saw it, with the decision asked at each step and, for the seat that
// answered, its answer; from a step where the viewer was asked, "what if I had chosen X" plays on
// through the server (the other seats by the game's bots) and shows the viewer's view of it.
import type { ReplayFrame, WhatIfView } from '../../lib/server/replay-wire.js';
import type { SeatView } from '../../lib/server/wire.js';
import { el, status } from './dom.js';
import { Refused, replayFrame, whatIf } from './replay/api.js';
import { boardOf } from './replay/board.js';

/** A what-if being looked at: the step it branched from, the seat's answers so far, and what they came to. */
interface Branch {
  from: number;
  answers: number[];
  result: WhatIfView;
}

/** Shows the replay of `table` as `seat` (with `token`) or, with seat null, as a spectator. */
export function showReplay(root: HTMLElement, table: string, seat: string | null, token: string | undefined): void {
  let frame: ReplayFrame | undefined;
  let branch: Branch | undefined;
  /** Only the newest request's answer is drawn: a slider dragged fast asks for many steps. */
  let asked = 0;

  const fail = (error: unknown): void => {
    status(error instanceof Refused ? error.message : `The replay could not load: ${(error as Error).message}`, true);
  };

  const go = (at: number): void => {
    const ticket = ++asked;
    replayFrame(table, at, seat, token)
      .then((next) => {
        if (ticket !== asked) return;
        frame = next;
        branch = undefined;
        status(next.view.seat === null ? 'Replay as a spectator' : `Replay as ${next.view.seat}`);
        draw();
      })
      .catch(fail);
  };

  const branchTo = (from: number, answers: number[]): void => {
    // The seat is the server's word for it (the link's #seat is only a label): the one the token plays.
    const me = frame?.view.seat ?? null;
    if (me === null || token === undefined) return;
    const ticket = ++asked;
    status('Playing the what-if…');
    whatIf(table, { at: from, seat: me, token, answers })
      .then((result) => {
        if (ticket !== asked) return;
        branch = { from, answers, result };
        status(`What if, from step ${from}: the other seats played by bot ${result.bot}`);
        draw();
      })
      .catch(fail);
  };

  document.addEventListener('keydown', (event) => {
    if (frame === undefined || branch !== undefined) return;
    const target = event.target as HTMLElement | null;
    // The slider moves itself with the arrows (and says so with its input event).
    if (target?.tagName === 'INPUT' || event.altKey || event.ctrlKey || event.metaKey) return;
    const step = { ArrowLeft: frame.at - 1, ArrowRight: frame.at + 1, Home: 0, End: frame.last }[event.key];
    if (step === undefined || step < 0 || step > frame.last || step === frame.at) return;
    event.preventDefault();
    go(step);
  });

  const draw = (): void => {
    if (frame === undefined) return;
    const f = frame;
    const view = branch?.result.view ?? f.view;
    const { facts, board, log } = boardOf(view);
    const who = view.seat === null ? 'as a spectator' : `as ${view.seat}`;
    root.replaceChildren(
      el('h1', {}, `Replay · ${view.title} · table ${view.table} · ${who}`),
      branch === undefined ? stepper(f, go) : branchBar(branch, () => go(f.at)),
      facts,
      el(
        'div',
        { class: 'layout' },
        el(
          'div',
          {},
          branch === undefined
            ? stepPanel(f, f.view.seat, (i) => branchTo(f.at, [i]))
            : branchPanel(branch, (i) => branchTo(branch!.from, [...branch!.answers, i])),
          board,
        ),
        el('div', {}, el('h3', {}, 'Log'), log),
      ),
    );
    log.scrollTop = log.scrollHeight;
  };

  root.replaceChildren(el('p', {}, `Loading the replay of table ${table}…`));
  // The last step first: a finished game opens at its end, where people usually start looking back.
  replayFrame(table, 0, seat, token)
    .then((first) => go(first.last))
    .catch(fail);
}

/** The keys that do what each stepper button does (the page listens for them when no field has the focus). */
const KEYS: Record<string, string> = { first: 'Home', back: 'ArrowLeft', forward: 'ArrowRight', last: 'End' };

/** First, back, forward, last, a slider over every step, and where we are. */
function stepper(f: ReplayFrame, go: (at: number) => void): HTMLElement {
  const button = (label: string, name: string, to: number, disabled: boolean): HTMLElement => {
    const b = el('button', { type: 'button', 'data-step': name, 'aria-keyshortcuts': KEYS[name]! }, label) as HTMLButtonElement;
    b.disabled = disabled;
    b.addEventListener('click', () => go(to));
    return b;
  };
  const slider = el('input', {
    type: 'range',
    min: '0',
    max: String(f.last),
    value: String(f.at),
    'aria-label': 'Step',
    'data-testid': 'slider',
  }) as HTMLInputElement;
  slider.addEventListener('input', () => go(Number(slider.value)));
  return el(
    'nav',
    { class: 'replay-stepper', 'aria-label': 'Replay steps' },
    button('« First', 'first', 0, f.at === 0),
    button('‹ Back', 'back', f.at - 1, f.at === 0),
    slider,
    button('Forward ›', 'forward', f.at + 1, f.at === f.last),
    button('Last »', 'last', f.last, f.at === f.last),
    el('span', { 'data-testid': 'step', 'aria-live': 'polite' }, `Step ${f.at} of ${f.last}`),
  );
}

/** What was asked at this step and how it was answered, as this viewer may know it; what-if buttons on the viewer's own choices. */
function stepPanel(f: ReplayFrame, seat: string | null, branch: (option: number) => void): HTMLElement {
  const panel = el('div', { class: 'replay-step', 'data-testid': 'asked' });
  const v = f.view;
  if (v.status === 'ended' && f.next === undefined) {
    panel.append(el('p', { class: 'result', 'data-testid': 'result' }, v.result ?? 'The game is over'));
    return panel;
  }
  const next = f.next;
  if (v.decision !== null) {
    const d = v.decision;
    panel.append(el('strong', {}, `${d.prompt || 'Your move'} (decision ${d.seq})`));
    const chosen = next?.option === undefined ? [] : typeof next.option === 'number' ? [next.option] : next.option;
    const list = el('ol', { class: 'replay-options' });
    d.options.forEach((text, i) => {
      const item = el('li', { 'data-option': String(i) }, text);
      if (chosen.includes(i)) {
        item.classList.add('chosen');
        item.append(el('span', { class: 'badge' }, ' ✓ chosen'));
      } else if (d.pick === undefined && seat !== null && f.ended) {
        const b = el('button', { type: 'button', 'data-whatif': String(i) }, 'What if I had chosen this?');
        b.addEventListener('click', () => branch(i));
        item.append(' ', b);
      }
      list.append(item);
    });
    panel.append(list);
    if (next === undefined) panel.append(el('p', { class: 'waiting' }, 'Not answered yet: the table is at this decision'));
    else if (d.pick !== undefined) panel.append(el('p', { class: 'waiting' }, 'A pick: what-ifs start from a single choice'));
    else if (!f.ended && seat !== null) panel.append(el('p', { class: 'waiting' }, 'What-ifs open once the game has ended'));
  } else if (next !== undefined) {
    panel.append(
      el(
        'p',
        { 'data-testid': 'theirs' },
        `${next.seat} was asked (decision ${next.seq}); what they chose is theirs: it shows in the log after this step`,
      ),
    );
  } else if (v.waitingFor !== null) {
    panel.append(el('p', { class: 'waiting' }, `Waiting for ${v.waitingFor}: the table is at this step`));
  }
  return panel;
}

/** The what-if's banner: where it branched, and the way back. */
function branchBar(b: Branch, back: () => void): HTMLElement {
  const button = el('button', { type: 'button', 'data-testid': 'back-to-replay' }, 'Back to the replay');
  button.addEventListener('click', back);
  return el(
    'nav',
    { class: 'replay-stepper whatif', 'aria-label': 'What-if' },
    el('strong', {}, `What if · from step ${b.from}`),
    button,
  );
}

/** The what-if's moves (the seat's own in its words, the bots' by seat) and the seat's next question, to play on. */
function branchPanel(b: Branch, answer: (option: number) => void): HTMLElement {
  const panel = el('div', { class: 'replay-step whatif', 'data-testid': 'whatif' });
  const moves = el('ol', { class: 'replay-moves', 'data-testid': 'moves' });
  for (const m of b.result.moves)
    moves.append(
      el('li', {}, m.words === undefined ? `${m.seat} (bot ${m.bot ?? b.result.bot}) moved` : `${m.seat}: ${m.words.join(', ')}`),
    );
  panel.append(moves);
  const v: SeatView = b.result.view;
  if (v.status === 'ended') panel.append(el('p', { class: 'result', 'data-testid': 'result' }, v.result ?? 'The game is over'));
  else if (v.decision !== null && v.decision.pick === undefined) {
    const d = v.decision;
    const box = el('div', { class: 'decision' }, el('strong', {}, d.prompt || 'Your move'));
    d.options.forEach((text, i) => {
      const button = el('button', { type: 'button', 'data-option': String(i) }, text);
      button.addEventListener('click', () => answer(i));
      box.append(button);
    });
    panel.append(box);
  } else if (v.decision !== null) panel.append(el('p', { class: 'waiting' }, 'A pick: this what-if stops here'));
  return panel;
}
