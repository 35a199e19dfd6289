import {
  addZone,
  createCard,
  defineCardGame,
  declareCardPlay,
  defineCardPack,
  standardFormatters,
  standardNodes,
  turnStructure,
  type CardDefinition,
  type CardPack,
} from 'cardweave';
import { MONSTERS } from './cards.js';
import { deckCards, EMBER_DECK, TIDE_DECK, type DeckList } from './decks.js';
import { duelFormatters } from './formatters.js';
import { duelNodes } from './nodes/index.js';
import { expansionPack } from './packs/expansion.js';
import { spellsAndTrapsPack } from './packs/spells-and-traps.js';
import { duelReadings } from './readings.js';
import { duelVisibility } from './visibility.js';
import { ALL_ZONES, DEFAULT_LIFE_POINTS, PLAYERS, ZONES, fitCardSlots, freshTurnFlags, type DuelState } from './state.js';

/** How a duel is set up. */
export interface DuelOptions {
  /** Life points each player starts with. Default 8000. */
  lifePoints?: number;
  /** Each player's deck. Default: Player 1 the Ember starter, Player 2 the Tide starter. */
  decks?: { p1: DeckList; p2: DeckList };
  /**
   * A seat's deck as card ids, one per copy (what a round robin of decks sends, as plain data); a seat
   * named here plays this deck instead of its `decks` one. An id that is none of the duel's cards is refused.
   */
  seatDecks?: { p1?: readonly string[]; p2?: readonly string[] };
}

/** The largest starting life points a duel accepts. */
export const MAX_LIFE_POINTS = 1_000_000;

/**
 * A duel's turns: the turn structure's nodes, with the duel's four phases
 * (each phase's node goes on with next-phase) and its per-turn reset at the
 * start of every turn. Extra turns and skipped turns come with it.
 */
export const duelTurns = turnStructure({
  atTurnStart: 'duel.start-turn',
  phases: [
    { name: 'draw', node: 'duel.draw-phase' },
    { name: 'main', node: 'duel.main-phase' },
    { name: 'battle', node: 'duel.battle-phase' },
    { name: 'end', node: 'duel.end-phase' },
  ],
});

/** The base rules as a card pack: the monsters, the duel's nodes and its turns. Spells and traps are a pack of their own. */
export const duelRules: CardPack<DuelState> = defineCardPack<DuelState>({
  name: 'duel',
  cards: [...MONSTERS],
  nodes: [...duelNodes, ...duelTurns],
  readings: duelReadings,
});

/** Checks the starting life points; a bad value is refused with a message naming it. */
export function checkLifePoints(value: unknown): number {
  if (!Number.isSafeInteger(value) || (value as number) < 1 || (value as number) > MAX_LIFE_POINTS) {
    throw new RangeError(`Life points must be a whole number from 1 to ${MAX_LIFE_POINTS}, got ${JSON.stringify(value)}`);
  }
  return value as number;
}

/** The empty table: zones, players and counters, before any card is in it. */
export function emptyTable(state: DuelState, lifePoints: number): void {
  ALL_ZONES.forEach((zone, expected) => {
    if (addZone(state, zone) !== expected)
      throw new Error(`emptyTable needs a state without zones: zone "${zone}" would not get handle ${expected}`);
  });
  state.players = [...PLAYERS];
  state.turn = 0;
  state.phase = 'setup';
  state.startingLifePoints = lifePoints;
  state.lifePoints = { p1: lifePoints, p2: lifePoints };
  state.positions = [];
  state.atk = [];
  state.turnFlags = freshTurnFlags();
}

/** Lays out a duel: the table, then each deck in list order (duel.begin shuffles them with the game's RNG). */
function setupDuel(
  state: DuelState,
  _rng: unknown,
  options: DuelOptions | undefined,
  loaded: ReadonlyMap<string, CardDefinition>,
): void {
  emptyTable(state, checkLifePoints(options?.lifePoints ?? DEFAULT_LIFE_POINTS));
  const decks = options?.decks ?? { p1: EMBER_DECK, p2: TIDE_DECK };
  for (const player of PLAYERS) {
    const ids = options?.seatDecks?.[player];
    const cards = ids === undefined ? deckCards(decks[player]) : ids.map((id) => duelCardById(id, loaded));
    for (const def of cards) createCard(state, def, { owner: player, zone: ZONES[player]!.deck });
  }
  fitCardSlots(state);
}

/** A seatDecks card by id among the packs this game loaded: the duel's own and any extra pack's. */
function duelCardById(id: string, loaded: ReadonlyMap<string, CardDefinition>): CardDefinition {
  const card = loaded.get(id);
  if (card === undefined)
    throw new RangeError(`seatDecks names card ${JSON.stringify(id)}, which is not one of the loaded packs' cards`);
  return card;
}

/**
 * The duel: two players, 40-card decks, monsters, spells and traps.
 *
 * For simulation reports: a card is "played" when it leaves the hand for the
 * field (summoned or set as a monster, activated or set as a spell or trap),
 * since most monsters have no ability to resolve; "drawn" keeps the default,
 * entering its owner's hand.
 *
 * @example
 * const engine = duelGame.createEngine({ seed: 7, agents: { p1: greedyAgent(), p2: randomAgent(7) } });
 * engine.run(); // { status: 'ended', result: { winner: 'p1', reason: 'life points' } }
 */
export const duelGame = declareCardPlay(
  defineCardGame<DuelState, DuelOptions | undefined>({
    id: 'duel',
    nodes: [...standardNodes],
    formatters: { ...standardFormatters, ...duelFormatters },
    packs: [duelRules, spellsAndTrapsPack, expansionPack],
    setup: setupDuel,
    start: { node: 'duel.begin', args: {} },
    visibility: duelVisibility,
  }),
  { played: { zone: ['monsters', 'spells'] } },
);
