import test from 'ava';
import { Engine, RuleGraph, scriptedAgent, defineNode } from '../../lib/index.js';
import { tieredPolicy } from '../../lib/graph/index.js';
import { lifeGraph, lifeState, type LifeState } from './fixtures.js';

function gainTwo(graph: RuleGraph, answers: string[]): Engine<LifeState> {
  const engine = new Engine<LifeState>(graph, {
    state: lifeState(),
    start: { node: 'gain-life', args: { player: 'p1', amount: 2 } },
    agents: { p1: scriptedAgent(answers) },
  });
  engine.attach('gain-life', 'mask', { key: 'double', effect: 'double-gain', owner: 'c1' });
  engine.attach('gain-life', 'mask', { key: 'draw-instead', effect: 'gain-to-draw', owner: 'c2' });
  return engine;
}

test('gain twice first, then draw instead: gaining 2 life draws 4 cards', (t) => {
  const engine = gainTwo(lifeGraph(), ['double']);
  t.deepEqual(engine.run(), { status: 'idle' });
  t.deepEqual(engine.state, { life: { p1: 20, p2: 20 }, drawn: { p1: 4, p2: 0 } });
  t.deepEqual(engine.lines(), [
    'Replacement "double" applied to gain-life',
    'Replacement "draw-instead" applied to gain-life',
    'p1 draws 4 cards',
  ]);
});

test('draw instead first: gaining 2 life draws 2 cards, and the doubling no longer applies', (t) => {
  const engine = gainTwo(lifeGraph(), ['draw-instead']);
  engine.run();
  t.deepEqual(engine.state, { life: { p1: 20, p2: 20 }, drawn: { p1: 2, p2: 0 } });
  t.deepEqual(engine.lines(), ['Replacement "draw-instead" applied to gain-life', 'p1 draws 2 cards']);
});

test('the affected player is asked which replacement applies first, as a decision', (t) => {
  const engine = gainTwo(lifeGraph(), []);
  const status = engine.run();
  t.deepEqual(status, {
    status: 'awaiting',
    decision: {
      id: 1,
      player: 'p1',
      prompt: 'Choose which replacement applies first to gain-life',
      options: ['double', 'draw-instead'],
      then: 'cardweave.resolve-replacement',
      args: { node: 'gain-life', args: { player: 'p1', amount: 2 }, applied: [] },
    },
  });
  engine.decide('p1', 'double');
  engine.run();
  t.deepEqual(engine.state.drawn, { p1: 4, p2: 0 });
});

test('a mask of an earlier tier applies before one of a later tier, without asking', (t) => {
  const engine = new Engine<LifeState>(lifeGraph(), {
    state: lifeState(),
    start: { node: 'gain-life', args: { player: 'p1', amount: 2 } },
  });
  engine.attach('gain-life', 'mask', { key: 'draw-instead', effect: 'gain-to-draw' });
  engine.attach('gain-life', 'mask', { key: 'double', effect: 'double-gain', tier: 'self' });
  t.deepEqual(engine.run(), { status: 'idle' });
  t.deepEqual(engine.state.drawn, { p1: 4, p2: 0 });
});

test('each mask applies at most once to one event, even when it keeps the same node', (t) => {
  const engine = new Engine<LifeState>(lifeGraph(), {
    state: lifeState(),
    start: { node: 'gain-life', args: { player: 'p1', amount: 3 } },
  });
  engine.attach('gain-life', 'mask', { key: 'double', effect: 'double-gain' });
  engine.run();
  t.deepEqual(engine.state.life, { p1: 26, p2: 20 });
});

test('the masks of the node an event turns into are considered, less those applied', (t) => {
  const graph = lifeGraph();
  graph.effect('draw-plus-one', (_ctx, args: { player: string; count: number }) => ({
    node: 'draw-cards',
    args: { ...args, count: args.count + 1 },
  }));
  const engine = new Engine<LifeState>(graph, {
    state: lifeState(),
    start: { node: 'gain-life', args: { player: 'p1', amount: 2 } },
  });
  engine.attach('gain-life', 'mask', { key: 'draw-instead', effect: 'gain-to-draw' });
  engine.attach('draw-cards', 'mask', { key: 'plus-one', effect: 'draw-plus-one' });
  engine.run();
  t.deepEqual(engine.state.drawn, { p1: 3, p2: 0 });
});

test('a game can pass its own tier list', (t) => {
  const graph = lifeGraph();
  const custom = new RuleGraph({ id: 'custom', policy: tieredPolicy({ tiers: ['first', 'rest'] }) });
  custom.define(graph.node('gain-life'), graph.node('draw-cards'));
  custom.effect('double-gain', graph.getEffect('double-gain')).effect('gain-to-draw', graph.getEffect('gain-to-draw'));
  const engine = new Engine<LifeState>(custom, {
    state: lifeState(),
    start: { node: 'gain-life', args: { player: 'p1', amount: 2 } },
  });
  engine.attach('gain-life', 'mask', { key: 'double', effect: 'double-gain' });
  engine.attach('gain-life', 'mask', { key: 'draw-instead', effect: 'gain-to-draw', tier: 'first' });
  engine.run();
  t.deepEqual(engine.state.drawn, { p1: 2, p2: 0 });
  t.is(
    t.throws(() => engine.attach('gain-life', 'mask', { key: 'x', effect: 'double-gain', tier: 'self' })).message,
    'Hook "x" on gain-life (mask): unknown replacement tier "self" (known: first, rest)',
  );
});

test('a game can pass its own policy', (t) => {
  const base = lifeGraph();
  const lastAttachedWins = new RuleGraph({
    id: 'own-policy',
    policy: {
      tiers: ['any'],
      defaultTier: 'any',
      pick: (_node, _args, candidates) => ({ apply: candidates[candidates.length - 1]!.key }),
    },
  });
  lastAttachedWins.define(base.node('gain-life'), base.node('draw-cards'));
  lastAttachedWins.effect('double-gain', base.getEffect('double-gain')).effect('gain-to-draw', base.getEffect('gain-to-draw'));
  const engine = new Engine<LifeState>(lastAttachedWins, {
    state: lifeState(),
    start: { node: 'gain-life', args: { player: 'p1', amount: 2 } },
  });
  engine.attach('gain-life', 'mask', { key: 'draw-instead', effect: 'gain-to-draw' });
  engine.attach('gain-life', 'mask', { key: 'double', effect: 'double-gain' });
  engine.run();
  t.deepEqual(engine.state.drawn, { p1: 4, p2: 0 });
});

test('without an affected player the choice between masks fails clearly', (t) => {
  const graph = new RuleGraph({ id: 'no-player' }).define(defineNode({ name: 'tick', description: 'Ticks.', body() {} }));
  graph.effect('nothing', () => undefined);
  const engine = new Engine(graph, { state: {}, start: { node: 'tick', args: {} } });
  engine.attach('tick', 'mask', { key: 'm1', effect: 'nothing' });
  engine.attach('tick', 'mask', { key: 'm2', effect: 'nothing' });
  t.is(
    t.throws(() => engine.run()).message,
    'the replacement policy for node "tick" failed: masks "m1", "m2" all apply to "tick" in tier "other", and no affected player is known to choose their order (the node declares no affectedPlayer for these args, and the args have no "player")',
  );
});

test('a mask that returns something other than an invocation is refused clearly', (t) => {
  const graph = lifeGraph();
  graph.effect('bad-mask', () => 'draw');
  const engine = new Engine<LifeState>(graph, {
    state: lifeState(),
    start: { node: 'gain-life', args: { player: 'p1', amount: 2 } },
  });
  engine.attach('gain-life', 'mask', { key: 'bad', effect: 'bad-mask', owner: 'c3' });
  t.is(
    t.throws(() => engine.run()).message,
    'mask hook "bad" (owner c3) on node "gain-life" failed: a mask may return an invocation { node, args } or nothing',
  );
  t.deepEqual(engine.state, lifeState());
});
