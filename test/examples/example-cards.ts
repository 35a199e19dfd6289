// Every example card with where it is written: the cards the frozen JSON, the verbs and the line count speak of.
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

/** The example files that declare cards, each with the cards declared there (the line count reads these files). */
export const EXAMPLE_CARD_FILES: Record<string, readonly CardDefinition[]> = {
  'examples/war/cards.ts': [...STANDARD_DECK, gainOnePoint, fortune],
  'examples/war/packs/gift.ts': giftPack.cards,
  'examples/war/packs/reversal.ts': reversalPack.cards,
  'examples/tutorial/lucky-seven.ts': luckySevenPack.cards,
  'examples/duel/cards.ts': MONSTERS,
  'examples/duel/packs/spells-and-traps.ts': SPELLS_AND_TRAPS,
  'examples/duel/packs/expansion.ts': EXPANSION,
  'examples/duel/packs/bargains.ts': BARGAINS,
  'examples/duel/packs/tides.ts': TIDES,
  'examples/duel/packs/edicts.ts': EDICTS,
};

/** Every example card, by id (a card listed twice, as a deck lists it, once). */
export function exampleCardsById(): Map<string, CardDefinition> {
  const byId = new Map<string, CardDefinition>();
  for (const cards of Object.values(EXAMPLE_CARD_FILES)) for (const card of cards) byId.set(card.id, card);
  return byId;
}
