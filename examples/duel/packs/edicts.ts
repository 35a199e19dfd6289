/**
 * Edicts: an optional pack the base game does not load (nor draw in its
 * picture): spells that change what the main phase allows, as data. Each is
 * a hook on one of the main phase's queries: Heavy Skies forbids, Double
 * Summon permits. Load it with `duelGame.createEngine({ packs: [edictsPack] })`,
 * or in a scenario with `setupDuel({ packs: [edictsPack] })`.
 */
import { defineCardPack, type CardPack } from 'cardweave';
import { arg, attach, eq, forbid, gte, lt, permit, stateAt, statOf, whileIn, YOU } from 'cardweave/verbs';
import type { DuelState } from '../state.js';
import { IN_SPELL_ZONE, onActivate, spell } from '../verbs.js';

// A forbid hook on the query the main phase asks: those summons are not offered, and one forced is refused.
// prettier-ignore
export const heavySkies = spell('heavy-skies', 'Heavy Skies', 'continuous',
  'Neither player can normal summon monsters of level 7 or higher.',
  whileIn(IN_SPELL_ZONE, forbid('duel.can-summon').key('heavy-skies:{self}')
    .if(gte(statOf('level', arg('card')), 7)).because('Heavy Skies')));

// A permit hook until the turn ends: it widens the rules' "one normal summon a turn" to two for its player.
// prettier-ignore
export const doubleSummon = spell('double-summon', 'Double Summon', 'normal', 'This turn, you may normal summon up to two times.',
  onActivate(attach(permit('duel.can-summon').key('double-summon:{self}').until('end-turn').when(eq(arg('player'), YOU))
    .if(lt(stateAt('turnFlags', 'normalSummons'), 2)).because('Double Summon'))));

/** Every card of the pack. */
export const EDICTS = [heavySkies, doubleSummon] as const;

/** The edicts pack: main-phase legality changed by cards, through the queries duel.can-summon and its kin. */
export const edictsPack: CardPack<DuelState> = defineCardPack<DuelState>({ name: 'duel-edicts', cards: [...EDICTS] });

// The default export lets the command line load the pack: npm run duel -- --pack examples/duel/packs/edicts.ts
export default edictsPack;
