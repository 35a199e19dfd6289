// The sandbox's history tree as the page lists it: each branch, and every point on it as a button
// that jumps there (point 0 is the start); the point the sandbox stands at is marked.
import type { SandboxView } from '../../../lib/server/sandbox/sandbox-wire.js';
import { el } from '../dom.js';

/** The branches box; `jump` goes to a point of a branch. */
export function historyList(view: SandboxView, jump: (branch: string, at: number) => void): HTMLElement {
  const list = el('ul', { class: 'branches' });
  for (const branch of view.branches) {
    const points = el('ol', { class: 'points', start: '0' });
    const labels = ['start', ...branch.answers];
    labels.forEach((label, at) => {
      const here = branch.head && at === branch.tip;
      const button = el('button', { type: 'button', 'data-testid': `jump-${branch.name}-${at}` }, label);
      if (here) button.setAttribute('aria-current', 'step');
      button.addEventListener('click', () => jump(branch.name, at));
      points.append(el('li', { class: here ? 'here' : '' }, button));
    });
    list.append(
      el(
        'li',
        { 'data-testid': `branch-${branch.name}` },
        el('b', {}, branch.name),
        branch.head ? ' (playing)' : '',
        ` · at ${branch.tip} of ${branch.end}`,
        points,
      ),
    );
  }
  return el('section', { class: 'sandbox-history', 'aria-label': 'Branches' }, el('h2', {}, 'Branches'), list);
}
