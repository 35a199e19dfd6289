// The sandbox's first screen: a game, its packs, a seed and the board to start from, one step a line.
import type { SandboxRequest, SetupStep } from '../../../lib/server/sandbox/sandbox-wire.js';
import { el } from '../dom.js';

interface GameInfo {
  id: string;
  title: string;
  packs: string[];
}

/**
 * Reads the setup box: `Card name > zone` (add `face up` after the zone for
 * a card that lies face up), or `node.name {"json": "args"}`. A line it cannot
 * read is refused here, naming the line; the server checks names.
 */
export function readSetup(text: string): SetupStep[] {
  const steps: SetupStep[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const brace = line.indexOf('{');
    if (brace > 0) {
      let args: unknown;
      try {
        args = JSON.parse(line.slice(brace));
      } catch {
        throw new Error(`Setup line ${index + 1}: the args after the node name are not JSON`);
      }
      steps.push({ node: line.slice(0, brace).trim(), args: args as Record<string, unknown> });
      return;
    }
    const parts = line.split('>');
    if (parts.length !== 2) throw new Error(`Setup line ${index + 1}: write "Card name > zone" or "node.name {args}"`);
    const [zone, ...rest] = parts[1]!.trim().split(/\s+/);
    const faceUp = rest.join(' ').toLowerCase() === 'face up';
    steps.push({ card: parts[0]!.trim(), zone: zone!, ...(faceUp ? { faceUp: true } : {}) });
  });
  return steps;
}

/** The form; `submit` gets the request once the box reads. */
export async function setupForm(game: string | null, submit: (request: SandboxRequest) => void): Promise<HTMLElement> {
  const games = (await (await fetch('/api/games')).json()) as GameInfo[];
  const select = el('select', { name: 'game', 'data-testid': 'sandbox-game' }) as HTMLSelectElement;
  for (const g of games) select.append(el('option', { value: g.id }, g.title));
  if (game !== null && games.some((g) => g.id === game)) select.value = game;
  const packs = el('fieldset', {}, el('legend', {}, 'Packs'));
  const drawPacks = (): void => {
    const info = games.find((g) => g.id === select.value);
    packs.replaceChildren(el('legend', {}, 'Packs'));
    if (info === undefined || info.packs.length === 0) packs.append('none for this game');
    for (const pack of info?.packs ?? [])
      packs.append(el('label', {}, el('input', { type: 'checkbox', name: 'pack', value: pack }), ` ${pack}`), ' ');
  };
  select.addEventListener('change', drawPacks);
  drawPacks();
  const seed = el('input', {
    name: 'seed',
    inputmode: 'numeric',
    placeholder: 'random',
    'data-testid': 'sandbox-seed',
  }) as HTMLInputElement;
  const setup = el('textarea', {
    name: 'setup',
    rows: '5',
    cols: '60',
    'data-testid': 'sandbox-setup',
    placeholder: 'Glass Moth > p1.hand\nMoss Golem > p2.monsters face up\nduel.gain-life-points {"player": "p2", "amount": 500}',
  }) as HTMLTextAreaElement;
  const problem = el('p', { class: 'bad', role: 'alert', 'data-testid': 'sandbox-setup-problem' });
  const form = el(
    'form',
    { class: 'lobby sandbox-setup' },
    el('h1', {}, 'Open a sandbox'),
    el('p', {}, 'You play every seat. Nothing is hidden from you, and you can undo, redo and branch.'),
    el('label', {}, 'Game ', select),
    packs,
    el('label', {}, 'Seed ', seed),
    el('label', { class: 'setup-box' }, 'Start from (one step a line, before the first decision)', el('br'), setup),
    problem,
    el('button', { type: 'submit', 'data-testid': 'sandbox-open' }, 'Open sandbox'),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    problem.textContent = '';
    let steps: SetupStep[];
    try {
      steps = readSetup(setup.value);
    } catch (error) {
      problem.textContent = (error as Error).message;
      return;
    }
    const chosen = [...form.querySelectorAll<HTMLInputElement>('input[name="pack"]:checked')].map((i) => i.value);
    const request: SandboxRequest = { game: select.value, packs: chosen, setup: steps };
    if (seed.value.trim() !== '') request.seed = Number(seed.value.trim());
    submit(request);
  });
  return form;
}

/** Shows a refusal under the form. */
export function showProblem(form: HTMLElement, message: string): void {
  form.querySelector('[data-testid="sandbox-setup-problem"]')!.textContent = message;
}
