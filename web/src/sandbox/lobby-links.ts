// The lobby's way into the sandbox: one "Open a sandbox" link per game.
import { el } from '../dom.js';

/** The links, one per game, under the lobby's form. */
export function sandboxLinks(games: readonly { id: string; title: string }[]): HTMLElement {
  const list = el('ul', { class: 'links' });
  for (const game of games)
    list.append(
      el(
        'li',
        {},
        el(
          'a',
          { href: `/s/new?game=${encodeURIComponent(game.id)}`, 'data-testid': `sandbox-${game.id}` },
          `Open a sandbox of ${game.title}`,
        ),
      ),
    );
  return el(
    'section',
    { class: 'sandbox-links' },
    el('h2', {}, 'For designers'),
    el('p', {}, 'A sandbox is a table you play alone, every seat, with undo, branches and the whole state shown.'),
    list,
  );
}
