// Issue 15's goal: most example cards have no code of their own. A card has code of its own when
// its data names a registered effect, or a node that exists for that card alone.
import test from 'ava';
import type { CardDefinition } from '../../lib/index.js';
import { STANDARD_DECK, fortune, gainOnePoint } from '../../examples/war/cards.js';
import giftPack from '../../examples/war/packs/gift.js';
import { reversalPack } from '../../examples/war/packs/reversal.js';
import { MONSTERS } from '../../examples/duel/cards.js';
import { BARGAINS } from '../../examples/duel/packs/bargains.js';
import { EDICTS } from '../../examples/duel/packs/edicts.js';
import { EXPANSION } from '../../examples/duel/packs/expansion.js';
import { TIDES } from '../../examples/duel/packs/tides.js';
import { SPELLS_AND_TRAPS } from '../../examples/duel/packs/spells-and-traps.js';
import luckySevenPack from '../../examples/tutorial/lucky-seven.js';

/** Nodes written for one card alone: the rest of its text, in code. */
const CARD_NODES: Record<string, string> = {
  'war.fortune': 'twist.fortune-keep (keep the best card, set the rest aside, hook compare to pay them)',
  'duel.halt-the-charge': "duel.halt-the-charge (carry out its controller's answer)",
};

const cards: CardDefinition[] = [
  ...STANDARD_DECK,
  gainOnePoint,
  fortune,
  ...giftPack.cards,
  ...reversalPack.cards,
  ...luckySevenPack.cards,
  ...MONSTERS,
  ...SPELLS_AND_TRAPS,
  ...EXPANSION,
  ...BARGAINS,
  ...TIDES,
  ...EDICTS,
];

test('no example card names a registered effect: every ability is data', (t) => {
  const withEffects = cards.filter((card) => /"effect":/.test(JSON.stringify(card.abilities))).map((card) => card.id);
  t.deepEqual(withEffects, []);
});

test('of the 24 example cards with abilities, 22 (92%) have no code of their own; of all 89 example cards in packs, 87', (t) => {
  const able = cards.filter((card) => card.abilities.length > 0);
  const ownCode = able.filter((card) => card.id in CARD_NODES);
  for (const card of ownCode) t.true(JSON.stringify(card.abilities).includes(CARD_NODES[card.id]!.split(' ')[0]!), card.id);
  t.is(able.length, 24);
  t.is(able.length - ownCode.length, 22);
  t.is(cards.length, 89);
  t.is(Math.round(((able.length - ownCode.length) / able.length) * 100), 92);
});
