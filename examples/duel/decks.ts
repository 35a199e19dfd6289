import type { CardDefinition } from 'cardweave';
import * as m from './cards.js';
import * as e from './packs/expansion.js';
import * as s from './packs/spells-and-traps.js';

/** A deck list: cards and how many copies of each. */
export type DeckList = readonly (readonly [CardDefinition, number])[];

/** The Ember starter: fast level 3-4 attackers, burn and a banner. */
export const EMBER_DECK: DeckList = [
  [m.glassMoth, 1],
  [m.emberSquire, 3],
  [m.duskHound, 3],
  [m.cinderWyrmling, 3],
  [m.galeLancer, 3],
  [m.tidecallerScout, 2],
  [m.ironbarkSentinel, 2],
  [m.mossGolem, 2],
  [m.stormcrestKnight, 2],
  [m.gravetideColossus, 2],
  [m.sunforgeDragon, 2],
  [m.abyssalLeviathan, 1],
  [s.mendingRain, 2],
  [s.sparkVolley, 3],
  [s.rallyingBanner, 2],
  [s.shatterwind, 2],
  [s.mirrorWard, 1],
  [s.haltTheCharge, 4],
];

/** The Tide starter: sturdy defenders, big tribute monsters and life point gain. */
export const TIDE_DECK: DeckList = [
  [m.glassMoth, 2],
  [m.mossGolem, 3],
  [m.ironbarkSentinel, 3],
  [m.tidecallerScout, 3],
  [m.emberSquire, 2],
  [m.duskHound, 2],
  [m.galeLancer, 2],
  [m.cinderWyrmling, 2],
  [m.stormcrestKnight, 2],
  [m.gravetideColossus, 2],
  [m.sunforgeDragon, 1],
  [m.abyssalLeviathan, 2],
  [s.mendingRain, 3],
  [s.sparkVolley, 2],
  [s.rallyingBanner, 2],
  [s.shatterwind, 2],
  [s.mirrorWard, 2],
  [s.haltTheCharge, 3],
];

/** The Grove deck: the expansion's cards (extra turns, skipped turns, tokens, an aura, an attack forbidden) around steady monsters. */
export const GROVE_DECK: DeckList = [
  [m.glassMoth, 2],
  [m.mossGolem, 3],
  [m.ironbarkSentinel, 3],
  [m.emberSquire, 3],
  [m.duskHound, 3],
  [m.galeLancer, 2],
  [m.stormcrestKnight, 2],
  [m.gravetideColossus, 2],
  [e.bannerBearer, 2],
  [e.temporalEcho, 2],
  [e.stasisField, 2],
  [e.saplingGrove, 2],
  [e.lastStand, 2],
  [e.frozenGround, 2],
  [s.rallyingBanner, 2],
  [s.sparkVolley, 2],
  [s.mirrorWard, 2],
  [s.haltTheCharge, 2],
];

/** The starter decks, by name. */
export const STARTER_DECKS: Readonly<Record<string, DeckList>> = { ember: EMBER_DECK, tide: TIDE_DECK, grove: GROVE_DECK };

/** The cards of a deck list, one entry per copy, in list order. */
export function deckCards(list: DeckList): CardDefinition[] {
  return list.flatMap(([card, copies]) => Array.from({ length: copies }, () => card));
}
