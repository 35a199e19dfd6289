import test from 'ava';
import { defineNode, Engine, RuleGraph } from '../../lib/index.js';

const LINKS = 1_000_000;

test('a chain of 1,000,000 nodes, each enqueuing the next, runs without growing the stack', (t) => {
  const graph = new RuleGraph({ id: 'chain' }).define(
    defineNode({
      name: 'link',
      description: 'Enqueues the next link until none are left.',
      body(ctx, { left }: { left: number }) {
        // Capturing a stack is slow, so only the first and the last link measure theirs.
        if (left === LINKS - 1 || left === 0) ctx.state.depths.push(new Error().stack!.split('\n').length);
        if (left > 0) ctx.enqueue('link', { left: left - 1 });
        else ctx.end('done');
      },
    }),
  );
  Error.stackTraceLimit = 200;
  const engine = new Engine(graph, {
    state: { depths: [] as number[] },
    start: { node: 'link', args: { left: LINKS - 1 } },
    log: false,
  });
  t.deepEqual(engine.run(), { status: 'ended', result: 'done' });
  t.is(engine.steps, LINKS);
  const [first, last] = engine.state.depths;
  t.true(first! < 50, `first link stack depth ${first}`);
  t.is(last, first, 'the millionth link runs at the same stack depth as the first');
});
