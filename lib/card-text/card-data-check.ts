import { didYouMean } from '../graph/suggest.js';
import { CARD_VERBS, ONCE_PER, REFERENCES, TEMPLATE_NAMES, UNTIL_YOUR_NEXT_TURN } from './card-data.js';

/** A field of card data that is wrong, and how (read after `Card "id" field "<field>"`). */
export interface DataProblem {
  field: string;
  problem: string;
}

/** Thrown inside the checker, caught at its top: the first problem found. */
class Found extends Error {
  constructor(
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${field} ${problem}`);
  }
}

/** What a value may refer to where it is written. */
interface Scope {
  /** Names bound by `as` so far. */
  names: ReadonlySet<string>;
  /** Inside a `where`: `$it` is the card asked about. */
  it: boolean;
  /** A `when`: only the node's args, `$self` and `$you`, nothing read from the board. */
  argsOnly: boolean;
}

/** Where steps run: an ability's own steps, or a hook's of one phase. */
type StepsWhere = 'ability' | 'pre' | 'mask' | 'post';

/** @internal Every selector and condition operator card data has: each has a verb in lib/verbs. */
export const OPERATORS = [
  '$zone',
  '$cards',
  '$count',
  '$name',
  '$idOf',
  '$stat',
  '$controllerOf',
  '$ownerOf',
  '$opponentOf',
  '$state',
  '$hasHook',
  '$add',
  '$sub',
  '$mul',
  '$min',
  '$max',
  '$eq',
  '$ne',
  '$lt',
  '$lte',
  '$gt',
  '$gte',
  '$in',
  '$and',
  '$or',
  '$not',
  '$concat',
  '$join',
  '$literal',
] as const;
/** Selectors that read the board rather than the args: not allowed in `when`. */
const BOARD_OPERATORS = new Set([
  '$zone',
  '$cards',
  '$name',
  '$idOf',
  '$stat',
  '$controllerOf',
  '$ownerOf',
  '$opponentOf',
  '$state',
  '$hasHook',
]);
const BOARD_REFERENCES = new Set(['opponent', 'owner', 'controller']);
const EXTRA_KEYS: Record<string, readonly string[]> = { $cards: ['where'], $stat: ['of'] };
/** @internal Every hook phase: each has a verb in lib/verbs/hooks.ts. */
export const PHASES = ['pre', 'mask', 'post', 'permit', 'forbid'];
/** A query's phases: a card's hook there answers with a reason, it runs no steps. */
const QUERY_PHASES = ['permit', 'forbid'];
const VIAS = ['call', 'next', 'enqueue'];
const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const STEP_META = ['do', 'as', 'if', 'via'];
const ABILITY_FIELDS = ['on', 'steps', 'if', 'effect', 'params', 'once', 'while', 'hooks'];
const HOOK_FIELDS = [
  'node',
  'phase',
  'key',
  'steps',
  'effect',
  'params',
  'when',
  'if',
  'applies',
  'lifetime',
  'priority',
  'tier',
  'reason',
  'once',
];

/**
 * The first problem of one ability of a card definition, or undefined. The
 * three kinds: `{ on, effect, params? }`, `{ on, steps, if? }` and `{ while, hooks }`.
 */
export function abilityProblem(ability: unknown, index: number): DataProblem | undefined {
  try {
    checkAbility(ability, `abilities[${index}]`);
    return undefined;
  } catch (error) {
    if (error instanceof Found) return { field: error.field, problem: error.problem };
    throw error;
  }
}

function checkAbility(value: unknown, at: string): void {
  if (!isObject(value)) throw new Found(at, 'must be an object { on, effect, params? }');
  if (value.while !== undefined) {
    onlyFields(value, at, ['while', 'hooks'], ABILITY_FIELDS);
    const zones = Array.isArray(value.while) ? value.while : [value.while];
    if (zones.length === 0)
      throw new Found(`${at}.while`, 'must name a zone (a template such as "{controller}.spells") or a list of them');
    zones.forEach((zone, i) => checkTemplate(zone, Array.isArray(value.while) ? `${at}.while[${i}]` : `${at}.while`));
    if (!Array.isArray(value.hooks) || value.hooks.length === 0)
      throw new Found(`${at}.hooks`, 'must be a non-empty list of hooks { node, phase, steps | effect }');
    value.hooks.forEach((hook, i) => checkHook(hook, `${at}.hooks[${i}]`, true));
    // Keys are unique per node and phase: two hooks of one card there need keys of their own.
    const seen = new Map<string, number>();
    value.hooks.forEach((hook: Record<string, unknown>, i) => {
      const where = `${String(hook.node)} (${String(hook.phase)}) key ${typeof hook.key === 'string' ? JSON.stringify(hook.key) : 'by default'}`;
      const first = seen.get(where);
      if (first !== undefined)
        throw new Found(
          `${at}.hooks[${i}]`,
          `has the same key as hooks[${first}] on ${String(hook.node)} (${String(hook.phase)}): give each a key of its own`,
        );
      seen.set(where, i);
    });
    return;
  }
  if (typeof value.on !== 'string' || value.on === '') throw new Found(`${at}.on`, 'must be a non-empty string');
  if (value.steps !== undefined) {
    if (value.effect !== undefined) throw new Found(at, 'gives both an effect and steps; give one');
    onlyFields(value, at, ['on', 'steps', 'if', 'once'], ABILITY_FIELDS);
    checkOnce(value.once, `${at}.once`);
    const names = new Set<string>();
    if (value.if !== undefined) checkValue(value.if, `${at}.if`, { names, it: false, argsOnly: false });
    checkSteps(value.steps, `${at}.steps`, 'ability', names);
    return;
  }
  onlyFields(value, at, ['on', 'effect', 'params', 'once'], ABILITY_FIELDS);
  checkOnce(value.once, `${at}.once`);
  if (typeof value.effect !== 'string' || value.effect === '') throw new Found(`${at}.effect`, 'must be a non-empty string');
  if (value.params !== undefined && !(isObject(value.params) && isJson(value.params, 0)))
    throw new Found(`${at}.params`, 'must be a JSON object');
}

function checkSteps(steps: unknown, at: string, where: StepsWhere, outer: ReadonlySet<string>): void {
  if (!Array.isArray(steps) || steps.length === 0) throw new Found(at, 'must be a non-empty list of steps { do, ... }');
  const names = new Set(outer);
  steps.forEach((step, i) => checkStep(step, `${at}[${i}]`, where, names));
}

function checkStep(step: unknown, at: string, where: StepsWhere, names: Set<string>): void {
  if (!isObject(step)) throw new Found(at, 'must be a step { do, ... }');
  const verb = step.do;
  if (typeof verb !== 'string' || verb === '')
    throw new Found(`${at}.do`, 'must name a verb: a node, or one of ' + CARD_VERBS.join(', '));
  const scope: Scope = { names, it: false, argsOnly: false };
  if (step.if !== undefined) checkValue(step.if, `${at}.if`, scope);
  const isCardVerb = (CARD_VERBS as readonly string[]).includes(verb);
  if (step.via !== undefined) {
    if (isCardVerb) throw new Found(`${at}.via`, `is for node verbs; "${verb}" is a card verb`);
    if (typeof step.via !== 'string' || !VIAS.includes(step.via))
      throw new Found(`${at}.via`, `must be "call", "next" or "enqueue", got ${show(step.via)}`);
  }
  const args = Object.keys(step).filter((key) => !STEP_META.includes(key));
  switch (verb) {
    case 'attach': {
      onlyFields(step, at, [...STEP_META, 'hook', 'whileIn']);
      checkHook(step.hook, `${at}.hook`, false);
      if (step.whileIn !== undefined) {
        const zones = Array.isArray(step.whileIn) ? step.whileIn : [step.whileIn];
        if (zones.length === 0) throw new Found(`${at}.whileIn`, 'must name a zone template or a list of them');
        zones.forEach((zone, i) => checkTemplate(zone, Array.isArray(step.whileIn) ? `${at}.whileIn[${i}]` : `${at}.whileIn`));
      }
      break;
    }
    case 'detach':
      onlyFields(step, at, [...STEP_META, 'node', 'phase', 'key']);
      nonEmpty(step.node, `${at}.node`);
      phase(step.phase, `${at}.phase`);
      checkTemplate(step.key, `${at}.key`);
      break;
    case 'let':
      onlyFields(step, at, [...STEP_META, 'value']);
      if (step.as === undefined) throw new Found(`${at}.as`, 'must name the value let gives (as: "name")');
      if (!Object.hasOwn(step, 'value')) throw new Found(`${at}.value`, 'is missing: let names a value');
      checkValue(step.value, `${at}.value`, scope);
      break;
    case 'effect':
      onlyFields(step, at, [...STEP_META, 'effect', 'params']);
      nonEmpty(step.effect, `${at}.effect`);
      if (step.params !== undefined) {
        if (!isObject(step.params)) throw new Found(`${at}.params`, 'must be a JSON object');
        checkValue(step.params, `${at}.params`, scope);
      }
      break;
    case 'cancel':
      if (where !== 'pre') throw new Found(`${at}.do`, `cancel is for a pre hook's steps, not ${whereText(where)}`);
      onlyFields(step, at, [...STEP_META, 'reason']);
      if (step.reason !== undefined) checkValue(step.reason, `${at}.reason`, scope);
      break;
    case 'set':
      if (where !== 'pre') throw new Found(`${at}.do`, `set rewrites the args of a pre hook's run, not ${whereText(where)}`);
      if (args.length === 0) throw new Found(at, 'set names no field to rewrite');
      for (const key of args) checkValue(step[key], `${at}.${key}`, scope);
      break;
    case 'redirect':
      if (where !== 'mask') throw new Found(`${at}.do`, `redirect turns a mask's event into another, not ${whereText(where)}`);
      onlyFields(step, at, [...STEP_META, 'node', 'set']);
      if (step.node !== undefined) nonEmpty(step.node, `${at}.node`);
      if (step.set !== undefined) {
        if (!isObject(step.set)) throw new Found(`${at}.set`, 'must be an object of the args to change');
        checkValue(step.set, `${at}.set`, scope);
      }
      break;
    case 'choose':
      onlyFields(step, at, [...STEP_META, 'player', 'prompt', 'options', 'then', 'args', 'pick']);
      for (const key of ['player', 'prompt', 'options'] as const) {
        if (step[key] === undefined) throw new Found(`${at}.${key}`, 'is missing: choose needs player, prompt, options and then');
        checkValue(step[key], `${at}.${key}`, scope);
      }
      nonEmpty(step.then, `${at}.then`);
      if (step.args !== undefined) checkValue(step.args, `${at}.args`, scope);
      if (step.pick !== undefined) checkPick(step.pick, `${at}.pick`, scope);
      break;
    default:
      for (const key of args) checkValue(step[key], `${at}.${key}`, scope);
  }
  if (step.as !== undefined) {
    const name = step.as;
    if (step.via !== undefined && step.via !== 'call')
      throw new Found(`${at}.as`, `names what a step did, and a step queued with via "${String(step.via)}" has not run yet`);
    if (typeof name !== 'string' || !NAME.test(name))
      throw new Found(`${at}.as`, `must be a name (letters, digits, _), got ${show(name)}`);
    if ((REFERENCES as readonly string[]).includes(name))
      throw new Found(`${at}.as`, `"${name}" is a selector already ($${name}); choose another name`);
    names.add(name);
  }
}

function checkHook(hook: unknown, at: string, inWhile: boolean): void {
  if (!isObject(hook)) throw new Found(at, 'must be a hook { node, phase, steps | effect }');
  onlyFields(hook, at, HOOK_FIELDS);
  nonEmpty(hook.node, `${at}.node`);
  const phaseName = phase(hook.phase, `${at}.phase`);
  if (QUERY_PHASES.includes(phaseName)) {
    // A query's hook answers: with its reason (when and if say where it applies), or through an effect.
    if (hook.steps !== undefined)
      throw new Found(`${at}.steps`, `a ${phaseName} hook answers a query and runs no steps: give its reason (text)`);
    if ((hook.reason === undefined) === (hook.effect === undefined)) throw new Found(at, 'needs exactly one of reason or effect');
    if (hook.reason !== undefined) nonEmpty(hook.reason, `${at}.reason`);
  } else {
    if (hook.reason !== undefined) throw new Found(`${at}.reason`, "is for a query's permit or forbid hook");
    if ((hook.steps === undefined) === (hook.effect === undefined)) throw new Found(at, 'needs exactly one of steps or effect');
  }
  const where = phaseName as 'pre' | 'mask' | 'post';
  if (hook.key !== undefined) checkTemplate(hook.key, `${at}.key`);
  const self = new Set<string>();
  if (hook.steps !== undefined) {
    if (hook.params !== undefined)
      throw new Found(`${at}.params`, 'is for a hook given by effect; steps read $args, $self and $you');
    if (hook.applies !== undefined)
      throw new Found(`${at}.applies`, 'is for a hook given by effect; a hook with steps says when');
    checkSteps(hook.steps, `${at}.steps`, where, self);
  } else if (hook.effect !== undefined) {
    nonEmpty(hook.effect, `${at}.effect`);
    if (hook.when !== undefined || hook.if !== undefined)
      throw new Found(
        `${at}.${hook.when !== undefined ? 'when' : 'if'}`,
        'is for a hook given by steps; a hook given by effect names a condition in applies',
      );
    if (hook.params !== undefined) {
      if (!isObject(hook.params)) throw new Found(`${at}.params`, 'must be a JSON object');
      checkValue(hook.params, `${at}.params`, { names: self, it: false, argsOnly: false });
    }
    if (hook.applies !== undefined) nonEmpty(hook.applies, `${at}.applies`);
  } else {
    for (const field of ['params', 'applies'] as const)
      if (hook[field] !== undefined)
        throw new Found(
          `${at}.${field}`,
          'is for a hook given by effect; a hook with a reason says where it applies with when and if',
        );
  }
  if (hook.when !== undefined) checkValue(hook.when, `${at}.when`, { names: self, it: false, argsOnly: true });
  if (hook.if !== undefined) {
    checkValue(hook.if, `${at}.if`, { names: self, it: false, argsOnly: false });
  }
  if (hook.lifetime !== undefined) {
    if (inWhile && hook.lifetime !== 'permanent')
      throw new Found(`${at}.lifetime`, "is the while's: a static hook lives while its card is in its zone");
    checkLifetime(hook.lifetime, `${at}.lifetime`);
  }
  if (hook.once !== undefined) {
    // Only data steps count their runs: an effect's or a reason's hook has none of the card's steps to count.
    if (hook.steps === undefined) throw new Found(`${at}.once`, 'is for a hook given by steps');
    checkOnce(hook.once, `${at}.once`);
  }
  if (hook.priority !== undefined && !(typeof hook.priority === 'number' && Number.isFinite(hook.priority)))
    throw new Found(`${at}.priority`, `must be a finite number, got ${show(hook.priority)}`);
  if (hook.tier !== undefined) {
    nonEmpty(hook.tier, `${at}.tier`);
    if (where !== 'mask') throw new Found(`${at}.tier`, 'is for masks');
  }
}

/** A choose step's pick: `{ min, max, ordered? }`, its counts numbers or selectors (the engine checks them against the options when asked). */
function checkPick(pick: unknown, at: string, scope: Parameters<typeof checkValue>[2]): void {
  if (!isObject(pick)) throw new Found(at, `must be { min, max, ordered? }, got ${show(pick)}`);
  onlyFields(pick, at, ['min', 'max', 'ordered']);
  for (const key of ['min', 'max'] as const) {
    if (pick[key] === undefined) throw new Found(`${at}.${key}`, 'is missing: a pick needs min and max');
    if (typeof pick[key] === 'number' && !(Number.isInteger(pick[key]) && pick[key] >= 0))
      throw new Found(`${at}.${key}`, `must be a whole number, 0 or more, got ${show(pick[key])}`);
    checkValue(pick[key], `${at}.${key}`, scope);
  }
  if (pick.ordered !== undefined && typeof pick.ordered !== 'boolean')
    throw new Found(`${at}.ordered`, `must be true or false, got ${show(pick.ordered)}`);
}

function checkOnce(once: unknown, at: string): void {
  if (once !== undefined && !(ONCE_PER as readonly unknown[]).includes(once))
    throw new Found(at, `must be "turn" or "game", got ${show(once)}`);
}

function checkLifetime(lifetime: unknown, at: string): void {
  if (lifetime === 'permanent' || lifetime === 'once' || lifetime === UNTIL_YOUR_NEXT_TURN) return;
  if (isObject(lifetime) && Object.keys(lifetime).length === 1) {
    if (Number.isInteger(lifetime.runs) && (lifetime.runs as number) >= 1) return;
    if (typeof lifetime.until === 'string' && lifetime.until !== '') return;
  }
  throw new Found(
    at,
    `must be "permanent", "once", "until-your-next-turn", { runs: N } or { until: "node" }, got ${show(lifetime)}`,
  );
}

/** A value with selectors: references, operators, and plain JSON around them. */
function checkValue(value: unknown, at: string, scope: Scope): void {
  if (typeof value === 'string') {
    if (value.startsWith('$')) checkReference(value, at, scope);
    return;
  }
  if (value === null || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Found(at, `must be JSON, got ${String(value)}`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => checkValue(item, `${at}[${i}]`, scope));
    return;
  }
  if (!isObject(value)) throw new Found(at, `must be JSON, got ${show(value)}`);
  const operator = Object.keys(value).find((key) => key.startsWith('$'));
  if (operator === undefined) {
    for (const [key, item] of Object.entries(value)) checkValue(item, `${at}.${key}`, scope);
    return;
  }
  checkOperator(operator, value, at, scope);
}

function checkReference(ref: string, at: string, scope: Scope): void {
  const [head, ...path] = ref.slice(1).split('.');
  const name = head ?? '';
  if (name === 'args') {
    if (path.some((part) => part === '')) throw new Found(at, `is not a path into the args: "${ref}"`);
    return;
  }
  if (path.length > 0) throw new Found(at, `only $args takes a path, not "${ref}"`);
  if (name === 'it') {
    if (!scope.it) throw new Found(at, 'uses $it outside a where (it is the card a where asks about)');
    return;
  }
  if ((REFERENCES as readonly string[]).includes(name)) {
    if (scope.argsOnly && BOARD_REFERENCES.has(name))
      throw new Found(at, `reads the board (${ref}): when sees only the node's args, $self and $you; use if`);
    return;
  }
  if (scope.names.has(name)) return;
  if (NAME.test(name) && !scope.argsOnly) {
    const known = [...REFERENCES.map((r) => `$${r}`), ...[...scope.names].map((n) => `$${n}`)];
    const hint = didYouMean(ref, known);
    if (hint !== '') throw new Found(at, `is an unknown selector "${ref}"${hint}`);
    throw new Found(at, `uses "${ref}" before any step names it with as`);
  }
  throw new Found(
    at,
    `is an unknown selector "${ref}"${didYouMean(
      ref,
      REFERENCES.map((r) => `$${r}`),
    )}`,
  );
}

function checkOperator(operator: string, value: Record<string, unknown>, at: string, scope: Scope): void {
  if (!(OPERATORS as readonly string[]).includes(operator))
    throw new Found(at, `is an unknown selector "${operator}"${didYouMean(operator, OPERATORS)}`);
  const allowed = [operator, ...(EXTRA_KEYS[operator] ?? [])];
  const extra = Object.keys(value).find((key) => !allowed.includes(key));
  if (extra !== undefined) throw new Found(at, `${operator} takes ${allowed.map((k) => `"${k}"`).join(', ')}, not "${extra}"`);
  if (scope.argsOnly && BOARD_OPERATORS.has(operator))
    throw new Found(at, `reads the board (${operator}): when sees only the node's args, $self and $you; use if`);
  const operand = value[operator];
  const here = `${at}.${operator}`;
  const list = (min: number, max = Infinity): unknown[] => {
    if (!Array.isArray(operand) || operand.length < min || operand.length > max) {
      const count = max === min ? `${min}` : max === Infinity ? `at least ${min}` : `${min} to ${max}`;
      throw new Found(at, `${operator} needs a list of ${count} values, got ${show(operand)}`);
    }
    return operand as unknown[];
  };
  switch (operator) {
    case '$literal':
      if (!isJson(operand, 0)) throw new Found(here, 'must be JSON');
      return;
    case '$zone':
      checkTemplate(operand, here);
      return;
    case '$cards':
      checkTemplate(operand, here);
      if (value.where !== undefined) checkValue(value.where, `${at}.where`, { ...scope, it: true });
      return;
    case '$stat':
      nonEmpty(operand, here);
      if (value.of === undefined) throw new Found(at, '$stat needs of, the card: { $stat: "atk", of: "$self" }');
      checkValue(value.of, `${at}.of`, scope);
      return;
    case '$state':
      list(1).forEach((part, i) => checkValue(part, `${here}[${i}]`, scope));
      return;
    case '$hasHook': {
      const [node, phaseName, key] = list(3, 3);
      nonEmpty(node, `${here}[0]`);
      phase(phaseName, `${here}[1]`);
      checkTemplate(key, `${here}[2]`);
      return;
    }
    case '$sub':
    case '$eq':
    case '$ne':
    case '$lt':
    case '$lte':
    case '$gt':
    case '$gte':
    case '$in':
      list(2, 2).forEach((part, i) => checkValue(part, `${here}[${i}]`, scope));
      return;
    case '$add':
    case '$mul':
    case '$min':
    case '$max':
      list(2).forEach((part, i) => checkValue(part, `${here}[${i}]`, scope));
      return;
    case '$and':
    case '$or':
    case '$concat':
    case '$join':
      list(1).forEach((part, i) => checkValue(part, `${here}[${i}]`, scope));
      return;
    default:
      // $count, $name, $controllerOf, $ownerOf, $opponentOf, $not: one value.
      checkValue(operand, here, scope);
  }
}

/** A zone name or hook key with `{you}`-style names in it. */
function checkTemplate(value: unknown, at: string): void {
  if (typeof value !== 'string' || value === '')
    throw new Found(
      at,
      `must be a non-empty string (a name, with {you}, {opponent}, {owner}, {controller} or {self} filled in), got ${show(value)}`,
    );
  for (const match of value.matchAll(/\{([^}]*)\}/g)) {
    const name = match[1]!;
    if (!(TEMPLATE_NAMES as readonly string[]).includes(name))
      throw new Found(at, `fills in unknown name "{${name}}"${didYouMean(name, TEMPLATE_NAMES).replace(/"([a-z]+)"/, '"{$1}"')}`);
  }
}

function phase(value: unknown, at: string): string {
  if (typeof value !== 'string' || !PHASES.includes(value))
    throw new Found(at, `must be "pre", "mask", "post", "permit" or "forbid", got ${show(value)}`);
  return value;
}

function nonEmpty(value: unknown, at: string): void {
  if (typeof value !== 'string' || value === '') throw new Found(at, `must be a non-empty string, got ${show(value)}`);
}

function onlyFields(
  value: Record<string, unknown>,
  at: string,
  known: readonly string[],
  suggest: readonly string[] = known,
): void {
  const extra = Object.keys(value).find((key) => !known.includes(key));
  if (extra !== undefined) throw new Found(at, `has an unknown field "${extra}"${didYouMean(extra, suggest)}`);
}

function whereText(where: StepsWhere): string {
  return where === 'ability' ? "an ability's steps" : `a ${where} hook's steps`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isJson(value: unknown, depth: number): boolean {
  if (depth > 64) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((v) => isJson(v, depth + 1));
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every((v) => isJson(v, depth + 1));
}

function show(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return 'a function';
  try {
    const text = JSON.stringify(value) ?? typeof value;
    return text.length > 60 ? `${text.slice(0, 59)}…` : text;
  } catch {
    return Object.prototype.toString.call(value);
  }
}

// @internal For the pack file format and its schema (json-pack-format.ts, pack-schema.ts): the fields
// and words the checker above accepts, so a schema generated from them cannot drift from it.
export { ABILITY_FIELDS, EXTRA_KEYS, HOOK_FIELDS, ONCE_PER, VIAS };
