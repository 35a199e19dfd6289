// The duel under the same checks as the War fuzz (tools/fuzz/play.ts): random
// seeds, random players, one seat answered from outside (with wrong answers
// tried first), and after every node card conservation, rollback on failure,
// and save -> JSON text -> restore -> continue ending exactly as the game
// played straight through.
import test from 'ava';
import fc from 'fast-check';
import { type Agent } from '../../lib/index.js';
import { countCards } from '../../lib/cards/index.js';
import { makeAgent } from '../../examples/duel/agents/index.js';
import { duelGame } from '../../examples/duel/game.js';
import { checkGame } from '../../tools/fuzz/play.js';

test('random duels keep every guarantee after every node, and a duel saved anywhere continues exactly as the straight one', (t) => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 0xffffffff }),
      fc.constantFrom('greedy' as const, 'random' as const),
      fc.constantFrom('p1', 'p2'),
      fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 3 }),
      (seed, kind, outside, cuts) => {
        const engine = duelGame.createEngine({ seed });
        const agents: Record<string, Agent> = {};
        for (const player of ['p1', 'p2']) if (player !== outside) agents[player] = makeAgent(kind, seed, player);
        for (const [player, agent] of Object.entries(agents)) engine.setAgent(player, agent);
        const cards = countCards(engine.state);
        const report = checkGame(engine, agents, { seed, cuts, roundTripEvery: 25, budget: 100_000 }, () => cards);
        if (report.ending.status !== 'ended')
          throw new Error(`a duel without packs stopped: ${report.ending.status} ${report.ending.error ?? ''}`);
      },
    ),
    { numRuns: 25 },
  );
  t.pass();
});
