/**
 * A graph's declared visibility applied to a position: a seat's lens (the seat checked first), its
 * view, and the viewer a sample deals with. Apart from view.ts, which the graph imports for its
 * types, so that neither names the other. The graph is taken by what this reads of it (its id and
 * viewer), not as a RuleGraph, whose recipe names the Engine: this file stays out of that import circle.
 */
import { cloneJson } from './clone.js';
import { ViewError } from './errors.js';
import { describeValue } from './json-check.js';
import type { Json } from './json.js';
import type { Decision, LogEntry } from './types.js';
import { seatDecision, type Lens, type PlayerView } from './view.js';

/** What a view reads of a declared visibility (the graph's `Viewer` is one). */
interface SeatLenses {
  seats(state: any): readonly string[];
  lens(state: any, seat: string | null): Lens;
}

/** What a view reads of a rule graph: its id, and its visibility if it declares one. */
interface Visible<V extends SeatLenses> {
  readonly id: string;
  readonly viewer: V | undefined;
}

/**
 * The lens of the graph's declared visibility on `state` for `seat`, the seat checked first.
 *
 * @internal
 * @example const lens = lensOf(engine.graph, state, 'p1');
 */
export function lensOf(graph: Visible<SeatLenses>, state: object, seat: string | null): Lens {
  const viewer = graph.viewer;
  if (viewer === undefined) {
    throw new ViewError(
      'view-undeclared',
      `Rule graph "${graph.id}" declares no visibility, so no view can be made: declare what each seat sees ` +
        '(defineCardGame({ visibility: cardVisibility({ ... }) }), or graph.visibility(openVisibility(seats)) when nothing is hidden)',
    );
  }
  if (seat !== null) {
    const seats = viewer.seats(state);
    if (typeof seat !== 'string' || !seats.includes(seat)) {
      throw new ViewError(
        'view-unknown-seat',
        `Unknown seat ${typeof seat === 'string' ? JSON.stringify(seat) : describeValue(seat)}: the seats of this game are ${seats.join(', ')} (or null for a spectator)`,
      );
    }
  }
  return viewer.lens(state, seat);
}

/**
 * What `seat` sees of a position through the graph's visibility (`engine.view`): plain JSON, new each call.
 *
 * @internal
 * @example const view = playerView(graph, state, 'p1', log, 0, pending, false, null);
 */
export function playerView(
  graph: Visible<SeatLenses>,
  state: object,
  seat: string | null,
  entries: readonly LogEntry[],
  logFrom: number,
  d: Decision | null,
  ended: boolean,
  result: Json | null,
): PlayerView {
  if (!Number.isSafeInteger(logFrom) || logFrom < 0)
    throw new RangeError(`engine.view() option "logFrom" must be a whole number from 0, got ${describeValue(logFrom)}`);
  const lens = lensOf(graph, state, seat);
  const log: LogEntry[] = [];
  for (let i = logFrom; i < entries.length; i++) {
    const seen = lens.entry(entries[i]!);
    if (seen !== undefined) log.push(seen);
  }
  let pending: PlayerView['pending'] = null;
  if (d !== null && !ended) {
    pending =
      d.player === seat ? cloneJson(seatDecision(d, lens)) : { id: d.id, player: d.player, choosing: `${d.player} is choosing` };
  }
  return {
    seat,
    state: lens.state(),
    log,
    logFrom: Math.min(logFrom, entries.length),
    pending,
    ended,
    result: ended ? cloneJson(result ?? null) : null,
  };
}

/**
 * The graph's visibility for `engine.sample`, once the seat is checked and the visibility has a determinizer.
 *
 * @internal
 * @example sampledViewer(engine.graph, state, 'p2').determinize!(copy, 'p2', rng);
 */
export function sampledViewer<V extends SeatLenses & { determinize?: unknown }>(
  graph: Visible<V>,
  state: object,
  seat: string,
): V {
  lensOf(graph, state, seat); // the seat is checked, and a visibility is declared
  const viewer = graph.viewer!;
  if (viewer.determinize === undefined) {
    throw new ViewError(
      'sample-undeclared',
      `Rule graph "${graph.id}" has no determinizer, so its hidden cards cannot be dealt anew: declare one with the visibility (cardVisibility gives one)`,
    );
  }
  return viewer;
}
