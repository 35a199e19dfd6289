import test from 'ava';
import { defineNode, Engine, RuleGraph } from '../../lib/index.js';

test('a chain of 1,000,000 nodes, each enqueuing the next, runs without growing the stack', (t) => {
  const graph = new RuleGraph({ id: 'chain' }).define(
    defineNode({
      name: 'link',
      description: 'Enqueues the next link until none are left.',
      body(ctx, { left }: { left: number }) {
        if (left > 0) ctx.enqueue('link', { left: left - 1 });
        else ctx.end({ depth: ctx.state.depth });
        ctx.state.depth = new Error().stack!.split('\n').length;
      },
    }),
  );
  const engine = new Engine(graph, { state: { depth: 0 }, start: { node: 'link', args: { left: 999_999 } }, log: false });
  const status = engine.run();
  t.is(engine.steps, 1_000_000);
  // The stack seen by the last body is as deep as the one seen by the first: the loop is iterative.
  const first = new Engine(graph, { state: { depth: 0 }, start: { node: 'link', args: { left: 0 } }, log: false });
  first.run();
  t.deepEqual(status, { status: 'ended', result: { depth: first.state.depth } });
});
