import test from 'ava';
import { defineNode } from '../../lib/index.js';
import { table } from '../cards/fixtures/table.js';

test('draw moves the top card of from to the bottom of to, so it is the last id there', (t) => {
  const engine = table({ 'p1.pile': [5, 9], pot: [2] });
  engine.enqueue('draw', { player: 'p1', from: 'p1.pile', to: 'pot', faceUp: true });
  engine.run();
  t.deepEqual(engine.state.zones, { 'p1.pile': ['c2'], pot: ['c3', 'c1'] });
  t.true(engine.state.cards.c1!.faceUp);
  t.deepEqual(engine.log, [{ type: 'drew', player: 'p1', card: 'c1', defId: 'r5', name: 'Rank 5', from: 'p1.pile', to: 'pot' }]);
  t.deepEqual(engine.lines(), ['p1 drew Rank 5']);
});

test('draw with at: top puts the card on top of to and leaves its face as it was', (t) => {
  const engine = table({ deck: [5, 9], hand: [2] });
  engine.enqueue('draw', { player: 'p2', from: 'deck', to: 'hand', at: 'top' });
  engine.run();
  t.deepEqual(engine.state.zones, { deck: ['c2'], hand: ['c1', 'c3'] });
  t.false(engine.state.cards.c1!.faceUp);
});

test('draw from an empty zone runs onEmpty next with the player and zone', (t) => {
  const engine = table(
    { 'p2.pile': [], pot: [] },
    {
      nodes: [
        defineNode({
          name: 'out',
          description: 'test',
          body(ctx, args) {
            ctx.state.out = args;
          },
        }),
      ],
    },
  );
  engine.enqueue('draw', { player: 'p2', from: 'p2.pile', to: 'pot', onEmpty: 'out' });
  engine.run();
  t.deepEqual(engine.state.out, { player: 'p2', from: 'p2.pile' });
  t.deepEqual(engine.log, [{ type: 'empty', player: 'p2', zone: 'p2.pile' }]);
  t.deepEqual(engine.lines(), ['p2 has no card left in p2.pile']);
});

test('draw from an empty zone without onEmpty moves nothing and only logs', (t) => {
  const engine = table({ deck: [], hand: [] });
  engine.enqueue('draw', { player: 'p1', from: 'deck', to: 'hand' });
  t.deepEqual(engine.run(), { status: 'idle' });
  t.deepEqual(engine.state.zones, { deck: [], hand: [] });
  t.deepEqual(engine.lines(), ['p1 has no card left in deck']);
});

test('a draw whose move is cancelled logs no draw', (t) => {
  const engine = table({ deck: [5], hand: [] });
  engine.attach('move-card', 'pre', { key: 'no', run: (ctx) => ctx.cancel() });
  engine.enqueue('draw', { player: 'p1', from: 'deck', to: 'hand' });
  engine.run();
  t.deepEqual(engine.state.zones, { deck: ['c1'], hand: [] });
  t.deepEqual(engine.lines(), ['move-card was cancelled by "no"']);
});
