import test from 'ava';
import { defineNode } from '../../lib/index.js';
import { StepBudgetError } from '../../lib/graph/index.js';
import { engineOf, traceGraph } from './fixtures.js';

function graphWithEnd() {
  return traceGraph().define(
    defineNode({ name: 'finish', description: 'Ends the game.', body: (ctx) => ctx.end({ winner: 'p1' }) }),
    defineNode({
      name: 'ask',
      description: 'Asks p1.',
      body: (ctx) => ctx.choose({ player: 'p1', prompt: 'Pick', options: ['x', 'y'], then: 'a' }),
    }),
  );
}

test('run() returns idle when the queue is empty', (t) => {
  const engine = engineOf(graphWithEnd(), [{ node: 'a', args: {} }]);
  t.deepEqual(engine.run(), { status: 'idle' });
  t.deepEqual(engine.run(), { status: 'idle' });
});

test('run() returns ended with the result, and nothing queued after the end runs', (t) => {
  const engine = engineOf(graphWithEnd(), [
    { node: 'finish', args: {} },
    { node: 'a', args: {} },
  ]);
  t.deepEqual(engine.run(), { status: 'ended', result: { winner: 'p1' } });
  t.deepEqual(engine.state.trace, []);
  t.deepEqual(engine.result, { winner: 'p1' });
  t.deepEqual(engine.step(), { status: 'ended', result: { winner: 'p1' } });
});

test('run() returns awaiting with the pending decision', (t) => {
  const engine = engineOf(graphWithEnd(), [{ node: 'ask', args: {} }]);
  t.deepEqual(engine.run(), {
    status: 'awaiting',
    decision: { id: 1, player: 'p1', prompt: 'Pick', options: ['x', 'y'], then: 'a', args: {} },
  });
});

test('step() runs one node at a time', (t) => {
  const engine = engineOf(graphWithEnd(), [
    { node: 'a', args: {} },
    { node: 'b', args: {} },
  ]);
  t.deepEqual(engine.step(), { status: 'running' });
  t.deepEqual(engine.state.trace, ['a']);
  t.deepEqual(engine.step(), { status: 'idle' });
  t.deepEqual(engine.state.trace, ['a', 'b']);
  t.is(engine.steps, 2);
});

test('a step budget stops a runaway flow with an error listing the last nodes run', (t) => {
  const graph = traceGraph().define(
    defineNode({ name: 'ping', description: 'Enqueues pong.', body: (ctx) => ctx.enqueue('pong') }),
    defineNode({ name: 'pong', description: 'Enqueues ping.', body: (ctx) => ctx.enqueue('ping') }),
  );
  const engine = engineOf(graph, [{ node: 'ping', args: {} }], { budget: 50 });
  const error = t.throws(() => engine.run(), { instanceOf: StepBudgetError });
  t.is(
    error.message,
    'Step budget of 50 exceeded; the last nodes run were: pong -> ping -> pong -> ping -> pong -> ping -> pong -> ping -> pong -> ping. ' +
      'Nodes that keep enqueuing each other are the usual cause; raise `budget` if the game is just long.',
  );
  t.is(engine.steps, 0, 'the game is back at its start');
  t.deepEqual(engine.queued(), [{ node: 'ping', args: {} }]);
});

test('a bad budget is refused', (t) => {
  t.is(
    t.throws(() => engineOf(traceGraph(), [], { budget: 0 })).message,
    'Engine option "budget" must be a positive integer, got 0',
  );
});
