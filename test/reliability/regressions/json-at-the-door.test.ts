// Before, values that are not JSON went into a game and vanished when it was
// saved (a Map became {}, NaN null, undefined in an array null), a BigInt made
// JSON.stringify throw at save time, and args that were not an object were
// queued, saved, and then refused by every restore. Now each is refused where
// it enters, naming its path, and a save never holds what a restore refuses.
import test from 'ava';
import { defineNode, Engine, restore, RuleError, RuleGraph, snapshot } from '../../../lib/index.js';
import { type Body, JsonError, SnapshotError } from '../../../lib/graph/index.js';

function game(body: Body = () => {}): Engine<Record<string, unknown>> {
  const graph = new RuleGraph({ id: 'door' }).define(
    defineNode({ name: 'go', description: 'Runs the test body.', body }),
    defineNode({ name: 'done', description: 'Does nothing.', body: () => {} }),
  );
  graph.effect('noop', () => {});
  return new Engine(graph, { state: {}, start: { node: 'go', args: {} } });
}

const notJson: [string, unknown, string][] = [
  ['a Map', new Map([['a', 1]]), 'a Map is not a JSON value'],
  ['a Set', new Set([1]), 'a Set is not a JSON value'],
  ['a Date', new Date(0), 'a Date is not a JSON value'],
  ['NaN', NaN, 'NaN is not a JSON value'],
  ['Infinity', Infinity, 'Infinity is not a JSON value'],
  ['a function', () => 1, 'a function is not a JSON value'],
  ['a BigInt', 10n, 'a BigInt is not a JSON value'],
  ['a class instance', new (class Token {})(), 'an instance of class Token is not a JSON value'],
];

for (const [what, value, reason] of notJson) {
  test(`${what} is refused where it enters: engine.enqueue args, hook params, ctx.next args, choose options and ctx.end`, (t) => {
    const direct = t.throws(() => game().enqueue('done', { deck: [1, value] }), { instanceOf: JsonError });
    t.is(direct.message, `Cannot enqueue done: args.deck[1]: ${reason}`);
    t.is(direct.code, 'args-not-json');
    const params = t.throws(() => game().attach('go', 'pre', { key: 'k', effect: 'noop', params: { v: value as never } }), {
      instanceOf: JsonError,
    });
    t.is(params.message, `Cannot attach hook "k" to go (pre): params.v: ${reason}`);
    const next = t.throws(() => game((ctx) => ctx.next('done', { v: value })).run(), { instanceOf: RuleError });
    t.is(next.message, `the body of node "go" failed: Cannot run next done: args.v: ${reason}`);
    t.is(next.code, 'args-not-json');
    const options = t.throws(() =>
      game((ctx) => ctx.choose({ player: 'p1', prompt: '?', options: [value as never], then: 'done' })).run(),
    );
    t.is(options.message, `the body of node "go" failed: choose() for p1: options[0]: ${reason}`);
    const end = t.throws(() => game((ctx) => ctx.end({ v: value as never })).run());
    t.is(end.message, `the body of node "go" failed: ctx.end(): result.v: ${reason}`);
  });
}

test('args that are not an object are refused by enqueue, ctx.enqueue, ctx.next and ctx.call', (t) => {
  t.is(
    t.throws(() => game().enqueue('done', 5 as never), { instanceOf: JsonError }).message,
    'Cannot enqueue done: args must be a JSON object, got 5',
  );
  for (const [call, run] of [
    ['Cannot enqueue', (ctx: Parameters<Body>[0]) => ctx.enqueue('done', 'x' as never)],
    ['Cannot run next', (ctx: Parameters<Body>[0]) => ctx.next('done', ['x'] as never)],
    ['Cannot call', (ctx: Parameters<Body>[0]) => void ctx.call('done', null as never)],
  ] as const) {
    const error = t.throws(() => game(run).run(), { instanceOf: RuleError });
    t.is(error.code, 'args-not-object');
    t.regex(error.message, new RegExp(`^the body of node "go" failed: ${call} done: args must be a JSON object, got `));
  }
});

test('a field holding undefined is absent, as JSON has it; undefined in an array is refused', (t) => {
  const engine = game((ctx) => ctx.next('done', { player: 'p1', at: undefined }));
  t.deepEqual(engine.run(), { status: 'idle' });
  const error = t.throws(() => game((ctx) => ctx.next('done', { list: [undefined] })).run());
  t.is(
    error.message,
    'the body of node "go" failed: Cannot run next done: args.list[0]: undefined is not a JSON value (use null)',
  );
});

test('a state that turned into something JSON cannot hold is refused when saved, naming the field, never saved mangled', (t) => {
  const engine = game((ctx) => void (ctx.state.seen = new Map([['c1', true]])));
  engine.run();
  const error = t.throws(() => snapshot(engine), { instanceOf: SnapshotError });
  t.is(error.message, 'Cannot save: field "state.seen": a Map is not a JSON value');
  engine.state.seen = 10n;
  t.is(t.throws(() => snapshot(engine)).message, 'Cannot save: field "state.seen": a BigInt is not a JSON value');
});

test('whatever a game saves, a restore with the same limits reads back to the same text', (t) => {
  const engine = game((ctx) => {
    ctx.state.deep = [[[[{ text: 'x'.repeat(1000) }]]]];
    ctx.log({ type: 'note', list: [1, 'two', null, { three: true }] });
    ctx.enqueue('done', { player: 'p1', cards: ['c1', 'c2'] });
  });
  engine.step();
  const text = JSON.stringify(snapshot(engine));
  t.is(JSON.stringify(snapshot(restore(engine.graph, text, { verify: 'structure' }))), text);
});
