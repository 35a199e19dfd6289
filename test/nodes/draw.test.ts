import test from 'ava';
import { defineNode } from '../../lib/index.js';
import { table } from '../cards/fixtures/table.js';

test('draw moves the top card of from to the bottom of to, so it is the last id there', (t) => {
  const engine = table({ 'p1.pile': [5, 9], pot: [2] });
  engine.enqueue('draw', { player: 'p1', from: 0, to: 1, faceUp: true });
  engine.run();
  t.deepEqual(engine.state.zones, [[1], [2, 0]]);
  t.true(engine.state.cards[0]!.faceUp);
  // The log names the zones: handles are for the rules, names for people.
  t.deepEqual(engine.log, [{ type: 'drew', player: 'p1', card: 0, defId: 'r5', name: 'Rank 5', from: 'p1.pile', to: 'pot' }]);
  t.deepEqual(engine.lines(), ['p1 drew Rank 5']);
});

test('draw with at: top puts the card on top of to and leaves its face as it was', (t) => {
  const engine = table({ deck: [5, 9], hand: [2] });
  engine.enqueue('draw', { player: 'p2', from: 0, to: 1, at: 'top' });
  engine.run();
  t.deepEqual(engine.state.zones, [[1], [0, 2]]);
  t.false(engine.state.cards[0]!.faceUp);
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
  engine.enqueue('draw', { player: 'p2', from: 0, to: 1, onEmpty: 'out' });
  engine.run();
  t.deepEqual(engine.state.out, { player: 'p2', from: 0 });
  t.deepEqual(engine.log, [{ type: 'empty', player: 'p2', zone: 'p2.pile' }]);
  t.deepEqual(engine.lines(), ['p2 has no card left in p2.pile']);
});

test('draw from an empty zone without onEmpty moves nothing and only logs', (t) => {
  const engine = table({ deck: [], hand: [] });
  engine.enqueue('draw', { player: 'p1', from: 0, to: 1 });
  t.deepEqual(engine.run(), { status: 'idle' });
  t.deepEqual(engine.state.zones, [[], []]);
  t.deepEqual(engine.lines(), ['p1 has no card left in deck']);
});

test('a draw whose move is cancelled logs no draw', (t) => {
  const engine = table({ deck: [5], hand: [] });
  engine.attach('move-card', 'pre', { key: 'no', run: (ctx) => ctx.cancel() });
  engine.enqueue('draw', { player: 'p1', from: 0, to: 1 });
  engine.run();
  t.deepEqual(engine.state.zones, [[0], []]);
  t.deepEqual(engine.lines(), ['move-card was cancelled by "no"']);
});
