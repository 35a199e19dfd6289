// War with the Gift pack loaded from its JSON file (examples/war/packs/gift.json) beside twist, as
// an operator's table-game module would. For `cardweave serve --game war=test/server/games/war-with-json-pack.ts`.
import { fileURLToPath } from 'node:url';
import { loadCardPackFile } from '../../../lib/index.js';
import { defineTableGame } from '../../../lib/server/index.js';
import { warTable } from '../../../examples/war/table.js';

const gift = await loadCardPackFile(fileURLToPath(new URL('../../../examples/war/packs/gift.json', import.meta.url)));

export const table = defineTableGame({
  ...warTable,
  packs: { ...warTable.packs, gift },
  source: { module: import.meta.url, export: 'table' },
});
