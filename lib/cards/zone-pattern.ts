// Zone patterns: "while in any player's hand" is `'*.hand'`, not one zone name per seat. A `*` in a
// zone template of a static ability (`while`) or an attach step (`whileIn`) stands for any run of
// characters but a dot, so it matches one part of a dotted zone name: the seat in `p1.hand`.
import { CardError } from './errors.js';
import { zoneHandle, type CardState } from './state.js';

// A pattern's expression, made once per pattern: the same few patterns are matched at every move.
const patterns = new Map<string, RegExp>();

function patternOf(name: string): RegExp {
  let pattern = patterns.get(name);
  if (pattern === undefined) {
    const source = name
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^.]*');
    pattern = new RegExp(`^${source}$`);
    patterns.set(name, pattern);
  }
  return pattern;
}

/**
 * The handles of the zones a filled-in zone template names: the one zone of
 * that name, or, for a pattern with `*`, every zone it matches (in handle
 * order). Refused when nothing matches (`zone-unknown`).
 *
 * @example
 * zonesNamed(state, '*.hand'); // [1, 5]: p1.hand and p2.hand
 */
export function zonesNamed(state: CardState, name: string): number[] {
  if (!name.includes('*')) return [zoneHandle(state, name)];
  const pattern = patternOf(name);
  const found: number[] = [];
  for (let zone = 0; zone < state.zoneNames.length; zone++) if (pattern.test(state.zoneNames[zone]!)) found.push(zone);
  if (found.length === 0) throw new CardError('zone-unknown', `No zone matches ${JSON.stringify(name)}`);
  return found;
}
