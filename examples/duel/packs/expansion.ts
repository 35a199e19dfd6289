/**
 * New cards for the duel, all data: an extra turn, a skipped turn, a token
 * maker, an aura on a monster, and a card that reads the board. The base game
 * loads the pack (so its cards can be played and created), but the starter
 * decks do not hold them: a deck list or a scenario puts them in.
 */
import { defineCard, defineCardPack, type CardPack } from 'cardweave';
import { MONSTER_ZONES, type DuelState } from '../state.js';

export const temporalEcho = defineCard({
  id: 'duel.temporal-echo',
  name: 'Temporal Echo',
  kind: 'spell',
  stats: { type: 'normal' },
  text: 'Take an extra turn after this one.',
  abilities: [{ on: 'activated', steps: [{ do: 'extra-turn', player: '$you', source: '$self' }] }],
});

export const stasisField = defineCard({
  id: 'duel.stasis-field',
  name: 'Stasis Field',
  kind: 'spell',
  stats: { type: 'normal' },
  text: 'Your opponent skips their next turn.',
  abilities: [{ on: 'activated', steps: [{ do: 'skip-turn', player: '$opponent', source: '$self' }] }],
});

/** The token Sapling Grove makes: a monster that exists only on the field (sent to the graveyard, it leaves the game). */
export const sapling = defineCard({
  id: 'duel.sapling',
  name: 'Sapling',
  kind: 'monster',
  text: 'A token. It leaves the game when it leaves the field.',
  stats: { level: 1, atk: 0, def: 800, token: 1 },
});

export const saplingGrove = defineCard({
  id: 'duel.sapling-grove',
  name: 'Sapling Grove',
  kind: 'spell',
  stats: { type: 'normal' },
  text: 'If you have two free monster zones: create two Sapling tokens (level 1, ATK 0, DEF 800) in defense position.',
  abilities: [
    {
      on: 'activated',
      // A condition that reads the board: room for both tokens.
      if: { $lte: [{ $count: { $cards: '{you}.monsters' } }, MONSTER_ZONES - 2] },
      steps: [
        { do: 'create-card', card: 'duel.sapling', count: 2, owner: '$you', creator: '$self', as: 'saplings' },
        { do: 'duel.special-summon', player: '$you', cards: '$saplings', position: 'defense' },
      ],
    },
  ],
});

export const bannerBearer = defineCard({
  id: 'duel.banner-bearer',
  name: 'Banner Bearer',
  kind: 'monster',
  text: 'While this monster is on the field, other monsters you control gain 200 ATK.',
  stats: { level: 4, atk: 1600, def: 1000 },
  abilities: [
    {
      while: '{controller}.monsters',
      hooks: [
        {
          node: 'duel.measure-atk',
          phase: 'pre',
          key: 'banner-bearer:{self}',
          if: { $and: [{ $ne: ['$args.card', '$self'] }, { $eq: [{ $controllerOf: '$args.card' }, '$you'] }] },
          steps: [{ do: 'set', atk: { $add: ['$args.atk', 200] } }],
        },
      ],
    },
  ],
});

export const lastStand = defineCard({
  id: 'duel.last-stand',
  name: 'Last Stand',
  kind: 'spell',
  stats: { type: 'normal' },
  text: 'If you control no monsters, you gain 2000 life points.',
  abilities: [
    {
      on: 'activated',
      if: { $eq: [{ $count: { $cards: '{you}.monsters' } }, 0] },
      steps: [{ do: 'duel.gain-life-points', player: '$you', amount: 2000 }],
    },
  ],
});

export const frozenGround = defineCard({
  id: 'duel.frozen-ground',
  name: 'Frozen Ground',
  kind: 'spell',
  stats: { type: 'continuous' },
  text: 'Monsters your opponent controls whose original ATK is 1500 or more cannot attack.',
  // A forbid hook on the query the battle phase asks: the attacks it forbids are not offered, and one forced is refused.
  abilities: [
    {
      while: '{controller}.spells',
      hooks: [
        {
          node: 'duel.can-attack',
          phase: 'forbid',
          key: 'frozen-ground:{self}',
          when: { $ne: ['$args.player', '$you'] },
          if: { $gte: [{ $stat: 'atk', of: '$args.attacker' }, 1500] },
          reason: 'Frozen Ground',
        },
      ],
    },
  ],
});

/** Every card of the expansion (Sapling is the token Sapling Grove creates). */
export const EXPANSION = [temporalEcho, stasisField, saplingGrove, sapling, bannerBearer, lastStand, frozenGround] as const;

/** The expansion pack: the base game loads it. */
export const expansionPack: CardPack<DuelState> = defineCardPack<DuelState>({ name: 'duel-expansion', cards: [...EXPANSION] });
