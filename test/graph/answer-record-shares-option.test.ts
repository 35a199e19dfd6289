// An answered decision's record holds the offered option itself (frozen with the decision), not a copy of it:
// a look-ahead search answers some fourteen decisions per imagined world (issue 24). The continuation's args
// still get their own copy of the choice, which its rules may change.
import test from 'ava';
import { defineNode, Engine, RuleGraph } from '../../lib/index.js';

interface Picked {
  seen: unknown[];
}

function choosing(): Engine<Picked> {
  const graph = new RuleGraph({ id: 'pick-one' }).define(
    defineNode<Record<string, unknown>, Picked>({
      name: 'ask',
      description: 'Asks p1 to pick a move.',
      continuesTo: [{ node: 'act', choice: true }],
      body(ctx) {
        ctx.choose({ player: 'p1', prompt: 'Which?', options: [{ move: 'a', cards: [1, 2] }, { move: 'b' }], then: 'act' });
      },
    }),
    defineNode<{ choice: { move: string; cards?: number[] } }, Picked>({
      name: 'act',
      description: 'Plays the choice, changing its own copy of it.',
      body(ctx, args) {
        args.choice.cards?.push(3);
        ctx.state.seen.push(args.choice);
      },
    }),
  );
  graph.recipe({ state: () => ({ seen: [] }), setup: (engine) => engine.enqueue('ask', {}) });
  return Engine.start<Picked>(graph, { seed: 1 });
}

test("a decision's record shares the offered option; the continuation changes only its own copy", (t) => {
  const engine = choosing();
  const status = engine.run();
  if (status.status !== 'awaiting') return t.fail(`expected a decision, got ${status.status}`);
  const offered = status.decision.options[0]!;
  engine.decide('p1', { cards: [1, 2], move: 'a' }, status.decision.id);
  engine.run();
  t.is(engine.decisions[0]!.choice, offered);
  t.true(Object.isFrozen(engine.decisions[0]!.choice));
  t.deepEqual(engine.decisions[0]!.choice, { move: 'a', cards: [1, 2] });
  t.deepEqual(engine.state.seen, [{ move: 'a', cards: [1, 2, 3] }]);
});
