// cardText(def): a card's rules text rendered from its data, as its printed text is written.
import { CARD_VERBS, isStatic, type Ability, type CardHook, type Step } from '../card-text/card-data.js';
import type { CardDefinition } from '../card-text/definition.js';
import { lexiconOf, type Lexicon, type ReadingPack } from './lexicon.js';
import { CARD_VERB_READINGS, ONCE_READINGS } from './library-readings.js';
import { hookText } from './read-hook.js';
import { conditionText, readValue, zonePlace, type Scope } from './read-value.js';
import type { NodeReading, Phrase } from './readings.js';
import { capitalize, fill, sentence, sentences, type Clause } from './template.js';

const STEP_META = new Set(['do', 'as', 'if', 'via']);

/**
 * A card's rules text as its data reads, and the names it read plainly for want of a reading.
 *
 * @example
 * const { text, unread } = readCard(card, duelGame.packs()); // unread: ['node "duel.flip"'] when that node has no reading
 */
export interface CardReading {
  text: string;
  /** What was read plainly: `node "x"`, `effect "x"`, `condition "x"`, `trigger "x"`, sorted. */
  unread: string[];
}

/**
 * Renders a card's rules text from its data: each ability as the verbs,
 * selectors, conditions, hooks and lifetimes it uses read (the library's
 * readings, then those of `packs`, which also name the cards it creates).
 * A card with no abilities has no rules text: `''` (its printed text, if
 * any, is flavour). A node, effect, condition or trigger with no reading is
 * read plainly (its name and args): {@link readCard} lists them.
 *
 * @example
 * cardText(sparkVolley, duelGame.packs()); // 'Inflict 500 damage to your opponent.'
 */
export function cardText(card: CardDefinition, packs: readonly ReadingPack[] = []): string {
  return readCard(card, packs).text;
}

/**
 * What {@link cardText} renders, with the names it read plainly for want of a reading.
 *
 * @example
 * readCard(gift, warGame.packs()).unread; // []
 */
export function readCard(card: CardDefinition, packs: readonly ReadingPack[] = []): CardReading {
  const lex = lexiconOf(packs);
  const text = card.abilities.flatMap((ability) => abilityText(ability, card, lex)).join(' ');
  return { text, unread: [...lex.unread].sort() };
}

/**
 * The card's printed text and its rendered text when they differ, for a card with abilities; else undefined.
 *
 * @example
 * textDiffers(card, packs)?.rendered; // what `cardweave cards check` prints with text-differs
 */
export function textDiffers(
  card: CardDefinition,
  packs: readonly ReadingPack[] = [],
): { printed: string; rendered: string } | undefined {
  if (card.abilities.length === 0) return undefined;
  const rendered = cardText(card, packs);
  return rendered === card.text ? undefined : { printed: card.text, rendered };
}

function abilityText(ability: Ability, card: CardDefinition, lex: Lexicon): string[] {
  if (isStatic(ability)) {
    const zones = Array.isArray(ability.while) ? ability.while : [ability.while];
    const s: Scope = { lex, args: new Map(), names: new Map() };
    const reading = zones.length === 1 ? lex.zones.get(zones[0]!.replace(/^\{[a-z]+\}\./, '')) : undefined;
    const place = zones.map((zone) => zonePlace(zone.replace(/^\{(owner|controller)\}\./, '{you}.'), s)).join(' or ');
    const during = reading?.while ?? `while this card is in ${place}`;
    return ability.hooks.map((hook) => sentence(`${during === '' ? '' : `${during}, `}${hookText(hook, s, readSteps)}`));
  }
  const trigger = lex.triggers.get(ability.on);
  if (trigger === undefined) lex.unread.add(`trigger "${ability.on}"`);
  const args = new Map(Object.entries(trigger?.args ?? {}).map(([key, text]): [string, Phrase] => [key, { text }]));
  const s: Scope = { lex, args, names: new Map() };
  const opening =
    trigger === undefined
      ? `when this card is ${ability.on}`
      : typeof trigger.reads === 'function'
        ? trigger.reads(card)
        : trigger.reads;
  let parts: string[];
  if ('effect' in ability) {
    const template = lex.effects.get(ability.effect);
    if (template === undefined) lex.unread.add(`effect "${ability.effect}"`);
    const params: Record<string, Phrase> = {};
    for (const [key, value] of Object.entries(ability.params ?? {})) params[key] = readValue(value, s);
    parts = [template === undefined ? `run ${ability.effect}` : fill(template, params, `effect "${ability.effect}"`)];
  } else {
    parts = sentences(stepClauses(ability.steps, s));
    if (ability.if !== undefined && parts.length > 0) parts[0] = `if ${conditionText(ability.if, s)}, ${parts[0]!}`;
  }
  if (parts.length === 0) parts = [''];
  parts[0] = opening === '' ? parts[0]! : opening.endsWith(':') ? `${opening} ${parts[0]!}` : `${opening}, ${parts[0]!}`;
  if (ability.once !== undefined) parts[0] = `${capitalize(ONCE_READINGS[ability.once] ?? ability.once)}: ${parts[0]}`;
  return parts.map(sentence);
}

/** Steps as clauses: the same node step written again in a row is read once, "{times}" times. */
function stepClauses(steps: readonly Step[], s: Scope, hooked?: NodeReading): Clause[] {
  const out: Clause[] = [];
  for (let i = 0; i < steps.length; i++) {
    let times = 1;
    while (
      i + times < steps.length &&
      JSON.stringify(steps[i + times]) === JSON.stringify(steps[i]) &&
      steps[i]!.as === undefined
    )
      times++;
    out.push(stepClause(steps[i]!, s, times, hooked));
    i += times - 1;
  }
  return out;
}

/** Steps of a hook, as one clause. */
function readSteps(steps: readonly Step[], s: Scope, hooked: NodeReading): string {
  return sentences(stepClauses(steps, s, hooked)).join('. ');
}

function stepClause(step: Step, s: Scope, times: number, hooked?: NodeReading): Clause {
  const clause = verbClause(step, s, times, hooked);
  if (step.if === undefined || clause.text === '') return clause;
  return { ...clause, text: `if ${conditionText(step.if, s)}, ${clause.text}` };
}

function verbClause(step: Step, s: Scope, times: number, hooked?: NodeReading): Clause {
  const args = Object.fromEntries(Object.entries(step).filter(([key]) => !STEP_META.has(key)));
  const phrases = (values: Record<string, unknown>): Record<string, Phrase> =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, readValue(value, s)]));
  switch (step.do) {
    case 'attach': {
      const hook = step.hook as unknown as CardHook;
      const whileIn = step.whileIn === undefined ? '' : ` while this card is in ${zonePlace(str(step.whileIn), s)}`;
      return { text: `${hookText(hook, s, readSteps)}${whileIn}`, sentence: true };
    }
    case 'let':
      s.names.set(String(step.as), readValue(step.value, s));
      return { text: fill(CARD_VERB_READINGS.let!, { value: readValue(step.value, s), as: { text: String(step.as) } }, 'let') };
    case 'effect': {
      const name = str(step.effect);
      const template = s.lex.effects.get(name);
      if (template === undefined) s.lex.unread.add(`effect "${name}"`);
      return {
        text:
          template === undefined
            ? `run ${name}`
            : fill(template, phrases((step.params ?? {}) as Record<string, unknown>), `effect "${name}"`),
      };
    }
    case 'cancel':
      return { text: fill(hooked?.cancel ?? CARD_VERB_READINGS.cancel!, {}, 'cancel') };
    case 'set':
      return {
        text: Object.entries(args)
          .map(([field, value]) =>
            fill(CARD_VERB_READINGS.set!, { field: { text: `its ${field}` }, value: readValue(value, s) }, 'set'),
          )
          .join(', '),
      };
    case 'redirect':
      return {
        text: fill(CARD_VERB_READINGS.redirect!, { node: { text: step.node === undefined ? 'it' : str(step.node) } }, 'redirect'),
      };
    case 'detach':
    case 'choose':
      return { text: fill(CARD_VERB_READINGS[step.do]!, phrases(args), step.do) };
    case 'each':
      return eachClause(step, s);
    default:
      if ((CARD_VERBS as readonly string[]).includes(step.do))
        return { text: fill(CARD_VERB_READINGS[step.do]!, phrases(args), step.do) };
      return nodeClause(step.do, args, s, times, step.as);
  }
}

/** A step that runs a node, by the node's reading: its `does` (or `times`) with the args as phrases. */
function nodeClause(node: string, args: Record<string, unknown>, s: Scope, times: number, as?: string): Clause {
  const reading = s.lex.nodes.get(node);
  const slots: Record<string, Phrase> = {};
  for (const [key, value] of Object.entries(args)) {
    const named = typeof value === 'string' || typeof value === 'boolean' ? reading?.values?.[key]?.[String(value)] : undefined;
    slots[key] = named !== undefined ? { text: named } : readValue(value, s);
  }
  if (node === 'create-card' && typeof args.card === 'string') {
    const count = typeof args.count === 'number' ? args.count : 1;
    const made = s.lex.cards.get(args.card);
    slots.card = { text: made === undefined ? args.card : (s.lex.cardName?.(made, count) ?? made.name) };
    slots.count = { text: String(count), count };
    if (as !== undefined) s.names.set(as, count === 1 ? { text: 'it' } : { text: 'them', plural: true });
  } else if (as !== undefined) s.names.set(as, { text: 'it' });
  if (reading === undefined) {
    s.lex.unread.add(`node "${node}"`);
    const listed = Object.entries(slots).map(([key, phrase]) => `${key} ${phrase.text}`);
    return { text: `${node}${listed.length > 0 ? ` (${listed.join(', ')})` : ''}${times > 1 ? ` ${times} times` : ''}` };
  }
  const does = typeof reading.does === 'function' ? reading.does(slots) : (reading.does ?? `${node}`);
  const where = `node "${node}"`;
  if (times > 1 && reading.times !== undefined)
    return {
      text: fill(reading.times, { ...slots, times: { text: String(times), count: times } }, where),
      sentence: reading.sentence,
    };
  const text = fill(does, slots, where);
  return { text: times > 1 ? `${text} ${times === 2 ? 'twice' : `${times} times`}` : text, sentence: reading.sentence };
}

/** `each`: its node's step with the item arg read as "all <the items>" (or "each of ..."). */
function eachClause(step: Step, s: Scope): Clause {
  const node = str(step.node);
  const items = readValue(step.of, s);
  const args = { ...((step.args ?? {}) as Record<string, unknown>) };
  const clause = nodeClause(node, args, { ...s, args: s.args }, 1);
  const arg = str(step.arg);
  const reading = s.lex.nodes.get(node);
  if (reading === undefined || typeof reading.does === 'function') return clause;
  const slots: Record<string, Phrase> = {};
  for (const [key, value] of Object.entries(args)) slots[key] = readValue(value, s);
  slots[arg] = { text: items.plural === true ? `all ${items.text}` : `each of ${items.text}`, plural: true };
  return { text: fill(reading.does ?? node, slots, `node "${node}"`), sentence: reading.sentence };
}

/** A field of valid card data that is a name (checked by defineCard): as text. */
function str(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
