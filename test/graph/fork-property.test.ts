import test from 'ava';
import fc from 'fast-check';
import { defineNode, Engine, RuleError, RuleGraph, type Engine as EngineType } from '../../lib/index.js';
import { flowGraph, newFlow, type FlowState } from './random-flows.js';

/** Everything a game shows of itself: two games that agree on this are the same game. */
function whole(engine: EngineType<FlowState>) {
  return {
    state: engine.state,
    log: engine.log,
    hooks: engine.hooks(),
    rng: engine.rng.save(),
    queue: engine.queued(),
    steps: engine.steps,
    decisions: engine.decisions,
    pending: engine.pending,
  };
}

/** Changes everything of a game that can be changed from outside: its state all the way down, its hooks, its queue. */
function vandalise(engine: EngineType<FlowState>, mark: string): void {
  const state = engine.state;
  state.trace.push(mark);
  state.trace.reverse();
  state.counter += 1000;
  for (const entry of state.attached) entry[2] = `${entry[2]}!`;
  state.attached.push(['n0', 'pre', 'x']);
  state.extra = { nested: [1, 2, 3] };
  engine.attach('n1', 'post', { key: mark, effect: 'note', params: { label: mark } });
  engine.enqueue('n3', { fuel: 0, tag: mark, player: 'p1' });
}

test('a fork at any point plays on exactly as the game it was forked from would have', (t) => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      fc.integer({ min: 3, max: 14 }),
      fc.nat({ max: 200 }),
      (seed, fuel, cut) => {
        const straight = newFlow(seed, fuel);
        const straightStatus = straight.run();
        const engine = newFlow(seed, fuel);
        for (let i = 0; i < cut && engine.step().status === 'running'; i++);
        const fork = engine.fork();
        t.deepEqual(fork.run(), straightStatus);
        t.deepEqual(whole(fork), whole(straight));
      },
    ),
    { numRuns: 200 },
  );
});

for (const side of ['the fork', 'the game it was forked from'] as const) {
  test(`changing ${side} in every way, and playing it to its end, leaves the other exactly as it was`, (t) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 3, max: 14 }),
        fc.nat({ max: 200 }),
        (seed, fuel, cut) => {
          const engine = newFlow(seed, fuel);
          for (let i = 0; i < cut && engine.step().status === 'running'; i++);
          const before = structuredClone(whole(engine));
          const fork = engine.fork();
          const [changed, kept] = side === 'the fork' ? [fork, engine] : [engine, fork];
          vandalise(changed, 'vandal');
          changed.run();
          vandalise(changed, 'vandal again');
          t.deepEqual(whole(kept), before);
          // ... and it still plays on as an untouched game would.
          const straight = newFlow(seed, fuel);
          t.deepEqual(kept.run(), straight.run());
          t.deepEqual(whole(kept), whole(straight));
        },
      ),
      { numRuns: 150 },
    );
  });
}

test('a fork that fails goes back to where it was forked, not to its parent’s last decision, and the parent is untouched', (t) => {
  const graph = new RuleGraph({ id: 'fork-fails' }).define(
    defineNode({
      name: 'tick',
      description: 'Counts; fails once the count passes the limit in the state.',
      body(ctx) {
        if (++ctx.state.count > ctx.state.limit) throw new Error('past the limit');
        ctx.enqueue('tick', {});
      },
    }),
  );
  const engine = new Engine(graph, { state: { count: 0, limit: 100 }, start: { node: 'tick', args: {} } });
  for (let i = 0; i < 5; i++) engine.step();
  const fork = engine.fork();
  fork.state.limit = 7;
  const error = t.throws(() => fork.run(), { instanceOf: RuleError });
  t.is(error?.message, 'the body of node "tick" failed: past the limit');
  t.deepEqual(
    fork.state,
    { count: 5, limit: 100 },
    'the fork is as it was forked: its own change to the limit is rolled back too',
  );
  t.is(fork.steps, 5);
  t.deepEqual(engine.state, { count: 5, limit: 100 });
  engine.step();
  t.deepEqual(engine.state, { count: 6, limit: 100 });
});

test('a fork shares the flow graph’s definitions but nothing of the state', (t) => {
  const engine = newFlow(3, 10);
  for (let i = 0; i < 20 && engine.step().status === 'running'; i++);
  const fork = engine.fork();
  t.is(fork.graph, engine.graph);
  t.not(fork.state, engine.state);
  t.not(fork.state.trace, engine.state.trace);
  t.deepEqual(fork.state, engine.state);
  t.is(flowGraph().id, fork.graph.id);
});
