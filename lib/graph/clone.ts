import { JsonError } from './errors.js';

/**
 * The deepest nesting any JSON value in a game may have: copying and comparing
 * recurse once per level, and this many levels stay far inside Node's stack.
 * The limits (`maxDepth`) may be set up to this.
 */
export const DEPTH_CEILING = 1_000;

/**
 * Values deep-frozen by the library itself (card definitions, through
 * {@link freezeShared}). Nothing can change them, so a copy shares them
 * instead of copying them: a game's origin capture then copies its cards, not
 * every definition as well. A registry rather than `Object.isFrozen`: a
 * caller's own frozen object (a snapshot kept in an immutable store, say)
 * must still come back as a mutable copy, since it may become live state.
 */
const shared = new WeakSet<object>();

/**
 * A deep copy of a JSON value (plain objects, arrays, primitives). The engine
 * copies the game at every checkpoint (its start and each answered decision)
 * and twice per fork, so this copy is on the path of every decision and every
 * look-ahead. Objects are copied with a spread and arrays with `slice`, which
 * V8 does in one step for an object of a known shape; only the fields that
 * hold objects are then copied again, one level down. Objects held in arrays
 * (a game's cards, say: many objects of one shape) are copied by their own
 * function, so V8 sees one shape there and copies each card in one step; with
 * one function for every object, that site saw every shape of the state and
 * took its slow path (a mid-game War state: 5.7 -> 3.1 µs, a duel 12.5 -> 5.1
 * µs; `structuredClone` takes over 60). Anything that is not plain JSON (a
 * Map, a class instance) is outside the game-state contract and is not copied
 * faithfully. Values made by {@link freezeShared} are shared, not copied: they
 * can never change. A value nested deeper than {@link DEPTH_CEILING} levels (a
 * cycle, usually) is refused with a JsonError rather than overflowing the stack.
 *
 * @example const copy = cloneJson({ zones: { pot: ['c1'] } });
 */
export function cloneJson<T>(value: T): T {
  return typeof value === 'object' && value !== null ? (copy(value, 0) as T) : value;
}

/** Any object or array found at `depth`. */
function copy(value: object, depth: number): unknown {
  // Only a frozen value can be shared; asking the registry about every object would cost a hash lookup each.
  if (Object.isFrozen(value) && shared.has(value)) return value;
  if (depth >= DEPTH_CEILING) throw tooDeep();
  return Array.isArray(value) ? copyArray(value, depth) : copyFields(value, depth);
}

function copyArray(value: readonly unknown[], depth: number): unknown[] {
  const out = value.slice();
  for (let i = 0; i < out.length; i++) {
    const item = out[i];
    if (typeof item !== 'object' || item === null || (Object.isFrozen(item) && shared.has(item))) continue;
    if (depth + 1 >= DEPTH_CEILING) throw tooDeep();
    out[i] = Array.isArray(item) ? copyArray(item, depth + 1) : copyElement(item, depth + 1);
  }
  return out;
}

/** An object held in an array. The same code as copyFields, in its own function for V8's sake (see cloneJson). */
function copyElement(value: object, depth: number): object {
  // A spread defines each field on the copy, so an own "__proto__" key (JSON.parse makes one) stays a key, and
  // assigning to it below writes that own field rather than calling the prototype setter.
  const out = { ...value } as Record<string, unknown>;
  for (const key in out) {
    const item = out[key];
    if (typeof item === 'object' && item !== null) out[key] = copy(item, depth + 1);
  }
  return out;
}

/** An object held in an object's field, or at the top. */
function copyFields(value: object, depth: number): object {
  const out = { ...value } as Record<string, unknown>;
  for (const key in out) {
    const item = out[key];
    if (typeof item === 'object' && item !== null) out[key] = copy(item, depth + 1);
  }
  return out;
}

function tooDeep(): JsonError {
  return new JsonError(
    'json-too-deep',
    `Cannot copy a value nested more than ${DEPTH_CEILING} levels deep; does the game state hold a cycle?`,
  );
}

/**
 * @internal A deep copy of a JSON value with every object and array in it
 * frozen: what `deepFreeze(cloneJson(value))` gives, in one walk instead of
 * two. A decision's options and args are copied and frozen at every
 * `ctx.choose` (the look-ahead player asks thousands a second), and the
 * second walk listed every object's keys again only to freeze it. Values
 * made by {@link freezeShared} are shared, as `cloneJson` shares them; the
 * copies are not marked shareable (a node that receives a chosen option
 * still gets its own, mutable copy).
 *
 * @example const options = frozenCopy([{ move: 'attack', card: 3 }]); Object.isFrozen(options[0]); // true
 */
export function frozenCopy<T>(value: T): T {
  return typeof value === 'object' && value !== null ? (frozenAny(value, 0) as T) : value;
}

/** Any object or array found at `depth`, copied and frozen. */
function frozenAny(value: object, depth: number): unknown {
  if (Object.isFrozen(value) && shared.has(value)) return value;
  if (depth >= DEPTH_CEILING) throw tooDeep();
  return Array.isArray(value) ? frozenArray(value, depth) : frozenFields(value, depth);
}

function frozenArray(value: readonly unknown[], depth: number): readonly unknown[] {
  const out = value.slice();
  for (let i = 0; i < out.length; i++) {
    const item = out[i];
    if (typeof item === 'object' && item !== null) out[i] = frozenAny(item, depth + 1);
  }
  return Object.freeze(out);
}

/** An object, copied with a spread (an own "__proto__" key stays a key, as in copyFields), then frozen. */
function frozenFields(value: object, depth: number): object {
  const out = { ...value } as Record<string, unknown>;
  for (const key in out) {
    const item = out[key];
    if (typeof item === 'object' && item !== null) out[key] = frozenAny(item, depth + 1);
  }
  return Object.freeze(out);
}

/**
 * @internal Deep-freezes a JSON value the engine has just copied and hands
 * out (a pending decision, a result, a log entry): whoever receives it can
 * read it but not edit the game through it. Unlike {@link freezeShared} the
 * value is not marked shareable, so `cloneJson` still copies it (a node that
 * receives a chosen option gets its own, mutable copy). Returns the value.
 *
 * @example const decision = deepFreeze(cloneJson(asked)); Object.isFrozen(decision.options); // true
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}

/**
 * @internal True for a value made by {@link freezeShared}: deep-frozen JSON
 * the library checked when it made it, so walks may skip it.
 *
 * @example isShared(defineCard({ id: 'x', name: 'X', kind: 'standard' })); // true
 */
export function isShared(value: object): boolean {
  return shared.has(value);
}

/**
 * @internal Deep-freezes a JSON value the caller has just built and owns
 * (nobody else holds any part of it), and marks every object and array in it
 * as shareable by {@link cloneJson}. Returns the value.
 *
 * @example const def = freezeShared({ id: 'hc.7', stats: { rank: 7 } }); cloneJson(def) === def; // true
 */
export function freezeShared<T>(value: T): T {
  if (typeof value !== 'object' || value === null || shared.has(value)) return value;
  for (const key of Object.keys(value)) freezeShared((value as Record<string, unknown>)[key]);
  Object.freeze(value);
  shared.add(value);
  return value;
}
