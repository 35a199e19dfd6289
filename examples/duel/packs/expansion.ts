/**
 * New cards for the duel, all data: an extra turn, a skipped turn, a token
 * maker, an aura on a monster, and a card that reads the board. The base game
 * loads the pack (so its cards can be played and created), but the starter
 * decks do not hold them: a deck list or a scenario puts them in.
 */
import { defineCard, defineCardPack, type CardPack } from 'cardweave';
import {
  and,
  arg,
  before,
  called,
  cards,
  controllerOf,
  count,
  createCards,
  eq,
  extraTurn,
  forbid,
  gte,
  lte,
  ne,
  onlyIf,
  OPPONENT,
  ref,
  SELF,
  skipTurn,
  statOf,
  whileIn,
  YOU,
} from 'cardweave/verbs';
import { monster } from '../cards.js';
import { MONSTER_ZONES, type DuelState } from '../state.js';
import { gainAtk, gainLife, IN_MONSTER_ZONE, IN_SPELL_ZONE, onActivate, specialSummon, spell } from '../verbs.js';

// prettier-ignore
export const temporalEcho = spell('temporal-echo', 'Temporal Echo', 'normal', 'Take an extra turn after this one.',
  onActivate(extraTurn(YOU, SELF)));

// prettier-ignore
export const stasisField = spell('stasis-field', 'Stasis Field', 'normal', 'Your opponent skips their next turn.',
  onActivate(skipTurn(OPPONENT, SELF)));

/** The token Sapling Grove makes: a monster that exists only on the field (sent to the graveyard, it leaves the game). */
export const sapling = defineCard({
  id: 'duel.sapling',
  name: 'Sapling',
  kind: 'monster',
  text: 'A token. It leaves the game when it leaves the field.',
  stats: { level: 1, atk: 0, def: 800, token: 1 },
});

// A condition that reads the board: room for both tokens.
// prettier-ignore
export const saplingGrove = spell('sapling-grove', 'Sapling Grove', 'normal',
  'If you control three or fewer monsters, create two Sapling tokens (level 1, ATK 0, DEF 800), ' +
    'then special summon them in defense position.',
  onlyIf(lte(count(cards('{you}.monsters')), MONSTER_ZONES - 2), onActivate(
    called('saplings', createCards('duel.sapling', YOU, { count: 2, creator: SELF })),
    specialSummon(YOU, ref('saplings'), 'defense'))));

// prettier-ignore
export const bannerBearer = monster('banner-bearer', 'Banner Bearer', 4, 1600, 1000,
  'While this monster is on the field, other monsters you control gain 200 ATK.',
  whileIn(IN_MONSTER_ZONE, before('duel.measure-atk').key('banner-bearer:{self}')
    .if(and(ne(arg('card'), SELF), eq(controllerOf(arg('card')), YOU))).do(gainAtk(200))));

// prettier-ignore
export const lastStand = spell('last-stand', 'Last Stand', 'normal', 'If you control no monsters, you gain 2000 life points.',
  onlyIf(eq(count(cards('{you}.monsters')), 0), onActivate(gainLife(YOU, 2000))));

// A forbid hook on the query the battle phase asks: the attacks it forbids are not offered, and one forced is refused.
// prettier-ignore
export const frozenGround = spell('frozen-ground', 'Frozen Ground', 'continuous',
  'Monsters your opponent controls whose original ATK is 1500 or more cannot attack.',
  whileIn(IN_SPELL_ZONE, forbid('duel.can-attack').key('frozen-ground:{self}').when(ne(arg('player'), YOU))
    .if(gte(statOf('atk', arg('attacker')), 1500)).because('Frozen Ground')));

/** Every card of the expansion (Sapling is the token Sapling Grove creates). */
export const EXPANSION = [temporalEcho, stasisField, saplingGrove, sapling, bannerBearer, lastStand, frozenGround] as const;

/** The expansion pack: the base game loads it. */
export const expansionPack: CardPack<DuelState> = defineCardPack<DuelState>({ name: 'duel-expansion', cards: [...EXPANSION] });
