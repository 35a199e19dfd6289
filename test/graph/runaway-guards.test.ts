import test from 'ava';
import { defineNode, RuleError, RuleGraph } from '../../lib/index.js';
import { HookError } from '../../lib/graph/index.js';
import { engineOf, traceGraph } from './fixtures.js';

test('a node that ctx.calls itself forever is stopped with a clear error, and the game rolls back', (t) => {
  const graph = new RuleGraph({ id: 'recursion' }).define(
    defineNode({ name: 'echo', description: 'Calls itself.', body: (ctx) => void ctx.call('echo') }),
  );
  const engine = engineOf(graph, [{ node: 'echo', args: {} }]);
  const error = t.throws(() => engine.run(), { instanceOf: RuleError });
  t.is(
    error.message,
    'the body of node "echo" failed: ctx.call is nested 500 deep (the last nodes run were: echo -> echo -> echo -> echo -> echo); ' +
      'a node that calls itself, directly or through others, is the usual cause: continue with ctx.next instead',
  );
  t.is(engine.steps, 0);
});

test('ctx.call may nest hundreds deep when a rule needs it', (t) => {
  const graph = new RuleGraph({ id: 'countdown' }).define(
    defineNode({
      name: 'down',
      description: 'Calls itself n times.',
      body(ctx, { n }: { n: number }) {
        if (n > 0) ctx.call('down', { n: n - 1 });
        else ctx.end('bottom');
      },
    }),
  );
  t.deepEqual(engineOf(graph, [{ node: 'down', args: { n: 450 } }]).run(), { status: 'ended', result: 'bottom' });
});

test('hooks that attach new hooks on every run are stopped at 20,000 hooks, before memory runs out', (t) => {
  const graph = traceGraph();
  let made = 0;
  graph.effect('breed', (ctx) => {
    // Two new hooks per run: the number of hooks doubles every run.
    for (let i = 0; i < 2; i++) ctx.attach('b', 'post', { key: `h${made++}`, effect: 'breed' });
  });
  const engine = engineOf(
    graph,
    Array.from({ length: 30 }, () => ({ node: 'b', args: {} })),
  );
  engine.attach('b', 'post', { key: 'seed', effect: 'breed' });
  const error = t.throws(() => engine.run(), { instanceOf: RuleError });
  t.regex(
    error.message,
    /^post hook "h\d+" on node "b" failed: Cannot attach hook "h\d+" to b \(post\): the game already holds 20000 hooks; a hook that attaches new hooks on every run is the usual cause$/,
  );
  t.is(engine.hooks().length, 1, 'rolled back to the one hook it started with');
  t.true(error.cause instanceof HookError);
});
