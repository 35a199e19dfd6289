import test from 'ava';
import { engineOf, traceGraph } from './fixtures.js';

test('pre hooks, then the body, then post hooks run in that order', (t) => {
  const engine = engineOf(traceGraph(), [{ node: 'a', args: {} }]);
  engine.attach('a', 'post', { key: 'after', effect: 'record', params: { label: 'post:after' } });
  engine.attach('a', 'pre', { key: 'before', effect: 'record', params: { label: 'pre:before' } });
  engine.run();
  t.deepEqual(engine.state.trace, ['pre:before', 'a', 'post:after']);
});

test('hooks run by priority, higher first, ties in attachment order', (t) => {
  const engine = engineOf(traceGraph(), [{ node: 'a', args: {} }]);
  engine.attach('a', 'pre', { key: 'low', effect: 'record', params: { label: 'low' }, priority: -1 });
  engine.attach('a', 'pre', { key: 'first-zero', effect: 'record', params: { label: 'first-zero' } });
  engine.attach('a', 'pre', { key: 'high', effect: 'record', params: { label: 'high' }, priority: 5 });
  engine.attach('a', 'pre', { key: 'second-zero', effect: 'record', params: { label: 'second-zero' } });
  engine.attach('a', 'pre', { key: 'also-high', effect: 'record', params: { label: 'also-high' }, priority: 5 });
  engine.run();
  t.deepEqual(engine.state.trace, ['high', 'also-high', 'first-zero', 'second-zero', 'low', 'a']);
});

test('a mask replaces the body; post hooks still run after it', (t) => {
  const engine = engineOf(traceGraph(), [{ node: 'a', args: {} }]);
  engine.attach('a', 'mask', { key: 'm', effect: 'record', params: { label: 'mask:m' } });
  engine.attach('a', 'post', { key: 'p', effect: 'record', params: { label: 'post:p' } });
  engine.run();
  t.deepEqual(engine.state.trace, ['mask:m', 'post:p']);
});

test('hooks on one node do not run for another', (t) => {
  const engine = engineOf(traceGraph(), [
    { node: 'a', args: {} },
    { node: 'b', args: {} },
  ]);
  engine.attach('b', 'pre', { key: 'x', effect: 'record', params: { label: 'pre-b' } });
  engine.run();
  t.deepEqual(engine.state.trace, ['a', 'pre-b', 'b']);
});

test('hooks() lists attached hooks by node, phase and run order', (t) => {
  const engine = engineOf(traceGraph());
  engine.attach('a', 'post', { key: 'p', effect: 'record', params: { label: 'p' }, owner: 'c7' });
  engine.attach('a', 'pre', { key: 'q', effect: 'record', params: { label: 'q' }, lifetime: 'once' });
  t.deepEqual(engine.hooks(), [
    {
      node: 'a',
      phase: 'pre',
      key: 'q',
      owner: undefined,
      effect: 'record',
      priority: 0,
      tier: 'other',
      remaining: 1,
      until: undefined,
    },
    {
      node: 'a',
      phase: 'post',
      key: 'p',
      owner: 'c7',
      effect: 'record',
      priority: 0,
      tier: 'other',
      remaining: -1,
      until: undefined,
    },
  ]);
});

// Slots are made on first use (issue 24): the listing, and so a save, must still follow the graph's order.
test('engine.hooks() lists nodes in the graph order, whichever node was hooked first', (t) => {
  // Only b is queued and hooked first, so its slot is made before a's.
  const engine = engineOf(traceGraph(), [{ node: 'b', args: {} }]);
  engine.attach('b', 'pre', { key: 'on-b', effect: 'record', params: { label: 'b' } });
  engine.attach('a', 'pre', { key: 'on-a', effect: 'record', params: { label: 'a' } });
  t.deepEqual(
    engine.hooks().map((h) => h.key),
    ['on-a', 'on-b'],
  );
  t.deepEqual(
    engine
      .fork()
      .hooks()
      .map((h) => h.key),
    ['on-a', 'on-b'],
  );
});
