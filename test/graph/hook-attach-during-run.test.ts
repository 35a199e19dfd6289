import test from 'ava';
import { defineNode } from '../../lib/index.js';
import { engineOf, traceGraph } from './fixtures.js';

test('a hook attached from inside a running hook takes effect from the next node run', (t) => {
  const graph = traceGraph();
  graph.effect('attach-post', (ctx) => {
    ctx.state.trace.push('attaching');
    if (!ctx.hasHook('a', 'post', 'late')) ctx.attach('a', 'post', { key: 'late', effect: 'record', params: { label: 'late' } });
  });
  const engine = engineOf(graph, [
    { node: 'a', args: {} },
    { node: 'a', args: {} },
  ]);
  engine.attach('a', 'pre', { key: 'attacher', effect: 'attach-post' });
  engine.run();
  t.deepEqual(engine.state.trace, ['attaching', 'a', 'attaching', 'a', 'late']);
});

test('a hook detached from inside a running hook still runs in this run, not the next', (t) => {
  const graph = traceGraph();
  graph.effect('detach-post', (ctx) => {
    if (ctx.hasHook('a', 'post', 'p')) ctx.detach('a', 'post', 'p');
  });
  const engine = engineOf(graph, [
    { node: 'a', args: {} },
    { node: 'a', args: {} },
  ]);
  engine.attach('a', 'pre', { key: 'detacher', effect: 'detach-post' });
  engine.attach('a', 'post', { key: 'p', effect: 'record', params: { label: 'p' } });
  engine.run();
  t.deepEqual(engine.state.trace, ['a', 'p', 'a']);
});

test('a hook can detach itself', (t) => {
  const graph = traceGraph();
  graph.effect('self-detach', (ctx) => {
    ctx.state.trace.push('self');
    ctx.detach(ctx.hook!.node, ctx.hook!.phase, ctx.hook!.key);
  });
  const engine = engineOf(graph, [
    { node: 'a', args: {} },
    { node: 'a', args: {} },
  ]);
  engine.attach('a', 'post', { key: 'me', effect: 'self-detach' });
  engine.run();
  t.deepEqual(engine.state.trace, ['a', 'self', 'a']);
});

test('a body can attach hooks to other nodes for their next runs', (t) => {
  const graph = traceGraph().define(
    defineNode({
      name: 'card-played',
      description: 'Attaches a hook, as a card does.',
      body(ctx) {
        ctx.attach('b', 'pre', { key: 'buff', effect: 'record', params: { label: 'buffed' }, owner: 'c1' });
      },
    }),
  );
  const engine = engineOf(graph, [
    { node: 'card-played', args: {} },
    { node: 'b', args: {} },
  ]);
  engine.run();
  t.deepEqual(engine.state.trace, ['buffed', 'b']);
});
