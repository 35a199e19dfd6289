import test from 'ava';
import { defineNode, Engine, fieldText, RuleGraph } from '../../lib/index.js';
import { DefinitionError, HookError } from '../../lib/graph/index.js';

const noop = defineNode({ name: 'draw', description: 'Draws.', continuesTo: ['draw'], body() {} });

test('a node is defined by name with body, continuations and description', (t) => {
  const graph = new RuleGraph({ id: 'g' }).define(noop);
  t.is(graph.node('draw').description, 'Draws.');
  t.deepEqual(graph.node('draw').continuesTo, ['draw']);
  t.deepEqual(
    graph.nodes().map((n) => n.name),
    ['draw'],
  );
});

test('registering a node name twice is refused and keeps the first', (t) => {
  const graph = new RuleGraph({ id: 'g' }).define(noop);
  const error = t.throws(() => graph.define({ ...noop, description: 'Other.' }), { instanceOf: DefinitionError });
  t.is(error.message, 'Node "draw" is already defined');
  t.is(graph.node('draw').description, 'Draws.');
});

test('an unknown node name is refused with a suggestion', (t) => {
  const graph = new RuleGraph({ id: 'g' }).define(noop);
  t.is(t.throws(() => graph.node('drwa')).message, 'Unknown node "drwa" (did you mean "draw"?)');
  t.is(t.throws(() => graph.node('shuffle-everything')).message, 'Unknown node "shuffle-everything"');
  const engine = new Engine(graph, { state: {} });
  const error = t.throws(() => engine.enqueue('drow'), { instanceOf: HookError });
  t.is(error.message, 'Cannot enqueue: unknown node "drow" (did you mean "draw"?)');
  t.deepEqual(engine.queued(), []);
});

test('effects, conditions and formatters are refused twice and when malformed', (t) => {
  const graph = new RuleGraph({ id: 'g' }).effect('e', () => {});
  t.is(t.throws(() => graph.effect('e', () => {})).message, 'Effect "e" is already registered');
  t.is(t.throws(() => graph.effect('f', 'nope' as never)).message, 'Effect "f" must be a function');
  graph.condition('c', () => true);
  t.is(t.throws(() => graph.condition('c', () => true)).message, 'Condition "c" is already registered');
  t.is(
    t.throws(() => graph.formatter('replaced', () => '')).message,
    'A formatter for log entries of type "replaced" is already registered',
  );
  graph.effect('gain-point', () => {});
  t.is(t.throws(() => graph.getEffect('gian-point')).message, 'Unknown effect "gian-point" (did you mean "gain-point"?)');
  t.is(t.throws(() => graph.getEffect('zz')).message, 'Unknown effect "zz"');
  t.is(
    t.throws(() => new RuleGraph({ id: '' })).message,
    'A rule graph needs a non-empty string id, e.g. new RuleGraph({ id: "war" })',
  );
  t.is(t.throws(() => graph.define({ name: 'x', description: '' } as never)).message, 'Node "x" needs a body function');
});

test('log entries without a formatter print as JSON', (t) => {
  const graph = new RuleGraph({ id: 'g' }).formatter('hi', (e) => `hi ${fieldText(e.who)}`);
  t.is(graph.format({ type: 'hi', who: 'p1' }), 'hi p1');
  t.is(graph.format({ type: 'other', n: 1 }), '{"type":"other","n":1}');
});
