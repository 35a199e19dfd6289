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
import { ViewError } from './errors.js';
import type { Json, JsonObject } from './json.js';
import { jsonEqual } from './json-compare.js';
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
  if (decision.pick !== undefined && Array.isArray(choice))
    return choice.map((c) => optionFromView({ ...decision, pick: undefined }, asked, c));
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
