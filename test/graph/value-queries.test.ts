// Value queries: an answer that is a value cards change (a monster's power), measured purely. The base
// gives the value, each pre hook that applies may return the args with it changed, in priority order
// (ties in attachment order); nothing runs, nothing is spent, no step is counted.
import test from 'ava';
import fc from 'fast-check';
import {
  CardweaveError,
  defineNode,
  defineQuery,
  defineValueQuery,
  Engine,
  restore,
  RuleGraph,
  snapshot,
} from '../../lib/index.js';

interface Board {
  power: Record<string, number>;
  measured: number[];
}

function boardGraph(): RuleGraph {
  const graph = new RuleGraph({ id: 'powers' });
  graph.define(
    defineValueQuery<{ unit: string; power?: number }, Board>({
      name: 'power',
      description: "A unit's power, as cards change it.",
      args: { unit: 'the unit', power: 'its power so far' },
      value: 'power',
      base: (state, { unit }) => state.power[unit] ?? 0,
    }),
    defineQuery({ name: 'can-fight', description: 'May it fight?', base: () => true }),
    defineNode<{ unit: string }, Board>({
      name: 'fight',
      description: 'Records the unit power, measured now.',
      body: (ctx, { unit }) => void ctx.state.measured.push(ctx.measure('power', { unit }) as number),
    }),
    defineNode({ name: 'log', description: 'Does nothing.', body: () => {} }),
  );
  graph.effect('add', (_ctx, args: { power: number }, params: { n: number }) => ({ ...args, power: args.power + params.n }));
  graph.effect('double', (_ctx, args: { power: number }) => ({ ...args, power: args.power * 2 }));
  graph.effect('nothing', () => undefined);
  graph.effect('acts', (ctx) => {
    ctx.next('log');
    return undefined;
  });
  graph.effect('forty-two', () => 42);
  // "While it is at least 5, it gains 10": a condition that reads the value so far.
  graph.condition('at-least-5', (args: { power: number }) => args.power >= 5);
  return graph;
}

function board(fights: string[] = []): Engine<Board> {
  return new Engine<Board>(boardGraph(), {
    state: { power: { a: 2, b: 5 }, measured: [] },
    start: fights.map((unit) => ({ node: 'fight', args: { unit } })),
  });
}

test('the base gives the value; pre hooks adjust it, higher priority first, ties in attachment order, each seeing the value so far', (t) => {
  const engine = board();
  t.is(engine.measure('power', { unit: 'a' }), 2);
  engine.attach('power', 'pre', { key: 'double', effect: 'double', priority: 2 });
  engine.attach('power', 'pre', { key: 'plus-one', effect: 'add', params: { n: 1 } });
  engine.attach('power', 'pre', { key: 'plus-ten', effect: 'add', params: { n: 10 }, applies: 'at-least-5', priority: 1 });
  engine.attach('power', 'pre', { key: 'idle', effect: 'nothing' });
  // Higher priority first. a: 2 doubled is 4, below 5: no +10, then +1: 5. b: 5 doubled is 10, +10: 20, +1: 21.
  t.is(engine.measure('power', { unit: 'a' }), 5);
  t.is(engine.measure('power', { unit: 'b' }), 21);
  // Ties in attachment order: +1 then doubled is 6; doubled then +1 would be 5.
  const ties = board();
  ties.attach('power', 'pre', { key: 'first', effect: 'add', params: { n: 1 } });
  ties.attach('power', 'pre', { key: 'second', effect: 'double' });
  t.is(ties.measure('power', { unit: 'a' }), 6);
});

test('measuring is pure: no step counted, no lifetime spent, nothing heard; a rule measures the same', (t) => {
  const engine = board(['b']);
  engine.attach('power', 'pre', { key: 'once', effect: 'add', params: { n: 1 }, lifetime: 'once' });
  const heard: string[] = [];
  engine.on('hookRun', (h) => heard.push(h.key));
  engine.on('nodeStart', (node) => heard.push(node));
  const before = JSON.stringify(snapshot(engine));
  for (let i = 0; i < 3; i++) t.is(engine.measure('power', { unit: 'b' }), 6);
  t.deepEqual(heard, []);
  t.is(JSON.stringify(snapshot(engine)), before);
  engine.run();
  t.deepEqual(engine.state.measured, [6]);
  t.deepEqual(heard, ['fight']);
  t.true(engine.hasHook('power', 'pre', 'once'), 'a once hook is not spent by measuring');
});

test("a value query's hook that changes the game or returns no args is refused, naming the query and the hook", (t) => {
  const acts = board(['a']);
  acts.attach('power', 'pre', { key: 'x', effect: 'acts' });
  t.throws(() => acts.run(), {
    instanceOf: CardweaveError,
    message: 'the body of node "fight" failed: query power may not change the game: ctx.next("log") was called in pre hook "x"',
  });
  const odd = board();
  odd.attach('power', 'pre', { key: 'odd', effect: 'forty-two' });
  t.throws(() => odd.measure('power', { unit: 'a' }), {
    message: 'pre hook "odd" on value query power returned 42: return the args with power changed, or nothing',
  });
});

test('a value query is measured, never run or asked; its hooks are pre hooks; measure takes only a value query', (t) => {
  const run = new Engine(boardGraph(), { state: {}, start: { node: 'power', args: { unit: 'a' } } });
  t.throws(() => run.run(), {
    message: 'the body of node "power" failed: power is a query: measure it with ctx.measure("power", args), do not run it',
  });
  const engine = board();
  for (const phase of ['mask', 'post', 'permit', 'forbid'] as const)
    t.throws(() => engine.attach('power', phase, { key: 'h', effect: 'double' }), {
      message: `Hook "h" on power (${phase}): power is a value query, measured and never run: its hooks are pre hooks that adjust the value`,
    });
  t.throws(() => engine.ask('power', { unit: 'a' }), {
    message: 'ask("power"): power is a value query: measure it with ctx.measure("power", args)',
  });
  t.throws(() => engine.measure('can-fight', {}), {
    message: 'measure("can-fight"): can-fight is a yes/no query: ask it with ctx.ask, not a value query (defineValueQuery)',
  });
  t.throws(() => engine.measure('fight', {}), {
    message: 'measure("fight"): fight is a node that runs, not a value query (defineValueQuery)',
  });
  t.throws(() => defineValueQuery({ name: 'x', description: 'x', base: () => 1 } as never), {
    message: 'defineValueQuery("x") needs a base rule, base(state, args), and the field of its value, value: \'name\'',
  });
});

test("a value query's hooks are saved and restored with the game, and measure the same", (t) => {
  const engine = board();
  engine.attach('power', 'pre', { key: 'banner', effect: 'add', params: { n: 300 }, owner: 'Banner[4]' });
  const restored = restore<Board>(boardGraph(), JSON.stringify(snapshot(engine)), { verify: 'structure' });
  t.is(restored.measure('power', { unit: 'a' }), 302);
  t.is(restored.measure('power', { unit: 'a' }), engine.measure('power', { unit: 'a' }));
});

test('property: a measure is the fold of the hooks by priority (ties in attachment order), and changes nothing', (t) => {
  const hook = fc.record({
    priority: fc.integer({ min: -2, max: 2 }),
    op: fc.oneof(fc.constant('double'), fc.integer({ min: -5, max: 5 })),
  });
  fc.assert(
    fc.property(fc.array(hook, { maxLength: 8 }), fc.integer({ min: -10, max: 10 }), (hooks, start) => {
      const engine = board();
      engine.state.power.a = start;
      hooks.forEach((h, i) => {
        if (h.op === 'double') engine.attach('power', 'pre', { key: `h${i}`, priority: h.priority, effect: 'double' });
        else engine.attach('power', 'pre', { key: `h${i}`, priority: h.priority, effect: 'add', params: { n: h.op } });
      });
      const before = JSON.stringify(snapshot(engine));
      // The reference: a stable sort, higher priority first, then each hook in turn.
      const order = hooks.map((h, i) => ({ ...h, i })).sort((x, y) => y.priority - x.priority || x.i - y.i);
      const expected = order.reduce((v, h) => (h.op === 'double' ? v * 2 : v + h.op), start);
      return engine.measure('power', { unit: 'a' }) === expected && JSON.stringify(snapshot(engine)) === before;
    }),
  );
  t.pass();
});
