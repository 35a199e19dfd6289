// How card data reads in English: the shapes of the readings a pack declares for its own nodes, effects,
// conditions, triggers, zones, stats and state (the library's own are in library-readings.ts).
import type { CardDefinition } from '../card-text/definition.js';

/**
 * A reading template: English with slots. `{player}` is an arg read as a phrase ("you", "your
 * opponent", "this card"); `{player:subject}` is left out when it is you (the card then speaks in the
 * imperative: "draw a card"); `{count:count}` writes a count in words up to ten ("two cards");
 * `{count:s}` is "s" unless the count is one; `{player:their}` is "your" or "their"; `{player:poss}`
 * is "your" or "your opponent's"; `{kind?}` is empty when the arg is not given; `[draw|draws]` agrees
 * with the last slot before it (you, or a plural, take the first form); `{not}` is "not" unless the
 * subject already says it ("neither player").
 *
 * @example
 * const gain: ReadingTemplate = '{player} [gain|gains] {amount} life points';
 */
export type ReadingTemplate = string;

/**
 * How a node reads: what a step that runs it does, and for hooks on it, the event it is.
 *
 * @example
 * const destroy: NodeReading = { does: 'destroy {card}', event: '{card} [is|are] destroyed {cause?}', nouns: { card: 'card' }, values: { cause: { effect: 'by a card effect' } } };
 */
export interface NodeReading {
  /** A step that runs it, as a clause. A function picks the template by the args' phrases. */
  does?: ReadingTemplate | ((args: Readonly<Record<string, Phrase | undefined>>) => ReadingTemplate);
  /** The same step run `{times}` times in a row ("{player:subject} [draw|draws] {times:count} cards"); default: does, then "twice". */
  times?: ReadingTemplate;
  /** The event, present tense, for hooks on it: "{player} [take|takes] {kind?} damage" (a mask reads it with "would"). */
  event?: ReadingTemplate;
  /** A pre hook that cancels it: "it stays" (default "it does not happen"). */
  cancel?: ReadingTemplate;
  /** A mask that redirects it with some args changed: "{player} [take|takes] it instead". */
  instead?: ReadingTemplate;
  /** A pre hook that adds to an arg (`set: { atk: { $add: ['$args.atk', 300] } }`): "{card} [gain|gains] {by} ATK". */
  gains?: Readonly<Record<string, ReadingTemplate>>;
  /** A query's forbid hook: "{attacker} can{not} attack". */
  forbid?: ReadingTemplate;
  /** A query's permit hook: "{player} may normal summon". */
  permit?: ReadingTemplate;
  /** A lifetime `{ until: node }`: "this turn". */
  until?: string;
  /** Nouns of its args, for a hook that does not fix them ("monster": "a monster", "monsters"); "player" reads as a player. */
  nouns?: Readonly<Record<string, string>>;
  /** Phrases of some args' values: `{ cause: { effect: 'by a card effect' } }`. */
  values?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Args controlled by another arg (`{ attacker: 'player' }`): a fixed player reads "monsters your opponent controls". */
  controlledBy?: Readonly<Record<string, string>>;
  /** Its step starts a new sentence. */
  sentence?: boolean;
}

/**
 * How a zone reads, by the part of its name after `{owner}.` (`monsters` for `{you}.monsters`), or its whole name.
 *
 * @example
 * const monsters: ZoneReading = { place: 'monster zones', cards: 'monsters {owner} [control|controls]', all: 'monsters on the field', count: '{owner} [control|controls] {n} monsters' };
 */
export interface ZoneReading {
  /** The place: "hand" (read "your hand"), or with its article for a zone no player owns: "the discard pile". */
  place: string;
  /** Its cards: "monsters {owner} [control|controls]" (default "the cards in {owner}'s {place}"). */
  cards?: ReadingTemplate;
  /** Its cards of every player: "monsters on the field". */
  all?: string;
  /** How many cards it holds, `{n}` being "no", "three or fewer", ...: "{owner} [control|controls] {n} monsters". */
  count?: ReadingTemplate;
  /** A static ability while its card is here: "while this monster is on the field" ("" when its kind says it). */
  while?: string;
}

/**
 * How a stat reads in a condition on a card: `whose` with `{value}` ("whose original ATK is {value}").
 *
 * @example
 * const level: StatReading = { whose: 'of level {value}', more: 'or higher', less: 'or lower' };
 */
export interface StatReading {
  whose: ReadingTemplate;
  /** After a bound of `$gte` (default "or more"). */
  more?: string;
  /** After a bound of `$lte` (default "or less"). */
  less?: string;
}

/**
 * How a trigger reads: the words before its steps ("Upon drawing this card"; one ending in ":" is
 * followed by the steps as they are, "" means none), and the nouns of the args it passes.
 *
 * @example
 * const drawn: TriggerReading = { reads: 'Upon drawing this card' };
 */
export interface TriggerReading {
  /** The trigger's words at the head of an ability ("Upon drawing this card"), or a function of the card. */
  reads: string | ((card: CardDefinition) => string);
  /** `$args.target` in its steps reads "it": `{ target: 'it' }`. */
  args?: Readonly<Record<string, string>>;
}

/**
 * The readings a pack declares (`defineCardPack({ readings })`): for its own nodes, effects,
 * conditions and triggers, and the zones, stats and state of its game. A pack may give a
 * library node a reading of its game's own (War's `next-player`: "the lead passes").
 *
 * @example
 * const readings: CardReadings = { triggers: { drawn: { reads: 'Upon drawing this card' } }, nodes: { 'gift.give': { does: '{player} [gain|gains] a gift' } } };
 */
export interface CardReadings {
  triggers?: Readonly<Record<string, TriggerReading>>;
  nodes?: Readonly<Record<string, NodeReading>>;
  /** An effect named by a card, its params as slots: "{player} [gain|gains] a point". */
  effects?: Readonly<Record<string, ReadingTemplate>>;
  /** A registered condition named by a hook's `applies`: "while you have fewer than 3 cards". */
  conditions?: Readonly<Record<string, ReadingTemplate>>;
  zones?: Readonly<Record<string, ZoneReading>>;
  stats?: Readonly<Record<string, StatReading>>;
  /**
   * A path of the game state (`$state: ['turnFlags', 'normalSummons']` is `turnFlags.normalSummons`)
   * compared in a condition: a fragment per comparison (`eq`, `ne`, `lt`, `lte`, `gt`, `gte`), with
   * its own connective: `{ lt: 'up to {value:count} times' }`.
   */
  state?: Readonly<Record<string, Readonly<Record<string, ReadingTemplate>>>>;
  /** How a card other than the one read is named (a token a card creates), `count` of them. */
  cardName?: (card: CardDefinition, count: number) => string;
  /** A game of two players: "not you" reads "your opponent", no player "neither player". */
  twoPlayers?: boolean;
}

/**
 * An arg or value read as English, with what agreement needs.
 *
 * @example
 * const you: Phrase = { text: 'you', you: true };
 */
export interface Phrase {
  text: string;
  /** It is you: "you gain", and left out where the card speaks in the imperative. */
  you?: boolean;
  plural?: boolean;
  /** The number it is, for `:count` and `:s`. */
  count?: number;
  /** "neither player": it carries the negation (`{not}` is then empty). */
  none?: boolean;
  /** Its possessive pronoun ("their"). */
  their?: string;
}
