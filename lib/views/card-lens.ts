/**
 * One seat's lens on one card game position: which cards it sees, each
 * card's id in its view, and the view of the state, log entries and options.
 *
 * Ids: a card the seat sees keeps its handle (a number). A card it does not
 * see is named by its place, `"<zone>#<index>"` (a string): the place is
 * something the seat already knows, so the id tells nothing of the card, and
 * a card that enters a hidden zone or whose zone is shuffled is at once a
 * new place, unrelated to what the id named before. Handles themselves are
 * given out only for cards whose face the seat sees (a handle is fixed at
 * creation, in deck-list order, so it would tell a hidden card's identity).
 */
import type { CardState } from '../cards/index.js';
import { cloneJson } from '../graph/clone.js';
import type { Json, JsonObject } from '../graph/json.js';
import type { LogEntry } from '../graph/types.js';
import type { Lens } from '../graph/view.js';
import { OWNER, PUBLIC, type CardVisibilityDeclaration, type Sight, type ZoneRule } from './declaration.js';
import { isRevealed, type RevealState } from './reveals.js';

/**
 * @internal The lens of `decl` on `state` for `seat`; `rules` holds each
 * zone's visibility by zone handle, `perCard` the declaration's per-card
 * arrays as listed when it was checked ({@link listPerCard}).
 */
export class CardLens implements Lens, Sight {
  readonly seat: string | null;
  readonly #state: CardState & RevealState;
  readonly #decl: CardVisibilityDeclaration<any>;
  readonly #rules: readonly ZoneRule[];
  readonly #cardFields: readonly string[];
  readonly #perCardArrays: readonly PerCardArray[];

  constructor(
    decl: CardVisibilityDeclaration<any>,
    rules: readonly ZoneRule[],
    perCard: readonly PerCardArray[],
    state: CardState,
    seat: string | null,
  ) {
    this.seat = seat;
    this.#state = state;
    this.#decl = decl;
    this.#rules = rules;
    this.#perCardArrays = perCard;
    this.#cardFields = decl.cardFields ?? ['card', 'cards'];
    // Handed to projector functions as plain functions: `see.card` must work detached (`list.map(see.card)`).
    this.sees = this.sees.bind(this);
    this.card = this.card.bind(this);
    this.logged = this.logged.bind(this);
    this.translate = this.translate.bind(this);
  }

  sees(card: number): boolean {
    const state = this.#state;
    const inst = state.cards[card];
    if (inst === undefined || inst === null) return false;
    const rule = this.#rules[inst.zone]!;
    const seat = this.seat;
    if (rule.seen === PUBLIC) {
      if (inst.faceUp) return true;
      if (seat !== null && rule.controllerSeesFaceDown && inst.controller === seat) return true;
    } else if (rule.seen === OWNER && seat !== null && rule.owner === seat) {
      return true;
    }
    return isRevealed(state, card, inst.zone, seat);
  }

  card(card: number): number | string | null {
    const inst = this.#state.cards[card];
    if (inst === undefined || inst === null) return null;
    if (this.sees(card)) return card;
    return `${this.#state.zoneNames[inst.zone]}#${this.#state.zones[inst.zone]!.indexOf(card)}`;
  }

  logged(card: number): number | null {
    return this.sees(card) ? card : null;
  }

  /** The state as the seat sees it: zones by name (count and the cards it may know of), then the declared fields. */
  state(): JsonObject {
    const state = this.#state;
    const zones: JsonObject = {};
    const anyRevealed = state.revealed !== undefined && state.revealed.length > 0;
    for (let z = 0; z < state.zones.length; z++) {
      const list = state.zones[z]!;
      const cards: Json[] = [];
      const rule = this.#rules[z]!;
      const isPublic = rule.seen === PUBLIC;
      // A zone the seat cannot look into (a deck, the other hand) shows only revealed cards: with no reveal in
      // force it shows none, and asking `sees` of each of its cards (a duel's decks: 80 a view) finds that out slowly.
      const closed = !isPublic && !(rule.seen === OWNER && this.seat !== null && rule.owner === this.seat);
      if (closed && !anyRevealed) {
        zones[state.zoneNames[z]!] = { count: list.length, cards };
        continue;
      }
      for (let at = 0; at < list.length; at++) {
        const card = list[at]!;
        if (this.sees(card)) cards.push(this.#face(card, at));
        else if (isPublic) cards.push(this.#back(card, at, z));
      }
      zones[state.zoneNames[z]!] = { count: list.length, cards };
    }
    const view: JsonObject = { zones };
    const fields = this.#decl.fields;
    if (fields !== undefined) {
      for (const name of Object.keys(fields)) {
        const value = (state as unknown as JsonObject)[name];
        if (value === undefined) continue;
        const how = fields[name]!;
        const shown = how === 'public' ? cloneJson(value) : how(value, this, state);
        if (shown !== undefined) view[name] = how === 'public' ? shown : cloneJson(shown);
      }
    }
    return view;
  }

  /** A card whose face the seat sees: its handle, place, definition and declared per-card data. */
  #face(card: number, at: number): JsonObject {
    const state = this.#state;
    const inst = state.cards[card]!;
    const def = state.defs[inst.def]!;
    const shown: JsonObject = {
      id: card,
      at,
      def: def.id,
      name: def.name,
      kind: def.kind,
      text: def.text,
      stats: { ...def.stats },
      faceUp: inst.faceUp,
      owner: inst.owner,
      controller: inst.controller,
    };
    this.#perCard(shown, card, true);
    return shown;
  }

  /** A face-down card in a public zone, as those who may not see its face see it: its back. */
  #back(card: number, at: number, zone: number): JsonObject {
    const state = this.#state;
    const inst = state.cards[card]!;
    const shown: JsonObject = {
      id: `${state.zoneNames[zone]}#${at}`,
      at,
      faceUp: false,
      owner: inst.owner,
      controller: inst.controller,
    };
    this.#perCard(shown, card, false);
    return shown;
  }

  #perCard(shown: JsonObject, card: number, face: boolean): void {
    const arrays = this.#perCardArrays;
    for (let i = 0; i < arrays.length; i++) {
      const { name, isPublic } = arrays[i]!;
      if (!face && !isPublic) continue;
      const list = (this.#state as unknown as Record<string, unknown>)[name];
      if (!Array.isArray(list)) continue;
      const value = list[card] as Json | undefined;
      shown[name] = value === undefined ? null : typeof value === 'object' && value !== null ? cloneJson(value) : value;
    }
  }

  translate(entry: LogEntry): LogEntry {
    const copy = { ...entry };
    for (const field of this.#cardFields) {
      const value = copy[field];
      if (typeof value === 'number') copy[field] = this.logged(value);
      else if (Array.isArray(value)) copy[field] = value.map((v) => (typeof v === 'number' ? this.logged(v) : cloneJson(v)));
    }
    return cloneJson(copy);
  }

  /** A log entry as the seat sees it, or undefined. An entry's own `visibleTo` wins over its type's declaration. */
  entry(entry: LogEntry): LogEntry | undefined {
    const to = entry.visibleTo;
    if (Array.isArray(to)) return this.seat !== null && to.includes(this.seat) ? this.translate(entry) : undefined;
    const how = this.#decl.log?.[entry.type];
    if (how === undefined) return undefined;
    if (how === 'public') return this.translate(entry);
    if (typeof how === 'function') {
      const shown = how(entry, this);
      return shown === undefined ? undefined : cloneJson(shown);
    }
    return this.seat !== null && entry[how.seenBy] === this.seat ? this.translate(entry) : undefined;
  }

  option(option: Json): Json {
    return this.#translate(option);
  }

  /** An option with every card field's handles given as view ids; the value itself when nothing changed. */
  #translate(value: Json): Json {
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) {
      let changed = false;
      const out = value.map((v) => {
        const t = this.#translate(v);
        if (t !== v) changed = true;
        return t;
      });
      return changed ? out : value;
    }
    let out: JsonObject | undefined;
    for (const key of Object.keys(value)) {
      const v = value[key]!;
      // Most fields of an option are a word or a number that names no card: nothing to translate, nothing to call.
      if (v === null || (typeof v !== 'object' && (typeof v !== 'number' || !this.#cardFields.includes(key)))) continue;
      let t: Json;
      if (typeof v === 'number') t = this.card(v);
      else if (this.#cardFields.includes(key) && Array.isArray(v)) t = v.map((c) => (typeof c === 'number' ? this.card(c) : c));
      else t = this.#translate(v);
      if (t !== v && !(Array.isArray(t) && Array.isArray(v) && t.every((x, i) => x === v[i]))) (out ??= { ...value })[key] = t;
    }
    return out ?? value;
  }
}

/** A declaration's per-card array: its name, and whether it shows on a card's back too. */
export interface PerCardArray {
  readonly name: string;
  readonly isPublic: boolean;
}

/**
 * @internal The per-card arrays of `decl`, listed once: `cardVisibility` lists them as it checks the
 * declaration and hands the list to every lens, so a view shows the arrays that were checked (a later change
 * to the declaration object shows nothing new) and does not list them again for each card it shows (a duel's
 * views show some fifteen cards, thousands of views a second in a look-ahead search).
 *
 * @example listPerCard({ seats: ['p1'], zones: {}, perCard: { atk: 'face' } }); // [{ name: 'atk', isPublic: false }]
 */
export function listPerCard(decl: CardVisibilityDeclaration<any>): readonly PerCardArray[] {
  const perCard = decl.perCard ?? {};
  return Object.freeze(Object.keys(perCard).map((name) => Object.freeze({ name, isPublic: perCard[name] === 'public' })));
}
