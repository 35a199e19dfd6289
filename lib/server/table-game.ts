import type { Agent } from '../graph/agents.js';
import type { Engine } from '../graph/engine.js';
import type { Json } from '../graph/json.js';
import type { Decision } from '../graph/types.js';
import type { CardGame, PackSource } from '../cards/game.js';
import type { CardState } from '../cards/state.js';

/**
 * Who may see the cards of a zone at a table:
 * - `'public'`: everyone sees its cards, except face-down ones, which only their controller sees;
 * - `'owner'`: the zone's owner sees its cards, everyone else its count (a hand);
 * - `'count'`: everyone sees how many cards it holds, nobody which (a deck).
 * A zone the game does not list is not shown at all.
 *
 * @example
 * const zones: Record<string, ZoneVisibility> = { 'p1.hand': 'owner', 'p1.deck': 'count', 'p1.graveyard': 'public' };
 */
export type ZoneVisibility = 'public' | 'owner' | 'count';

/**
 * A game as a table server hosts it: the card game, its seats, the bots it
 * offers, and what each seat may see. Everything a seat is sent comes from
 * these declarations (an allowlist): a zone, a fact or a log line the game
 * does not declare public never leaves the server.
 *
 * @example
 * export const table = defineTableGame({ id: 'high-low', title: 'High-Low', game: highLow, seats: ['p1', 'p2'],
 *   zones: { deck: 'count', 'p1.won': 'public', 'p2.won': 'public' }, publicLines: (engine, from) => engine.lines().slice(from) });
 */
export interface TableGame<S extends CardState = any> {
  /** The name tables are created with (`war`, `duel`): letters, digits, `.`, `_` and `-`. */
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly game: CardGame<S>;
  /** The players, in seat order; each seat is a person or a bot. */
  readonly seats: readonly string[];
  /** Packs a table may add, by the name the lobby shows (a variant). */
  readonly packs: Readonly<Record<string, PackSource>>;
  /** Bots by name: an agent for one seat, made from the table's seed (the server's, secret) and the seat. */
  readonly bots: Readonly<Record<string, (seed: number, seat: string) => Agent>>;
  readonly zones: Readonly<Record<string, ZoneVisibility>>;
  /** The owner of a zone by name; default: the text before the first `.` when it is a seat (`p1.hand` → `p1`). */
  zoneOwner(zone: string): string | null;
  /** Facts every seat may see (life points, scores, turn), as label → value. */
  facts(state: S): Record<string, string | number>;
  /**
   * The log lines every seat may read, for the log entries from index `from`
   * on, in order (an entry that tells a secret has no line). Called with the
   * entries added since the last call, so a game's log is formatted once.
   */
  publicLines(engine: Engine<S>, from: number): readonly string[];
  /** One option of the seat's own decision in words; it may name only what that seat may see. */
  describeOption(state: S, decision: Decision, option: Json): string;
  /** The game's result in words. */
  describeResult(result: Json): string;
}

/** What `defineTableGame` takes: the required fields, and optional ones with defaults. */
export type TableGameDefinition<S extends CardState = any> = Pick<
  TableGame<S>,
  'id' | 'title' | 'game' | 'seats' | 'zones' | 'publicLines'
> &
  Partial<Omit<TableGame<S>, 'id' | 'title' | 'game' | 'seats' | 'zones' | 'publicLines'>>;

const NAME = /^[A-Za-z0-9_.-]{1,32}$/;

/**
 * Declares how a card game is played at a table; checks the declaration
 * (names, seats, zones, bots) and fills in defaults. A game with no
 * `describeOption` shows options as "Option 1", "Option 2": their values may
 * name hidden cards, so they are never shown as they are.
 *
 * @example
 * const table = defineTableGame({ id: 'duel', title: 'Duel', game: duelGame, seats: ['p1', 'p2'], zones, publicLines: duelLines });
 */
export function defineTableGame<S extends CardState>(def: TableGameDefinition<S>): TableGame<S> {
  if (def === null || typeof def !== 'object')
    throw new TypeError('defineTableGame needs { id, title, game, seats, zones, publicLines }');
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
  for (const [zone, how] of Object.entries(def.zones ?? {})) {
    if (how !== 'public' && how !== 'owner' && how !== 'count')
      throw new TypeError(`${where}: zone "${zone}" must be "public", "owner" or "count", got ${JSON.stringify(how)}`);
  }
  for (const name of [...Object.keys(def.bots ?? {}), ...Object.keys(def.packs ?? {})]) {
    if (!NAME.test(name))
      throw new TypeError(
        `${where}: bot and pack names must be 1-32 letters, digits, ".", "_" or "-", got ${JSON.stringify(name)}`,
      );
  }
  if (typeof def.publicLines !== 'function')
    throw new TypeError(`${where} needs publicLines(engine, from): the log lines every seat may read`);
  const seats = new Set(def.seats);
  return Object.freeze({
    id: def.id,
    title: def.title,
    description: def.description ?? '',
    game: def.game,
    seats: Object.freeze(Array.from(def.seats as readonly string[])),
    packs: Object.freeze({ ...def.packs }),
    bots: Object.freeze({ ...def.bots }),
    zones: Object.freeze({ ...def.zones }),
    zoneOwner:
      def.zoneOwner ??
      ((zone: string) => {
        const head = zone.split('.')[0]!;
        return zone.includes('.') && seats.has(head) ? head : null;
      }),
    facts: def.facts ?? (() => ({})),
    publicLines: def.publicLines,
    describeOption:
      def.describeOption ?? ((_state: S, decision: Decision, option: Json) => `Option ${decision.options.indexOf(option) + 1}`),
    describeResult: def.describeResult ?? ((result: Json) => JSON.stringify(result)),
  });
}
