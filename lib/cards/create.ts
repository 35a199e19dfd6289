import { cardFieldProblem, normalizeCard, type CardDefinition } from '../card-text/definition.js';
import { CardError } from './errors.js';
import { cardOf, describeCard } from './instances.js';
import { checkAt, takeOut, zoneHandle, zoneList, type CardInstance, type CardState, type ZoneRef } from './state.js';

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
  /** The zone, by name or handle. */
  zone: ZoneRef;
  /** Default: false (face down). */
  faceUp?: boolean;
  /** Default: 'bottom'. */
  at?: 'top' | 'bottom';
}

/**
 * Brings a new instance of a card into the game: the only way cards come into
 * being. Returns its handle: the next free one (0, 1, ... in creation order).
 *
 * @example
 * const card = createCard(state, king, { owner: 'p1', zone: 'p1.deck' }); // 0 in a fresh state
 */
export function createCard(state: CardState, def: CardDefinition, options: CreateCardOptions): number {
  const id = (def as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || id === '')
    throw new CardError('create-card-bad', 'createCard needs a card definition made by defineCard');
  const { owner, zone } = options ?? ({} as CreateCardOptions);
  if (typeof owner !== 'string' || owner === '')
    throw new CardError('create-card-bad', `createCard for "${id}" needs an owner (a non-empty string)`);
  const controller = options.controller ?? owner;
  if (typeof controller !== 'string' || controller === '')
    throw new CardError('create-card-bad', `createCard for "${id}" needs a controller that is a non-empty string`);
  const to = zoneHandle(state, zone);
  const list = state.zones[to]!;
  checkAt(options.at);
  const handle = state.cards.length;
  const defHandle = registerDefinition(state, def, id);
  state.cards.push({ def: defHandle, zone: to, owner, controller, faceUp: options.faceUp === true });
  state.incarnations.push(0);
  if (options.at === 'top') list.unshift(handle);
  else list.push(handle);
  return handle;
}

/**
 * Definition handles by id, per `defs` array: a deck of 52 different cards
 * would otherwise scan the definitions once per card it creates. Kept beside
 * the state, never in it; a copied state (a fork, a restore) has another
 * array and gets its own index on first use, and an index that no longer
 * matches its array (definitions added by hand) is rebuilt.
 */
const DEF_INDEX = new WeakMap<CardDefinition[], Map<string, number>>();

function definitionIndex(defs: CardDefinition[], rebuild = false): Map<string, number> {
  let index = DEF_INDEX.get(defs);
  if (rebuild || index === undefined || index.size !== defs.length) {
    index = new Map();
    for (let d = 0; d < defs.length; d++) index.set(defs[d]!.id, d);
    DEF_INDEX.set(defs, index);
  }
  return index;
}

/**
 * @internal The definition with this id among those the game holds already, if any.
 */
export function findDefinition(state: CardState, id: unknown): CardDefinition | undefined {
  if (typeof id !== 'string') return undefined;
  const handle = definitionIndex(state.defs).get(id);
  const def = handle === undefined ? undefined : state.defs[handle];
  return def?.id === id ? def : undefined;
}

/**
 * The handle of `def` in `state.defs`, added when the game does not hold it
 * yet. The same id with different content is refused.
 */
function registerDefinition(state: CardState, def: CardDefinition, id: string): number {
  const defs = state.defs;
  let index = definitionIndex(defs);
  let known = index.get(id);
  if (known !== undefined && defs[known]?.id !== id) {
    // A definition was replaced by hand since the index was made.
    index = definitionIndex(defs, true);
    known = index.get(id);
  }
  if (known !== undefined) {
    const stored = defs[known];
    if (stored !== def && JSON.stringify(stored) !== JSON.stringify(normalizeCard(def)))
      throw new CardError('definition-differs', `Card definition "${id}" differs from the one already in this game`);
    return known;
  }
  // A frozen definition came from defineCard, already checked: share it rather than check and copy it again.
  let stored = def;
  if (!Object.isFrozen(def)) {
    const bad = cardFieldProblem(def);
    if (bad !== undefined) throw new CardError('card-bad-field', `Card "${id}" field "${bad.field}" ${bad.problem}`);
    stored = normalizeCard(def);
  }
  const handle = defs.push(stored) - 1;
  index.set(id, handle);
  return handle;
}

/**
 * Takes an instance out of the game: the only way cards leave it. Its handle
 * is left empty (`null`) and never reused. Returns the removed instance.
 * Hooks the card owned are not touched: detach them first with
 * `ctx.detachOwned(hookOwner(state, card))` (the owner names the card).
 *
 * @example
 * removeCard(state, 52);
 */
export function removeCard(state: CardState, card: number): CardInstance {
  const instance = cardOf(state, card);
  const list = zoneList(state, instance.zone);
  if (!takeOut(list, card))
    throw new CardError(
      'card-not-in-its-zone',
      `${describeCard(state, card)} says it is in "${state.zoneNames[instance.zone]}" but is not there`,
    );
  state.cards[card] = null;
  return instance;
}
