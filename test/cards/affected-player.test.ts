// Rule 616.1's affected player: nodes declare who an event affects (move-card: the cards' controller),
// the built-in policy asks them when several masks of one tier apply, and a card game takes a policy.
import test from 'ava';
import { defineCard, defineNode, Engine, RuleGraph } from '../../lib/index.js';
import { tieredPolicy } from '../../lib/graph/index.js';
import { skirmish, ZONE } from './fixtures/skirmish.js';

const pebble = defineCard({ id: 'x.pebble', name: 'Pebble', kind: 'unit' });
const effects = { 'x.nothing': () => undefined };

function moving(cards: number[], p2hand: string[] = ['x.pebble']) {
  const { game } = skirmish([pebble], { effects });
  const engine = game.createEngine({
    seed: 1,
    options: {
      p1: { hand: ['x.pebble'] },
      p2: { hand: p2hand },
      script: [{ node: 'move-card', args: { cards, to: ZONE.discard } }],
    },
  });
  engine.attach('move-card', 'mask', { key: 'a', effect: 'x.nothing' });
  engine.attach('move-card', 'mask', { key: 'b', effect: 'x.nothing' });
  return engine;
}

test("masks on a move-card event are ordered by the cards' controller, though its args name no player", (t) => {
  t.like(moving([1]).run(), { status: 'awaiting', decision: { player: 'p2', options: ['a', 'b'] } });
  t.like(moving([0]).run(), { status: 'awaiting', decision: { player: 'p1' } });
  t.like(moving([1, 2], ['x.pebble', 'x.pebble']).run(), { status: 'awaiting', decision: { player: 'p2' } });
});

test('cards of two controllers have no one affected player: refused, naming the masks', (t) => {
  t.throws(() => moving([0, 1]).run(), {
    message:
      'the replacement policy for node "move-card" failed: masks "a", "b" all apply to "move-card" in tier "other", and no affected player is known to choose their order (the node declares no affectedPlayer for these args, and the args have no "player")',
  });
});

test("a policy's own affectedPlayer, given the state, wins over the node's", (t) => {
  const graph = new RuleGraph({
    id: 'policy',
    policy: tieredPolicy({
      tiers: ['first', 'rest'],
      affectedPlayer: (_node, _args, state) => (state as { leader: string }).leader,
    }),
  });
  graph.define(defineNode({ name: 'go', description: 'Does nothing.', affectedPlayer: () => 'p1', body: () => {} }));
  graph.effect('nothing', () => undefined);
  const engine = new Engine(graph, { state: { leader: 'p2' }, start: { node: 'go', args: {} } });
  engine.attach('go', 'mask', { key: 'a', effect: 'nothing', tier: 'first' });
  engine.attach('go', 'mask', { key: 'b', effect: 'nothing', tier: 'first' });
  t.like(engine.run(), { status: 'awaiting', decision: { player: 'p2' } });
});

test('defineCardGame({ policy }) gives the game that policy: its tiers are the ones a mask may name', (t) => {
  const plain = skirmish([pebble], { effects }).game.createEngine({ seed: 1 });
  t.throws(() => plain.attach('score', 'mask', { key: 'x', effect: 'x.nothing', tier: 'first' }), {
    message: 'Hook "x" on score (mask): unknown replacement tier "first" (known: self, control, copy, face-up, other)',
  });
  const custom = skirmish([pebble], { effects }, tieredPolicy({ tiers: ['first', 'rest'] })).game.createEngine({ seed: 1 });
  custom.attach('score', 'mask', { key: 'x', effect: 'x.nothing', tier: 'first' });
  t.true(custom.hasHook('score', 'mask', 'x'));
});
