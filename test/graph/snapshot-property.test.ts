import test from 'ava';
import fc from 'fast-check';
import { restore, snapshot } from '../../lib/index.js';
import { flowAgents, flowGraph, newFlow, type FlowState } from './random-flows.js';

for (const verify of ['replay', 'structure'] as const) {
  test(`saving through JSON at any point and continuing gives the same log and state as running straight through (verify: ${verify})`, (t) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 3, max: 14 }),
        fc.nat({ max: 200 }),
        (seed, fuel, cut) => {
          const straight = newFlow(seed, fuel);
          const straightStatus = straight.run();

          const interrupted = newFlow(seed, fuel);
          for (let i = 0; i < cut && interrupted.step().status === 'running'; i++);
          const text = JSON.stringify(snapshot(interrupted));
          const resumed = restore<FlowState>(flowGraph(), text, { agents: flowAgents(seed), verify });
          t.is(JSON.stringify(snapshot(resumed)), text, 'the restored game saves to the same text');
          const resumedStatus = resumed.run();

          t.deepEqual(resumedStatus, straightStatus);
          t.deepEqual(resumed.state, straight.state);
          t.deepEqual(resumed.log, straight.log);
          t.deepEqual(resumed.hooks(), straight.hooks());
          t.deepEqual(resumed.rng.save(), straight.rng.save());
        },
      ),
      { numRuns: 300 },
    );
  });
}

test('the random flows really exercise hooks, decisions and cancels', (t) => {
  let decisions = 0;
  let hooks = 0;
  let cancels = 0;
  for (let seed = 1; seed <= 60; seed++) {
    const engine = newFlow(seed, 12);
    engine.on('hookAttached', () => hooks++);
    engine.run();
    decisions += engine.decisions.length;
    cancels += engine.log.filter((e) => e.type === 'cancelled').length;
  }
  t.true(decisions > 20, `decisions: ${decisions}`);
  t.true(hooks > 20, `hooks: ${hooks}`);
  t.true(cancels > 0, `cancels: ${cancels}`);
});
