// Pick-k-of-n decisions: the question keeps its candidates once, the answer is a list of them, checked
// by the engine (each a candidate, none twice, as many as allowed, kept in the order offered unless ordered),
// a question with one possible answer is not asked, and a save keeps the question as asked.
import test from 'ava';
import {
  type Agent,
  defineNode,
  Engine,
  firstOptionAgent,
  type Json,
  randomAgent,
  restore,
  RuleGraph,
  snapshot,
} from '../../lib/index.js';

interface PickState {
  hand: number[];
  discarded: Json[][];
}

/** discard asks its player to discard `count` (or `min` to `max`) cards of the hand; discarded records the answer. */
function pickGraph(): RuleGraph {
  const graph = new RuleGraph({ id: 'pick' });
  graph.define(
    defineNode<{ min: number; max: number; ordered?: boolean }, PickState>({
      name: 'discard',
      description: 'Asks p1 to discard cards.',
      continuesTo: [{ node: 'discarded', choice: true }],
      body(ctx, { min, max, ordered }) {
        ctx.choose({
          player: 'p1',
          prompt: 'Discard two cards',
          options: ctx.state.hand,
          pick: ordered === undefined ? { min, max } : { min, max, ordered },
          then: 'discarded',
        });
      },
    }),
    defineNode<{ choice: number[] }, PickState>({
      name: 'discarded',
      description: 'Records the cards discarded.',
      body(ctx, { choice }) {
        ctx.state.discarded.push(choice);
        ctx.state.hand = ctx.state.hand.filter((c) => !choice.includes(c));
      },
    }),
  );
  return graph;
}

function discard(
  pick: { min: number; max: number; ordered?: boolean },
  hand = [7, 12, 15],
  agents: Record<string, Agent> = {},
): Engine<PickState> {
  return new Engine<PickState>(pickGraph(), { state: { hand, discarded: [] }, start: { node: 'discard', args: pick }, agents });
}

test('the question keeps the candidates once and the rule; the answer, a list of them, goes to then', (t) => {
  const engine = discard({ min: 2, max: 2 });
  t.like(engine.run(), {
    status: 'awaiting',
    decision: { id: 1, options: [7, 12, 15], pick: { min: 2, max: 2, ordered: false } },
  });
  engine.decide('p1', [7, 15]);
  engine.run();
  t.deepEqual(engine.state, { hand: [12], discarded: [[7, 15]] });
  t.deepEqual(engine.decisions, [{ id: 1, player: 'p1', choice: [7, 15] }]);
});

const wrong: [string, Json, string][] = [
  ['picked twice', [7, 7], '[7,7] is not an answer to decision 1 ("Discard two cards"): 7 is picked twice'],
  ['too few', [7], '[7] is not an answer to decision 1 ("Discard two cards"): it takes 2, not 1'],
  ['too many', [7, 12, 15], '[7,12,15] is not an answer to decision 1 ("Discard two cards"): it takes 2, not 3'],
  ['not a candidate', [7, 9], '[7,9] is not an answer to decision 1 ("Discard two cards"): 9 is not one of its options'],
  ['not a list', 7, '7 is not an answer to decision 1 ("Discard two cards"): pick 2 of its options, as a list'],
];

for (const [what, choice, message] of wrong) {
  test(`an answer ${what} is refused, and the question still waits`, (t) => {
    const engine = discard({ min: 2, max: 2 });
    engine.run();
    t.throws(() => engine.decide('p1', choice), { message });
    t.is(engine.pending?.id, 1);
    t.deepEqual(engine.decisions, []);
  });
}

test('an unordered answer is kept in the order offered; an ordered one as given; a range takes any count within it', (t) => {
  const unordered = discard({ min: 2, max: 2 });
  unordered.run();
  unordered.decide('p1', [15, 7]);
  unordered.run();
  t.deepEqual(unordered.state.discarded, [[7, 15]]);
  t.deepEqual(unordered.decisions, [{ id: 1, player: 'p1', choice: [7, 15] }]);
  const ordered = discard({ min: 2, max: 2, ordered: true });
  ordered.run();
  ordered.decide('p1', [15, 7]);
  ordered.run();
  t.deepEqual(ordered.state.discarded, [[15, 7]]);
  const range = discard({ min: 1, max: 3 });
  range.run();
  t.throws(() => range.decide('p1', []), {
    message: '[] is not an answer to decision 1 ("Discard two cards"): it takes 1 to 3, not 0',
  });
  range.decide('p1', [12]);
  range.run();
  t.deepEqual(range.state.discarded, [[12]]);
});

const badQuestions: [string, object, number[], string][] = [
  ['min above max', { min: 3, max: 2 }, [7, 12, 15], 'pick needs min <= max <= 3 candidates, got min 3 and max 2'],
  ['more than the candidates', { min: 4, max: 4 }, [7, 12, 15], 'pick needs min <= max <= 3 candidates, got min 4 and max 4'],
  ['a candidate twice', { min: 1, max: 1 }, [7, 7, 15], 'candidate 7 is listed twice'],
  ['a count that is not whole', { min: 1.5, max: 2 }, [7, 12, 15], 'pick.min must be a whole number from 0, got 1.5'],
  ['ordered not a boolean', { min: 1, max: 2, ordered: 'yes' }, [7, 12, 15], 'pick.ordered must be true or false'],
];

for (const [what, pick, hand, message] of badQuestions) {
  test(`a pick question with ${what} is refused where it is asked`, (t) => {
    const engine = discard(pick as { min: number; max: number }, hand);
    t.throws(() => engine.run(), { message: `the body of node "discard" failed: choose() for p1: ${message}` });
  });
}

test('a question with one possible answer is not asked: all of them, or none', (t) => {
  const all = discard({ min: 2, max: 2 }, [7, 12]);
  t.deepEqual(all.run(), { status: 'idle' });
  t.deepEqual(all.state.discarded, [[7, 12]]);
  t.deepEqual(all.decisions, []);
  const none = discard({ min: 0, max: 0 });
  none.run();
  t.deepEqual(none.state.discarded, [[]]);
  const ordered = discard({ min: 2, max: 2, ordered: true }, [7, 12]);
  t.like(ordered.run(), { status: 'awaiting' }, 'two cards in an order the player chooses: two answers, so asked');
});

test('agents pick: the first-option agent the first min, the random agent a valid pick from its seed, the same each time', (t) => {
  const first = discard({ min: 2, max: 2 }, [7, 12, 15, 20], { p1: firstOptionAgent() });
  first.run();
  t.deepEqual(first.state.discarded, [[7, 12]]);
  const picks = new Set<string>();
  for (let seed = 0; seed < 20; seed++) {
    const a = discard({ min: 1, max: 3 }, [7, 12, 15, 20], { p1: randomAgent(seed) });
    const b = discard({ min: 1, max: 3 }, [7, 12, 15, 20], { p1: randomAgent(seed) });
    a.run();
    b.run();
    t.deepEqual(a.state.discarded, b.state.discarded);
    picks.add(JSON.stringify(a.state.discarded[0]));
  }
  t.true(picks.size > 5, `different seeds pick differently: ${[...picks].join(' ')}`);
});

test('a save keeps the question as asked (candidates once), restores, and takes the answer; a tampered rule is refused', (t) => {
  const engine = discard({ min: 2, max: 2 }, [7, 12, 15, 20, 21, 22]);
  engine.run();
  const saved = snapshot(engine);
  t.deepEqual(saved.pending, {
    id: 1,
    player: 'p1',
    prompt: 'Discard two cards',
    options: [7, 12, 15, 20, 21, 22],
    then: 'discarded',
    args: {},
    pick: { min: 2, max: 2, ordered: false },
  });
  const restored = restore<PickState>(pickGraph(), JSON.stringify(saved), { verify: 'structure' });
  restored.decide('p1', [12, 21]);
  restored.run();
  t.deepEqual(restored.state.hand, [7, 15, 20, 22]);
  const tampered = structuredClone(saved) as unknown as { pending: { pick: { max: number } } };
  tampered.pending.pick.max = 9;
  t.throws(() => restore(pickGraph(), JSON.stringify(tampered), { verify: 'structure' }), {
    message: 'Snapshot field "pending.pick" pick needs min <= max <= 6 candidates, got min 2 and max 9',
  });
});
