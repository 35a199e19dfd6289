// The sandbox's rule graph, full size: the game's picture (the trace page's, with the ids of its
// boxes) drawn once by Mermaid, then after every step the nodes that ran, the node that asked and
// the hooks that fired are lit, as the trace page's stepper lights one run.
import type { SandboxTrace } from '../../../lib/server/sandbox/sandbox-wire.js';
import { el } from '../dom.js';
import { loadMermaid } from '../mermaid-loader.js';

/** A game's picture as the server sends it (lib/pictures GamePicture). */
interface Picture {
  mermaid: string;
  nodes: Record<string, string>;
  folded: Record<string, string[]>;
  cards: Record<string, string[]>;
  hooks: { node: string; phase: string; key: string; id: string }[];
}

/** The graph's box and how to light it after a step. */
export interface LiveGraph {
  element: HTMLElement;
  light(trace: SandboxTrace): void;
}

/** The box for sandbox `id`; drawn as soon as it is made (a designer opened the sandbox to see it). */
export function liveGraph(id: string): LiveGraph {
  const canvas = el('div', { class: 'sandbox-svg' }, 'drawing the rule graph…');
  const said = el('p', { class: 'sandbox-trace', 'data-testid': 'trace' });
  const element = el(
    'section',
    { class: 'sandbox-graph', 'data-testid': 'sandbox-graph', 'aria-label': 'Rule graph' },
    el('h2', {}, 'Rule graph'),
    el(
      'p',
      { class: 'legend' },
      el('span', { class: 'key is-current' }, 'asked now'),
      ' ',
      el('span', { class: 'key is-ran' }, 'ran this step'),
      ' ',
      el('span', { class: 'key is-fired' }, 'hook fired'),
    ),
    said,
    canvas,
  );
  const boxes = new Map<string, Element>();
  let picture: Picture | undefined;
  let pending: SandboxTrace | undefined;
  let marked: [Element, string][] = [];

  const light = (trace: SandboxTrace): void => {
    pending = trace;
    const hooks = trace.hooks.map(([key, phase, node]) => `${phase} ${key} on ${node}`);
    said.textContent =
      trace.nodes.length === 0
        ? 'Nothing ran: the sandbox moved in its history.'
        : `This step ran ${trace.nodes.length} nodes, asked by ${trace.nodes.at(-1)}; hooks fired: ${hooks.join(', ') || 'none'}.`;
    if (picture === undefined) return;
    for (const [box, mark] of marked) box.classList.remove(mark);
    marked = [];
    const mark = (boxId: string | undefined, name: string): void => {
      const box = boxId === undefined ? undefined : boxes.get(boxId);
      if (box === undefined || box.classList.contains(name)) return;
      box.classList.add(name);
      marked.push([box, name]);
    };
    const seen = picture;
    for (const node of new Set(trace.nodes)) {
      const own = seen.nodes[node];
      if (own !== undefined) mark(own, 'is-ran');
      // A node drawn inside its callers' labels ("calls move-card") lights its caller only when
      // one box lists it: with several, the caller's own box, lit above, already says which.
      else if (seen.folded[node]?.length === 1) mark(seen.folded[node][0], 'is-ran');
    }
    const asking = trace.nodes.at(-1);
    if (asking !== undefined) mark(seen.nodes[asking], 'is-current');
    const matches = (declared: string, key: string): boolean =>
      declared.endsWith('*') ? key.startsWith(declared.slice(0, -1)) : declared === key;
    for (const [key, phase, node] of trace.hooks)
      for (const hook of seen.hooks)
        if (hook.node === node && hook.phase === phase && matches(hook.key, key)) mark(hook.id, 'is-fired');
    element.dataset.lit = String(marked.length);
  };

  void (async () => {
    try {
      const response = await fetch(`/api/sandboxes/${encodeURIComponent(id)}/picture`);
      if (!response.ok) throw new Error(`the server answered ${response.status}`);
      const drawn = (await response.json()) as Picture;
      const mermaid = await loadMermaid();
      const { svg } = await mermaid.render('sandbox-graph-svg', drawn.mermaid);
      // Mermaid's own output from the game's code, sanitised by securityLevel 'strict'.
      canvas.innerHTML = svg;
      for (const g of canvas.querySelectorAll('g.node')) {
        const found = /-flowchart-(.+)-\d+$/.exec(g.id);
        if (found !== null) boxes.set(found[1]!, g);
      }
      picture = drawn;
      element.dataset.ready = 'true';
      if (pending !== undefined) light(pending);
    } catch (error) {
      canvas.replaceChildren(el('p', { class: 'bad' }, `The rule graph could not be drawn: ${(error as Error).message}`));
    }
  })();
  return { element, light };
}
