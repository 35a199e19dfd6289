// War with one more pack a table may name: "looping", whose setup never returns (an operator's buggy
// pack). For `cardweave serve --game war=test/server/games/looping-war.ts`.
import { defineTableGame } from '../../../lib/server/index.js';
import { warTable } from '../../../examples/war/table.js';
import looping from '../../examples/war/fixtures/looping-setup-pack.js';

export const table = defineTableGame({
  ...warTable,
  packs: { ...warTable.packs, looping },
  source: { module: import.meta.url, export: 'table' },
});
