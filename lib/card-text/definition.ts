import { freezeShared } from '../graph/clone.js';
import type { Ability } from './card-data.js';
import { abilityProblem } from './card-data-check.js';
import { didYouMean } from '../graph/suggest.js';
import { CardError } from '../cards/errors.js';

export type { Ability } from './card-data.js';

/**
 * What a card is, as printed: the same for every copy. JSON, so it can sit in the game state.
 *
 * @example
 * const seven: CardDefinition = defineCard({ id: 'hc.7', name: 'Seven', kind: 'number', stats: { rank: 7 } });
 */
export interface CardDefinition {
  id: string;
  name: string;
  text: string;
  kind: string;
  stats: Record<string, number | string>;
  abilities: Ability[];
}

/**
 * What `defineCard` takes: `text`, `stats` and `abilities` may be left out.
 *
 * @example
 * const input: CardDefinitionInput = { id: 'hc.7', name: 'Seven', kind: 'number', stats: { rank: 7 } }; defineCard(input);
 */
export interface CardDefinitionInput {
  id: string;
  name: string;
  text?: string;
  kind: string;
  stats?: Record<string, number | string>;
  abilities?: Ability[];
}

/** The fields a card definition may have: anything else is refused, not dropped. */
const CARD_FIELDS = ['id', 'name', 'text', 'kind', 'stats', 'abilities'] as const;

/** A field of a card definition that is wrong, and how; undefined when every field is fine. */
export interface FieldProblem {
  field: string;
  problem: string;
}

/**
 * Declares a card. The definition is validated, filled with defaults and frozen.
 *
 * @example
 * const king = defineCard({ id: 'war.13-spades', name: 'King of Spades', kind: 'standard', stats: { rank: 13 } });
 */
export function defineCard(input: CardDefinitionInput): CardDefinition {
  const id = (input as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || id === '')
    throw new CardError('card-no-id', `A card needs a non-empty string id, got ${describe(id)}`);
  const bad = cardFieldProblem(input);
  if (bad !== undefined) throw new CardError('card-bad-field', `Card "${id}" field "${bad.field}" ${bad.problem}`);
  return normalizeCard(input);
}

/**
 * @internal Copies a valid definition with its defaults filled in, deeply
 * frozen (ability params too): every game shares the one object, and a game
 * checkpoint shares it rather than copying it.
 */
export function normalizeCard(input: CardDefinitionInput): CardDefinition {
  return freezeShared<CardDefinition>({
    id: input.id,
    name: input.name,
    text: input.text ?? '',
    kind: input.kind,
    stats: copyStats(input.stats),
    // Card data is JSON: a copy of each ability, its fields in the order given (an effect ability keeps { on, effect, params? }).
    abilities: (input.abilities ?? []).map((a) => JSON.parse(JSON.stringify(a)) as Ability),
  });
}

/**
 * The stats, copied field by field into an empty object. Every definition
 * with the same stat names then shares one hidden class, frozen or not, so
 * `stats[stat]` (compare, every comparison) stays a fast load. A spread's
 * copy got a class of its own once frozen: War's 52 cards had 52, and the
 * load went megamorphic (about 5% of a War game's instructions).
 */
function copyStats(stats: Record<string, number | string> | undefined): Record<string, number | string> {
  const out: Record<string, number | string> = {};
  if (stats === undefined) return out;
  for (const key of Object.keys(stats)) {
    // Assigning "__proto__" would call the prototype setter and drop the stat; define it as the own field it is.
    if (key === '__proto__')
      Object.defineProperty(out, key, { value: stats[key], enumerable: true, writable: true, configurable: true });
    else out[key] = stats[key]!;
  }
  return out;
}

/**
 * @internal The first bad field of a would-be definition (the id is checked by
 * the caller, whose message differs). Shared by `defineCard` and pack validation.
 */
export function cardFieldProblem(input: unknown): FieldProblem | undefined {
  const def = input as Record<string, unknown>;
  // A misspelt field ("txet") would otherwise be dropped without a word, and the card would play without it.
  for (const key of Object.keys(def)) {
    if (!(CARD_FIELDS as readonly string[]).includes(key))
      return { field: key, problem: `is not a card field${didYouMean(key, CARD_FIELDS)}; a card has ${CARD_FIELDS.join(', ')}` };
  }
  if (typeof def.name !== 'string' || def.name === '') return { field: 'name', problem: 'must be a non-empty string' };
  if (def.text !== undefined && typeof def.text !== 'string') return { field: 'text', problem: 'must be a string' };
  if (typeof def.kind !== 'string' || def.kind === '') return { field: 'kind', problem: 'must be a non-empty string' };
  if (def.stats !== undefined) {
    if (!isPlainObject(def.stats)) return { field: 'stats', problem: 'must be an object' };
    for (const [stat, value] of Object.entries(def.stats)) {
      const ok = typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
      if (!ok) return { field: `stats.${stat}`, problem: `must be a number or a string, got ${describe(value)}` };
    }
  }
  if (def.abilities !== undefined) {
    if (!Array.isArray(def.abilities)) return { field: 'abilities', problem: 'must be an array' };
    for (let i = 0; i < def.abilities.length; i++) {
      const problem = abilityProblem(def.abilities[i], i);
      if (problem !== undefined) return problem;
    }
  }
  return undefined;
}

/** @internal A short description of a bad value for error messages. */
export function describe(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'symbol') return String(value);
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return Object.prototype.toString.call(value);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** @internal True for null, booleans, finite numbers, strings, and arrays and plain objects of those (depth-limited against cycles). */
export function isJson(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((v) => isJson(v, depth + 1));
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every((v) => isJson(v, depth + 1));
}
