// A decision's options as the page offers them: identical words merged into one choice (two copies of
// a card offered are one button answering the first), grouped by their first word when there are
// many, so a turn with fifteen moves reads as a few groups. No DOM here.

/** One choice on the page: its words, the option it answers, how many identical options it stands for. */
export interface Choice {
  text: string;
  option: number;
  copies: number;
}

/** Choices under one heading (the first word of their words: "Summon", "Set", "Activate"); `folded` when shown closed. */
export interface ChoiceGroup {
  heading: string;
  choices: Choice[];
  folded: boolean;
}

/** Up to this many choices are shown at once; more are grouped, and later groups folded. */
export const COMFORTABLE = 8;

/**
 * The options merged: one choice per distinct wording, in the order the words first appear, each
 * answering the first option so worded.
 *
 * @example
 * mergeOptions(['Play Glass Moth', 'Play Glass Moth', 'End the turn']); // [{ text: 'Play Glass Moth', option: 0, copies: 2 }, ...]
 */
export function mergeOptions(options: readonly string[]): Choice[] {
  const byText = new Map<string, Choice>();
  options.forEach((text, option) => {
    const seen = byText.get(text);
    if (seen === undefined) byText.set(text, { text, option, copies: 1 });
    else seen.copies++;
  });
  return [...byText.values()];
}

/** The words a choice's button says: "Play Glass Moth (×2)" for two copies. */
export function choiceWords(choice: Choice): string {
  return choice.copies > 1 ? `${choice.text} (×${choice.copies})` : choice.text;
}

/**
 * The choices in the order the page shows them: one untitled group when they are few, else grouped
 * by their first word, groups in the order their first choice appears, the biggest folded until at
 * most COMFORTABLE choices show (a group of one never folds).
 */
export function groupChoices(choices: readonly Choice[]): ChoiceGroup[] {
  if (choices.length <= COMFORTABLE) return [{ heading: '', choices: [...choices], folded: false }];
  const groups = new Map<string, ChoiceGroup>();
  for (const choice of choices) {
    const heading = /^\S+/.exec(choice.text)?.[0] ?? '';
    let group = groups.get(heading);
    if (group === undefined) groups.set(heading, (group = { heading, choices: [], folded: false }));
    group.choices.push(choice);
  }
  // The biggest groups fold first (a dozen ways to summon), so a lone "End the turn" always shows.
  let shown = choices.length;
  for (const group of [...groups.values()].sort((a, b) => b.choices.length - a.choices.length)) {
    if (shown <= COMFORTABLE || group.choices.length === 1) break;
    group.folded = true;
    shown -= group.choices.length;
  }
  return [...groups.values()];
}
