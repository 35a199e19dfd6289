// The designer's sandbox at /s/<id> (and /s/new?game=..., its setup form): one person plays every
// seat. It shows the asked seat's view under a "Playing as" label, undo and redo, the branches of
// its history, an inspector with the whole state, and the rule graph lit by the last step.
import type { SandboxView } from '../../lib/server/sandbox/sandbox-wire.js';
import { el, status } from './dom.js';
import { answerSandbox, moveSandbox, openSandbox, readSandbox, Refused, waitSandbox } from './sandbox/api.js';
import { board } from './sandbox/board.js';
import { historyList } from './sandbox/history-list.js';
import { liveGraph, type LiveGraph } from './sandbox/live-graph.js';
import { setupForm, showProblem } from './sandbox/setup-form.js';

/** Shows the sandbox `id`, or the setup form when `id` is `new`. */
export async function showSandbox(root: HTMLElement, id: string): Promise<void> {
  if (id !== 'new') {
    try {
      run(root, await readSandbox(id));
    } catch (error) {
      status(error instanceof Refused ? error.message : `The sandbox could not load: ${(error as Error).message}`, true);
      root.replaceChildren(el('p', {}, el('a', { href: '/s/new' }, 'Open a new sandbox')));
    }
    return;
  }
  const form = await setupForm(new URLSearchParams(location.search).get('game'), (request) => {
    openSandbox(request)
      .then((view) => {
        history.replaceState(null, '', `/s/${view.id}`);
        run(root, view);
      })
      .catch((error: unknown) => showProblem(form, (error as Error).message));
  });
  root.replaceChildren(form);
}

/** The sandbox itself: drawn from each view the server answers with; the graph is made once and kept. */
function run(root: HTMLElement, first: SandboxView): void {
  const graph: LiveGraph = liveGraph(first.id);
  const top = el('div', { class: 'sandbox-top' });
  const middle = el('div', { class: 'sandbox-main' });
  const inspector = el('pre', { class: 'inspector', 'data-testid': 'inspector-state' });
  const zonesTable = el('table', { class: 'every-zone', 'data-testid': 'inspector-zones' });
  const inspect = el(
    'details',
    { class: 'sandbox-inspector', 'data-testid': 'inspector' },
    el('summary', {}, 'Show all: the whole state (nothing is hidden in a sandbox)'),
    el('h3', {}, 'Every zone, every card, top first'),
    zonesTable,
    el('details', {}, el('summary', {}, 'The raw state (JSON)'), inspector),
  );
  root.replaceChildren(el('div', { class: 'sandbox' }, top, middle, inspect, graph.element));
  document.title = 'Sandbox · cardweave';

  let shown = -1;
  const act = (request: Promise<SandboxView>): void => {
    request.then(draw).catch((error: unknown) => status((error as Error).message, true));
  };
  const draw = (view: SandboxView): void => {
    // Answers and waits may come back out of order: only a newer view is drawn.
    if (view.version <= shown) return;
    shown = view.version;
    status(`Sandbox ${view.id}`);
    const undo = el('button', { type: 'button', 'data-testid': 'undo' }, 'Undo');
    const redo = el('button', { type: 'button', 'data-testid': 'redo' }, 'Redo');
    (undo as HTMLButtonElement).disabled = !view.canUndo;
    (redo as HTMLButtonElement).disabled = !view.canRedo;
    undo.addEventListener('click', () => act(moveSandbox(view.id, 'undo')));
    redo.addEventListener('click', () => act(moveSandbox(view.id, 'redo')));
    const setup = view.setup.map((s) => ('card' in s ? `${s.card} > ${s.zone}` : `${s.node} ${JSON.stringify(s.args)}`));
    top.replaceChildren(
      el('h1', {}, `Sandbox · ${view.view.title}`),
      el(
        'p',
        { class: 'sandbox-about' },
        `seed ${view.seed} · packs: ${view.packs.join(', ') || 'none'} · setup: ${setup.join('; ') || 'none'} · `,
        el('a', { href: `/s/new?game=${encodeURIComponent(view.game)}` }, 'new sandbox'),
      ),
      ...(view.reload === undefined
        ? []
        : [
            el(
              'p',
              { class: `sandbox-reload ${view.reload.ok ? 'ok' : 'bad'}`, role: 'status', 'data-testid': 'reload' },
              view.reload.message,
            ),
          ]),
      el('p', { class: 'playing-as', 'data-testid': 'playing-as' }, `Playing as ${view.playingAs}`),
      el('div', { class: 'sandbox-controls' }, undo, ' ', redo),
    );
    middle.replaceChildren(
      board(view.view, (seq, option) => act(answerSandbox(view.id, seq, option))),
      historyList(view, (branch, at) => act(moveSandbox(view.id, { branch, at }))),
    );
    inspector.textContent = JSON.stringify(view.state, null, 1);
    zonesTable.replaceChildren(
      ...view.everyZone.map((z) =>
        el('tr', {}, el('th', {}, `${z.zone} (${z.cards.length})`), el('td', {}, z.cards.join(', ') || '—')),
      ),
    );
    graph.light(view.trace);
    document.body.dataset.sandboxSeq = String(view.view.seq);
    document.body.dataset.sandboxVersion = String(view.version);
  };
  draw(first);
  void follow(first.id);

  /** Waits for changes the page did not ask for (its rules reloaded by `cardweave serve --watch`), for as long as the page lives. */
  async function follow(id: string): Promise<void> {
    for (;;) {
      try {
        draw(await waitSandbox(id, shown));
      } catch (error) {
        status((error as Error).message, true);
        if (error instanceof Refused) return;
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
    }
  }
}
