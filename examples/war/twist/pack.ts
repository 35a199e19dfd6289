import { createCard, defineCardPack, fieldText, type CardPack } from 'cardweave';
import { DEFAULT_SIDE_DECK, fortune, gainOnePoint } from '../cards.js';
import { warCardEffects } from '../effects.js';
import { PLAYERS, SIDE, playerName, type WarState } from '../state.js';
import { fortuneWonLine, twistNodes } from './nodes.js';
import { twistReadings } from './readings.js';
import { twistRuleEffects } from './rules.js';

/**
 * twist, the ability-card variant (RULES.md, twist), as a pack on top of the
 * War nodes. Reading the hooks below tells the whole rule change:
 * cards are drawn instead of turned up, won pots score instead of being kept,
 * the lead alternates, and running out of cards ends the game on points.
 */
export const twist: CardPack<WarState> = defineCardPack<WarState>({
  name: 'twist',
  cards: [gainOnePoint, fortune],
  effects: { ...warCardEffects, ...twistRuleEffects },
  nodes: twistNodes,
  readings: twistReadings,
  formatters: {
    'twist.tie': () => 'Draw! Drawing three cards...',
    'twist.won-round': (e) => `${playerName(fieldText(e.player))} wins the round!`,
    'twist.out': (e) => `${playerName(fieldText(e.player))} must draw but has no card left.`,
    'twist.fortune-won': (e) => fortuneWonLine(fieldText(e.player)),
  },
  hooks: [
    { node: 'deal', phase: 'post', spec: { key: 'twist.side-decks', effect: 'twist.shuffleInSideDecks' } },
    { node: 'war.reveal', phase: 'mask', spec: { key: 'twist.draw', effect: 'twist.revealByDrawing' } },
    { node: 'war.stake', phase: 'mask', spec: { key: 'twist.draw-stake', effect: 'twist.stakeByDrawing' } },
    { node: 'war.war', phase: 'mask', spec: { key: 'twist.tie', effect: 'twist.announceTie' } },
    { node: 'war.take-pot', phase: 'mask', spec: { key: 'twist.score-pot', effect: 'twist.scorePot' } },
    { node: 'war.take-pot', phase: 'post', spec: { key: 'twist.alternate', effect: 'twist.passTurn' } },
    { node: 'war.out-of-cards', phase: 'mask', spec: { key: 'twist.end-by-points', effect: 'twist.endByPoints' } },
  ],
  // The side decks; the post hook on deal shuffles them in once the standard cards are dealt.
  setup(state) {
    for (const player of PLAYERS)
      for (const def of DEFAULT_SIDE_DECK) createCard(state, def, { owner: player, zone: SIDE[player]! });
  },
});

/** The same pack as the file's default export, so `--pack examples/war/twist/pack.ts` loads it (loadCardPackFile reads the default). */
export default twist;
