import {
  addZone,
  createCard,
  declareCardPlay,
  defineCardGame,
  defineCardPack,
  standardFormatters,
  standardNodes,
  type CardPack,
} from 'cardweave';
import { STANDARD_DECK } from './cards.js';
import { warFormatters } from './formatters.js';
import { warNodes } from './nodes/index.js';
import { warReadings } from './readings.js';
import { ALL_ZONES, COMPARISON_CAP, PLAYERS, ZONES, type WarState } from './state.js';
import { warVisibility } from './visibility.js';

/**
 * The base rules of War as a card pack: the 52 standard cards and the War
 * nodes. Variants are packs on top of it that hook and mask these nodes.
 */
export const warRules: CardPack<WarState> = defineCardPack<WarState>({
  name: 'war',
  cards: [...STANDARD_DECK],
  nodes: [...warNodes],
  readings: warReadings,
});

/**
 * Lays out an empty table: every zone (with the handles state.ts fixes, so
 * it must come first), both players, the counters. No cards: the game's setup
 * adds the deck; tests may lay out piles of their own.
 *
 * @example layTable(state); cardsIn(state, 'p1.pile'); // []
 */
export function layTable(state: WarState): void {
  ALL_ZONES.forEach((zone, expected) => {
    if (addZone(state, zone) !== expected)
      throw new Error(`layTable needs a state without zones: zone "${zone}" would not get handle ${expected}`);
  });
  state.players = [...PLAYERS];
  state.active = 'p1';
  state.turn = 0;
  state.scores = { p1: 0, p2: 0 };
  state.comparisons = 0;
  state.cap = COMPARISON_CAP;
  state.up = [null, null];
}

/** A fresh game: the table and the 52 cards in build order (RULES.md, classic 1). */
function setupTable(state: WarState): void {
  layTable(state);
  // No shuffle here: war.begin shuffles, so the RNG is drawn inside the game, once.
  for (const def of STANDARD_DECK) createCard(state, def, { owner: 'game', zone: ZONES.deck });
}

/**
 * The Game of War: classic rules by default; pass a variant pack (twist)
 * and any third-party packs to `createEngine({ packs })`.
 *
 * For simulation reports: War's cards are never played from a hand, so a
 * card is "drawn" by the seat whose pile it enters and "played" when it is
 * turned face up onto the pot; a game's length is its comparisons.
 *
 * @example
 * const engine = warGame.createEngine({ seed: 1 });
 * engine.run(); // { status: 'ended', result: { winner: 'p2', reason: '...' } }
 */
export const warGame = declareCardPlay(
  defineCardGame<WarState>({
    id: 'war',
    nodes: [...standardNodes],
    formatters: { ...standardFormatters, ...warFormatters },
    packs: [warRules],
    setup: setupTable,
    start: { node: 'war.begin', args: {} },
    visibility: warVisibility,
  }),
  { drawnZone: 'pile', played: { zone: 'pot', faceUp: true }, turns: 'comparisons' },
);
