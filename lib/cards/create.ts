import { cardFieldProblem, normalizeCard, type CardDefinition } from './definition.js';
import { CardError } from './errors.js';
import { checkAt, cardOf, takeOut, zoneList, type CardInstance, type CardState } from './state.js';

/**
 * Where and for whom a new card instance is made.
 *
 * @example
 * const options: CreateCardOptions = { owner: 'p1', zone: 'p1.hand', faceUp: true, at: 'top' }; createCard(state, def, options);
 */
export interface CreateCardOptions {
  owner: string;
  /** Default: the owner. */
  controller?: string;
  zone: string;
  /** Default: false (face down). */
  faceUp?: boolean;
  /** Default: 'bottom'. */
  at?: 'top' | 'bottom';
}

/**
 * Brings a new instance of a card into the game: the only way cards come into being.
 * Returns its instance id.
 *
 * @example
 * const iid = createCard(state, king, { owner: 'p1', zone: 'p1.deck' }); // 'c1'
 */
export function createCard(state: CardState, def: CardDefinition, options: CreateCardOptions): string {
  const id = (def as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || id === '') throw new CardError('createCard needs a card definition made by defineCard');
  const known = state.defs[id];
  let stored = known;
  if (known === undefined) {
    // A frozen definition came from defineCard, already checked: share it rather than check and copy it again.
    if (!Object.isFrozen(def)) {
      const bad = cardFieldProblem(def);
      if (bad !== undefined) throw new CardError(`Card "${id}" field "${bad.field}" ${bad.problem}`);
      stored = normalizeCard(def);
    } else stored = def;
  } else if (known !== def && JSON.stringify(known) !== JSON.stringify(normalizeCard(def))) {
    throw new CardError(`Card definition "${id}" differs from the one already in this game`);
  }
  const { owner, zone } = options ?? ({} as CreateCardOptions);
  if (typeof owner !== 'string' || owner === '')
    throw new CardError(`createCard for "${id}" needs an owner (a non-empty string)`);
  const list = zoneList(state, zone);
  checkAt(options.at);
  const iid = instanceId(state.nextCardId);
  if (Object.hasOwn(state.cards, iid)) throw new CardError(`Instance id "${iid}" is already taken: state.nextCardId is behind`);
  state.defs[id] = stored!;
  state.nextCardId++;
  state.cards[iid] = { iid, defId: id, owner, controller: options.controller ?? owner, zone, faceUp: options.faceUp === true };
  if (options.at === 'top') list.unshift(iid);
  else list.push(iid);
  return iid;
}

/**
 * Takes an instance out of the game: the only way cards leave it. Returns the removed instance.
 * Hooks the card owned are not touched: call `ctx.detachOwned(iid)` for those.
 *
 * @example
 * removeCard(state, 'c53');
 */
export function removeCard(state: CardState, iid: string): CardInstance {
  const card = cardOf(state, iid);
  const list = zoneList(state, card.zone);
  if (!takeOut(list, iid)) throw new CardError(`Card "${iid}" says it is in "${card.zone}" but is not there`);
  delete state.cards[iid];
  return card;
}

/**
 * Instance ids made so far, by number. Every game names its cards c1, c2, ...
 * alike, so a simulation would build (and V8 would hash, for the lookups
 * below) the same strings in every game; strings cannot change, so sharing
 * them is safe. Bounded: ids past the cap are made each time.
 */
const IDS: string[] = [];
const CACHED_IDS = 4096;

function instanceId(n: number): string {
  if (n >= CACHED_IDS || n < 0 || !Number.isInteger(n)) return `c${n}`;
  return (IDS[n] ??= `c${n}`);
}
