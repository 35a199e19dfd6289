// Conditions see the game, and a mask may decline: on looking, it has nothing to do. A declined mask is
// not logged as replaced, not counted against its lifetime, not heard as a hook run and not considered
// again for that event: the event goes on to another mask that applies, or the body.
import test from 'ava';
import { CardweaveError, defineCard, defineNode, Engine, RuleGraph, scriptedAgent, snapshot } from '../../lib/index.js';
import { skirmish } from '../cards/fixtures/skirmish.js';
import type { Effect } from '../../lib/index.js';
import type { Condition, HookInfo } from '../../lib/graph/index.js';
import { lifeGraph, lifeState, type LifeState } from './fixtures.js';

/** The life graph, with masks that decline while the player's life is at or above params.below. */
function declineGraph(): RuleGraph {
  const graph = lifeGraph();
  const lowOnly: Effect<LifeState> = (ctx, args: { player: string; amount: number }, params: { below: number }) => {
    if (ctx.state.life[args.player]! >= params.below) return ctx.decline();
    return { node: 'gain-life', args: { ...args, amount: args.amount + 10 } };
  };
  graph.effect('low-only', lowOnly);
  graph.effect('log-then-decline', (ctx) => {
    ctx.log({ type: 'drew', player: 'p1', count: 0 });
    ctx.decline();
  });
  graph.effect('call-then-decline', (ctx) => {
    ctx.call('draw-cards', { player: 'p1', count: 1 });
    ctx.decline();
  });
  graph.effect('queue-then-decline', (ctx) => {
    ctx.enqueue('draw-cards', { player: 'p1', count: 1 });
    ctx.decline();
  });
  graph.effect('decline-then-redirect', (ctx, args: { amount: number }) => {
    ctx.decline();
    return { node: 'draw-cards', args: { player: 'p1', count: args.amount } };
  });
  graph.effect('decline-in-body', (ctx) => ctx.decline());
  const behind: Condition = (args: { player: string }, params: { below: number }, state: LifeState) =>
    state.life[args.player]! < params.below;
  graph.condition('behind', behind);
  return graph;
}

function gain(graph: RuleGraph, state = lifeState(), answers: string[] = []): Engine<LifeState> {
  return new Engine<LifeState>(graph, {
    state,
    start: { node: 'gain-life', args: { player: 'p1', amount: 2 } },
    agents: { p1: scriptedAgent(answers) },
  });
}

test('a lone mask that declines leaves the event to the body: no replaced entry, its one run not spent, no hook run heard', (t) => {
  const engine = gain(declineGraph());
  engine.attach('gain-life', 'mask', { key: 'low', effect: 'low-only', params: { below: 10 }, lifetime: 'once' });
  const heard: HookInfo[] = [];
  engine.on('hookRun', (hook) => heard.push(hook));
  t.deepEqual(engine.run(), { status: 'idle' });
  t.deepEqual(engine.state.life, { p1: 22, p2: 20 });
  t.deepEqual(engine.lines(), ['p1 gains 2 life']);
  t.deepEqual(heard, []);
  t.true(engine.hasHook('gain-life', 'mask', 'low'), 'a once mask that declined is still there');
});

test('the same mask applies when the game says so, and is logged and spent', (t) => {
  const state = lifeState();
  state.life.p1 = 5;
  const engine = gain(declineGraph(), state);
  engine.attach('gain-life', 'mask', { key: 'low', effect: 'low-only', params: { below: 10 }, lifetime: 'once' });
  engine.run();
  t.deepEqual(engine.state.life, { p1: 17, p2: 20 });
  t.deepEqual(engine.lines(), ['Replacement "low" applied to gain-life', 'p1 gains 12 life']);
  t.false(engine.hasHook('gain-life', 'mask', 'low'));
});

test('of two masks, the one that declines gives way to the other, and nobody is asked', (t) => {
  const engine = gain(declineGraph());
  engine.attach('gain-life', 'mask', { key: 'low', effect: 'low-only', params: { below: 10 }, tier: 'self' });
  engine.attach('gain-life', 'mask', { key: 'draw-instead', effect: 'gain-to-draw' });
  t.deepEqual(engine.run(), { status: 'idle' });
  t.deepEqual(engine.state, { life: { p1: 20, p2: 20 }, drawn: { p1: 2, p2: 0 } });
  t.deepEqual(engine.lines(), ['Replacement "draw-instead" applied to gain-life', 'p1 draws 2 cards']);
});

test('a mask the player picked that then declines is not offered again: the other applies without a second question', (t) => {
  const engine = gain(declineGraph(), lifeState(), ['low']);
  engine.attach('gain-life', 'mask', { key: 'low', effect: 'low-only', params: { below: 10 } });
  engine.attach('gain-life', 'mask', { key: 'draw-instead', effect: 'gain-to-draw' });
  engine.run();
  t.deepEqual(engine.state.drawn, { p1: 2, p2: 0 });
  t.is(snapshot(engine).decisions.length, 1);
  t.deepEqual(engine.lines(), ['Replacement "draw-instead" applied to gain-life', 'p1 draws 2 cards']);
});

test('a condition reads the state: a mask that applies only to a player behind is not offered when they are not', (t) => {
  const run = (life: number) => {
    const state = lifeState();
    state.life.p1 = life;
    const engine = gain(declineGraph(), state);
    engine.attach('gain-life', 'mask', { key: 'catch-up', effect: 'double-gain', applies: 'behind', params: { below: 10 } });
    engine.attach('gain-life', 'mask', { key: 'draw-instead', effect: 'gain-to-draw' });
    return engine.run();
  };
  t.deepEqual(run(20), { status: 'idle' }, 'one mask applies: no question');
  t.like(run(5), { status: 'awaiting', decision: { options: ['catch-up', 'draw-instead'] } });
});

const refusals: [string, string, string][] = [
  [
    'logged',
    'log-then-decline',
    'mask hook "late" on node "gain-life" failed: the mask declined after it had acted (it logged); decline before doing anything',
  ],
  [
    'called',
    'call-then-decline',
    'mask hook "late" on node "gain-life" failed: the mask declined after it had acted (it called draw-cards); decline before doing anything',
  ],
  [
    'queued',
    'queue-then-decline',
    'mask hook "late" on node "gain-life" failed: the mask declined after it had acted (it queued a node); decline before doing anything',
  ],
  [
    'redirected',
    'decline-then-redirect',
    'mask hook "late" on node "gain-life" failed: the mask declined after it had acted (it returned an invocation); decline before doing anything',
  ],
];

for (const [what, effect, message] of refusals) {
  test(`a mask that ${what} and then declines is refused, naming it, and the game is as before the run`, (t) => {
    const engine = gain(declineGraph());
    engine.attach('gain-life', 'mask', { key: 'late', effect });
    const error = t.throws(() => engine.run(), { instanceOf: CardweaveError });
    t.true(error.message.endsWith(message), error.message);
    t.deepEqual(engine.state, lifeState());
  });
}

test('decline anywhere but in a mask is refused', (t) => {
  const graph = declineGraph();
  graph.define(defineNode({ name: 'go', description: 'Declines in its body.', body: (ctx) => ctx.decline() }));
  const engine = new Engine(graph, { state: {}, start: { node: 'go', args: {} } });
  t.throws(() => engine.run(), {
    message: 'the body of node "go" failed: decline() may only be called from a mask, before it does anything',
  });
  const pre = gain(declineGraph());
  pre.attach('gain-life', 'pre', { key: 'p', effect: 'decline-in-body' });
  t.throws(() => pre.run(), { message: /pre hook "p" on node "gain-life" failed: decline\(\) may only be called from a mask/ });
});

// "While on your field: if your hand is empty, your opponent's points are scored by you instead."
const thief = defineCard({
  id: 'x.empty-handed-thief',
  name: 'Empty-Handed Thief',
  kind: 'unit',
  abilities: [
    {
      while: '{controller}.field',
      hooks: [
        {
          node: 'score',
          phase: 'mask',
          when: { $ne: ['$args.player', '$you'] },
          if: { $eq: [{ $count: { $cards: '{you}.hand' } }, 0] },
          steps: [{ do: 'redirect', set: { player: '$you' } }],
        },
      ],
    },
  ],
});
const pebble = defineCard({ id: 'x.pebble', name: 'Pebble', kind: 'unit' });

test("card data: a mask's if reads the board; false, the mask declines, so the body runs and no replacement is logged", (t) => {
  const { play } = skirmish([thief, pebble]);
  const script = [{ node: 'score', args: { player: 'p2', points: 1 } }];
  const holding = play({ p1: { field: ['x.empty-handed-thief'], hand: ['x.pebble'] }, script });
  t.deepEqual(holding.state.scores, { p1: 0, p2: 1 });
  t.deepEqual(holding.lines(), ['p2 scores 1 (total 1)']);
  t.true(
    holding.hooks().some((h) => h.key === 'x.empty-handed-thief:1' && h.phase === 'mask'),
    'the mask is there: it declined',
  );
  const empty = play({ p1: { field: ['x.empty-handed-thief'] }, script });
  t.deepEqual(empty.state.scores, { p1: 1, p2: 0 });
  t.deepEqual(empty.lines(), ['Replacement "x.empty-handed-thief:0" applied to score', 'p1 scores 1 (total 1)']);
});
