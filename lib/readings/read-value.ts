// Values of card data read as English: references, operators, zones and conditions.
import { OPERATORS } from '../card-text/card-data-check.js';
import { OPPONENT_PHRASE, YOU_PHRASE, type Lexicon } from './lexicon.js';
import { OPERATOR_READINGS, REFERENCE_READINGS } from './library-readings.js';
import type { Phrase } from './readings.js';
import { countWord, fill, listText } from './template.js';

/** @internal What a value is read in: the lexicon, and the phrases `$args.x` and `as` names stand for here. */
export interface Scope {
  lex: Lexicon;
  args: ReadonlyMap<string, Phrase>;
  names: Map<string, Phrase>;
}

const COMPARISONS = new Set(['$eq', '$ne', '$lt', '$lte', '$gt', '$gte']);

/** @internal The operator of a value of card data, or undefined for a plain value. */
export function operatorOf(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return Object.keys(value).find((key) => key.startsWith('$'));
}

/** @internal A value as a phrase. */
export function readValue(value: unknown, s: Scope): Phrase {
  if (typeof value === 'number') return { text: String(value), count: value };
  if (typeof value === 'boolean' || value === null) return { text: String(value) };
  if (typeof value === 'string') return value.startsWith('$') ? readReference(value, s) : { text: value };
  if (Array.isArray(value)) {
    if (value.length === 1) return readValue(value[0], s);
    return { text: listText(value.map((item) => readValue(item, s).text)), plural: true };
  }
  const op = operatorOf(value);
  const object = value as Record<string, unknown>;
  if (op === undefined)
    return { text: listText(Object.entries(object).map(([key, item]) => `${key} ${readValue(item, s).text}`)) };
  return readOperator(op, object, s);
}

function readReference(ref: string, s: Scope): Phrase {
  const [head = '', ...path] = ref.slice(1).split('.');
  if (head === 'args' && path.length > 0) return s.args.get(path.join('.')) ?? { text: `the ${path.join(' ')}` };
  if (head === 'you') return YOU_PHRASE;
  if (head === 'opponent') return OPPONENT_PHRASE;
  const reference = REFERENCE_READINGS[head];
  if (reference !== undefined) return { text: reference };
  return s.names.get(head) ?? { text: head };
}

function readOperator(op: string, value: Record<string, unknown>, s: Scope): Phrase {
  const operand = value[op];
  switch (op) {
    case '$zone':
      return { text: zonePlace(String(operand), s) };
    case '$cards': {
      const cards = zoneCards(String(operand), s);
      return value.where === undefined ? cards : { ...cards, text: `${cards.text} where ${conditionText(value.where, s)}` };
    }
    case '$opponentOf': {
      const of = readValue(operand, s);
      if (of.you === true) return OPPONENT_PHRASE;
      if (of === OPPONENT_PHRASE) return YOU_PHRASE;
      break;
    }
    case '$join': {
      const all = sameZoneOfBoth(operand, s);
      if (all !== undefined) return { text: all, plural: true };
      break;
    }
    case '$stat':
      return { text: `the ${String(operand)} of ${readValue(value.of, s).text}` };
    case '$state':
      return { text: `the game's ${(operand as unknown[]).map((part) => readValue(part, s).text).join(' ')}` };
    case '$literal':
      return { text: JSON.stringify(operand) };
    default:
      if (COMPARISONS.has(op) || op === '$and' || op === '$or' || op === '$not' || op === '$in')
        return { text: conditionText(value, s) };
  }
  return { text: operatorText(op, operand, s) };
}

/** An operator by its template in OPERATOR_READINGS, its operands read as phrases. */
function operatorText(op: string, operand: unknown, s: Scope): string {
  const items = Array.isArray(operand) ? operand : [operand];
  const slots: Record<string, Phrase> = { all: { text: listText(items.map((item) => readValue(item, s).text)) } };
  items.forEach((item, i) => (slots[String(i)] = readValue(item, s)));
  return fill(OPERATOR_READINGS[op] ?? `{all}`, slots, `operator "${op}"`);
}

/** A zone name's owner (`{you}.hand`) and the rest of its name. */
function zoneParts(template: string, s: Scope): { owner?: Phrase; suffix: string } {
  const match = /^\{(you|opponent|owner|controller|self)\}\.(.+)$/.exec(template);
  if (match === null) return { suffix: template };
  return { owner: readReference(`$${match[1]!}`, s), suffix: match[2]! };
}

/** @internal A zone as a place: "your hand", "the discard pile". */
export function zonePlace(template: string, s: Scope): string {
  const { owner, suffix } = zoneParts(template, s);
  const reading = s.lex.zones.get(suffix);
  if (owner === undefined) return reading?.place ?? `"${template}"`;
  return `${owner.you === true ? 'your' : `${owner.text}'s`} ${reading?.place ?? suffix}`;
}

/** @internal A zone's cards: "monsters you control", "the cards in your hand". */
export function zoneCards(template: string, s: Scope): Phrase {
  const { owner, suffix } = zoneParts(template, s);
  const reading = s.lex.zones.get(suffix);
  if (reading?.cards === undefined || owner === undefined)
    return { text: `the cards in ${zonePlace(template, s)}`, plural: true };
  return { text: fill(reading.cards, { owner }, `zone "${suffix}"`), plural: true };
}

/** "monsters on the field" for `$join` of the same zone of you and your opponent, when the zone reads so. */
function sameZoneOfBoth(operand: unknown, s: Scope): string | undefined {
  if (!Array.isArray(operand) || operand.length !== 2) return undefined;
  const zones = operand.map((item) =>
    operatorOf(item) === '$cards' ? (item as { $cards: unknown; where?: unknown }) : undefined,
  );
  if (zones.some((z) => z === undefined || z.where !== undefined || typeof z.$cards !== 'string')) return undefined;
  const names = zones.map((z) => String(z!.$cards)).sort();
  const [a, b] = names.map((name) => /^\{(you|opponent)\}\.(.+)$/.exec(name));
  if (a == null || b == null || a[2] !== b[2] || a[1] === b[1]) return undefined;
  return s.lex.zones.get(a[2]!)?.all;
}

/** @internal A condition's conjuncts: the parts of an `$and`, or the condition itself. */
export function conjuncts(condition: unknown): unknown[] {
  if (condition === undefined) return [];
  if (operatorOf(condition) === '$and') return ((condition as { $and: unknown[] }).$and ?? []).flatMap(conjuncts);
  return [condition];
}

/** @internal A condition part as words, and whether it brings its own connective ("up to two times", "while ..."). */
export interface ConditionPart {
  text: string;
  own?: boolean;
}

/** @internal One condition as a part: a zone's count, a state path the game reads, or the operators' templates. */
export function conditionPart(condition: unknown, s: Scope): ConditionPart {
  const op = operatorOf(condition);
  if (op !== undefined && COMPARISONS.has(op)) {
    const operand = (condition as Record<string, unknown>)[op];
    const [left, right]: unknown[] = Array.isArray(operand) ? (operand as unknown[]) : [];
    const counted = zoneCount(op, left, right, s);
    if (counted !== undefined) return { text: counted };
    const state = stateFragment(op, left, right, s);
    if (state !== undefined) return { text: state, own: true };
  }
  if (op === '$not') {
    const inner = (condition as { $not: unknown }).$not;
    if (operatorOf(inner) === '$in') {
      const [a, b] = (inner as { $in: unknown[] }).$in;
      return { text: `${readValue(a, s).text} is not one of ${readValue(b, s).text}` };
    }
  }
  if (op === '$and') return { text: listText(conjuncts(condition).map((c) => conditionText(c, s))) };
  if (op === '$or') return { text: ((condition as { $or: unknown[] }).$or ?? []).map((c) => conditionText(c, s)).join(' or ') };
  if (op !== undefined && (OPERATORS as readonly string[]).includes(op))
    return { text: operatorText(op, (condition as Record<string, unknown>)[op], s) };
  return { text: `${readValue(condition, s).text} holds` };
}

/** @internal A condition as a clause. */
export function conditionText(condition: unknown, s: Scope): string {
  return conditionPart(condition, s).text;
}

/** "you control no monsters": a count of a zone's cards compared with a number, when the zone reads counts. */
function zoneCount(op: string, left: unknown, right: unknown, s: Scope): string | undefined {
  if (operatorOf(left) !== '$count' || typeof right !== 'number') return undefined;
  const counted = (left as { $count: unknown }).$count;
  if (operatorOf(counted) !== '$cards' || (counted as { where?: unknown }).where !== undefined) return undefined;
  const { owner, suffix } = zoneParts(String((counted as { $cards: unknown }).$cards), s);
  const template = s.lex.zones.get(suffix)?.count;
  if (template === undefined || owner === undefined) return undefined;
  const word = countWord(right);
  const n = {
    $eq: word,
    $ne: `other than ${word}`,
    $lt: `fewer than ${word}`,
    $lte: `${word} or fewer`,
    $gt: `more than ${word}`,
    $gte: `${word} or more`,
  }[op];
  return fill(template, { owner, n: { text: n ?? word } }, `zone "${suffix}"`);
}

/** A state path compared, when the game reads that comparison: its fragment. */
function stateFragment(op: string, left: unknown, right: unknown, s: Scope): string | undefined {
  if (operatorOf(left) !== '$state') return undefined;
  const path = (left as { $state: unknown[] }).$state;
  if (!path.every((part) => typeof part === 'string')) return undefined;
  const template = s.lex.state.get(path.join('.'))?.[op.slice(1)];
  return template === undefined ? undefined : fill(template, { value: readValue(right, s) }, `state "${path.join('.')}"`);
}
