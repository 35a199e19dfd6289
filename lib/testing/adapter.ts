import type { CardGameDefinition } from '../packs/game.js';
import type { CardPack } from '../packs/pack.js';
import type { CardState } from '../cards/state.js';
import type { Decision } from '../graph/types.js';
import type { Engine } from '../graph/engine.js';
import type { Invocation, Json, JsonObject } from '../graph/index.js';

/**
 * How a card test plays one game: its rules, its empty table, and what
 * "play this card" means in it. A game writes one adapter; each of its
 * card tests then only lays cards out, plays, answers and expects.
 *
 * @example
 * const warCards: CardTestGame<WarState> = { rules: { id: 'war', nodes, packs: [warRules, twist] }, table: layTable,
 *   start: (state, play) => [{ node: 'war.reveal', args: { players: [play!.player, 'p2'], battle: true } }] };
 */
export interface CardTestGame<S extends CardState = CardState> {
  /** The game's rules as `defineCardGame` takes them, without setup and start: the card test lays the table itself. */
  rules: Omit<CardGameDefinition<S>, 'setup' | 'start' | 'packs'> & { packs: CardPack<S>[] };
  /** Lays out the empty table: zones, players, counters, no card. Must be the same on every call. */
  table(state: S): void;
  /** Who owns a card laid in `zone` when the test does not say. Default: the zone name before its first dot ("p1.hand" → "p1"), else "game". */
  ownerOf?(zone: string): string;
  /**
   * Bookkeeping after a card is created where the test laid it: `laid` is what the test wrote (`as`, e.g. the duel's
   * "defense"; `faceUp`, undefined when the test left it to the game). A face the test gave must stay as given.
   */
  placed?(state: S, card: number, zone: string, laid: { as?: string; faceUp?: boolean }): void;
  /**
   * What runs first. A game that plays cards by answering its own question (the duel's main phase) ignores `play`;
   * a game that plays a card by running a node (War draws it) gets the test's first play here, and `answerFor` is left out.
   */
  start(state: S, play: Play | undefined): Invocation[];
  /** The readable log the test expects, one line per entry: default `engine.lines()`; a game may leave out its plumbing. */
  lines?(engine: Engine<S>): string[];
  /** The answer to `decision` by which `play.player` plays `play.card`; undefined when the decision offers no way to play it. */
  answerFor?(state: S, decision: Decision, play: Play): Json | undefined;
}

/**
 * A card to play, as the adapter gets it: its handle, its player, and the game-specific details the test gave (`{ target }`), card ids already turned into handles.
 *
 * @example
 * const play: Play = { card: 0, player: 'p1', with: { target: 4 } };
 */
export interface Play {
  card: number;
  player: string;
  with: JsonObject;
}
