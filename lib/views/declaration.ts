/**
 * What a card game declares about visibility, and the checks of that
 * declaration. The lens that applies it is in card-lens.ts.
 */
import type { CardState } from '../cards/index.js';
import { DefinitionError } from '../graph/errors.js';
import type { Json } from '../graph/json.js';
import type { LogEntry } from '../graph/types.js';
import type { Engine } from '../graph/engine.js';

/**
 * How a zone is seen:
 * - `public`: everyone sees its cards and their order; a face-down card shows
 *   only its back (seen by its controller when `faceDown` is `'controller'`);
 * - `owner`: its owner seat sees its cards, the others its count;
 * - `hidden`: nobody sees its cards, only their count (a deck).
 * Revealed cards are seen by those they are revealed to, in any zone.
 *
 * @example
 * const hand: ZoneVisibility = { seen: 'owner', owner: 'p1' };
 */
export interface ZoneVisibility {
  seen: 'public' | 'owner' | 'hidden';
  /** The seat that sees an `owner` zone. */
  owner?: string;
  /** In a public zone, who sees a face-down card's face: its controller (the default) or nobody. */
  faceDown?: 'controller' | 'nobody';
}

/**
 * What the projector functions of a declaration are handed: the seat, and
 * how that seat sees any card (by handle). Its functions work detached
 * (`list.map(see.card)`).
 *
 * @example
 * const fields = { up: (value: Json, see: Sight) => (value as number[]).map((card) => see.card(card)) };
 */
export interface Sight {
  /** The seat the view is for (null: a spectator). */
  readonly seat: string | null;
  /** True when the seat sees the card's face. */
  readonly sees: (card: number) => boolean;
  /** The card's id in this view: its handle when the seat sees it, else its place (`"p2.hand#3"`), which tells nothing of the card. */
  readonly card: (card: number) => number | string | null;
  /** The card as a past log entry may name it: its handle when the seat sees it now, else null. */
  readonly logged: (card: number) => number | null;
  /** A copy of a log entry with its card fields (see `cardFields`) given as `logged` gives them. */
  readonly translate: (entry: LogEntry) => LogEntry;
}

/**
 * A game field in a view: `'public'` shows it as it is (copied), a function
 * shows what it returns (undefined: left out). Card handles in it must go
 * through `see.card` (or `see.logged`).
 *
 * @example
 * const turnFlags: FieldVisibility = (flags, see) => ({ ...(flags as object), summoned: (flags as any).summoned.map(see.card) });
 */
export type FieldVisibility<S = never> = 'public' | ((value: Json, see: Sight, state: S) => Json | undefined);

/**
 * Who sees a log entry of one type: everyone (`'public'`), the seat named by
 * one of its fields (`{ seenBy: 'player' }`), or what a function returns for
 * the seat (a new entry, or undefined to leave it out). Card fields are
 * translated for `'public'` and `seenBy`; a function does its own with `see.translate`.
 *
 * @example
 * const log: Record<string, LogVisibility> = { turn: 'public', drew: { seenBy: 'player' } };
 */
export type LogVisibility = 'public' | { seenBy: string } | ((entry: LogEntry, see: Sight) => LogEntry | undefined);

/**
 * A card game's visibility, for `cardVisibility`. Everything is by
 * allowlist: a zone, a field, a per-card array or a log entry type that is
 * not declared is not in any view (an undeclared zone is refused when a view
 * is made, so none is forgotten).
 *
 * @example
 * cardVisibility({ seats: ['p1', 'p2'], zones: { deck: 'hidden', 'p1.hand': { seen: 'owner', owner: 'p1' }, pot: 'public' }, fields: { scores: 'public' } });
 */
export interface CardVisibilityDeclaration<S extends CardState = CardState> {
  /** The seats (players) of the game. */
  seats: readonly string[] | ((state: S) => readonly string[]);
  /** Every zone's visibility, by zone name; a function is asked per zone name. */
  zones:
    | Record<string, ZoneVisibility | ZoneVisibility['seen']>
    | ((zone: string) => ZoneVisibility | ZoneVisibility['seen'] | undefined);
  /** The game's own state fields a view shows (cards, defs, zones and zoneNames are the view's own business). */
  fields?: Record<string, FieldVisibility<S>>;
  /**
   * Arrays of per-card data indexed by card handle (the duel's `positions`):
   * shown on each card of the view, `'public'` for every card shown (a
   * face-down card's position), `'face'` only where the face is seen.
   */
  perCard?: Record<string, 'public' | 'face'>;
  /** The log entry types a view shows, and to whom. An entry with its own `visibleTo: string[]` is shown to those seats only. */
  log?: Record<string, LogVisibility>;
  /** Fields of options and log entries holding card handles (a number or a list of numbers). Default `['card', 'cards']`. */
  cardFields?: readonly string[];
  /**
   * After `engine.sample` dealt the hidden cards of a copy anew (see
   * `cardVisibility`), puts right what the game derives from a card's
   * identity: per-card data (a set monster's ATK) and hooks its new identity
   * would have attached (a set trap's). `cards` are the cards dealt anew;
   * the hooks they owned are already detached.
   */
  redealt?: (game: Engine<S>, cards: readonly number[], seat: string) => void;
}

/** @internal A zone's visibility, resolved and checked. */
export interface ZoneRule {
  seen: 0 | 1 | 2; // PUBLIC, OWNER, HIDDEN
  owner: string | null;
  controllerSeesFaceDown: boolean;
}

export const PUBLIC = 0;
export const OWNER = 1;
export const HIDDEN = 2;

/**
 * @internal Checks a declaration's shape once, when it is declared; a bad
 * field is refused naming it.
 */
export function checkDeclaration(decl: CardVisibilityDeclaration<any>): void {
  const bad = (field: string, want: string): never => {
    throw new DefinitionError('visibility-bad', `Visibility field "${field}" must be ${want}`);
  };
  if (decl === null || typeof decl !== 'object')
    bad('(declaration)', 'an object { seats, zones, fields?, perCard?, log?, cardFields? }');
  const { seats, zones, fields, perCard, log, cardFields } = decl;
  if (typeof seats !== 'function' && !(Array.isArray(seats) && seats.every((s) => typeof s === 'string' && s !== '')))
    bad('seats', 'a list of seat names or a function of the state');
  if (typeof zones !== 'function') {
    if (zones === null || typeof zones !== 'object') bad('zones', 'an object by zone name or a function of the zone name');
    for (const [name, z] of Object.entries(zones)) resolveZone(name, z);
  }
  if (fields !== undefined) {
    if (fields === null || typeof fields !== 'object') bad('fields', 'an object by field name');
    for (const [name, f] of Object.entries(fields)) {
      if (f !== 'public' && typeof f !== 'function') bad(`fields.${name}`, "'public' or a function (value, see, state)");
      if (['cards', 'defs', 'zones', 'zoneNames', 'revealed', 'bound', 'incarnations'].includes(name))
        bad(
          `fields.${name}`,
          "a game field: cards, defs, zones, zoneNames, revealed, bound and incarnations are the card layer's, shown through the zones",
        );
    }
  }
  if (perCard !== undefined) {
    if (perCard === null || typeof perCard !== 'object') bad('perCard', 'an object by field name');
    for (const [name, p] of Object.entries(perCard))
      if (p !== 'public' && p !== 'face') bad(`perCard.${name}`, "'public' or 'face'");
  }
  if (log !== undefined) {
    if (log === null || typeof log !== 'object') bad('log', 'an object by log entry type');
    for (const [type, l] of Object.entries(log)) {
      const ok =
        l === 'public' || typeof l === 'function' || (l !== null && typeof l === 'object' && typeof l.seenBy === 'string');
      if (!ok) bad(`log.${type}`, "'public', { seenBy: field } or a function (entry, see)");
    }
  }
  if (decl.redealt !== undefined && typeof decl.redealt !== 'function') bad('redealt', 'a function (game, cards, seat)');
  if (cardFields !== undefined && !(Array.isArray(cardFields) && cardFields.every((f) => typeof f === 'string' && f !== '')))
    bad('cardFields', 'a list of field names');
}

/**
 * @internal A zone's declared visibility, resolved; a missing or malformed
 * one is refused naming the zone.
 */
export function resolveZone(name: string, z: unknown): ZoneRule {
  if (z === undefined) {
    throw new DefinitionError(
      'visibility-zone-undeclared',
      `Zone "${name}" has no declared visibility: add it to the visibility's zones ('public', 'hidden' or { seen: 'owner', owner })`,
    );
  }
  const rule = typeof z === 'string' ? { seen: z } : z;
  if (rule === null || typeof rule !== 'object') throw badZone(name, z);
  const { seen, owner, faceDown } = rule as ZoneVisibility;
  if (seen !== 'public' && seen !== 'owner' && seen !== 'hidden') throw badZone(name, z);
  if (faceDown !== undefined && faceDown !== 'controller' && faceDown !== 'nobody') throw badZone(name, z);
  if (seen === 'owner' && (typeof owner !== 'string' || owner === '')) {
    throw new DefinitionError(
      'visibility-bad',
      `Zone "${name}" is seen by its owner, but its visibility names no owner seat: { seen: 'owner', owner: 'p1' }`,
    );
  }
  return {
    seen: seen === 'public' ? PUBLIC : seen === 'owner' ? OWNER : HIDDEN,
    owner: seen === 'owner' ? owner! : null,
    controllerSeesFaceDown: faceDown !== 'nobody',
  };
}

function badZone(name: string, z: unknown): DefinitionError {
  return new DefinitionError(
    'visibility-bad',
    `Visibility of zone "${name}" must be 'public', 'hidden' or { seen, owner?, faceDown? }, got ${JSON.stringify(z)}`,
  );
}
