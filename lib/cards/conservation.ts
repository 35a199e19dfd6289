import { CardError } from './errors.js';
import type { CardState } from './state.js';

/**
 * Checks that every card sits in exactly one zone, the one it names, and that
 * every zone entry is a card of the game. Returns the number of cards; throws a
 * CardError naming the first problem. O(cards + zone entries): for tests and tools.
 *
 * @example
 * checkConservation(engine.state); // 52
 */
export function checkConservation(state: CardState): number {
  const seenIn = new Map<string, string>();
  for (const [zone, list] of Object.entries(state.zones)) {
    for (const iid of list) {
      if (!Object.hasOwn(state.cards, iid)) throw new CardError(`Zone "${zone}" names missing card "${iid}"`);
      const first = seenIn.get(iid);
      if (first !== undefined) throw new CardError(`Card "${iid}" is in 2 zones: "${first}" and "${zone}"`);
      seenIn.set(iid, zone);
    }
  }
  for (const [iid, card] of Object.entries(state.cards)) {
    const zone = seenIn.get(iid);
    if (zone === undefined) throw new CardError(`Card "${iid}" is in no zone`);
    if (card.zone !== zone) throw new CardError(`Card "${iid}" says it is in "${card.zone}" but is in "${zone}"`);
  }
  return seenIn.size;
}
