/**
 * How a card test plays the duel (cardweave's `cardTest()`): the duel's rules
 * with the packs given, an empty table at Player 1's main phase of turn 2,
 * cards laid as a duel lies them, and a card played by the main phase's move
 * that names it (activate, summon or set it).
 */
import {
  cardOf,
  standardFormatters,
  standardNodes,
  type CardPack,
  type CardTestGame,
  type Invocation,
  type Json,
} from 'cardweave';
import { duelRules, emptyTable } from './game.js';
import { duelFormatters, duelLines } from './formatters.js';
import { expansionPack } from './packs/expansion.js';
import { spellsAndTrapsPack } from './packs/spells-and-traps.js';
import { DEFAULT_LIFE_POINTS, fitCardSlots, kindOf, type DuelState } from './state.js';
import { duelVisibility } from './visibility.js';

/**
 * The duel for card tests, with `packs` loaded on top of the base game's.
 *
 * @example cardTest(duelCardTests(), 'Mending Rain').lay('p1.hand', ['duel.mending-rain']).play('p1', 'duel.mending-rain').run();
 */
export function duelCardTests(packs: CardPack<DuelState>[] = []): CardTestGame<DuelState> {
  return {
    rules: {
      id: 'duel',
      nodes: [...standardNodes],
      formatters: { ...standardFormatters, ...duelFormatters },
      packs: [duelRules, spellsAndTrapsPack, expansionPack, ...packs],
      visibility: duelVisibility,
    },
    table(state) {
      emptyTable(state, DEFAULT_LIFE_POINTS);
      state.active = 'p1';
      state.turn = 2;
      state.phase = 'main';
    },
    // Monsters lie face up in attack unless `as` says "defense" or "face-down"; spells face up, traps set face down;
    // graveyards face up. A face the test gives wins.
    placed(state, card, zone, { as, faceUp }) {
      fitCardSlots(state);
      const kind = zone.slice(zone.indexOf('.') + 1);
      let up: boolean | undefined;
      if (kind === 'monsters') {
        state.positions[card] = as === 'defense' || as === 'face-down' ? 'defense' : 'attack';
        up = as !== 'face-down';
      } else if (kind === 'spells') up = kindOf(state, card) !== 'trap';
      else if (kind === 'graveyard') up = true;
      if (faceUp === undefined && up !== undefined) cardOf(state, card).faceUp = up;
    },
    start(state): Invocation[] {
      const player = state.active!;
      if (state.phase === 'battle') return [{ node: 'duel.battle-phase', args: { player } }];
      if (state.phase === 'draw')
        return [
          { node: 'duel.start-turn', args: { player } },
          { node: 'begin-phase', args: { player, phase: 'draw' } },
        ];
      return [{ node: 'duel.main-phase', args: { player } }];
    },
    lines: (engine) => duelLines(engine),
    // The first move of the main phase that names the card and agrees with what the test gave (a target, a position).
    answerFor(_state, decision, play): Json | undefined {
      // The details are card handles and words (a target, a position): compared as they are.
      return decision.options.find((option) => {
        if (typeof option !== 'object' || option === null || Array.isArray(option) || option.card !== play.card) return false;
        return Object.entries(play.with).every(([key, value]) => option[key] === value);
      });
    },
  };
}
