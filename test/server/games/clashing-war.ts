// War with one more pack a table may name: "clash", which masks war.reveal as twist does and declares
// no order against it. Offered one by one, both load; together they are refused at load.
import { defineCardPack, type CardState } from '../../../lib/index.js';
import { defineTableGame } from '../../../lib/server/index.js';
import { warTable } from '../../../examples/war/table.js';

const clash = defineCardPack<CardState>({
  name: 'clash',
  cards: [],
  effects: { 'clash.reveal': () => undefined },
  hooks: [{ node: 'war.reveal', phase: 'mask', spec: { key: 'clash', effect: 'clash.reveal' } }],
});

export const table = defineTableGame({ ...warTable, packs: { ...warTable.packs, clash } });
