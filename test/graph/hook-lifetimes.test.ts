import test from 'ava';
import { engineOf, traceGraph } from './fixtures.js';

const three = [
  { node: 'a', args: {} },
  { node: 'a', args: {} },
  { node: 'a', args: {} },
];

test('a permanent hook runs on every run', (t) => {
  const engine = engineOf(traceGraph(), three);
  engine.attach('a', 'pre', { key: 'k', effect: 'record', params: { label: 'hook' } });
  engine.run();
  t.deepEqual(engine.state.trace, ['hook', 'a', 'hook', 'a', 'hook', 'a']);
  t.true(engine.hasHook('a', 'pre', 'k'));
});

test('a once hook runs on the next run only, then is gone', (t) => {
  const engine = engineOf(traceGraph(), three);
  engine.attach('a', 'pre', { key: 'k', effect: 'record', params: { label: 'hook' }, lifetime: 'once' });
  engine.run();
  t.deepEqual(engine.state.trace, ['hook', 'a', 'a', 'a']);
  t.false(engine.hasHook('a', 'pre', 'k'));
});

test('a hook for N runs runs N times', (t) => {
  const engine = engineOf(traceGraph(), three);
  engine.attach('a', 'post', { key: 'k', effect: 'record', params: { label: 'hook' }, lifetime: { runs: 2 } });
  engine.run();
  t.deepEqual(engine.state.trace, ['a', 'hook', 'a', 'hook', 'a']);
});

test('a hook whose predicate does not apply uses none of its runs', (t) => {
  const engine = engineOf(traceGraph(), [
    { node: 'a', args: { tag: 'x' } },
    { node: 'a', args: { tag: 'y' } },
    { node: 'a', args: { tag: 'y' } },
  ]);
  engine.attach('a', 'pre', {
    key: 'k',
    effect: 'record',
    params: { label: 'hook', tag: 'y' },
    applies: 'tagged',
    lifetime: 'once',
  });
  engine.run();
  t.deepEqual(engine.state.trace, ['a:x', 'hook', 'a:y', 'a:y']);
});

test('a hook until a named node lasts until that node has run', (t) => {
  const engine = engineOf(traceGraph(), [
    { node: 'a', args: {} },
    { node: 'a', args: {} },
    { node: 'end-turn', args: {} },
    { node: 'a', args: {} },
  ]);
  engine.attach('a', 'pre', { key: 'k', effect: 'record', params: { label: 'hook' }, lifetime: { until: 'end-turn' } });
  engine.run();
  t.deepEqual(engine.state.trace, ['hook', 'a', 'hook', 'a', 'end-turn', 'a']);
  t.false(engine.hasHook('a', 'pre', 'k'));
});

test('a hook until a node that is itself hooked on that node runs in that run, then goes', (t) => {
  const engine = engineOf(traceGraph(), [
    { node: 'end-turn', args: {} },
    { node: 'end-turn', args: {} },
  ]);
  engine.attach('end-turn', 'post', {
    key: 'k',
    effect: 'record',
    params: { label: 'cleanup' },
    lifetime: { until: 'end-turn' },
  });
  engine.run();
  t.deepEqual(engine.state.trace, ['end-turn', 'cleanup', 'end-turn']);
});
