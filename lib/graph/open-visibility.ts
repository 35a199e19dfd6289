/**
 * The viewer of a game with nothing to hide. Apart from view.ts, which holds
 * what a view is: a viewer is declared on a rule graph (graph.ts), which
 * view.ts must not import.
 */
import type { Viewer } from './graph.js';
import type { JsonObject } from './json.js';

/**
 * A viewer for games with nothing to hide: every seat and a spectator see the
 * whole state, every log entry and every option as they are. Declare it on
 * purpose (`graph.visibility(openVisibility(['p1', 'p2']))`): a graph
 * without a declared visibility refuses to make views rather than guess.
 *
 * @example
 * graph.visibility(openVisibility(['alice', 'bob']));
 */
export function openVisibility(seats: readonly string[]): Viewer {
  if (!Array.isArray(seats) || seats.some((s) => typeof s !== 'string' || s === ''))
    throw new TypeError('openVisibility(seats) needs a list of non-empty seat names');
  const fixed: readonly string[] = Object.freeze(Array.from(seats as readonly string[]));
  return {
    seats: () => fixed,
    lens: (state) => ({
      state: () => structuredClone(state) as JsonObject,
      entry: (entry) => structuredClone(entry),
      option: (option) => option,
    }),
  };
}
