import { cardFieldProblem, describe } from '../card-text/definition.js';
import { CardError } from './errors.js';
import { describeCard } from './instances.js';
import type { CardState } from './state.js';

const INSTANCE_FIELDS = ['def', 'zone', 'owner', 'controller', 'faceUp'];

/**
 * Checks a card state from anywhere (a test, a tool, a save file) before it is
 * trusted: its four fields have their shapes; every live card sits in exactly
 * one zone, the one it names, and names a definition of the game; every zone
 * entry is a live card, listed once; zone names and definition ids are
 * unique. Returns the number of live cards; throws a CardError naming the
 * first problem. O(cards + zone entries + definitions).
 *
 * @example
 * checkConservation(engine.state); // 52
 */
export function checkConservation(state: CardState): number {
  if (state === null || typeof state !== 'object')
    throw new CardError('conservation-bad-shape', `A card state must be an object, got ${brief(state)}`);
  const { cards, defs, zones, zoneNames, incarnations, bound } = state;
  for (const [field, value] of [
    ['cards', cards],
    ['defs', defs],
    ['zones', zones],
    ['zoneNames', zoneNames],
    ['incarnations', incarnations],
    ['bound', bound],
  ] as const) {
    if (!Array.isArray(value))
      throw new CardError('conservation-bad-shape', `The card state's ${field} must be an array, got ${brief(value)}`);
  }
  checkZoneNames(state);
  checkDefinitions(state);
  const zoneOf: number[] = new Array<number>(cards.length).fill(-1);
  zones.forEach((list, zone) => {
    if (!Array.isArray(list))
      throw new CardError(
        'conservation-bad-shape',
        `Zone "${zoneNames[zone]}" must be a list of card handles, got ${brief(list)}`,
      );
    for (const card of list) {
      if (!Number.isInteger(card) || card < 0 || card >= cards.length || cards[card] === undefined)
        throw new CardError('conservation-missing-card', `Zone "${zoneNames[zone]}" names missing card ${brief(card)}`);
      if (cards[card] === null)
        throw new CardError('conservation-missing-card', `Zone "${zoneNames[zone]}" names removed card ${card}`);
      const first = zoneOf[card]!;
      if (first >= 0)
        throw new CardError(
          'conservation-two-zones',
          `${cap(describeCard(state, card))} is in 2 zones: "${zoneNames[first]}" and "${zoneNames[zone]}"`,
        );
      zoneOf[card] = zone;
    }
  });
  let live = 0;
  // An index loop, not forEach: a hole in the list must be refused, not skipped.
  for (let handle = 0; handle < cards.length; handle++) {
    const card = cards[handle];
    if (card === null) continue;
    checkInstance(state, handle);
    const zone = zoneOf[handle]!;
    if (zone < 0) throw new CardError('conservation-no-zone', `${cap(describeCard(state, handle))} is in no zone`);
    if (card!.zone !== zone)
      throw new CardError(
        'conservation-wrong-zone',
        `${cap(describeCard(state, handle))} says it is in "${zoneNames[card!.zone]}" but is in "${zoneNames[zone]}"`,
      );
    live++;
  }
  checkIncarnations(state);
  checkBound(state);
  return live;
}

/** One incarnation per card handle, removed cards included: a count of zone changes. */
function checkIncarnations({ cards, incarnations }: CardState): void {
  if (incarnations.length !== cards.length)
    throw new CardError(
      'conservation-bad-shape',
      `The card state has ${cards.length} cards but ${incarnations.length} incarnations`,
    );
  for (let handle = 0; handle < incarnations.length; handle++) {
    const n = incarnations[handle];
    if (!Number.isSafeInteger(n) || n! < 0)
      throw new CardError('conservation-bad-shape', `Card ${handle} incarnation must be a whole number from 0, got ${brief(n)}`);
  }
}

const BOUND_FIELDS = ['card', 'zones', 'node', 'phase', 'key'];

/** Each zone binding names a live card, zones of the game, and a hook by node, phase and key. */
function checkBound({ cards, zones, bound }: CardState): void {
  bound.forEach((entry, i) => {
    const where = `bound[${i}]`;
    const record = entry as unknown as Record<string, unknown>;
    if (
      record === null ||
      typeof record !== 'object' ||
      Array.isArray(record) ||
      Object.keys(record).length !== BOUND_FIELDS.length ||
      !BOUND_FIELDS.every((f) => Object.hasOwn(record, f))
    )
      throw new CardError('conservation-bad-shape', `${where} must be { ${BOUND_FIELDS.join(', ')} }, got ${brief(entry)}`);
    const card = record.card;
    if (!Number.isInteger(card) || (card as number) < 0 || (card as number) >= cards.length)
      throw new CardError('conservation-bad-shape', `${where} names missing card ${brief(card)}`);
    if (cards[card as number] === null)
      throw new CardError('conservation-bad-shape', `${where} names removed card ${card as number}`);
    const list: unknown = record.zones;
    const good =
      Array.isArray(list) &&
      list.length > 0 &&
      list.every((z: unknown) => Number.isInteger(z) && (z as number) >= 0 && (z as number) < zones.length);
    if (!good)
      throw new CardError(
        'conservation-bad-shape',
        `${where} zones must be a non-empty list of zone handles of this game, got ${brief(record.zones)}`,
      );
    for (const field of ['node', 'key'] as const)
      if (typeof record[field] !== 'string' || record[field] === '')
        throw new CardError(
          'conservation-bad-shape',
          `${where} field "${field}" must be a non-empty string, got ${brief(record[field])}`,
        );
    if (!['pre', 'mask', 'post', 'permit', 'forbid'].includes(record.phase as string))
      throw new CardError(
        'conservation-bad-shape',
        `${where} field "phase" must be "pre", "mask", "post", "permit" or "forbid", got ${brief(record.phase)}`,
      );
  });
}

function checkZoneNames({ zones, zoneNames }: CardState): void {
  if (zoneNames.length !== zones.length)
    throw new CardError('conservation-bad-shape', `The card state has ${zones.length} zones but ${zoneNames.length} zone names`);
  const seen = new Set<string>();
  for (const name of zoneNames) {
    if (typeof name !== 'string' || name === '')
      throw new CardError('conservation-bad-shape', `A zone name must be a non-empty string, got ${brief(name)}`);
    if (seen.has(name)) throw new CardError('conservation-bad-shape', `Zone "${name}" is named twice`);
    seen.add(name);
  }
}

function checkDefinitions({ defs }: CardState): void {
  const seen = new Set<string>();
  defs.forEach((def, handle) => {
    const id = (def as { id?: unknown } | null)?.id;
    if (typeof id !== 'string' || id === '')
      throw new CardError('conservation-bad-shape', `Definition ${handle} needs a non-empty string id, got ${brief(id)}`);
    if (seen.has(id)) throw new CardError('conservation-bad-shape', `Card definition "${id}" is in the game twice`);
    seen.add(id);
    const bad = cardFieldProblem(def);
    if (bad !== undefined) throw new CardError('conservation-bad-shape', `Card "${id}" field "${bad.field}" ${bad.problem}`);
  });
}

/** One instance has the shape every instance has, and names a definition and a zone of the game. */
function checkInstance({ cards, defs, zones }: CardState, handle: number): void {
  const card = cards[handle] as unknown as Record<string, unknown>;
  if (card === undefined || typeof card !== 'object' || Array.isArray(card))
    throw new CardError(
      'conservation-bad-shape',
      `Card ${handle} must be an object { def, zone, owner, controller, faceUp } or null, got ${brief(card)}`,
    );
  const def = card.def as number;
  if (!Number.isInteger(def) || def < 0 || def >= defs.length)
    throw new CardError(
      'conservation-bad-shape',
      `Card ${handle} names definition ${brief(card.def)}, which is not in this game`,
    );
  if (!Number.isInteger(card.zone) || (card.zone as number) < 0 || (card.zone as number) >= zones.length)
    throw new CardError('conservation-bad-shape', `Card ${handle} names zone ${brief(card.zone)}, which is not in this game`);
  for (const field of ['owner', 'controller'] as const) {
    if (typeof card[field] !== 'string' || card[field] === '')
      throw new CardError(
        'conservation-bad-shape',
        `Card ${handle} field "${field}" must be a non-empty string, got ${brief(card[field])}`,
      );
  }
  const extra = Object.keys(card).find((field) => !INSTANCE_FIELDS.includes(field));
  if (extra !== undefined || Object.keys(card).length !== INSTANCE_FIELDS.length) {
    const field = extra ?? INSTANCE_FIELDS.find((f) => !Object.hasOwn(card, f));
    throw new CardError(
      'conservation-bad-shape',
      `Card ${handle} must have exactly the fields ${INSTANCE_FIELDS.join(', ')}; "${field}" is ${extra === undefined ? 'missing' : 'extra'}`,
    );
  }
  if (typeof card.faceUp !== 'boolean')
    throw new CardError(
      'conservation-bad-shape',
      `Card ${handle} field "faceUp" must be true or false, got ${brief(card.faceUp)}`,
    );
}

/** "card 3" at the start of a sentence. */
function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A value from a state being checked, for a message: as `describe` writes it, cut short (a save file may hold anything). */
function brief(value: unknown): string {
  const text = describe(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}
