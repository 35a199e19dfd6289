/**
 * Edicts: an optional pack the base game does not load (nor draw in its
 * picture): spells that change what the main phase allows, as data. Each is
 * a hook on one of the main phase's queries: Heavy Skies forbids, Double
 * Summon permits. Load it with `duelGame.createEngine({ packs: [edictsPack] })`,
 * or in a scenario with `setupDuel({ packs: [edictsPack] })`.
 */
import { defineCard, defineCardPack, type CardPack } from 'cardweave';
import type { DuelState } from '../state.js';

export const heavySkies = defineCard({
  id: 'duel.heavy-skies',
  name: 'Heavy Skies',
  kind: 'spell',
  stats: { type: 'continuous' },
  text: 'Neither player can normal summon monsters of level 7 or higher.',
  // A forbid hook on the query the main phase asks: those summons are not offered, and one forced is refused.
  abilities: [
    {
      while: '{controller}.spells',
      hooks: [
        {
          node: 'duel.can-summon',
          phase: 'forbid',
          key: 'heavy-skies:{self}',
          if: { $gte: [{ $stat: 'level', of: '$args.card' }, 7] },
          reason: 'Heavy Skies',
        },
      ],
    },
  ],
});

export const doubleSummon = defineCard({
  id: 'duel.double-summon',
  name: 'Double Summon',
  kind: 'spell',
  stats: { type: 'normal' },
  text: 'This turn, you may normal summon once more.',
  // A permit hook until the turn ends: it widens the rules' "one normal summon a turn" to two for its player.
  abilities: [
    {
      on: 'activated',
      steps: [
        {
          do: 'attach',
          hook: {
            node: 'duel.can-summon',
            phase: 'permit',
            key: 'double-summon:{self}',
            lifetime: { until: 'end-turn' },
            when: { $eq: ['$args.player', '$you'] },
            if: { $lt: [{ $state: ['turnFlags', 'normalSummons'] }, 2] },
            reason: 'Double Summon',
          },
        },
      ],
    },
  ],
});

/** Every card of the pack. */
export const EDICTS = [heavySkies, doubleSummon] as const;

/** The edicts pack: main-phase legality changed by cards, through the queries duel.can-summon and its kin. */
export const edictsPack: CardPack<DuelState> = defineCardPack<DuelState>({ name: 'duel-edicts', cards: [...EDICTS] });
