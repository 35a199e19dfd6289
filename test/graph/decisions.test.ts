import test from 'ava';
import { defineNode, Engine, RuleGraph, type Json } from '../../lib/index.js';
import { DecisionError } from '../../lib/graph/index.js';

interface DuelState {
  picks: string[];
}

function pickGraph(): RuleGraph {
  return new RuleGraph({ id: 'picks' }).define(
    defineNode({
      name: 'offer',
      description: 'Asks a player to pick a colour.',
      body(ctx, { player }: { player: string }) {
        ctx.choose({
          player,
          prompt: 'Pick a colour',
          options: ['red', 'blue', { colour: 'green' }],
          then: 'picked',
          args: { player },
        });
      },
    }),
    defineNode({
      name: 'picked',
      description: 'Records the pick.',
      body(ctx, { player, choice }: { player: string; choice: Json }) {
        ctx.state.picks.push(`${player}:${JSON.stringify(choice)}`);
      },
    }),
  );
}

function offerTo(player: string): Engine<DuelState> {
  return new Engine<DuelState>(pickGraph(), { state: { picks: [] }, start: { node: 'offer', args: { player } } });
}

test('a decision continues at its then node with the choice in its args', (t) => {
  const engine = offerTo('p1');
  t.is(engine.run().status, 'awaiting');
  engine.decide('p1', 'blue');
  t.deepEqual(engine.run(), { status: 'idle' });
  t.deepEqual(engine.state.picks, ['p1:"blue"']);
  t.deepEqual(engine.decisions, [{ id: 1, player: 'p1', choice: 'blue' }]);
});

test('an object option is matched by value', (t) => {
  const engine = offerTo('p1');
  engine.run();
  engine.decide('p1', { colour: 'green' });
  engine.run();
  t.deepEqual(engine.state.picks, ['p1:{"colour":"green"}']);
});

test('a decision by the wrong player is refused and changes nothing', (t) => {
  const engine = offerTo('p1');
  engine.run();
  const error = t.throws(() => engine.decide('p2', 'red'), { instanceOf: DecisionError });
  t.is(error.message, 'Decision 1 ("Pick a colour") is for p1, not p2');
  t.is(engine.pending?.id, 1);
  t.deepEqual(engine.decisions, []);
});

test('an option not offered is refused and changes nothing', (t) => {
  const engine = offerTo('p1');
  engine.run();
  const error = t.throws(() => engine.decide('p1', 'purple'), { instanceOf: DecisionError });
  t.is(
    error.message,
    '"purple" is not an option of decision 1 ("Pick a colour"); the options are: "red", "blue", {"colour":"green"}',
  );
  t.is(engine.pending?.id, 1);
  t.deepEqual(engine.queued(), []);
});

test('a stale decision id, or an answer with nothing pending, is refused', (t) => {
  const engine = offerTo('p1');
  engine.run();
  t.is(t.throws(() => engine.decide('p1', 'red', 7)).message, 'Decision 7 is stale: the pending decision is 1 ("Pick a colour")');
  engine.decide('p1', 'red', 1);
  t.is(
    t.throws(() => engine.decide('p1', 'red', 1), { instanceOf: DecisionError }).message,
    'Decision 1 is stale: no decision is pending',
  );
  t.is(t.throws(() => engine.decide('p1', 'red')).message, 'No decision is pending');
  engine.run();
  t.deepEqual(engine.state.picks, ['p1:"red"']);
});

test('malformed choose requests fail naming what is missing', (t) => {
  const cases: [object, string][] = [
    [{ player: '', prompt: 'x', options: ['a'], then: 'picked' }, 'choose() needs a player (a non-empty string)'],
    [{ player: 'p1', prompt: 'x', options: [], then: 'picked' }, 'choose() for p1 needs a non-empty array of options'],
    [
      { player: 'p1', prompt: 'x', options: ['a'], then: 'pickd' },
      'choose() cannot continue: unknown node "pickd" (did you mean "picked"?)',
    ],
  ];
  for (const [request, message] of cases) {
    const graph = pickGraph().define(
      defineNode({ name: 'bad-ask', description: 'Asks badly.', body: (ctx) => ctx.choose(request as never) }),
    );
    const engine = new Engine(graph, { state: { picks: [] }, start: { node: 'bad-ask', args: {} } });
    t.is(t.throws(() => engine.run()).message, `the body of node "bad-ask" failed: ${message}`);
  }
});

test('asking a second question before the first is answered fails', (t) => {
  const graph = pickGraph().define(
    defineNode({
      name: 'ask-twice',
      description: 'Asks twice in one body.',
      body(ctx) {
        ctx.choose({ player: 'p1', prompt: 'one', options: ['a'], then: 'picked' });
        ctx.choose({ player: 'p2', prompt: 'two', options: ['b'], then: 'picked' });
      },
    }),
  );
  const engine = new Engine(graph, { state: { picks: [] }, start: { node: 'ask-twice', args: {} } });
  t.is(
    t.throws(() => engine.run()).message,
    'the body of node "ask-twice" failed: a decision is already pending (decision 1 for p1); ask one question at a time',
  );
  t.is(engine.pending, null);
});
