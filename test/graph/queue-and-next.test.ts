import test from 'ava';
import { defineNode } from '../../lib/index.js';
import { engineOf, traceGraph } from './fixtures.js';

test('enqueue appends after what is queued; next runs before it, several next calls keeping their order', (t) => {
  const graph = traceGraph().define(
    defineNode({
      name: 'fork',
      description: 'Queues work both ways.',
      body(ctx) {
        ctx.state.trace.push('fork');
        ctx.enqueue('c', { tag: 'later' });
        ctx.next('a', { tag: 'first' });
        ctx.next('b', { tag: 'second' });
      },
    }),
  );
  const engine = engineOf(graph, [
    { node: 'fork', args: {} },
    { node: 'c', args: { tag: 'queued-before' } },
  ]);
  engine.run();
  t.deepEqual(engine.state.trace, ['fork', 'a:first', 'b:second', 'c:queued-before', 'c:later']);
});

test('next calls from hooks and the body of one run keep their call order', (t) => {
  const graph = traceGraph();
  graph.effect('next-a', (ctx) => ctx.next('a', { tag: 'from-pre' }));
  graph.effect('next-c', (ctx) => ctx.next('c', { tag: 'from-post' }));
  graph.define(defineNode({ name: 'root', description: 'Nexts b.', body: (ctx) => ctx.next('b', { tag: 'from-body' }) }));
  const engine = engineOf(graph, [
    { node: 'root', args: {} },
    { node: 'c', args: { tag: 'queued' } },
  ]);
  engine.attach('root', 'pre', { key: 'p', effect: 'next-a' });
  engine.attach('root', 'post', { key: 'q', effect: 'next-c' });
  engine.run();
  t.deepEqual(engine.state.trace, ['a:from-pre', 'b:from-body', 'c:from-post', 'c:queued']);
});

test('ctx.call runs a node now, through its hooks, and reports a cancel', (t) => {
  const graph = traceGraph();
  graph.effect('veto-x', (ctx, args: { tag?: string }) => {
    if (args.tag === 'x') ctx.cancel();
  });
  graph.define(
    defineNode({
      name: 'caller',
      description: 'Calls b twice.',
      body(ctx) {
        ctx.state.trace.push(`called y: ${ctx.call('b', { tag: 'y' })}`);
        ctx.state.trace.push(`called x: ${ctx.call('b', { tag: 'x' })}`);
        ctx.state.trace.push(`back in ${ctx.node}`);
      },
    }),
  );
  const engine = engineOf(graph, [{ node: 'caller', args: {} }]);
  engine.attach('b', 'pre', { key: 'veto', effect: 'veto-x' });
  engine.attach('b', 'post', { key: 'p', effect: 'record', params: { label: 'post-b' } });
  engine.run();
  t.deepEqual(engine.state.trace, ['b:y', 'post-b', 'called y: true', 'called x: false', 'back in caller']);
  t.is(engine.steps, 3);
});

test('an unknown node in enqueue, next or call fails naming the node and the caller', (t) => {
  for (const verb of ['enqueue', 'next', 'call'] as const) {
    const graph = traceGraph().define(
      defineNode({ name: 'bad', description: 'Typo.', body: (ctx) => void ctx[verb]('end-trun') }),
    );
    const engine = engineOf(graph, [{ node: 'bad', args: {} }]);
    const verbText = { enqueue: 'Cannot enqueue', next: 'Cannot run next', call: 'Cannot call' }[verb];
    t.is(
      t.throws(() => engine.run()).message,
      `the body of node "bad" failed: ${verbText}: unknown node "end-trun" (did you mean "end-turn"?)`,
    );
  }
});

test('a node that names many nodes, by literal and by built names, reaches each; an unknown name is still refused after its links are full', (t) => {
  const targets = Array.from({ length: 12 }, (_, i) => `t${i}`);
  const graph = traceGraph();
  for (const name of targets)
    graph.define(defineNode({ name, description: 'Records itself.', body: (ctx) => void ctx.state.trace.push(name) }));
  graph.define(
    defineNode({
      name: 'fan',
      description: 'Names every target each run, then one unknown node on its third run.',
      body(ctx) {
        const round = ctx.state.trace.filter((entry: string) => entry === 'fan').length;
        ctx.state.trace.push('fan');
        // Built names are not the interned literals the links usually hold: they must still match.
        for (const name of targets) ctx.enqueue(['t', name.slice(1)].join(''));
        ctx.call('a');
        if (round === 2) ctx.next('t12');
        else ctx.enqueue('fan');
      },
    }),
  );
  const engine = engineOf(graph, [{ node: 'fan', args: {} }]);
  const error = t.throws(() => engine.run());
  t.is(error.message, 'the body of node "fan" failed: Cannot run next: unknown node "t12" (did you mean "t1"?)');
  const round = ['fan', 'a', ...targets];
  // The failure put the game back at its start; run step by step to see the two good rounds.
  engine.step();
  t.deepEqual(engine.state.trace, ['fan', 'a']);
  for (let i = 0; i < 13; i++) engine.step();
  t.deepEqual(engine.state.trace, [...round, 'fan', 'a']);
});
