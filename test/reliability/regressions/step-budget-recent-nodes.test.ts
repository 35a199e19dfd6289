// The StepBudgetError's list of last nodes is what a user reads to find a
// runaway loop. Two ways it lied, both found while fuzzing save/restore:
// a runaway ctx.call named a node from 16 steps earlier as the last one, and a
// game restored from JSON listed blank names for the steps before its save.
import test from 'ava';
import { defineNode, Engine, restore, RuleGraph, snapshot } from '../../../lib/index.js';
import { StepBudgetError } from '../../../lib/graph/index.js';

function callsGraph(): RuleGraph {
  return new RuleGraph({ id: 'calls' }).define(
    defineNode({
      name: 'start',
      description: 'Calls a four times and b once, then starts again.',
      body(ctx) {
        for (let i = 0; i < 4; i++) ctx.call('a', {});
        ctx.call('b', {});
        ctx.enqueue('start', {});
      },
    }),
    defineNode({ name: 'a', description: 'Does nothing.', body: () => {} }),
    defineNode({ name: 'b', description: 'Does nothing.', body: () => {} }),
  );
}

function pingPong(): RuleGraph {
  return new RuleGraph({ id: 'ping-pong' }).define(
    defineNode({ name: 'ping', description: 'Enqueues pong.', body: (ctx) => ctx.enqueue('pong', {}) }),
    defineNode({ name: 'pong', description: 'Enqueues ping.', body: (ctx) => ctx.enqueue('ping', {}) }),
  );
}

test('a runaway ctx.call is listed as the last node run, not the node run sixteen steps before it', (t) => {
  // Steps: 1 start, 2-5 a, 6 b, 7 start, 8-11 a, 12 b, 13 start, 14-17 a, 18 b, 19 start, 20-22 a: step 22 is refused.
  const engine = new Engine(callsGraph(), { state: {}, start: { node: 'start', args: {} }, budget: 21 });
  const error = t.throws(() => engine.run(), { instanceOf: StepBudgetError });
  t.deepEqual(error.recent, ['start', 'a', 'a', 'a', 'a', 'b', 'start', 'a', 'a', 'a']);
});

test('a game restored from JSON that runs out of budget lists only the nodes it ran, never blank names', (t) => {
  const engine = new Engine(pingPong(), { state: {}, start: { node: 'ping', args: {} }, budget: 30 });
  for (let i = 0; i < 25; i++) engine.step();
  const restored = restore(pingPong(), JSON.stringify(snapshot(engine)), { budget: 30, verify: 'structure' });
  const error = t.throws(() => restored.run(), { instanceOf: StepBudgetError });
  t.is(
    error.message,
    'Step budget of 30 exceeded; the last nodes run were: pong -> ping -> pong -> ping -> pong -> ping. ' +
      'Nodes that keep enqueuing each other are the usual cause; raise `budget` if the game is just long.',
  );
  // The game that was never saved lists the full ten.
  t.deepEqual(t.throws(() => engine.run(), { instanceOf: StepBudgetError }).recent, [
    ...'pong ping '.repeat(5).trim().split(' '),
  ]);
});
