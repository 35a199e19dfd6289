import { didYouMean } from '../graph/suggest.js';
import type { Phase } from '../graph/types.js';
import { describe, type CardDefinition } from '../card-text/definition.js';
import { CardError } from './errors.js';

/**
 * One physical copy of a card in a game. Every instance has exactly these
 * fields, in this order, so V8 gives them all one shape.
 *
 * @example
 * const card: CardInstance = cardOf(state, 0); zoneName(state, card.zone); // e.g. 'p1.hand'
 */
export interface CardInstance {
  /** Handle of the card's definition: its index in `state.defs`. */
  def: number;
  /** Handle of the zone holding the card; always agrees with `state.zones`. */
  zone: number;
  owner: string;
  controller: string;
  faceUp: boolean;
}

/**
 * The card part of a game state; games add their own fields beside these.
 * Cards, definitions and zones are addressed by handles, their indexes in
 * these arrays, so rules read them by array index instead of by string key.
 * Names (zone names, card names) are for people: the API, the log, errors.
 * A handle's number is the engine's own business; nothing outside a game may
 * rely on it (it says nothing stable about a card, and views may hide it).
 *
 * @example
 * interface MyState extends CardState { players: string[]; scores: Record<string, number> }
 */
export interface CardState {
  /** Every card instance, by card handle; `null` where a card was removed (handles are never reused). */
  cards: (CardInstance | null)[];
  /** Every card definition used in the game, by definition handle. */
  defs: CardDefinition[];
  /** Zone handle -> card handles. Index 0 is the top of the zone. */
  zones: number[][];
  /** Zone handle -> zone name, unique in the game. */
  zoneNames: string[];
  /**
   * Card handle -> how many times `move-card` has taken the card to another
   * zone. A moved card is a new object (its incarnation changed), so code that
   * remembers a card across queued steps can tell it is still the same one.
   */
  incarnations: number[];
  /** Hooks bound to their owner's zones: each lives while its card is in one of `zones` (see `attachWhileIn`). */
  bound: BoundHook[];
  /**
   * Uses of card data limited to once per turn or game, by `<card>:<path>`:
   * the turn of the last use (0 for a game limit). Made at the first use; see limits.ts.
   */
  used?: Record<string, number>;
  /** Tokens (`create-card` with `token: true`), by handle: the zone they cease to exist on leaving (see tokens.ts). */
  tokens?: Record<string, number>;
}

/**
 * A hook that lives while its card stays in one of its zones; the card layer
 * detaches it after the move (or removal) that takes the card out.
 *
 * @example
 * const binding: BoundHook = { card: 12, zones: [3], node: 'duel.measure-atk', phase: 'pre', key: 'duel.rallying-banner:12' };
 */
export interface BoundHook {
  card: number;
  /** Zone handles the card must stay in. */
  zones: number[];
  node: string;
  phase: Phase;
  key: string;
}

/**
 * A zone given by handle (what rules keep) or by name (what people write).
 * Functions of the card API take either; node args take handles only.
 *
 * @example
 * const pot: ZoneRef = 'pot'; cardsIn(state, pot); cardsIn(state, zoneHandle(state, pot)); // the same cards
 */
export type ZoneRef = number | string;

/**
 * A fresh card state with the given zones, empty; their handles are 0, 1, ... in the order given.
 *
 * @example
 * const state = createCardState(['p1.pile', 'p2.pile', 'pot']); zoneHandle(state, 'pot'); // 2
 */
export function createCardState(zones: readonly string[] = []): CardState {
  const state: CardState = { cards: [], defs: [], zones: [], zoneNames: [], incarnations: [], bound: [] };
  for (const zone of zones) addZone(state, zone);
  return state;
}

/**
 * Declares an empty zone and returns its handle, the next free one; a zone
 * must exist before a card can go into it.
 *
 * @example
 * const hand = addZone(state, 'p1.hand'); // 3 when three zones came before
 */
export function addZone(state: CardState, name: string): number {
  if (typeof name !== 'string' || name === '')
    throw new CardError('zone-bad-name', `A zone name must be a non-empty string, got ${String(name)}`);
  if (state.zoneNames.includes(name)) throw new CardError('zone-exists', `Zone "${name}" already exists`);
  state.zoneNames.push(name);
  return state.zones.push([]) - 1;
}

/**
 * The handle of a zone, found by name (or checked, when given a handle). Resolve
 * names once, at setup or in cold code, and keep the handles where rules read them.
 *
 * @example
 * const pot = zoneHandle(state, 'pot'); ctx.call('move-card', { cards: [card], to: pot });
 */
export function zoneHandle(state: CardState, zone: ZoneRef): number {
  if (typeof zone === 'number') {
    zoneList(state, zone);
    return zone;
  }
  const handle = typeof zone === 'string' ? state.zoneNames.indexOf(zone) : -1;
  if (handle < 0) {
    const hint = typeof zone === 'string' ? didYouMean(zone, state.zoneNames) : '';
    throw new CardError('zone-unknown', `Unknown zone ${describe(zone)}${hint}`);
  }
  return handle;
}

/**
 * The name of a zone, for logs, errors and the screen.
 *
 * @example
 * zoneName(state, cardOf(state, card).zone); // 'p1.hand'
 */
export function zoneName(state: CardState, zone: ZoneRef): string {
  return state.zoneNames[zoneHandle(state, zone)]!;
}

/**
 * A copy of the card handles in a zone, top first.
 *
 * @example
 * cardsIn(state, 'pot'); // [4, 17]
 */
export function cardsIn(state: CardState, zone: ZoneRef): number[] {
  return state.zones[zoneHandle(state, zone)]!.slice();
}

/**
 * @internal The live handle list of a zone given by handle. An unknown handle
 * is refused, and so is a name, with how to turn it into a handle.
 */
export function zoneList(state: CardState, zone: number): number[] {
  const list = state.zones[zone];
  if (list === undefined || typeof zone !== 'number') throw unknownZone(state, zone);
  return list;
}

/** @internal The refusal of a zone that is not a handle of this game. */
export function unknownZone(state: CardState, zone: unknown): CardError {
  if (typeof zone === 'string') {
    return new CardError(
      'move-card-zone-by-name',
      `A zone is given by handle here, not by name: resolve "${zone}" once with zoneHandle(state, ${JSON.stringify(zone)})`,
    );
  }
  const last = state.zones.length - 1;
  const range = last < 0 ? 'this game has no zones' : `zones are 0 to ${last}`;
  return new CardError('move-card-unknown-zone', `Unknown zone ${describe(zone)} (${range})`);
}

/** @internal Refuses anything but 'top', 'bottom' or undefined (bottom). */
export function checkAt(at: unknown): void {
  if (at !== undefined && at !== 'top' && at !== 'bottom')
    throw new CardError('create-card-bad', `at must be "top" or "bottom", got ${JSON.stringify(at)}`);
}

/** @internal Takes a handle out of a zone list: O(1) at the top, where cards usually leave from; false when it is not there. */
export function takeOut(list: number[], card: number): boolean {
  if (list[0] === card) {
    list.shift();
    return true;
  }
  const index = list.lastIndexOf(card);
  if (index < 0) return false;
  list.splice(index, 1);
  return true;
}
