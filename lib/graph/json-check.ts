import { DEPTH_CEILING, isShared } from './clone.js';
import { JsonError } from './errors.js';

/**
 * How large a JSON value may be: what a snapshot may hold when it is restored,
 * and what any one value (node args, hook params, options, results) may be
 * when it enters a game. Both use the same limits, so whatever a game accepts
 * can be saved and restored again.
 *
 * @example
 * restore(graph, text, { limits: { maxTextLength: 64 * 2 ** 20 } }); // a 64 MiB save
 */
export interface JsonLimits {
  /** Longest snapshot text `restore` parses, in UTF-16 code units. Default 16 MiB (16,777,216). */
  maxTextLength: number;
  /** Most elements (array items and object fields, counted through every level) in one value. Default 1,000,000. */
  maxElements: number;
  /** Deepest nesting of arrays and objects. Default 64. */
  maxDepth: number;
  /** Longest string (and object key), in UTF-16 code units. Default 65,536. */
  maxStringLength: number;
}

/**
 * The default limits. A capped classic War game saved with its full log
 * (10,000 comparisons) is about 6 MB and 500,000 elements, 7 levels deep; a
 * long duel about 100 KB and 7,000 elements, 9 levels deep.
 *
 * @example
 * const limits = { ...DEFAULT_LIMITS, maxElements: 4_000_000 };
 */
export const DEFAULT_LIMITS: Readonly<JsonLimits> = Object.freeze({
  maxTextLength: 16 * 2 ** 20,
  maxElements: 1_000_000,
  maxDepth: 64,
  maxStringLength: 65_536,
});

/**
 * Fills in and checks caller-given limits; a bad one is refused by name.
 *
 * @internal
 * @example const limits = resolveLimits({ maxDepth: 100 });
 */
export function resolveLimits(given: Partial<JsonLimits> | undefined): JsonLimits {
  if (given === undefined) return DEFAULT_LIMITS;
  if (resolved.has(given)) return given as JsonLimits;
  if (given === null || typeof given !== 'object')
    throw new JsonError('limits-bad', `limits must be an object, got ${describeValue(given)}`);
  const out = { ...DEFAULT_LIMITS };
  for (const [name, value] of Object.entries(given) as [keyof JsonLimits, unknown][]) {
    if (!(name in DEFAULT_LIMITS)) {
      throw new JsonError('limits-bad', `Unknown limit "${name}" (known: ${Object.keys(DEFAULT_LIMITS).join(', ')})`);
    }
    if (value === undefined) continue;
    const ceiling = name === 'maxDepth' ? DEPTH_CEILING : Number.MAX_SAFE_INTEGER;
    if (!Number.isSafeInteger(value) || (value as number) < 1 || (value as number) > ceiling) {
      throw new JsonError(
        'limits-bad',
        `limits.${name} must be a whole number from 1 to ${ceiling}, got ${describeValue(value)}`,
      );
    }
    out[name] = value as number;
  }
  resolved.add(Object.freeze(out));
  return out;
}

/**
 * How many levels a save puts above each kind of value a game takes, where it
 * holds it deepest: a value entering a game is checked counting them (see
 * {@link findJsonProblem}), so whatever a game accepts fits in its save. Node
 * args and hook params sit in the origin (snapshot, origin, queue or hooks,
 * the item); a chosen option in a history point or a continuation's args
 * (snapshot, history, points, the point: the options list counts 4, as a
 * pick's answer, a list of options, sits one deeper than one option); a
 * result in the snapshot; a log entry in its log; setup options in the start.
 *
 * @internal
 */
export const SAVED_DEPTH = Object.freeze({ args: 4, params: 4, options: 4, result: 1, entry: 2, setup: 2 });

/** Limits already checked by {@link resolveLimits}: given again (an engine's own, say), they are taken as they are. */
const resolved = new WeakSet<object>([DEFAULT_LIMITS]);

/** One value still to visit: what it is, where it sits (for the message) and how deep. */
interface Visit {
  value: unknown;
  parent: Visit | undefined;
  key: string | number;
  depth: number;
}

/**
 * Why `value` is not a JSON value within `limits`, as "path: reason"
 * (`args.deck[3]: a Map is not a JSON value`), or undefined when it is one.
 * Iterative, so any nesting is reported rather than overflowing the stack;
 * it stops at the first problem, and refuses an array too long for the
 * element limit before looking at any of its items.
 *
 * @internal
 * @example jsonProblem({ deck: [new Map()] }, 'args', DEFAULT_LIMITS); // 'args.deck[0]: a Map is not a JSON value'
 */
export function jsonProblem(value: unknown, root: string, limits: JsonLimits, depth = 0): string | undefined {
  const found = findJsonProblem(value, root, limits, depth);
  return found === undefined ? undefined : `${found.path}: ${found.reason}`;
}

/**
 * What is wrong with a value that is not JSON within limits: where, why, and
 * which limit (or 'not-json' when it is no JSON value at all).
 *
 * @internal
 */
export interface JsonProblem {
  path: string;
  reason: string;
  kind: 'not-json' | 'cycle' | 'too-deep' | 'too-many' | 'too-long';
}

/**
 * {@link jsonProblem}, with the problem's parts apart. `depth` is how many
 * levels a save puts above the value (a hook's params sit 4 deep): the depth
 * limit counts them, so what passes here fits where the save holds it.
 *
 * @internal
 * @example findJsonProblem([[[1]]], 'x', { ...DEFAULT_LIMITS, maxDepth: 2 })?.kind; // 'too-deep'
 */
export function findJsonProblem(value: unknown, root: string, limits: JsonLimits, depth = 0): JsonProblem | undefined {
  const top: Visit = { value, parent: undefined, key: root, depth };
  if (typeof value !== 'object' || value === null) return primitiveAt(top, limits);
  let elements = 0;
  // Only objects and arrays are stacked; their primitive items are checked where they sit.
  const stack: Visit[] = [top];
  // The objects on the path to the one being looked at, by depth: a value met again among them is a cycle.
  const ancestors: object[] = [];
  while (stack.length > 0) {
    const at = stack.pop()!;
    const v = at.value as object;
    // Values the library made and froze (card definitions) were checked when they were made.
    if (isShared(v)) continue;
    if (at.depth >= limits.maxDepth) {
      const above = depth === 0 ? '' : `, counting the ${depth} level${depth === 1 ? '' : 's'} a save puts above ${root}`;
      return {
        path: pathOf(at),
        reason: `nested deeper than ${limits.maxDepth} levels (the limit maxDepth)${above}`,
        kind: 'too-deep',
      };
    }
    ancestors.length = at.depth - depth;
    if (ancestors.includes(v))
      return { path: pathOf(at), reason: 'the value contains itself (a cycle), which JSON cannot hold', kind: 'cycle' };
    ancestors.push(v);
    const below = at.depth + 1;
    if (Array.isArray(v)) {
      if (Object.getPrototypeOf(v) !== Array.prototype)
        return { path: pathOf(at), reason: `${kindOf(v)} is not a JSON value`, kind: 'not-json' };
      elements += v.length;
      if (elements > limits.maxElements) return tooMany(at, limits);
      for (let i = v.length - 1; i >= 0; i--) {
        const item = v[i] as unknown;
        if (typeof item === 'object' && item !== null) stack.push({ value: item, parent: at, key: i, depth: below });
        else if (!isJsonPrimitive(item, limits)) return primitiveAt({ value: item, parent: at, key: i, depth: below }, limits);
      }
      continue;
    }
    const proto = Object.getPrototypeOf(v) as unknown;
    if (proto !== Object.prototype && proto !== null)
      return { path: pathOf(at), reason: `${kindOf(v)} is not a JSON value`, kind: 'not-json' };
    const keys = Object.keys(v);
    elements += keys.length;
    if (elements > limits.maxElements) return tooMany(at, limits);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      if (key.length > limits.maxStringLength) {
        const reason = `a field name of ${key.length} characters is longer than ${limits.maxStringLength} (the limit maxStringLength)`;
        return { path: pathOf(at), reason, kind: 'too-long' };
      }
      const item = (v as Record<string, unknown>)[key];
      if (typeof item === 'object' && item !== null) stack.push({ value: item, parent: at, key, depth: below });
      // A field holding undefined is absent: JSON leaves it out, and reading it back gives undefined again.
      else if (item !== undefined && !isJsonPrimitive(item, limits))
        return primitiveAt({ value: item, parent: at, key, depth: below }, limits);
    }
  }
  return undefined;
}

function tooMany(at: Visit, limits: JsonLimits): JsonProblem {
  return {
    path: pathOf(at),
    reason: `holds more than ${limits.maxElements} elements in all (the limit maxElements)`,
    kind: 'too-many',
  };
}

/** The fast test: a string within the limit, a finite number, a boolean or null. */
function isJsonPrimitive(v: unknown, limits: JsonLimits): boolean {
  const type = typeof v;
  if (type === 'string') return (v as string).length <= limits.maxStringLength;
  if (type === 'number') return Number.isFinite(v);
  return type === 'boolean' || v === null;
}

/** The problem of a visit that holds no object or array, or undefined when it is fine. */
function primitiveAt(at: Visit, limits: JsonLimits): JsonProblem | undefined {
  const reason = primitiveProblem(at.value, limits);
  if (reason === undefined) return undefined;
  return { path: pathOf(at), reason, kind: typeof at.value === 'string' ? 'too-long' : 'not-json' };
}

/** Why a value that is not an object or array cannot be JSON, or undefined. */
function primitiveProblem(v: unknown, limits: JsonLimits): string | undefined {
  switch (typeof v) {
    case 'string':
      return v.length > limits.maxStringLength
        ? `a string of ${v.length} characters is longer than ${limits.maxStringLength} (the limit maxStringLength)`
        : undefined;
    case 'number':
      return Number.isFinite(v) ? undefined : `${String(v)} is not a JSON value`;
    case 'boolean':
    case 'object':
      return undefined;
    case 'undefined':
      return 'undefined is not a JSON value (use null)';
    case 'bigint':
      return 'a BigInt is not a JSON value';
    case 'function':
      return 'a function is not a JSON value';
    case 'symbol':
      return 'a symbol is not a JSON value';
  }
}

/** `args.deck[3]`, `state["two words"]`: the path of a visit, built only when it is reported. */
function pathOf(at: Visit): string {
  const parts: string[] = [];
  for (let v: Visit | undefined = at; v !== undefined; v = v.parent) {
    const key = v.key;
    if (v.parent === undefined) parts.push(String(key));
    else if (typeof key === 'number') parts.push(`[${key}]`);
    else parts.push(/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`);
  }
  parts.reverse();
  // A path through a very deep value is cut in the middle: the message stays one readable line.
  if (parts.length > 16) return `${parts.slice(0, 8).join('')}…(${parts.length - 14} more)…${parts.slice(-6).join('')}`;
  return parts.join('');
}

/** "a Map", "a Date", "an instance of class Foo": what an object that is not plain JSON is. */
function kindOf(v: object): string {
  const name = (v as { constructor?: { name?: unknown } }).constructor?.name;
  if (typeof name !== 'string' || name === '' || name === 'Object') return 'an object with its own prototype';
  if (['Map', 'Set', 'Date', 'RegExp', 'Promise', 'WeakMap', 'WeakSet', 'Error'].includes(name) || /Array$/.test(name))
    return `a ${name}`;
  return `an instance of class ${name}`;
}

/**
 * Throws a {@link JsonError} with `code` when `value` is not JSON within
 * `limits`; `where` starts the message (`Cannot enqueue deal`), `root` names
 * the value (`args`), `depth` counts the levels a save puts above it.
 *
 * @internal
 * @example checkJson({ n: NaN }, 'params', 'Cannot attach hook "x"', 'hook-params-not-json', DEFAULT_LIMITS);
 */
export function checkJson(value: unknown, root: string, where: string, code: string, limits: JsonLimits, depth = 0): void {
  if (isJson(value, limits, depth)) return;
  const problem = jsonProblem(value, root, limits, depth);
  if (problem !== undefined) throw new JsonError(code, `${where}: ${problem}`);
}

/**
 * Node args must be a JSON object. This is the check on the engine's hot path
 * (every `ctx.next`, `enqueue` and `call`): args whose fields are all short
 * strings, finite numbers, booleans or null are accepted after one look at
 * each field, and only args holding objects or arrays get the full walk. The
 * message (`${verb} ${node}: args.deck: a Map is not a JSON value`) is built
 * only when the args are refused.
 *
 * @internal
 * @example checkArgs({ player: 'p1' }, 'Cannot run next', 'draw', DEFAULT_LIMITS);
 */
export function checkArgs(args: unknown, verb: string, node: string, limits: JsonLimits): void {
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    throw new JsonError('args-not-object', `${verb} ${node}: args must be a JSON object, got ${describeValue(args)}`);
  }
  if (!isJson(args, limits, SAVED_DEPTH.args))
    checkJson(args, 'args', `${verb} ${node}`, 'args-not-json', limits, SAVED_DEPTH.args);
}

/** Elements left to look at in the current quick test; reset by {@link isJson} (the engine runs one test at a time). */
let elementsLeft = 0;

/**
 * True when `value` is plain JSON within `limits`, found without allocating
 * anything: the quick test that precedes the full walk, which is only needed
 * to say what is wrong. Skips the library's own frozen values.
 *
 * @internal
 * @example isJson({ deck: ['c1'] }, DEFAULT_LIMITS); // true
 */
export function isJson(value: unknown, limits: JsonLimits, depth = 0): boolean {
  elementsLeft = limits.maxElements;
  return quickJson(value, depth, limits);
}

function quickJson(v: unknown, depth: number, limits: JsonLimits): boolean {
  switch (typeof v) {
    case 'string':
      return v.length <= limits.maxStringLength;
    case 'number':
      // NaN and ±Infinity are the numbers for which v - v is not 0.
      return v - v === 0;
    case 'boolean':
      return true;
    case 'object': {
      // Only a frozen value can be shared; asking the registry about every object would cost a hash lookup each.
      if (v === null || (Object.isFrozen(v) && isShared(v))) return true;
      if (depth >= limits.maxDepth) return false;
      const proto = Object.getPrototypeOf(v) as unknown;
      if (proto === Array.prototype) {
        const items = v as unknown[];
        if ((elementsLeft -= items.length) < 0) return false;
        for (let i = 0; i < items.length; i++) if (!quickJson(items[i], depth + 1, limits)) return false;
        return true;
      }
      if (proto !== Object.prototype && proto !== null) return false;
      for (const key in v) {
        if (--elementsLeft < 0 || key.length > limits.maxStringLength) return false;
        const item = (v as Record<string, unknown>)[key];
        // A field holding undefined is absent (see jsonProblem).
        if (item !== undefined && !quickJson(item, depth + 1, limits)) return false;
      }
      return true;
    }
    case 'undefined':
    case 'bigint':
    case 'function':
    case 'symbol':
      return false;
  }
}

/**
 * A short, safe description of any value for a message: JSON when it is
 * JSON-like and short, its kind otherwise. Never throws.
 *
 * @internal
 * @example describeValue('1'); // 'the string "1"'
 */
export function describeValue(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
    case 'number':
    case 'boolean':
      return String(value);
    case 'undefined':
      return 'undefined';
    case 'bigint':
      return `the BigInt ${String(value)}`;
    case 'function':
      return 'a function';
    case 'symbol':
      return 'a symbol';
    case 'object':
      if (value === null) return 'null';
      if (Array.isArray(value)) return 'an array';
      return Object.getPrototypeOf(value) === Object.prototype ? 'an object' : kindOf(value);
  }
}
