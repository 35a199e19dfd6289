import test from 'ava';
import { engineOf, traceGraph } from './fixtures.js';

test('a pre hook that returns args rewrites them for later hooks, the body and post hooks', (t) => {
  const graph = traceGraph();
  graph.effect('retag', (_ctx, args: { tag: string }) => ({ ...args, tag: `${args.tag}+` }));
  graph.effect('see-tag', (ctx, args: { tag: string }, params: { phase: string }) => {
    ctx.state.trace.push(`${params.phase} saw ${args.tag}`);
  });
  const engine = engineOf(graph, [{ node: 'a', args: { tag: 'x' } }]);
  engine.attach('a', 'pre', { key: 'retag', effect: 'retag', priority: 1 });
  engine.attach('a', 'pre', { key: 'see', effect: 'see-tag', params: { phase: 'pre' } });
  engine.attach('a', 'post', { key: 'see', effect: 'see-tag', params: { phase: 'post' } });
  engine.run();
  t.deepEqual(engine.state.trace, ['pre saw x+', 'a:x+', 'post saw x+']);
});

test('a pre hook that cancels stops later pre hooks, masks, the body and post hooks, and the cancel is logged', (t) => {
  const graph = traceGraph();
  graph.effect('veto', (ctx) => ctx.cancel('vetoed by test'));
  const engine = engineOf(graph, [
    { node: 'a', args: {} },
    { node: 'b', args: {} },
  ]);
  engine.attach('a', 'pre', { key: 'veto', effect: 'veto', priority: 1 });
  engine.attach('a', 'pre', { key: 'later', effect: 'record', params: { label: 'later' } });
  engine.attach('a', 'mask', { key: 'm', effect: 'record', params: { label: 'mask' } });
  engine.attach('a', 'post', { key: 'p', effect: 'record', params: { label: 'post' } });
  engine.run();
  t.deepEqual(engine.state.trace, ['b']);
  t.deepEqual(engine.log, [{ type: 'cancelled', node: 'a', key: 'veto', reason: 'vetoed by test' }]);
  t.deepEqual(engine.lines(), ['a was cancelled by "veto": vetoed by test']);
});

test('cancel outside a pre hook is an error naming where it was called', (t) => {
  const graph = traceGraph();
  graph.effect('bad-cancel', (ctx) => ctx.cancel());
  const engine = engineOf(graph, [{ node: 'a', args: {} }]);
  engine.attach('a', 'post', { key: 'oops', effect: 'bad-cancel', owner: 'c9' });
  const error = t.throws(() => engine.run());
  t.is(error.message, 'post hook "oops" (owner c9) on node "a" failed: cancel() may only be called from a pre hook');
});

test('a pre hook returning something other than an object is refused clearly', (t) => {
  const graph = traceGraph();
  graph.effect('returns-number', () => 42);
  const engine = engineOf(graph, [{ node: 'a', args: {} }]);
  engine.attach('a', 'pre', { key: 'n', effect: 'returns-number' });
  t.is(
    t.throws(() => engine.run()).message,
    'pre hook "n" on node "a" failed: a pre hook may return new args (an object) or nothing, not 42',
  );
});
