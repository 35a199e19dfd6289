/**
 * What one seat sees of a game. The engine knows nothing of cards or zones:
 * a rule graph is given a {@link Viewer} (`graph.visibility(viewer)`; card
 * games declare one with `cardVisibility`), and the engine asks it for a
 * {@link Lens} on the current position whenever a view, a log entry or a
 * decision leaves for a seat. What the viewer does not put in a view is not
 * in it: views are built by allowlist, so a field added to the state later
 * stays hidden until a visibility declaration shows it.
 *
 * Never in a view: the seed, the RNG state, snapshots, the queue, hooks and
 * their params, the args of a pending decision.
 */
import { cloneJson } from './clone.js';
import { ViewError } from './errors.js';
import type { RuleGraph } from './graph.js';
import { describeValue } from './json-check.js';
import type { Json, JsonObject } from './json.js';
import { jsonEqual } from './json-compare.js';
import type { Engine } from './engine.js';
import type { Rng } from './rng.js';
import type { Decision, LogEntry, PickRule } from './types.js';

/**
 * A decision as its own player sees it: the question and its options, in the
 * view's terms (a hidden card an option names appears under its view id).
 * No `args`: they are the rules' business and may name hidden cards.
 *
 * @example
 * const agent: Agent = { name: 'first', decide: (decision: SeatDecision) => decision.options[0] };
 */
export interface SeatDecision {
  id: number;
  player: string;
  prompt: string;
  options: Json[];
  /** The node that continues once it is answered (a name from the rules, which are public). */
  then: string;
  /** Set on a pick decision: the options are candidates, and the answer a list of them. */
  pick?: PickRule;
}

/**
 * A decision as every other seat (and a spectator) sees it: who is choosing, nothing of what.
 *
 * @example
 * if (view.pending && 'choosing' in view.pending) console.log(view.pending.choosing); // 'p1 is choosing'
 */
export interface OthersDecision {
  id: number;
  player: string;
  /** `"p1 is choosing"`. */
  choosing: string;
}

/**
 * One seat's view of a game: plain JSON, new objects each time, safe to send
 * to that seat. A spectator's view (`seat: null`) shows only what is public.
 *
 * @example
 * const view: PlayerView = engine.view('p1'); socket.send(JSON.stringify(view));
 */
export interface PlayerView {
  /** The seat the view is for, or null for a spectator. */
  seat: string | null;
  /** The state as this seat sees it, built by the game's visibility declaration. */
  state: JsonObject;
  /** The log entries this seat may see, as it sees them (from `logFrom` on). */
  log: LogEntry[];
  /** Where `log` starts in the game's whole log: the count of entries before it, seen or not. */
  logFrom: number;
  /** The pending decision: whole for its player, "p1 is choosing" for everyone else. */
  pending: SeatDecision | OthersDecision | null;
  ended: boolean;
  /** The game's result once it has ended, else null. */
  result: Json | null;
}

/**
 * What `engine.view` takes.
 *
 * @example
 * engine.view('p1', { logFrom: engine.log.length - 10 }); // the last ten entries (those p1 may see)
 */
export interface ViewOptions {
  /** The first log entry to include, by its index in the whole log (default 0: all of it). */
  logFrom?: number;
}

/**
 * How one seat sees one position, made by a {@link Viewer} for a state and a
 * seat. The engine calls it between node runs only (log entries excepted,
 * which listeners may view as they are written); it must not change the state.
 *
 * @example
 * const lens = viewer.lens(engine.state, 'p1'); lens.option({ move: 'attack', target: 7 }); // { move: 'attack', target: 'p2.monsters#0' }
 */
export interface Lens {
  /** The state as the seat sees it: new JSON, nothing shared with the game. */
  state(): JsonObject;
  /** A log entry as the seat sees it (a new object), or undefined when the seat may not see it. */
  entry(entry: LogEntry): LogEntry | undefined;
  /** An option of the seat's own decision in the view's terms; the value itself when nothing in it is hidden. */
  option(option: Json): Json;
}

/**
 * A game's visibility: which seats there are and how each sees a position.
 * Register it with `graph.visibility(viewer)`; card games declare theirs with
 * `cardVisibility` (lib/views).
 *
 * @example
 * graph.visibility({ seats: () => ['p1', 'p2'], lens: (state, seat) => myLens(state, seat) });
 */
export interface Viewer {
  /** The seats a view may be asked for (a spectator's view is asked with null). */
  seats(state: any): readonly string[];
  /** How `seat` (null: a spectator) sees the position `state`; made per view, so keep it cheap until asked. */
  lens(state: any, seat: string | null): Lens;
  /**
   * Deals anew what `seat` cannot see of `game` (a copy, changed in place:
   * its state, and hooks that hidden cards own), with `rng`, so that
   * `seat`'s view stays the same and nothing of the old deal is kept: what
   * `engine.sample` does to its copy. Optional: without it a game cannot be
   * sampled.
   */
  determinize?(game: Engine, seat: string, rng: Rng): void;
}

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

/**
 * The pending decision as `lens` shows it to its own player: the options in
 * the view's terms, the same array when none of them changed.
 *
 * @internal
 * @example const asked = seatDecision(engine.pending!, lens);
 */
export function seatDecision(decision: Decision, lens: Lens | undefined): SeatDecision {
  let options = decision.options;
  if (lens !== undefined) {
    let changed = false;
    const seen = options.map((option) => {
      const shown = lens.option(option);
      if (shown !== option) changed = true;
      return shown;
    });
    if (changed) options = seen;
  }
  const asked: SeatDecision = { id: decision.id, player: decision.player, prompt: decision.prompt, options, then: decision.then };
  if (decision.pick !== undefined) asked.pick = decision.pick;
  return asked;
}

/**
 * The real option an answer given in a view's terms picks: found among the
 * seat's options by value, then the offered option at the same place. An
 * answer that is none of them is refused naming the options as the seat saw
 * them (never the real ones, which may name hidden cards).
 *
 * @internal
 * @example const real = optionFromView(engine.pending!, asked, { move: 'attack', target: 'p2.monsters#0' });
 */
export function optionFromView(decision: Decision, asked: SeatDecision, choice: Json): Json {
  if (asked.options === decision.options) return choice;
  // A pick answers with a list of candidates: each is matched on its own (a list that is not one is refused by decide).
  if (decision.pick !== undefined && Array.isArray(choice)) return choice.map((c) => optionFromView({ ...decision, pick: undefined }, asked, c));
  let index = asked.options.indexOf(choice);
  if (index < 0) index = asked.options.findIndex((o) => jsonEqual(o, choice));
  if (index < 0) {
    const show = (v: Json | undefined): string => (v === undefined ? 'undefined' : JSON.stringify(v));
    throw new ViewError(
      'view-answer-not-offered',
      `${show(choice)} is not an option of decision ${decision.id} ("${decision.prompt}") as ${decision.player} sees it; the options are: ${asked.options.map(show).join(', ')}`,
    );
  }
  return decision.options[index]!;
}

/**
 * The lens of the graph's declared visibility on `state` for `seat`, the seat checked first.
 *
 * @internal
 * @example const lens = lensOf(engine.graph, state, 'p1');
 */
export function lensOf(graph: RuleGraph, state: object, seat: string | null): Lens {
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
  graph: RuleGraph,
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
    pending = d.player === seat ? cloneJson(seatDecision(d, lens)) : { id: d.id, player: d.player, choosing: `${d.player} is choosing` };
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
export function sampledViewer(graph: RuleGraph, state: object, seat: string): Viewer {
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
