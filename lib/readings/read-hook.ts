// A hook of card data read as a sentence: its event (the node's reading), what its `when` and `if` fix
// about the event's args, its lifetime, and its steps or its answer (PHASE_READINGS).
import type { CardHook, Step } from '../card-text/card-data.js';
import { OPPONENT_PHRASE } from './lexicon.js';
import { LIFETIME_READINGS, ONCE_READINGS, PHASE_READINGS } from './library-readings.js';
import { conditionPart, conjuncts, operatorOf, readValue, type ConditionPart, type Scope } from './read-value.js';
import type { NodeReading, Phrase } from './readings.js';
import { fill } from './template.js';

/** @internal How steps of a hook are read (card-text.ts): `node` is the hooked node, for `cancel`. */
export type ReadSteps = (steps: readonly Step[], s: Scope, hooked: NodeReading) => string;

const SLOT = /\{([A-Za-z0-9_]+)(?::[A-Za-z']+)?\??\}/g;

/** What a hook's conditions say about its event's args. */
interface Fixed {
  bound: Map<string, Phrase>;
  adjectives: Map<string, string[]>;
  relatives: Map<string, string[]>;
  rest: ConditionPart[];
}

/** @internal A hook as one clause (no capital, no full stop). */
export function hookText(hook: CardHook, s: Scope, readSteps: ReadSteps): string {
  const reading = s.lex.nodes.get(hook.node);
  if (reading === undefined) s.lex.unread.add(`node "${hook.node}"`);
  const nr: NodeReading = reading ?? { event: `${hook.node} [run|runs]` };
  const fixed = fix(hook, nr, s);
  const generic = hook.phase === 'permit' || hook.phase === 'forbid' || gainsOf(hook, nr) !== undefined;
  const slots = (template: string | undefined): Record<string, Phrase> => {
    const out: Record<string, Phrase> = {};
    for (const match of (template ?? '').matchAll(SLOT)) out[match[1]!] = argPhrase(match[1]!, nr, fixed, hook.phase, generic, s);
    return out;
  };
  // Inside the hook, $args.x is the event's arg: what the conditions fixed, else "it".
  const inner: Scope = { ...s, args: new Map([...fixed.bound]), names: new Map(s.names) };
  const where = `node "${hook.node}"`;
  const event = fill(nr.event ?? `${hook.node} [run|runs]`, slots(nr.event), where);
  const would = fill(wouldForm(nr.event ?? `${hook.node} [run|runs]`), slots(nr.event), where);
  const lifetime = lifetimeWords(hook, s);
  const next = lifetime.startsWith('the next');
  const own = fixed.rest
    .filter((part) => part.own)
    .map((part) => ` ${part.text}`)
    .join('');
  const others = fixed.rest.filter((part) => !part.own).map((part) => part.text);
  const head = (connective: string, what: string) =>
    `${next ? lifetime : connective} ${what}${own}${others.map((t) => ` and ${t}`).join('')}`;
  const tail = (clause: string) => `${clause}${own}${others.map((t) => ` if ${t}`).join('')}`;
  let clause: string;
  const gains = gainsOf(hook, nr);
  if (hook.phase === 'permit' || hook.phase === 'forbid') {
    const template = nr[hook.phase];
    clause = tail(
      template === undefined
        ? fill(PHASE_READINGS[hook.phase]!, { event: { text: event } }, where)
        : fill(template, slots(template), where),
    );
  } else if (gains !== undefined) {
    clause = tail(fill(gains.template, { ...slots(gains.template), by: readValue(gains.by, inner) }, where));
  } else {
    const steps = hookSteps(hook, inner, nr, readSteps, slots);
    if (hook.phase === 'post') clause = `${head('after', event)}, ${steps}`;
    else clause = `${head('if', would)}, ${steps}${hook.phase === 'mask' && !/\binstead$/.test(steps) ? ' instead' : ''}`;
  }
  const once = hook.once === undefined ? '' : `${ONCE_READINGS[hook.once] ?? hook.once}: `;
  return `${once}${lifetime !== '' && !next ? `${lifetime}, ` : ''}${clause}`;
}

/** A hook's steps (a redirect by the node's `instead`), or its effect's reading. */
function hookSteps(
  hook: CardHook,
  s: Scope,
  nr: NodeReading,
  readSteps: ReadSteps,
  slots: (template: string | undefined) => Record<string, Phrase>,
): string {
  if (hook.effect !== undefined) {
    const template = s.lex.effects.get(hook.effect);
    if (template === undefined) s.lex.unread.add(`effect "${hook.effect}"`);
    const params: Record<string, Phrase> = {};
    for (const [key, value] of Object.entries(hook.params ?? {})) params[key] = readValue(value, s);
    return template === undefined ? `run ${hook.effect}` : fill(template, params, `effect "${hook.effect}"`);
  }
  const steps = hook.steps ?? [];
  const redirect = steps.find((step) => step.do === 'redirect');
  if (redirect !== undefined && redirect.node === undefined && nr.instead !== undefined) {
    const set = (redirect.set ?? {}) as Record<string, unknown>;
    const changed = { ...slots(nr.instead) };
    for (const [key, value] of Object.entries(set)) changed[key] = readValue(value, s);
    const before = readSteps(
      steps.filter((step) => step !== redirect),
      s,
      nr,
    );
    const instead = fill(nr.instead, changed, `node "${hook.node}"`);
    return before === '' ? instead : `${before}, then ${instead}`;
  }
  return readSteps(steps, s, nr);
}

/** A pre hook that only adds to one arg the node reads as a gain: its template and the amount. */
function gainsOf(hook: CardHook, nr: NodeReading): { template: string; by: unknown } | undefined {
  if (hook.phase !== 'pre' || hook.steps === undefined || nr.gains === undefined) return undefined;
  const sets = hook.steps.filter((step) => step.do !== 'log');
  if (sets.length !== 1 || sets[0]!.do !== 'set') return undefined;
  const fields = Object.keys(sets[0]!).filter((key) => !['do', 'as', 'if', 'via'].includes(key));
  if (fields.length !== 1 || sets[0]!.if !== undefined) return undefined;
  const field = fields[0]!;
  const value = sets[0]![field] as { $add?: unknown[] } | undefined;
  const template = nr.gains[field];
  if (template === undefined || operatorOf(value) !== '$add' || value!.$add!.length !== 2 || value!.$add![0] !== `$args.${field}`)
    return undefined;
  return { template, by: value!.$add![1] };
}

/** "the next time", "until your next turn", "this turn": a hook's lifetime as words. */
function lifetimeWords(hook: CardHook, s: Scope): string {
  const lifetime = hook.lifetime;
  if (lifetime === undefined || lifetime === 'permanent') return LIFETIME_READINGS.permanent!;
  if (typeof lifetime === 'string') return LIFETIME_READINGS[lifetime] ?? lifetime;
  if ('runs' in lifetime)
    return fill(LIFETIME_READINGS.runs!, { runs: { text: String(lifetime.runs), count: lifetime.runs } }, 'lifetime');
  const until = s.lex.nodes.get(lifetime.until)?.until;
  return until ?? fill(LIFETIME_READINGS.until!, { until: { text: `${lifetime.until} runs` } }, 'lifetime');
}

/** A present-tense event with "would": its first verb choice `[x|y]` becomes "would x" ("would be" for is/are). */
function wouldForm(event: string): string {
  return event.replace(/\[([^|\]]*)\|[^\]]*\]/, (_m, base: string) =>
    base === 'is' || base === 'are' ? 'would be' : `would ${base}`,
  );
}

/** The event's arg `name` as a phrase: what the conditions fixed, else its noun with the words they gave it. */
function argPhrase(name: string, nr: NodeReading, fixed: Fixed, phase: string, generic: boolean, s: Scope): Phrase {
  const bound = fixed.bound.get(name);
  if (bound !== undefined) return bound;
  const noun = nr.nouns?.[name] ?? name;
  if (noun === 'player') {
    if (phase === 'forbid') return { text: s.lex.twoPlayers ? 'neither player' : 'no player', none: true };
    return { text: 'a player' };
  }
  const adjectives = fixed.adjectives.get(name) ?? [];
  const relatives = fixed.relatives.get(name) ?? [];
  const words = [...adjectives, generic ? `${noun}s` : noun, ...relatives].join(' ');
  if (generic) return { text: words, plural: true };
  return { text: `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}` };
}

/** What a hook's `when` and `if` say about its event's args; the rest stays conditions. */
function fix(hook: CardHook, nr: NodeReading, s: Scope): Fixed {
  const fixed: Fixed = { bound: new Map(), adjectives: new Map(), relatives: new Map(), rest: [] };
  const add = (map: Map<string, string[]>, arg: string, words: string) => map.set(arg, [...(map.get(arg) ?? []), words]);
  for (const condition of [...conjuncts(hook.when), ...conjuncts(hook.if)]) {
    const op = operatorOf(condition);
    const operand = op === undefined ? undefined : (condition as Record<string, unknown>)[op];
    const [left, right]: unknown[] = Array.isArray(operand) ? (operand as unknown[]) : [];
    const arg = argName(left) ?? argName(right);
    const other = argName(left) !== undefined ? right : left;
    if ((op === '$eq' || op === '$ne') && arg !== undefined && !mentionsArgs(other)) {
      if (op === '$eq') {
        const value = typeof other === 'string' ? nr.values?.[arg]?.[other] : undefined;
        fixed.bound.set(arg, value !== undefined ? { text: value } : readValue(other, s));
        continue;
      }
      if (other === '$self') {
        add(fixed.adjectives, arg, 'other');
        continue;
      }
      if (other === '$you') {
        fixed.bound.set(arg, s.lex.twoPlayers ? OPPONENT_PHRASE : { text: 'another player' });
        continue;
      }
    }
    const controlled = op === '$eq' ? (controllerArg(left) ?? controllerArg(right)) : undefined;
    if (controlled !== undefined) {
      const player = readValue(controllerArg(left) !== undefined ? right : left, s);
      add(fixed.relatives, controlled, fill('{player} [control|controls]', { player }, 'a controller'));
      continue;
    }
    const stat = op !== undefined && op !== '$eq' && op !== '$ne' ? statArg(left) : undefined;
    if (stat !== undefined && typeof right === 'number') {
      const reading = s.lex.stats.get(stat.stat);
      const value = {
        $gte: `${right} ${reading?.more ?? 'or more'}`,
        $lte: `${right} ${reading?.less ?? 'or less'}`,
        $gt: `more than ${right}`,
        $lt: `less than ${right}`,
      }[op!];
      add(
        fixed.relatives,
        stat.arg,
        fill(
          reading?.whose ?? `whose ${stat.stat} is {value}`,
          { value: { text: value ?? String(right) } },
          `stat "${stat.stat}"`,
        ),
      );
      continue;
    }
    fixed.rest.push(conditionPart(condition, { ...s, args: fixed.bound }));
  }
  for (const [arg, by] of Object.entries(nr.controlledBy ?? {})) {
    const player = fixed.bound.get(by);
    if (player !== undefined)
      fixed.relatives.set(arg, [
        fill('{player} [control|controls]', { player }, 'a controller'),
        ...(fixed.relatives.get(arg) ?? []),
      ]);
  }
  return fixed;
}

/** `x` for `'$args.x'` (one field), else undefined. */
function argName(value: unknown): string | undefined {
  return typeof value === 'string' && /^\$args\.[A-Za-z0-9_]+$/.test(value) ? value.slice('$args.'.length) : undefined;
}

/** `x` for `{ $controllerOf: '$args.x' }`. */
function controllerArg(value: unknown): string | undefined {
  return operatorOf(value) === '$controllerOf' ? argName((value as { $controllerOf: unknown }).$controllerOf) : undefined;
}

/** The stat and arg of `{ $stat: 'atk', of: '$args.x' }`. */
function statArg(value: unknown): { stat: string; arg: string } | undefined {
  if (operatorOf(value) !== '$stat') return undefined;
  const { $stat: stat, of } = value as { $stat: unknown; of: unknown };
  const arg = argName(of);
  return typeof stat === 'string' && arg !== undefined ? { stat, arg } : undefined;
}

function mentionsArgs(value: unknown): boolean {
  return JSON.stringify(value ?? null).includes('$args');
}
