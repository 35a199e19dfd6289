// Decks as round-robin entrants: a seat's deck reaches the game as the option `seatDecks: { [seat]: cardIds }`
// (a game documents that it reads it, as the duel does). Both checks run on set-up games before any seed is
// played, so a deck that could not be played as listed is one clear refusal, never a rating of something else.
import type { CardGame, CardState, PackSource } from '../../cards/index.js';
import { SimulationError } from '../errors.js';
import { SEAT_DECKS_OPTION } from './matches.js';
import type { PlannedAgent } from './play.js';

/** The game options of an arm: the run's own, plus `seatDecks` when a seat plays an entrant's deck. */
export function armGameOptions(gameOptions: unknown, agents: readonly PlannedAgent[]): unknown {
  const decks = agents.filter((a) => a.deck !== undefined);
  if (decks.length === 0) return gameOptions;
  if (gameOptions !== undefined && (gameOptions === null || typeof gameOptions !== 'object' || Array.isArray(gameOptions)))
    throw new SimulationError(
      'sweep-bad-deck',
      `sweep(): decks go to the game as options.${SEAT_DECKS_OPTION}, so the game's options must be an object, got ${JSON.stringify(gameOptions)}`,
    );
  return { ...gameOptions, [SEAT_DECKS_OPTION]: Object.fromEntries(decks.map((a) => [a.seat, a.deck!.cards])) };
}

/** Refuses a deck card the game with these packs does not have, and a game that does not deal each seat its deck as listed. */
export function checkSeatDecks(
  cardGame: CardGame,
  packs: readonly PackSource[],
  options: unknown,
  agents: readonly PlannedAgent[],
): void {
  const decks = agents.filter((a) => a.deck !== undefined);
  if (decks.length === 0) return;
  const known = new Set(cardGame.packs([...packs]).flatMap((pack) => pack.cards.map((card) => card.id)));
  for (const { deck } of decks) {
    const foreign = deck!.cards.find((id) => !known.has(id));
    if (foreign !== undefined)
      throw new SimulationError(
        'sweep-bad-deck',
        `sweep(): the deck of entrant "${deck!.entrant}" names card "${foreign}", which the game does not have (${known.size} cards in its packs)`,
      );
  }
  const state: CardState = cardGame.createEngine({ seed: 1, packs: [...packs], log: false, options }).state;
  for (const { seat, deck } of decks) {
    const dealt = state.cards
      .filter((card) => card !== null && card.owner === seat)
      .map((card) => state.defs[card!.def]!.id)
      .sort();
    const listed = [...deck!.cards].sort();
    if (dealt.length !== listed.length || dealt.some((id, i) => id !== listed[i]))
      throw new SimulationError(
        'sweep-deck-ignored',
        `sweep(): the game did not set seat "${seat}" up with the deck of entrant "${deck!.entrant}" (${listed.length} cards listed, ${dealt.length} owned after setup): it must read options.${SEAT_DECKS_OPTION}`,
      );
  }
}
