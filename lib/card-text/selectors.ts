import { cloneJson, isShared } from '../graph/clone.js';
import { jsonEqual } from '../graph/json-compare.js';
import type { Json } from '../graph/json.js';
import type { Phase } from '../graph/types.js';
import type { Value } from './card-data.js';
import { describe } from './definition.js';
import { CardError } from '../cards/errors.js';
import { cardOf } from '../cards/instances.js';
import { zoneHandle, type CardState } from '../cards/state.js';

/**
 * What selectors resolve against: the card, its player, the args of the run,
 * the names earlier steps gave, and (for board selectors) the state. A hook's
 * `when` resolves without a state: it sees the args alone.
 *
 * @example
 * const scope: SelectorScope = { state: ctx.state, card: 12, you: 'p1', args, names: {} }; resolveValue('$opponent', scope); // 'p2'
 */
export interface SelectorScope {
  readonly state: CardState | undefined;
  /** `$self`. */
  readonly card: number;
  /** `$you`. */
  readonly you: string;
  /** `$args`. */
  args: object;
  /** Values named by `as`. */
  readonly names: Record<string, Json>;
  /** `$it`, inside a `where`. */
  it?: number;
  /** `$hasHook`. */
  readonly hasHook?: (node: string, phase: Phase, key: string) => boolean;
}

/**
 * @internal A value of card data compiled to a plain function of the scope:
 * what {@link resolveValue} gives, with the JSON read once instead of at every run.
 */
export type Selector = (scope: SelectorScope) => Json;

/** @internal A condition compiled: true or false, or the error `resolveCondition` raises. */
export type CompiledCondition = (scope: SelectorScope) => boolean;

/** @internal A zone name or hook key template compiled: what {@link fillTemplate} gives. */
export type CompiledTemplate = (scope: SelectorScope) => string;

/**
 * Resolves a value of card data: selectors become what they select, plain
 * JSON stays as it is (arrays and objects are resolved item by item). Missing
 * fields (`$args.x` when there is no x) resolve to null.
 *
 * @example
 * resolveValue({ $count: { $cards: '{you}.hand' } }, scope); // 5
 */
export function resolveValue(value: Value, scope: SelectorScope): Json {
  return compileValue(value)(scope);
}

/**
 * Resolves a condition: it must come out true or false.
 *
 * @example
 * if (resolveCondition(step.if, scope, 'if')) runStep(step);
 */
export function resolveCondition(value: Value, scope: SelectorScope, what: string): boolean {
  return mustBeBoolean(compileValue(value)(scope), what);
}

/**
 * Fills `{self}`, `{you}`, `{opponent}`, `{owner}` and `{controller}` in a zone name or hook key.
 *
 * @example
 * fillTemplate('{you}.graveyard', scope); // 'p1.graveyard'
 */
export function fillTemplate(template: string, scope: SelectorScope): string {
  if (!template.includes('{')) return template;
  return template.replace(TEMPLATE_NAMES, (_, name: string) => shown(REFERENCES.get(name)!(scope)));
}

// Compiled selectors of deep-frozen card data (definitions are frozen and shared by every game), by identity.
// Data the library did not freeze may change between runs, so it is compiled again each time it is resolved.
const compiled = new WeakMap<object, Selector>();

/**
 * @internal Compiles a value of card data once: selectors become closures
 * that do what {@link resolveValue} does, with no parsing, key search or
 * string switch left for run time. Compiling never fails: a selector that
 * cannot work (an unknown operator, a missing list) fails when it runs, with
 * the message and at the moment it always did.
 *
 * @example
 * const hand = compileValue({ $cards: '{you}.hand' }); hand(scope); // [4, 9]
 */
export function compileValue(value: Value): Selector {
  if (typeof value === 'string') return value.startsWith('$') ? compileReference(value) : () => value;
  if (value === null || typeof value !== 'object') return () => value;
  const known = compiled.get(value);
  if (known !== undefined) return known;
  const made = compileComposite(value);
  if (isShared(value)) compiled.set(value, made);
  return made;
}

/**
 * @internal Compiles a condition once: `what` names it in the error when it
 * does not come out true or false (`'if'`, `'when'`, `'where'`).
 *
 * @example
 * const holds = compileCondition({ $eq: ['$args.player', '$you'] }, 'when'); holds(scope); // true
 */
export function compileCondition(value: Value, what: string): CompiledCondition {
  const selector = compileValue(value);
  return (scope) => mustBeBoolean(selector(scope), what);
}

/**
 * @internal Compiles a template once into its text and the references it fills.
 *
 * @example
 * const key = compileTemplate('extra-turn:{self}'); key(scope); // 'extra-turn:12'
 */
export function compileTemplate(template: string): CompiledTemplate {
  // Not a string (data no check has seen): it fails when it is filled, as it always did, not now.
  if (typeof template !== 'string') return (scope) => fillTemplate(template, scope);
  if (!template.includes('{')) return () => template;
  // Split as replace() matches, so the filled text is the same, piece for piece and in the same order.
  const texts: string[] = [];
  const fills: Selector[] = [];
  let from = 0;
  for (const match of template.matchAll(TEMPLATE_NAMES)) {
    texts.push(template.slice(from, match.index));
    fills.push(REFERENCES.get(match[1]!)!);
    from = match.index + match[0].length;
  }
  const last = template.slice(from);
  return (scope) => {
    let out = '';
    for (let i = 0; i < fills.length; i++) out += texts[i]! + shown(fills[i]!(scope));
    return out + last;
  };
}

const TEMPLATE_NAMES = /\{(self|you|opponent|owner|controller)\}/g;

function shown(value: Json): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function mustBeBoolean(result: Json, what: string): boolean {
  if (typeof result !== 'boolean') throw failed(`${what} must come out true or false, got ${brief(result)}`);
  return result;
}

/** The references a string may name by itself, each once for every selector. */
const REFERENCES: ReadonlyMap<string, Selector> = new Map<string, Selector>(
  Object.entries({
    self: (scope) => scope.card,
    you: (scope) => scope.you,
    // A copy: what a step passes on must not be the run's own args.
    args: (scope) => cloneJson(scope.args as Json),
    it: (scope) => {
      if (scope.it === undefined) throw failed('$it is used outside a where');
      return scope.it;
    },
    owner: (scope) => cardOf(board(scope, '$owner'), scope.card).owner,
    controller: (scope) => cardOf(board(scope, '$controller'), scope.card).controller,
    opponent: (scope) => opponentOf(board(scope, '$opponent'), scope.you),
  } satisfies Record<string, Selector>),
);

function compileReference(ref: string): Selector {
  const name = ref.slice(1);
  const known = REFERENCES.get(name);
  if (known !== undefined) return known;
  if (ref.startsWith('$args.')) {
    const path = ref.slice(6).split('.');
    return (scope) => {
      const found = at(scope.args, path);
      return found !== null && typeof found === 'object' ? cloneJson(found) : found;
    };
  }
  return (scope) => {
    if (Object.hasOwn(scope.names, name)) return scope.names[name]!;
    throw failed(`"${ref}" names no value (no step named it with as)`);
  };
}

/** An object or array: the first key that starts with `$` makes it a selector; otherwise it is resolved part by part. */
function compileComposite(value: { [key: string]: Value } | Value[]): Selector {
  if (Array.isArray(value)) {
    const items = value.map(compileValue);
    return (scope) => {
      const out: Json[] = [];
      for (let i = 0; i < items.length; i++) out.push(items[i]!(scope));
      return out;
    };
  }
  for (const key in value) if (key.startsWith('$')) return compileOperator(key, value);
  const keys = Object.keys(value);
  const fields = keys.map((key) => compileValue(value[key]!));
  return (scope) => {
    const out: Record<string, Json> = {};
    for (let i = 0; i < keys.length; i++) out[keys[i]!] = fields[i]!(scope);
    return out;
  };
}

function compileOperator(key: string, value: { [key: string]: Value }): Selector {
  const operand = value[key]!;
  const resolved = compileValue(operand);
  const list = (scope: SelectorScope): Json[] => listOf(resolved(scope), key);
  const numbers = (scope: SelectorScope): number[] => numbersOf(list(scope), key);
  switch (key) {
    case '$literal':
      return () => operand;
    case '$zone': {
      const zone = zoneTemplate(operand, key);
      return (scope) => zoneHandle(board(scope, key), zone(scope));
    }
    case '$cards': {
      const zone = zoneTemplate(operand, key);
      const where = value.where === undefined ? undefined : compileCondition(value.where, 'where');
      return (scope) => cardsWhere(scope, zoneHandle(board(scope, key), zone(scope)), where);
    }
    case '$count':
      return (scope) => list(scope).length;
    case '$name':
      return (scope) => {
        const state = board(scope, key);
        return state.defs[cardOf(state, card(resolved(scope), key)).def]!.name;
      };
    case '$idOf':
      // A card's definition id: tokens and copies of one card share it ("each Spark you control").
      return (scope) => {
        const state = board(scope, key);
        return state.defs[cardOf(state, card(resolved(scope), key)).def]!.id;
      };
    case '$stat': {
      const of = compileValue(value.of!);
      return (scope) => {
        const state = board(scope, key);
        const stats = state.defs[cardOf(state, card(of(scope), key)).def]!.stats;
        const name = text(operand, key);
        return Object.hasOwn(stats, name) ? stats[name]! : null;
      };
    }
    case '$controllerOf':
      return (scope) => cardOf(board(scope, key), card(resolved(scope), key)).controller;
    case '$ownerOf':
      return (scope) => cardOf(board(scope, key), card(resolved(scope), key)).owner;
    case '$opponentOf':
      return (scope) => {
        const player = resolved(scope);
        if (typeof player !== 'string') throw failed(`$opponentOf needs a player, got ${brief(player)}`);
        return opponentOf(board(scope, key), player);
      };
    case '$state':
      return (scope) => {
        const path = list(scope).map((part) => {
          if (typeof part !== 'string' && typeof part !== 'number')
            throw failed(`$state needs a path of names and numbers, got ${brief(part)}`);
          return String(part);
        });
        const found = at(board(scope, key), path);
        // A copy: a step's args are the next node's, and must not be the live state.
        return found !== null && typeof found === 'object' ? cloneJson(found) : found;
      };
    case '$hasHook':
      return (scope) => {
        const [node, phase, hookKey] = operand as [string, Phase, string];
        if (scope.hasHook === undefined) throw failed('$hasHook is used where no hooks can be read');
        return scope.hasHook(node, phase, fillTemplate(hookKey, scope));
      };
    case '$add':
      return (scope) => numbers(scope).reduce((a, b) => a + b);
    case '$sub':
      return (scope) => {
        const [a, b] = numbers(scope);
        return a! - b!;
      };
    case '$mul':
      return (scope) => numbers(scope).reduce((a, b) => a * b);
    case '$min':
      return (scope) => Math.min(...numbers(scope));
    case '$max':
      return (scope) => Math.max(...numbers(scope));
    case '$eq':
      return (scope) => {
        const [a, b] = list(scope);
        return sameJson(a, b);
      };
    case '$ne':
      return (scope) => {
        const [a, b] = list(scope);
        return !sameJson(a, b);
      };
    case '$lt':
      return (scope) => {
        const [a, b] = numbers(scope);
        return a! < b!;
      };
    case '$lte':
      return (scope) => {
        const [a, b] = numbers(scope);
        return a! <= b!;
      };
    case '$gt':
      return (scope) => {
        const [a, b] = numbers(scope);
        return a! > b!;
      };
    case '$gte':
      return (scope) => {
        const [a, b] = numbers(scope);
        return a! >= b!;
      };
    case '$in':
      return (scope) => {
        const [item, items] = list(scope);
        if (!Array.isArray(items)) throw failed(`$in needs a list to look in, got ${brief(items)}`);
        for (const other of items) if (sameJson(item, other)) return true;
        return false;
      };
    case '$and':
    case '$or':
      return compileJunction(key, operand);
    case '$not': {
      const holds = compileCondition(operand, '$not');
      return (scope) => !holds(scope);
    }
    case '$concat':
      return (scope) => {
        let out = '';
        for (const part of list(scope)) {
          // As join('') did: a part JSON cannot show (undefined) adds nothing.
          const piece = typeof part === 'string' ? part : (JSON.stringify(part) as string | undefined);
          if (piece !== undefined) out += piece;
        }
        return out;
      };
    case '$join':
      // Lists end to end: "every monster on the field" is both players' monster zones, in the order written.
      return (scope) => {
        const out: Json[] = [];
        for (const part of list(scope)) {
          if (!Array.isArray(part)) throw failed(`$join needs lists, got ${brief(part)}`);
          for (const item of part) out.push(item);
        }
        return out;
      };
  }
  return () => {
    throw failed(`unknown selector "${key}"`);
  };
}

/** `$and` and `$or` short-circuit, as && and || do: a later part may rely on an earlier one. */
function compileJunction(key: '$and' | '$or', operand: Value): Selector {
  const stopAt = key === '$or';
  if (!Array.isArray(operand)) {
    // Not a list (card data checks that it is): it fails when it runs, as iterating it always did.
    return (scope) => {
      // Named parts, as the interpreter named it: a value that is not a list fails with "parts is not iterable".
      const parts = operand as unknown as Value[];
      for (const part of parts) if (resolveCondition(part, scope, key) === stopAt) return stopAt;
      return !stopAt;
    };
  }
  const conditions = operand.map((part) => compileCondition(part, key));
  return (scope) => {
    for (let i = 0; i < conditions.length; i++) if (conditions[i]!(scope) === stopAt) return stopAt;
    return !stopAt;
  };
}

/** A `$zone` or `$cards` name: a template, or (not a string) the refusal it gives when it runs, after the board check. */
function zoneTemplate(operand: Value, key: string): CompiledTemplate {
  if (typeof operand === 'string') return compileTemplate(operand);
  return () => text(operand, key);
}

/** JSON equality, with the common case of two plain values (handles, names) decided without a walk. */
function sameJson(a: Json | undefined, b: Json | undefined): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return jsonEqual(a, b);
}

/** The cards of a zone, top first, for which `where` holds. */
function cardsWhere(scope: SelectorScope, zone: number, where: CompiledCondition | undefined): number[] {
  const cards = board(scope, '$cards').zones[zone]!;
  if (where === undefined) return cards.slice();
  const saved = scope.it;
  const out: number[] = [];
  try {
    // A where only reads, so the zone cannot change while it is filtered.
    for (let i = 0; i < cards.length; i++) {
      scope.it = cards[i]!;
      if (where(scope)) out.push(cards[i]!);
    }
    return out;
  } finally {
    scope.it = saved;
  }
}

function listOf(items: Json, key: string): Json[] {
  if (!Array.isArray(items)) throw failed(`${key} needs a list, got ${brief(items)}`);
  return items;
}

/** The list itself once every item is checked to be a number: its readers (reduce, min, max) never change it, so no copy. */
function numbersOf(items: Json[], key: string): number[] {
  for (const n of items) if (typeof n !== 'number') throw failed(`${key} needs numbers, got ${brief(n)}`);
  return items as number[];
}

/** The other player of a two-player game. */
function opponentOf(state: CardState, player: string): string {
  const players = (state as CardState & { players?: unknown }).players;
  if (!Array.isArray(players)) throw failed('$opponent needs state.players, the list of players');
  if (players.length !== 2)
    throw failed(`$opponent is the other player of a two-player game; this game has ${players.length} players`);
  if (!players.includes(player)) throw failed(`${brief(player)} is not one of the players ${brief(players)}`);
  return players[0] === player ? (players[1] as string) : (players[0] as string);
}

function at(root: unknown, path: readonly string[]): Json {
  let value: unknown = root;
  for (const part of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part)) return null;
    value = (value as Record<string, unknown>)[part];
  }
  return value === undefined ? null : (value as Json);
}

function board(scope: SelectorScope, what: string): CardState {
  if (scope.state === undefined) throw failed(`${what} reads the board, and a when sees only the node's args`);
  return scope.state;
}

function card(value: Json, what: string): number {
  if (typeof value !== 'number') throw failed(`${what} needs a card (a handle), got ${brief(value)}`);
  return value;
}

function text(value: Value, what: string): string {
  if (typeof value !== 'string') throw failed(`${what} needs a name, got ${brief(value)}`);
  return value;
}

function failed(message: string): CardError {
  return new CardError('selector-failed', message);
}

function brief(value: unknown): string {
  const shown = describe(value);
  return shown.length > 60 ? `${shown.slice(0, 59)}…` : shown;
}
