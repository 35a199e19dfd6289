// Before, decide() recorded the answer and only then failed copying a state
// that held a cycle (the answer was half taken), said "Decision 1 is stale:
// the pending decision is 1" for the id '1' given as text, and matched object
// options by the order of their keys. Now it checks everything first and a
// refused answer changes nothing.
import test from 'ava';
import { defineNode, Engine, RuleGraph } from '../../../lib/index.js';
import { DecisionError, JsonError, type Body } from '../../../lib/graph/index.js';

function asking(body: Body): Engine<Record<string, unknown>> {
  const graph = new RuleGraph({ id: 'ask' }).define(
    defineNode({ name: 'go', description: 'Asks p1.', body }),
    defineNode({ name: 'done', description: 'Does nothing.', body: () => {} }),
  );
  return new Engine(graph, { state: {}, start: { node: 'go', args: {} } });
}

test('an answer that cannot be recorded (the state holds a cycle) is refused and changes nothing', (t) => {
  const engine = asking((ctx) => {
    ctx.state.self = ctx.state;
    ctx.choose({ player: 'p1', prompt: 'Go on?', options: ['yes'], then: 'done' });
  });
  const asked = engine.run();
  const error = t.throws(() => engine.decide('p1', 'yes'), { instanceOf: JsonError });
  t.is(error.code, 'json-too-deep');
  t.is(engine.pending, asked.status === 'awaiting' ? asked.decision : null);
  t.deepEqual(engine.decisions, []);
  t.deepEqual(engine.queued(), []);
  // Once the cycle is gone, the same answer is taken.
  delete engine.state.self;
  engine.decide('p1', 'yes');
  t.deepEqual(
    engine.decisions.map((d) => d.choice),
    ['yes'],
  );
});

test('a decision id given as text is refused as the wrong type, not called stale', (t) => {
  const engine = asking((ctx) => ctx.choose({ player: 'p1', prompt: 'Go on?', options: ['yes'], then: 'done' }));
  engine.run();
  const error = t.throws(() => engine.decide('p1', 'yes', '1' as never), { instanceOf: DecisionError });
  t.is(error.message, 'A decision id must be a whole number from 1 (the "id" of the pending decision), got the string "1"');
  t.is(error.code, 'decision-id-not-number');
  t.not(engine.pending, null);
});

test('an answer that is not JSON is refused before it is compared or recorded', (t) => {
  const engine = asking((ctx) => ctx.choose({ player: 'p1', prompt: 'Go on?', options: [{ a: 1 }], then: 'done' }));
  engine.run();
  const cyclic: Record<string, unknown> = { a: 1 };
  cyclic.self = cyclic;
  t.is(
    t.throws(() => engine.decide('p1', cyclic as never), { instanceOf: JsonError }).message,
    'Decision 1 ("Go on?"): choice.self: the value contains itself (a cycle), which JSON cannot hold',
  );
  t.deepEqual(engine.decisions, []);
});

test('an object option is matched by value whatever the order of its keys', (t) => {
  const engine = asking((ctx) =>
    ctx.choose({
      player: 'p1',
      prompt: 'Attack?',
      options: [
        { attacker: 'c1', target: 'c9' },
        { attacker: 'c2', target: null },
      ],
      then: 'done',
    }),
  );
  engine.run();
  engine.decide('p1', { target: null, attacker: 'c2' });
  t.deepEqual(
    engine.decisions.map((d) => d.choice),
    [{ attacker: 'c2', target: null }],
  );
});
