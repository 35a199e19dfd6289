/**
 * Bargains: an optional pack the base game does not load (nor draw in its
 * picture): cards that ask the player to pick several cards at once. Load it
 * with `duelGame.createEngine({ packs: [bargainsPack] })`, or in a scenario
 * with `setupDuel({ packs: [bargainsPack] })`.
 */
import { defineCard, defineCardPack, type CardPack } from 'cardweave';
import type { DuelState } from '../state.js';

export const grimBargain = defineCard({
  id: 'duel.grim-bargain',
  name: 'Grim Bargain',
  kind: 'spell',
  stats: { type: 'normal' },
  text: 'Draw two cards, then discard two cards.',
  // The discard is a pick decision: the hand is offered once, and the player's answer names the two cards.
  abilities: [
    {
      on: 'activated',
      steps: [
        { do: 'draw', player: '$you', from: { $zone: '{you}.deck' }, to: { $zone: '{you}.hand' }, onEmpty: 'duel.deck-out' },
        { do: 'draw', player: '$you', from: { $zone: '{you}.deck' }, to: { $zone: '{you}.hand' }, onEmpty: 'duel.deck-out' },
        { do: 'duel.discard', player: '$you', count: 2 },
      ],
    },
  ],
});

/** Every card of the pack. */
export const BARGAINS = [grimBargain] as const;

/** The bargains pack: discards as pick decisions (duel.discard). */
export const bargainsPack: CardPack<DuelState> = defineCardPack<DuelState>({ name: 'duel-bargains', cards: [...BARGAINS] });
