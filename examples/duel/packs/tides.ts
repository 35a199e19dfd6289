/**
 * Tides: an optional pack the base game does not load (nor draw in its
 * picture): a board wipe, and two cards that replace a monster's
 * destruction. Where both wards apply, the monster's controller chooses,
 * per monster, which applies first; the wipe asks the turn player first
 * (APNAP), through the standard node `each`. Load it with
 * `duelGame.createEngine({ packs: [tidesPack] })`, or in a scenario with
 * `setupDuel({ packs: [tidesPack] })`.
 */
import { defineCard, defineCardPack, type CardPack } from 'cardweave';
import { text } from '../formatters.js';
import { playerName, type DuelState } from '../state.js';

export const tidalPurge = defineCard({
  id: 'duel.tidal-purge',
  name: 'Tidal Purge',
  kind: 'spell',
  stats: { type: 'normal' },
  text: 'Destroy all monsters on the field.',
  // One destruction per monster: a mass event, planned before it acts, so each player orders the wards on their own monsters.
  abilities: [
    {
      on: 'activated',
      steps: [
        {
          do: 'each',
          node: 'duel.destroy',
          of: { $join: [{ $cards: '{you}.monsters' }, { $cards: '{opponent}.monsters' }] },
          arg: 'card',
          args: { cause: 'effect' },
        },
      ],
    },
  ],
});

/** "A monster you control that a card effect would destroy": the conditions both wards share, on the args... */
const BY_EFFECT = { $eq: ['$args.cause', 'effect'] };
/** ...of a monster its controller controls: a mask's if reads the board, and is part of its condition, so it is never offered otherwise. */
const YOURS = { $eq: [{ $controllerOf: '$args.card' }, '$you'] };

export const coralBulwark = defineCard({
  id: 'duel.coral-bulwark',
  name: 'Coral Bulwark',
  kind: 'spell',
  stats: { type: 'continuous' },
  text: 'If a monster you control would be destroyed by a card effect, you take 500 damage instead.',
  abilities: [
    {
      while: '{controller}.spells',
      hooks: [
        {
          node: 'duel.destroy',
          phase: 'mask',
          key: 'coral-bulwark:{self}',
          when: BY_EFFECT,
          if: YOURS,
          steps: [
            {
              do: 'log',
              entry: {
                type: 'duel.warded',
                card: '$self',
                name: { $name: '$self' },
                player: '$you',
                monster: { $name: '$args.card' },
                instead: 'takes 500 damage',
              },
            },
            { do: 'duel.inflict-damage', player: '$you', amount: 500, kind: 'effect' },
          ],
        },
      ],
    },
  ],
});

export const tideShelter = defineCard({
  id: 'duel.tide-shelter',
  name: 'Tide Shelter',
  kind: 'spell',
  stats: { type: 'continuous' },
  text: 'If a monster you control would be destroyed by a card effect, send this card to the graveyard instead.',
  // Once it has gone to the graveyard, its hook ends with its zone: it shelters one monster.
  abilities: [
    {
      while: '{controller}.spells',
      hooks: [
        {
          node: 'duel.destroy',
          phase: 'mask',
          key: 'tide-shelter:{self}',
          when: BY_EFFECT,
          if: YOURS,
          steps: [
            {
              do: 'log',
              entry: {
                type: 'duel.warded',
                card: '$self',
                name: { $name: '$self' },
                player: '$you',
                monster: { $name: '$args.card' },
                instead: 'sends Tide Shelter to the graveyard',
              },
            },
            { do: 'duel.send-to-graveyard', card: '$self' },
          ],
        },
      ],
    },
  ],
});

/** Every card of the pack. */
export const TIDES = [tidalPurge, coralBulwark, tideShelter] as const;

/**
 * The tides pack: a board wipe where each player orders the replacements on
 * their own monsters. It brings no node: `each` is one of the standard nodes
 * the duel is built on.
 */
export const tidesPack: CardPack<DuelState> = defineCardPack<DuelState>({
  name: 'duel-tides',
  cards: [...TIDES],
  formatters: {
    'duel.warded': (e) => `${text(e.name)} saves ${text(e.monster)}: ${playerName(text(e.player))} ${text(e.instead)} instead`,
  },
});
