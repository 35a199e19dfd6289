// The decision box: the prompt and its choices (merged, numbered 1-9 for the keyboard, grouped when
// many), or for a pick one checkbox per option, none ticked, and a button enabled once the count fits.
// It is built once per decision: a view of the same decision leaves it (and the focus in it) alone.
import type { DecisionView } from '../../../lib/server/wire.js';
import { el } from '../dom.js';
import { choiceWords, groupChoices, mergeOptions } from './options.js';

/** Sends an answer to decision `seq`. */
export type Answer = (seq: number, option: number | number[]) => void;

/** A drawn decision: its box, and the option the n-th number key answers (n from 1), if any. */
export interface DrawnDecision {
  box: HTMLElement;
  nth(n: number): number | undefined;
}

/** The key that tells one decision from another: a new one is drawn anew, the same one is kept. */
export function decisionKey(d: DecisionView): string {
  return JSON.stringify([d.seq, d.prompt, d.options, d.pick ?? null]);
}

/** Draws decision `d`, answered through `answer`. */
export function drawDecision(d: DecisionView, answer: Answer): DrawnDecision {
  const box = el(
    'div',
    { class: 'decision', role: 'group', 'aria-labelledby': 'decision-prompt', 'data-seq': String(d.seq) },
    el('h2', { id: 'decision-prompt' }, d.prompt || 'Your move'),
  );
  if (d.pick !== undefined) {
    box.append(...pickControls(d, d.pick, answer));
    return { box, nth: () => undefined };
  }
  const groups = groupChoices(mergeOptions(d.options));
  // Numbers go to the choices in view first (open groups, in order), then to the folded ones, so 1-9 are what the player reads.
  const numbered = [...groups.filter((g) => !g.folded), ...groups.filter((g) => g.folded)].flatMap((g) => g.choices);
  for (const group of groups) {
    const buttons = group.choices.map((choice) => {
      const n = numbered.indexOf(choice) + 1;
      const button = el(
        'button',
        { type: 'button', 'data-option': String(choice.option), ...(n <= 9 ? { 'aria-keyshortcuts': String(n) } : {}) },
        n <= 9 ? el('kbd', { 'aria-hidden': 'true' }, String(n)) : el('span', { class: 'nokey' }),
        el('span', {}, choiceWords(choice)),
      );
      button.addEventListener('click', () => answer(d.seq, choice.option));
      return button;
    });
    if (group.heading === '') box.append(...buttons);
    else {
      const fold = el('details', { class: 'choices' }, el('summary', {}, `${group.heading} (${buttons.length})`), ...buttons);
      if (!group.folded) fold.setAttribute('open', '');
      box.append(fold);
    }
  }
  return { box, nth: (n) => numbered[n - 1]?.option };
}

/**
 * A pick ("tribute two monsters"): a checkbox per option, NONE ticked (ticking the strongest monster
 * for the player is choosing for them), and one button, disabled while the count ticked is outside
 * what the decision takes.
 */
function pickControls(d: DecisionView, { min, max }: { min: number; max: number }, answer: Answer): HTMLElement[] {
  const boxes = d.options.map((_, i) => el('input', { type: 'checkbox', 'data-option': String(i) }) as HTMLInputElement);
  const many = min === max ? String(min) : `${min} to ${max}`;
  const send = el(
    'button',
    { type: 'button', class: 'send', 'data-testid': 'pick-send' },
    `Choose these (${many})`,
  ) as HTMLButtonElement;
  const count = el('p', { class: 'pick-count', 'aria-live': 'polite' });
  const ticked = () => boxes.flatMap((box, i) => (box.checked ? [i] : []));
  const recount = () => {
    const n = ticked().length;
    send.disabled = n < min || n > max;
    count.textContent = `${n} ticked; choose ${many}`;
  };
  for (const box of boxes) box.addEventListener('change', recount);
  send.addEventListener('click', () => answer(d.seq, ticked()));
  recount();
  return [...d.options.map((text, i) => el('label', { class: 'pick' }, boxes[i], ' ', text)), count, send];
}
