import type { CardDefinition } from './definition.js';
import { CardError } from './errors.js';

/**
 * One physical copy of a card in a game.
 *
 * @example
 * const card: CardInstance = cardOf(state, 'c1'); card.zone; // e.g. 'p1.hand'
 */
export interface CardInstance {
  /** Instance id, unique in the game: "c1", "c2", ... */
  iid: string;
  /** Id of the card's definition in `state.defs`. */
  defId: string;
  owner: string;
  controller: string;
  /** Name of the zone holding the card; always agrees with `zones`. */
  zone: string;
  faceUp: boolean;
}

/**
 * The card part of a game state; games add their own fields beside these.
 *
 * @example
 * interface MyState extends CardState { players: string[]; scores: Record<string, number> }
 */
export interface CardState {
  /** Every card instance in the game, by instance id. */
  cards: Record<string, CardInstance>;
  /** Zone name -> instance ids. Index 0 is the top of the zone. */
  zones: Record<string, string[]>;
  /** Every card definition used in the game, by card id. */
  defs: Record<string, CardDefinition>;
  /** The next instance id is `c${nextCardId}`. */
  nextCardId: number;
}

/**
 * A fresh card state with the given zones, empty.
 *
 * @example
 * const state = createCardState(['p1.pile', 'p2.pile', 'pot']);
 */
export function createCardState(zones: readonly string[] = []): CardState {
  const state: CardState = { cards: {}, zones: {}, defs: {}, nextCardId: 1 };
  for (const zone of zones) addZone(state, zone);
  return state;
}

/**
 * Declares an empty zone; a zone must exist before a card can go into it.
 *
 * @example
 * addZone(state, 'p1.hand');
 */
export function addZone(state: CardState, name: string): void {
  if (typeof name !== 'string' || name === '') throw new CardError(`A zone name must be a non-empty string, got ${String(name)}`);
  if (Object.hasOwn(state.zones, name)) throw new CardError(`Zone "${name}" already exists`);
  state.zones[name] = [];
}

/**
 * A copy of the instance ids in a zone, top first.
 *
 * @example
 * cardsIn(state, 'pot'); // ['c4', 'c17']
 */
export function cardsIn(state: CardState, zone: string): string[] {
  return zoneList(state, zone).slice();
}

/**
 * How many card instances the game holds.
 *
 * @example
 * countCards(state); // 52
 */
export function countCards(state: CardState): number {
  return Object.keys(state.cards).length;
}

/**
 * The instance with this id; an unknown id is refused.
 *
 * @example
 * cardOf(state, 'c1').zone; // 'p1.pile'
 */
export function cardOf(state: CardState, iid: string): CardInstance {
  const card = state.cards[iid];
  if (card === undefined || !Object.hasOwn(state.cards, iid)) throw new CardError(`No card "${iid}" in this game`);
  return card;
}

/**
 * The definition of an instance.
 *
 * @example
 * cardDef(state, 'c1').name; // 'King of Spades'
 */
export function cardDef(state: CardState, iid: string): CardDefinition {
  const card = cardOf(state, iid);
  const def = state.defs[card.defId];
  if (def === undefined) throw new CardError(`Card "${iid}" names definition "${card.defId}", which is not in this game`);
  return def;
}

/**
 * One stat of an instance's definition, or undefined when the card has no such stat.
 *
 * @example
 * cardStat(state, 'c1', 'rank'); // 13
 */
export function cardStat(state: CardState, iid: string, stat: string): number | string | undefined {
  return cardDef(state, iid).stats[stat];
}

/** @internal The live id list of a zone; an unknown zone is refused. */
export function zoneList(state: CardState, zone: string): string[] {
  const list = state.zones[zone];
  if (!Array.isArray(list)) throw new CardError(`Unknown zone "${zone}"`);
  return list;
}

/** @internal Removes an id from a zone list: O(1) at either end, which is where cards usually leave from. */
export function takeOut(list: string[], iid: string): boolean {
  if (list[0] === iid) {
    list.shift();
    return true;
  }
  const last = list.length - 1;
  if (last > 0 && list[last] === iid) {
    list.pop();
    return true;
  }
  const index = list.indexOf(iid);
  if (index < 0) return false;
  list.splice(index, 1);
  return true;
}

/** @internal Refuses anything but 'top', 'bottom' or undefined (bottom). */
export function checkAt(at: unknown): void {
  if (at !== undefined && at !== 'top' && at !== 'bottom')
    throw new CardError(`at must be "top" or "bottom", got ${JSON.stringify(at)}`);
}
