// The duel with a 3-second limit per decision, answered at random (from the table's secret seed and
// the seq) when a seat runs out: for `cardweave serve --game duel-clock=test/server/games/clocked-duel.ts`
// in the clock crash test, where nobody answers and every decision is a timeout.
import { defineTableGame } from '../../../lib/server/index.js';
import { duelTable } from '../../../examples/duel/table.js';

export const table = defineTableGame({
  ...duelTable,
  id: 'duel-clock',
  title: 'Duel on a 3-second clock',
  clock: { perDecisionMs: 3_000 },
  timeout: 'random',
  source: { module: import.meta.url, export: 'table' },
});
