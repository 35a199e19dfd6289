// Filling reading templates: slots, verb agreement, counts in words; and joining clauses into sentences.
import { CardError } from '../cards/errors.js';
import type { Phrase } from './readings.js';

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const TOKEN = /\{([A-Za-z0-9_]+)(?::([A-Za-z']+))?(\?)?\}|\[([^|\]]*)\|([^\]]*)\]/g;
const MODIFIERS = new Set(['subject', 'count', 's', 'their', 'poss']);

/**
 * A count as card text writes it: words up to ten ("two"), digits above; zero is "no".
 *
 * @example
 * countWord(2); // 'two'
 */
export function countWord(n: number): string {
  return Number.isInteger(n) && n >= 0 && n < WORDS.length ? WORDS[n]! : String(n);
}

/**
 * The problem of a template, or undefined: braces that do not close, an unknown modifier.
 *
 * @example
 * templateProblem('{player:subjct} draws'); // 'has an unknown modifier ":subjct" ...'
 */
export function templateProblem(template: string): string | undefined {
  if (typeof template !== 'string') return `must be a string, got ${typeof template}`;
  const rest = template.replace(TOKEN, '');
  if (/[{}[\]]/.test(rest))
    return `has a brace or bracket that is not a slot {name} or a choice [a|b]: ${JSON.stringify(template)}`;
  for (const match of template.matchAll(TOKEN)) {
    const modifier = match[2];
    if (modifier !== undefined && !MODIFIERS.has(modifier))
      return `has an unknown modifier ":${modifier}" in ${JSON.stringify(template)} (the modifiers are ${[...MODIFIERS].map((m) => `:${m}`).join(', ')})`;
  }
  return undefined;
}

/**
 * Fills a template's slots from `slots`; a slot with no phrase reads "the <name>" (or nothing, marked `?`).
 * `where` names the template in the error a malformed one gives (`reading-bad`).
 *
 * @example
 * fill('{player} [gain|gains] {amount} life points', { player: { text: 'your opponent' }, amount: { text: '500', count: 500 } }, 'x'); // 'your opponent gains 500 life points'
 */
export function fill(template: string, slots: Readonly<Record<string, Phrase | undefined>>, where: string): string {
  const problem = templateProblem(template);
  if (problem !== undefined) throw new CardError('reading-bad', `The reading of ${where} ${problem}`);
  let subject: Phrase | undefined;
  let dropped = false;
  const text = template.replace(
    TOKEN,
    (_m, name: string | undefined, modifier: string | undefined, optional, a: string, b: string) => {
      if (name === undefined) return dropped || subject?.you === true || subject?.plural === true ? a : b;
      if (name === 'not') return subject?.none === true ? '' : 'not';
      const phrase = slots[name];
      if (phrase === undefined) return optional === '?' ? '' : `the ${name}`;
      switch (modifier) {
        case 'subject':
          subject = phrase;
          dropped = phrase.you === true;
          return dropped ? '' : phrase.text;
        case 'count':
          subject = { text: '', plural: phrase.count !== 1 };
          dropped = false;
          return phrase.count === undefined ? phrase.text : countWord(phrase.count);
        case 's':
          return phrase.count === 1 ? '' : 's';
        case 'their':
          return phrase.you === true ? 'your' : (phrase.their ?? 'their');
        case 'poss':
          return phrase.you === true ? 'your' : `${phrase.text}'s`;
        case undefined:
        default:
          subject = phrase;
          dropped = false;
          return phrase.text;
      }
    },
  );
  return tidy(text);
}

/** Spaces collapsed, none before punctuation, none at the ends. */
export function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;:])/g, '$1')
    .trim();
}

/** The text with its first letter in capitals. */
export function capitalize(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}

/** A clause, and whether it starts a sentence of its own. */
export interface Clause {
  text: string;
  sentence?: boolean;
}

/**
 * Clauses as sentences: within one, "a, then b" and "a, b, then c"; a clause marked `sentence` starts a new one.
 *
 * @example
 * sentences([{ text: 'draw two cards' }, { text: 'discard two cards' }]); // ['draw two cards, then discard two cards']
 */
export function sentences(clauses: readonly Clause[]): string[] {
  const groups: string[][] = [];
  for (const clause of clauses) {
    if (clause.text === '') continue;
    if (clause.sentence === true || groups.length === 0) groups.push([clause.text]);
    else groups[groups.length - 1]!.push(clause.text);
  }
  return groups.map((group) =>
    group.length === 1 ? group[0]! : `${group.slice(0, -1).join(', ')}, then ${group[group.length - 1]!}`,
  );
}

/**
 * A list of phrases as English: "a", "a and b", "a, b and c".
 *
 * @example
 * listText(['you', 'your opponent']); // 'you and your opponent'
 */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? 'nothing';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`;
}

/** A sentence: capitalized, ending in a full stop. */
export function sentence(text: string): string {
  const t = capitalize(tidy(text));
  return t === '' || /[.!?]$/.test(t) ? t : `${t}.`;
}
