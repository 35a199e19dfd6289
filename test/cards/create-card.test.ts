import test from 'ava';
import {
  cardsIn,
  defineCard,
  type Effect,
  hookOwner,
  type Invocation,
  type MoveCardArgs,
  restore,
  RuleError,
  snapshot,
} from '../../lib/index.js';
import { checkConservation } from '../../lib/cards/index.js';
import type { Condition } from '../../lib/graph/index.js';
import { skirmish, ZONE } from './fixtures/skirmish.js';

const spark = defineCard({ id: 'x.spark', name: 'Spark', kind: 'token' });
const pawn = defineCard({ id: 'x.pawn', name: 'Pawn', kind: 'unit' });

const create = (count: number, to?: number): Invocation => ({
  node: 'create-card',
  args: to === undefined ? { card: 'x.spark', count, owner: 'p1' } : { card: 'x.spark', count, owner: 'p1', to, faceUp: true },
});

test('create-card makes cards during play: logged, counted by conservation, moved to their zone through move-card', (t) => {
  const { play } = skirmish([spark, pawn], {
    effects: { 'x.arrived': (ctx, args: MoveCardArgs) => ctx.log({ type: 'arrived', cards: [...args.cards] }) },
    hooks: [{ node: 'move-card', phase: 'post', spec: { key: 'arrived', effect: 'x.arrived' } }],
  });
  const engine = play({ p1: { deck: ['x.pawn'] }, script: [create(2, ZONE.p1.field)] });
  t.is(checkConservation(engine.state), 3);
  t.deepEqual(cardsIn(engine.state, 'p1.field'), [1, 2]);
  t.deepEqual(cardsIn(engine.state, 'limbo'), []);
  t.deepEqual(engine.log, [
    { type: 'created', cards: [1, 2], defId: 'x.spark', name: 'Spark', owner: 'p1', to: 'p1.field', creator: null },
    { type: 'arrived', cards: [1, 2] },
  ]);
  t.deepEqual(engine.lines().slice(0, 1), ['p1 creates 2 Spark (to p1.field)']);
  t.deepEqual(engine.state.cards[1], { def: 1, zone: ZONE.p1.field, owner: 'p1', controller: 'p1', faceUp: true });
});

test('create-card is hookable: a pre hook cancels a creation, a mask doubles it', (t) => {
  const doubled: Effect = (_ctx, args: { count?: number }) => ({
    node: 'create-card',
    args: { ...args, count: (args.count ?? 1) * 2 },
  });
  const { play } = skirmish([spark], {
    effects: { 'x.double': doubled, 'x.none': (ctx) => ctx.cancel('no tokens today') },
    conditions: { 'x.forP2': ((args: { owner: string }) => args.owner === 'p2') satisfies Condition },
    hooks: [
      { node: 'create-card', phase: 'mask', spec: { key: 'doubler', effect: 'x.double' } },
      { node: 'create-card', phase: 'pre', spec: { key: 'none-for-p2', effect: 'x.none', applies: 'x.forP2' } },
    ],
  });
  const engine = play({
    script: [create(3, ZONE.p1.field), { node: 'create-card', args: { card: 'x.spark', owner: 'p2', to: ZONE.p2.field } }],
  });
  t.is(cardsIn(engine.state, 'p1.field').length, 6);
  t.deepEqual(cardsIn(engine.state, 'p2.field'), []);
  t.is(checkConservation(engine.state), 6);
});

test('without to, or when move-card does not deliver them, created cards stay in limbo', (t) => {
  const { play } = skirmish([spark], {
    effects: { 'x.stop': (ctx) => ctx.cancel('nothing enters the field') },
    conditions: { 'x.toField': ((args: MoveCardArgs) => args.to === ZONE.p2.field) satisfies Condition },
    hooks: [{ node: 'move-card', phase: 'pre', spec: { key: 'stop', effect: 'x.stop', applies: 'x.toField' } }],
  });
  const engine = play({
    script: [create(1), { node: 'create-card', args: { card: 'x.spark', owner: 'p2', to: ZONE.p2.field } }],
  });
  t.deepEqual(cardsIn(engine.state, 'limbo'), [0, 1]);
  t.is(checkConservation(engine.state), 2);
});

test('remove-card takes cards out of the game: their hooks end, their handles stay empty, conservation counts it', (t) => {
  const { play } = skirmish([spark], { effects: { 'x.noop': () => undefined } });
  const engine = play({ p1: { field: ['x.spark', 'x.spark'] } });
  engine.attach('score', 'pre', { key: 'watch:0', effect: 'x.noop', owner: hookOwner(engine.state, 0) });
  engine.enqueue('remove-card', { cards: [0] });
  engine.run();
  t.deepEqual(engine.hooks(), []);
  t.is(engine.state.cards[0], null);
  t.is(checkConservation(engine.state), 1);
  t.deepEqual(engine.lines(), ['Removed Spark from the game']);
});

test('create-card and remove-card refuse what cannot be done, with exact messages', (t) => {
  const { play } = skirmish([spark]);
  const cases: [Invocation, string][] = [
    [
      { node: 'create-card', args: { card: 'x.sprak', owner: 'p1' } },
      'create-card: no card "x.sprak" in this game\'s packs (did you mean "x.spark"?)',
    ],
    [create(0), 'create-card: count must be a whole number from 1 to 1000, got 0'],
    [{ node: 'create-card', args: { card: 'x.spark', owner: 'p1', to: 42 } }, 'Unknown zone 42 (zones are 0 to 9)'],
    [{ node: 'remove-card', args: { cards: [0, 0] } }, 'remove-card: card 0 is listed twice'],
    [{ node: 'remove-card', args: { cards: [7] } }, 'No card 7 in this game'],
  ];
  for (const [invocation, message] of cases) {
    const error = t.throws(() => play({ p1: { hand: ['x.spark'] }, script: [invocation] }), { instanceOf: RuleError });
    t.is(error.message, `the body of node "${invocation.node}" failed: ${message}`);
  }
});

test('a game that created and removed cards restores by replay to the same position', (t) => {
  const { game } = skirmish([spark, pawn]);
  const options = {
    p1: { hand: ['x.pawn'] },
    script: [create(2, ZONE.p1.field), { node: 'remove-card', args: { cards: [1] } }, create(1)],
  };
  const engine = game.createEngine({ seed: 3, options });
  engine.run();
  const restored = restore<typeof engine.state>(game.graph(), JSON.stringify(snapshot(engine)));
  t.deepEqual(restored.state, engine.state);
  t.deepEqual(restored.state.zoneNames.at(-1), 'limbo');
  t.is(checkConservation(restored.state), 3);
});
