/**
 * Bargains: an optional pack the base game does not load (nor draw in its
 * picture): cards that ask the player to pick several cards at once. Load it
 * with `duelGame.createEngine({ packs: [bargainsPack] })`, or in a scenario
 * with `setupDuel({ packs: [bargainsPack] })`.
 */
import { defineCardPack, type CardPack } from 'cardweave';
import { YOU } from 'cardweave/verbs';
import type { DuelState } from '../state.js';
import { discard, drawCard, onActivate, spell } from '../verbs.js';

// The discard is a pick decision: the hand is offered once, and the player's answer names the two cards.
// prettier-ignore
export const grimBargain = spell('grim-bargain', 'Grim Bargain', 'normal', 'Draw two cards, then discard two cards.',
  onActivate(drawCard(YOU), drawCard(YOU), discard(YOU, 2)));

/** Every card of the pack. */
export const BARGAINS = [grimBargain] as const;

/** The bargains pack: discards as pick decisions (duel.discard). */
export const bargainsPack: CardPack<DuelState> = defineCardPack<DuelState>({ name: 'duel-bargains', cards: [...BARGAINS] });

// The default export lets the command line load the pack: npm run duel -- --pack examples/duel/packs/bargains.ts
export default bargainsPack;
