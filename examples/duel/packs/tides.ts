/**
 * Tides: an optional pack the base game does not load (nor draw in its
 * picture): a board wipe, and two cards that replace a monster's
 * destruction. Where both wards apply, the monster's controller chooses,
 * per monster, which applies first; the wipe asks the turn player first
 * (APNAP), through the standard node `each`. Load it with
 * `duelGame.createEngine({ packs: [tidesPack] })`, or in a scenario with
 * `setupDuel({ packs: [tidesPack] })`.
 */
import { defineCardPack, type CardPack, type Step } from 'cardweave';
import { arg, cards, controllerOf, each, eq, join, log, nameOf, replace, SELF, whileIn, YOU } from 'cardweave/verbs';
import { text } from '../formatters.js';
import { playerName, type DuelState } from '../state.js';
import { inflictDamage, IN_SPELL_ZONE, onActivate, sendToGraveyard, spell } from '../verbs.js';

/** Every monster on the field: yours, then your opponent's. */
const EVERY_MONSTER = join(cards('{you}.monsters'), cards('{opponent}.monsters'));

// One destruction per monster: a mass event, planned before it acts, so each player orders the wards on their own monsters.
// prettier-ignore
export const tidalPurge = spell('tidal-purge', 'Tidal Purge', 'normal', 'Destroy all monsters on the field.',
  onActivate(each('duel.destroy', EVERY_MONSTER, 'card', { cause: 'effect' })));

/** "A monster you control that a card effect would destroy": the conditions both wards share, on the args... */
const BY_EFFECT = eq(arg('cause'), 'effect');
/** ...of a monster its controller controls: a mask's if reads the board, and is part of its condition, so it is never offered otherwise. */
const YOURS = eq(controllerOf(arg('card')), YOU);
/** The log line of a ward: what its player does instead. */
const warded = (instead: string): Step =>
  log({ type: 'duel.warded', card: SELF, name: nameOf(SELF), player: YOU, monster: nameOf(arg('card')), instead });

// prettier-ignore
export const coralBulwark = spell('coral-bulwark', 'Coral Bulwark', 'continuous',
  'If a card you control would be destroyed by a card effect, you take 500 damage instead.',
  whileIn(IN_SPELL_ZONE, replace('duel.destroy').key('coral-bulwark:{self}').when(BY_EFFECT).if(YOURS)
    .do(warded('takes 500 damage'), inflictDamage(YOU, 500, 'effect'))));

// Once it has gone to the graveyard, its hook ends with its zone: it shelters one monster.
// prettier-ignore
export const tideShelter = spell('tide-shelter', 'Tide Shelter', 'continuous',
  'If a card you control would be destroyed by a card effect, send this card to the graveyard instead.',
  whileIn(IN_SPELL_ZONE, replace('duel.destroy').key('tide-shelter:{self}').when(BY_EFFECT).if(YOURS)
    .do(warded('sends Tide Shelter to the graveyard'), sendToGraveyard(SELF))));

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
  // A ward is played face up: both players read what it did.
  log: { 'duel.warded': 'public' },
});

// The default export lets the command line load the pack: npm run duel -- --pack examples/duel/packs/tides.ts
export default tidesPack;
