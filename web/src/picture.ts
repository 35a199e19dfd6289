// The rule graph on a table's page: its game, with the table's packs, as the command lines draw it (--graph),
// rendered to SVG in the browser by Mermaid, which the server hands out at /assets/mermaid.js.
// Nothing is fetched until the reader opens the box: Mermaid is 3.5 MB, and most readers never do.
import { el } from './dom.js';
import { loadMermaid } from './mermaid-loader.js';

/**
 * One box for the whole life of the page, so the table's redraws move it
 * rather than make it again: it stays open, and the picture is drawn once.
 * Without Mermaid (a server that has none to hand out, or a parse error) the
 * Mermaid text is shown instead, which mermaid.live or any Mermaid viewer draws.
 */
export function rulePicture(table: string): HTMLElement {
  const body = el('div', { class: 'graph', 'data-testid': 'graph' }, 'loading…');
  const box = el('details', { class: 'picture' }, el('summary', {}, 'Rule graph'), body);
  let started = false;
  box.addEventListener('toggle', () => {
    if (!(box as HTMLDetailsElement).open || started) return;
    started = true;
    void draw(table, body);
  });
  return box;
}

async function draw(table: string, body: HTMLElement): Promise<void> {
  let text: string;
  try {
    const response = await fetch(`/api/tables/${encodeURIComponent(table)}/graph`);
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    text = ((await response.json()) as { mermaid: string }).mermaid;
  } catch (error) {
    body.replaceChildren(el('p', { class: 'bad' }, `The rule graph could not load: ${(error as Error).message}`));
    return;
  }
  const source = el('details', {}, el('summary', {}, 'Mermaid text'), el('pre', {}, text));
  try {
    const mermaid = await loadMermaid();
    const { svg } = await mermaid.render('rule-graph-svg', text);
    // Mermaid's own output, made from the game's code (names the operator chose), sanitised by
    // securityLevel 'strict'; nothing a client or another seat sent is in it.
    const picture = el('div', { class: 'svg' });
    picture.innerHTML = svg;
    // The column shrinks a big game's picture to fit; the reader can open it at its own size.
    const whole = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    const open = el('a', { href: whole, target: '_blank', rel: 'noopener', 'data-testid': 'graph-full' }, 'Open at full size');
    body.replaceChildren(picture, el('p', {}, open), source);
  } catch (error) {
    body.replaceChildren(el('p', { class: 'waiting' }, `Shown as text: ${(error as Error).message}`), source);
    source.setAttribute('open', '');
  }
}
