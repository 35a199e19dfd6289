import test from 'ava';
import { engineOf, traceGraph } from './fixtures.js';

test('applies as a named condition runs the hook only for matching args', (t) => {
  const engine = engineOf(traceGraph(), [
    { node: 'a', args: { tag: 'x' } },
    { node: 'a', args: { tag: 'y' } },
  ]);
  engine.attach('a', 'post', { key: 'k', effect: 'record', params: { label: 'only-y', tag: 'y' }, applies: 'tagged' });
  engine.run();
  t.deepEqual(engine.state.trace, ['a:x', 'a:y', 'only-y']);
});

test('applies as a closure works the same way', (t) => {
  const engine = engineOf(traceGraph(), [
    { node: 'a', args: { tag: 'x' } },
    { node: 'a', args: { tag: 'y' } },
  ]);
  engine.attach('a', 'pre', {
    key: 'k',
    effect: 'record',
    params: { label: 'only-x' },
    applies: (args: { tag: string }) => args.tag === 'x',
  });
  engine.run();
  t.deepEqual(engine.state.trace, ['only-x', 'a:x', 'a:y']);
});

test('detachOwned removes every hook of one owner and no other', (t) => {
  const graph = traceGraph();
  graph.effect('leave-play', (ctx, _args, params: { card: string }) => {
    ctx.state.removed = ctx.detachOwned(params.card);
  });
  const engine = engineOf(graph, [
    { node: 'b', args: {} },
    { node: 'a', args: {} },
    { node: 'b', args: {} },
  ]);
  engine.attach('a', 'pre', { key: 'one', effect: 'record', params: { label: 'c1-a' }, owner: 'c1' });
  engine.attach('b', 'post', { key: 'two', effect: 'record', params: { label: 'c1-b' }, owner: 'c1' });
  engine.attach('b', 'pre', { key: 'three', effect: 'record', params: { label: 'c2-b' }, owner: 'c2' });
  engine.attach('b', 'post', { key: 'leave', effect: 'leave-play', params: { card: 'c1' }, lifetime: 'once', priority: -1 });
  engine.run();
  t.deepEqual(engine.state.trace, ['c2-b', 'b', 'c1-b', 'a', 'c2-b', 'b']);
  t.is(engine.state.removed, 2);
  t.deepEqual(
    engine.hooks().map((h) => `${h.node}/${h.key}/${h.owner}`),
    ['b/three/c2'],
  );
});
