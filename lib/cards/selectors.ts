import { cloneJson } from '../graph/clone.js';
import { jsonEqual } from '../graph/json-compare.js';
import type { Json } from '../graph/json.js';
import type { Phase } from '../graph/types.js';
import type { Value } from './card-data.js';
import { describe } from './definition.js';
import { CardError } from './errors.js';
import { cardOf } from './instances.js';
import { zoneHandle, type CardState } from './state.js';

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
 * Resolves a value of card data: selectors become what they select, plain
 * JSON stays as it is (arrays and objects are resolved item by item). Missing
 * fields (`$args.x` when there is no x) resolve to null.
 *
 * @example
 * resolveValue({ $count: { $cards: '{you}.hand' } }, scope); // 5
 */
export function resolveValue(value: Value, scope: SelectorScope): Json {
  if (typeof value === 'string') return value.startsWith('$') ? reference(value, scope) : value;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => resolveValue(item, scope));
  for (const key in value) if (key.startsWith('$')) return operator(key, value, scope);
  const out: Record<string, Json> = {};
  for (const key in value) out[key] = resolveValue(value[key]!, scope);
  return out;
}

/**
 * Resolves a condition: it must come out true or false.
 *
 * @example
 * if (resolveCondition(step.if, scope, 'if')) runStep(step);
 */
export function resolveCondition(value: Value, scope: SelectorScope, what: string): boolean {
  const result = resolveValue(value, scope);
  if (typeof result !== 'boolean') throw failed(`${what} must come out true or false, got ${brief(result)}`);
  return result;
}

/**
 * Fills `{self}`, `{you}`, `{opponent}`, `{owner}` and `{controller}` in a zone name or hook key.
 *
 * @example
 * fillTemplate('{you}.graveyard', scope); // 'p1.graveyard'
 */
export function fillTemplate(template: string, scope: SelectorScope): string {
  if (!template.includes('{')) return template;
  return template.replace(/\{(self|you|opponent|owner|controller)\}/g, (_, name: string) => {
    const value = reference(`$${name}`, scope);
    return typeof value === 'string' ? value : JSON.stringify(value);
  });
}

function reference(ref: string, scope: SelectorScope): Json {
  switch (ref) {
    case '$self':
      return scope.card;
    case '$you':
      return scope.you;
    case '$args':
      // A copy: what a step passes on must not be the run's own args.
      return cloneJson(scope.args as Json);
    case '$it':
      if (scope.it === undefined) throw failed('$it is used outside a where');
      return scope.it;
    case '$owner':
      return cardOf(board(scope, ref), scope.card).owner;
    case '$controller':
      return cardOf(board(scope, ref), scope.card).controller;
    case '$opponent':
      return opponentOf(board(scope, ref), scope.you);
  }
  if (ref.startsWith('$args.')) {
    const found = at(scope.args, ref.slice(6).split('.'));
    return found !== null && typeof found === 'object' ? cloneJson(found) : found;
  }
  const name = ref.slice(1);
  if (Object.hasOwn(scope.names, name)) return scope.names[name]!;
  throw failed(`"${ref}" names no value (no step named it with as)`);
}

function operator(key: string, value: { [key: string]: Value }, scope: SelectorScope): Json {
  const operand = value[key]!;
  const list = (): Json[] => {
    const items = resolveValue(operand, scope);
    if (!Array.isArray(items)) throw failed(`${key} needs a list, got ${brief(items)}`);
    return items;
  };
  const numbers = (): number[] =>
    list().map((n) => {
      if (typeof n !== 'number') throw failed(`${key} needs numbers, got ${brief(n)}`);
      return n;
    });
  switch (key) {
    case '$literal':
      return operand;
    case '$zone':
      return zoneHandle(board(scope, key), fillTemplate(text(operand, key), scope));
    case '$cards':
      return cardsWhere(scope, zoneHandle(board(scope, key), fillTemplate(text(operand, key), scope)), value.where);
    case '$count':
      return list().length;
    case '$name': {
      const state = board(scope, key);
      return state.defs[cardOf(state, card(resolveValue(operand, scope), key)).def]!.name;
    }
    case '$stat': {
      const state = board(scope, key);
      const stats = state.defs[cardOf(state, card(resolveValue(value.of!, scope), key)).def]!.stats;
      const name = text(operand, key);
      return Object.hasOwn(stats, name) ? stats[name]! : null;
    }
    case '$controllerOf':
      return cardOf(board(scope, key), card(resolveValue(operand, scope), key)).controller;
    case '$ownerOf':
      return cardOf(board(scope, key), card(resolveValue(operand, scope), key)).owner;
    case '$opponentOf': {
      const player = resolveValue(operand, scope);
      if (typeof player !== 'string') throw failed(`$opponentOf needs a player, got ${brief(player)}`);
      return opponentOf(board(scope, key), player);
    }
    case '$state': {
      const path = list().map((part) => {
        if (typeof part !== 'string' && typeof part !== 'number')
          throw failed(`$state needs a path of names and numbers, got ${brief(part)}`);
        return String(part);
      });
      const found = at(board(scope, key), path);
      // A copy: a step's args are the next node's, and must not be the live state.
      return found !== null && typeof found === 'object' ? cloneJson(found) : found;
    }
    case '$hasHook': {
      const [node, phase, hookKey] = operand as [string, Phase, string];
      if (scope.hasHook === undefined) throw failed('$hasHook is used where no hooks can be read');
      return scope.hasHook(node, phase, fillTemplate(hookKey, scope));
    }
    case '$add':
      return numbers().reduce((a, b) => a + b);
    case '$sub': {
      const [a, b] = numbers();
      return a! - b!;
    }
    case '$mul':
      return numbers().reduce((a, b) => a * b);
    case '$min':
      return Math.min(...numbers());
    case '$max':
      return Math.max(...numbers());
    case '$eq':
    case '$ne': {
      const [a, b] = list();
      return jsonEqual(a, b) === (key === '$eq');
    }
    case '$lt':
    case '$lte':
    case '$gt':
    case '$gte': {
      const [a, b] = numbers();
      if (key === '$lt') return a! < b!;
      if (key === '$lte') return a! <= b!;
      if (key === '$gt') return a! > b!;
      return a! >= b!;
    }
    case '$in': {
      const [item, items] = list();
      if (!Array.isArray(items)) throw failed(`$in needs a list to look in, got ${brief(items)}`);
      return items.some((other) => jsonEqual(item, other));
    }
    case '$and':
    case '$or': {
      // Short-circuits, as && and || do: a later part may rely on an earlier one.
      const parts = operand as Value[];
      for (const part of parts) {
        const holds = resolveCondition(part, scope, key);
        if (holds !== (key === '$and')) return holds;
      }
      return key === '$and';
    }
    case '$not':
      return !resolveCondition(operand, scope, '$not');
    case '$concat':
      return list()
        .map((part) => (typeof part === 'string' ? part : JSON.stringify(part)))
        .join('');
    case '$join':
      // Lists end to end: "every monster on the field" is both players' monster zones, in the order written.
      return list().flatMap((part) => {
        if (!Array.isArray(part)) throw failed(`$join needs lists, got ${brief(part)}`);
        return part;
      });
  }
  throw failed(`unknown selector "${key}"`);
}

/** The cards of a zone, top first, for which `where` holds. */
function cardsWhere(scope: SelectorScope, zone: number, where: Value | undefined): number[] {
  const cards = board(scope, '$cards').zones[zone]!.slice();
  if (where === undefined) return cards;
  const saved = scope.it;
  try {
    return cards.filter((c) => {
      scope.it = c;
      return resolveCondition(where, scope, 'where');
    });
  } finally {
    scope.it = saved;
  }
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
