// Duels on a short clock for the browser's clock test, served by that test's own server: a few
// seconds per decision so a seat that lets its time run out does so within the test's minute.
// `duel-short-forfeit` ends the game when a seat runs out; `duel-short-pass` ends its turn, as
// `duel-blitz` does on its three minutes.
import { defineTableGame } from '../../../lib/server/index.js';
import { duelTable } from '../../../examples/duel/table.js';

/** Seconds enough to read the clock counting down twice, few enough to keep the test quick. */
const PER_DECISION_MS = 5_000;

export const shortForfeitDuel = defineTableGame({
  ...duelTable,
  id: 'duel-short-forfeit',
  title: 'Duel (5 s, forfeit)',
  description: 'The duel with 5 seconds per decision: out of time, you lose.',
  source: { module: import.meta.url, export: 'shortForfeitDuel' },
  clock: { perDecisionMs: PER_DECISION_MS },
  timeout: 'forfeit',
});

export const shortPassDuel = defineTableGame({
  ...duelTable,
  id: 'duel-short-pass',
  title: 'Duel (5 s, pass)',
  description: 'The duel with 5 seconds per decision: out of time, your turn ends.',
  source: { module: import.meta.url, export: 'shortPassDuel' },
  clock: { perDecisionMs: PER_DECISION_MS },
  timeout: 'pass',
  // The duel's pass is ending the turn, as examples/duel/blitz-table.ts marks it.
  isPass: (_seen, _decision, option) =>
    typeof option === 'object' && option !== null && !Array.isArray(option) && option.move === 'end-turn',
});
