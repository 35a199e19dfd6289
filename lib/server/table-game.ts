import type { Agent } from '../graph/agents.js';
import type { RuleGraph } from '../graph/graph.js';
import type { Json } from '../graph/json.js';
import type { LogEntry } from '../graph/types.js';
import type { SeatDecision } from '../graph/view.js';
import type { CardGame, PackSource } from '../packs/game.js';
import type { CardState } from '../cards/state.js';
import { checkClockDeclaration, type ClockRule, type TimeoutHooks, type TimeoutPolicy } from './table-clock.js';

/**
 * A game as a table server hosts it: the card game, its seats, the bots it
 * offers, and how its view reads (facts, log lines, options in words). What
 * each seat may see is not declared here: it is the card game's own
 * visibility (`cardVisibility`), and everything a seat is sent is made from
 * `engine.view(seat)`, so a card, field or log entry the game does not
 * declare visible never leaves the server.
 *
 * @example
 * export const table = defineTableGame({ id: 'high-low', title: 'High-Low', game: highLow, seats: ['p1', 'p2'],
 *   facts: (seen) => ({ Comparisons: seen.comparisons as number }) });
 */
export interface TableGame<S extends CardState = CardState> {
  /** The name tables are created with (`war`, `duel`): letters, digits, `.`, `_` and `-`. */
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly game: CardGame<S>;
  /** The players, in seat order; each seat is a person or a bot. */
  readonly seats: readonly string[];
  /** Packs a table may add, by the name the lobby shows (a variant). */
  readonly packs: Readonly<Record<string, PackSource>>;
  /**
   * Packs (by name, of `packs`) that a table of bots in every seat loads so a person can watch it: the
   * lobby's "Watch bots play" adds them. War lists its turns pack, without which nobody is asked
   * anything and the table ends as it is made. Default: none.
   */
  readonly watchPacks: readonly string[];
  /** Bots by name: an agent for one seat, made from the table's seed (the server's, secret) and the seat. */
  readonly bots: Readonly<Record<string, (seed: number, seat: string) => Agent>>;
  /** The zones the page shows, in this order; null: every zone of the view, in the game's order. */
  readonly zones: readonly string[] | null;
  /** The owner of a zone by name; default: the text before the first `.` when it is a seat (`p1.hand` → `p1`). */
  zoneOwner(zone: string): string | null;
  /**
   * Facts to show (life points, scores, turn), as label → value, read from
   * the state as the seat's view shows it: only the fields the game's
   * visibility declares are there.
   */
  facts(seen: ViewedState): Record<string, string | number>;
  /**
   * The log lines of some log entries as one seat sees them (from
   * `engine.view(seat).log`: entries it may not see are not there, cards it
   * does not see are null). An empty line is left out. Default: the graph's
   * formatter of each entry. `rules` holds the game's rule graph (its
   * formatters) and nothing that changes during play: the lines are made
   * from the seat's entries alone, so they cannot name what the seat may not
   * see. Declared as a property so a wording typed for the engine does not
   * compile.
   */
  readonly logLines: (entries: readonly LogEntry[], rules: LogRules) => readonly string[];
  /**
   * One option of the seat's own decision in words, made from what that seat
   * sees and nothing else: `seen` is the state as its view shows it
   * (`engine.view(seat).state`), `decision` the pending decision as its view
   * shows it (options in the view's terms, no args) and `option` one of
   * `decision.options`, so a card the seat cannot see is only its place
   * (`"p2.monsters#0"`) and its name is not there to be written. Declared as
   * a property, not a method, so a wording typed for the real state does not
   * compile.
   */
  readonly describeOption: (seen: ViewedState, decision: SeatDecision, option: Json) => string;
  /** The game's result in words. */
  describeResult(result: Json): string;
  /**
   * Where the game can be imported from: the module (a path or `file:` URL,
   * usually `import.meta.url`) and the name it exports this table game by.
   * A host starts each new table in a worker thread first, importing the
   * game from here, so that a pack whose setup never returns is stopped at
   * the host's deadline instead of stalling the server. Without it, starts
   * run unbounded on the server's thread (the host says so once, at start).
   * `cardweave serve` sets it from `--game`.
   */
  readonly source?: TableGameSource;
  /**
   * The table's clock, when the game has one: a chess clock
   * `{ baseMs, incrementMs }` or a limit per decision `{ perDecisionMs }`.
   * Only people's seats are timed; the clock lives in the host and the
   * table's deadline rows, never in the rules.
   */
  readonly clock?: ClockRule;
  /** What answers a seat that ran out of time (with a clock; default `'default'`). */
  readonly timeout?: TimeoutPolicy;
  /** The game's default answer to a decision (option numbers as the seat's view lists them); default: the first option. */
  readonly defaultOption?: TimeoutHooks['defaultOption'];
  /** Marks the option that passes, for `timeout: 'pass'`. */
  readonly isPass?: TimeoutHooks['isPass'];
}

/**
 * Where a table game is exported: `{ module: import.meta.url, export: 'duelTable' }`.
 *
 * @example
 * const source: TableGameSource = { module: import.meta.url, export: 'table' };
 */
export interface TableGameSource {
  readonly module: string;
  readonly export: string;
}

/**
 * What `defineTableGame` takes: the required fields, and optional ones with defaults.
 *
 * @example
 * const definition: TableGameDefinition = { id: 'war', title: 'War', game: warGame, seats: ['p1', 'p2'] };
 */
export type TableGameDefinition<S extends CardState = CardState> = Pick<TableGame<S>, 'id' | 'title' | 'game' | 'seats'> &
  Partial<Omit<TableGame<S>, 'id' | 'title' | 'game' | 'seats'>>;

/**
 * What a table game's `logLines` is handed besides the entries: the rules
 * alone (the graph and its formatters), never the engine, whose state holds
 * every secret.
 *
 * @example
 * const logLines = (entries: readonly LogEntry[], { graph }: LogRules) => entries.map((e) => graph.format(e));
 */
export interface LogRules {
  /** The game's rule graph: its formatters turn an entry into a line. */
  readonly graph: RuleGraph;
}

/**
 * A game's state as one seat's view shows it (`engine.view(seat).state`):
 * its declared fields, and `zones` by name with the cards the seat may see.
 *
 * @example
 * const facts = (seen: ViewedState) => ({ Turn: seen.turn as number });
 */
export type ViewedState = Readonly<Record<string, Json>>;

const NAME = /^[A-Za-z0-9_.-]{1,32}$/;

/**
 * Declares how a card game is played at a table; checks the declaration
 * (names, seats, zones, bots) and fills in defaults. A game with no
 * `describeOption` shows options as "Option 1", "Option 2": their values are
 * the rules' data, so they are never shown as they are.
 *
 * @example
 * const table = defineTableGame({ id: 'duel', title: 'Duel', game: duelGame, seats: ['p1', 'p2'], logLines: (entries, { graph }) => duelLines({ log: entries, graph }) });
 */
export function defineTableGame<S extends CardState>(def: TableGameDefinition<S>): TableGame<S> {
  if (def === null || typeof def !== 'object') throw new TypeError('defineTableGame needs { id, title, game, seats }');
  if (typeof def.id !== 'string' || !NAME.test(def.id))
    throw new TypeError(`A table game id must be 1-32 letters, digits, ".", "_" or "-", got ${JSON.stringify(def.id)}`);
  const where = `Table game "${def.id}"`;
  if (typeof def.title !== 'string' || def.title === '') throw new TypeError(`${where} needs a title`);
  if (def.game === null || typeof def.game !== 'object' || typeof def.game.createEngine !== 'function')
    throw new TypeError(`${where}: game must be a card game (defineCardGame)`);
  if (
    !Array.isArray(def.seats) ||
    def.seats.length === 0 ||
    def.seats.length > 16 ||
    !def.seats.every((s) => typeof s === 'string' && NAME.test(s))
  ) {
    throw new TypeError(`${where}: seats must be 1 to 16 names of letters, digits, ".", "_" or "-"`);
  }
  if (new Set(def.seats).size !== def.seats.length) throw new TypeError(`${where}: a seat is listed twice`);
  if (def.game.graph().viewer === undefined) {
    throw new TypeError(
      `${where}: its card game declares no visibility, so no seat's view can be made: give defineCardGame a visibility (cardVisibility, or openVisibility for a game with nothing to hide)`,
    );
  }
  // Phase 1 of the table server declared who sees what here; that is now the game's visibility, and
  // an old declaration left in place would be read as a promise the server no longer keeps.
  if ('publicLines' in def)
    throw new TypeError(
      `${where}: publicLines is gone: seats read their own view's log; give logLines(entries, { graph }) if the graph's formatters are not enough`,
    );
  if (def.zones != null && (!Array.isArray(def.zones) || !def.zones.every((z) => typeof z === 'string'))) {
    throw new TypeError(
      `${where}: zones must be a list of the zone names the page shows; who sees a zone's cards is the card game's visibility`,
    );
  }
  if (def.describeOption !== undefined && typeof def.describeOption !== 'function')
    throw new TypeError(`${where}: describeOption must be a function (seen, decision, option) => words`);
  if (
    def.source !== undefined &&
    (def.source === null ||
      typeof def.source !== 'object' ||
      typeof def.source.module !== 'string' ||
      def.source.module === '' ||
      typeof def.source.export !== 'string' ||
      !/^[A-Za-z_$][\w$]*$/.test(def.source.export))
  ) {
    throw new TypeError(
      `${where}: source must be { module: import.meta.url, export: "the name this table game is exported by" }`,
    );
  }
  if (def.logLines !== undefined && typeof def.logLines !== 'function')
    throw new TypeError(`${where}: logLines must be a function (entries, { graph }) => lines`);
  for (const name of [...Object.keys(def.bots ?? {}), ...Object.keys(def.packs ?? {})]) {
    if (!NAME.test(name))
      throw new TypeError(
        `${where}: bot and pack names must be 1-32 letters, digits, ".", "_" or "-", got ${JSON.stringify(name)}`,
      );
  }
  const watchPacks: unknown = def.watchPacks ?? [];
  if (!Array.isArray(watchPacks) || watchPacks.some((name) => typeof name !== 'string' || !Object.hasOwn(def.packs ?? {}, name)))
    throw new TypeError(
      `${where}: watchPacks must list names of its packs (${Object.keys(def.packs ?? {}).join(', ') || 'it has none'}), got ${JSON.stringify(watchPacks)}`,
    );
  const timeout = checkClockDeclaration(where, def);
  const seats = new Set(def.seats);
  return Object.freeze({
    id: def.id,
    title: def.title,
    description: def.description ?? '',
    game: def.game,
    seats: Object.freeze(Array.from(def.seats as readonly string[])),
    packs: Object.freeze({ ...def.packs }),
    bots: Object.freeze({ ...def.bots }),
    watchPacks: Object.freeze([...(watchPacks as string[])]),
    zones: def.zones == null ? null : Object.freeze([...def.zones]),
    zoneOwner:
      def.zoneOwner ??
      ((zone: string) => {
        const head = zone.split('.')[0]!;
        return zone.includes('.') && seats.has(head) ? head : null;
      }),
    facts: def.facts ?? (() => ({})),
    logLines:
      def.logLines ??
      ((entries: readonly LogEntry[], { graph }: LogRules) => entries.map((e) => graph.format(e)).filter((line) => line !== '')),
    describeOption:
      def.describeOption ??
      ((_seen: ViewedState, decision: SeatDecision, option: Json) => `Option ${decision.options.indexOf(option) + 1}`),
    describeResult: def.describeResult ?? ((result: Json) => JSON.stringify(result)),
    ...(def.source === undefined ? {} : { source: Object.freeze({ module: def.source.module, export: def.source.export }) }),
    ...(def.clock === undefined ? {} : { clock: Object.freeze({ ...def.clock }), timeout }),
    ...(def.defaultOption === undefined ? {} : { defaultOption: def.defaultOption }),
    ...(def.isPass === undefined ? {} : { isPass: def.isPass }),
  });
}
