import test from 'ava';
import { defineNode, hookOwner, moveCard, RuleError, zoneHandle, type MoveCardArgs } from '../../lib/index.js';
import { checkConservation } from '../../lib/cards/index.js';
import { table } from './fixtures/table.js';

// table() declares zones in the order given (handles 0, 1, ...) and creates cards 0, 1, ... in that order.

test('move-card takes cards from their zones to the bottom (default) or top of another', (t) => {
  const engine = table({ deck: [2, 3, 4], pot: [9] });
  const pot = zoneHandle(engine.state, 'pot');
  engine.enqueue('move-card', { cards: [0], to: pot });
  engine.enqueue('move-card', { cards: [2], to: pot, at: 'top', faceUp: true });
  engine.enqueue('move-card', { cards: [3], to: pot, at: 'bottom' });
  t.deepEqual(engine.run(), { status: 'idle' });
  t.deepEqual(engine.state.zones, [[1], [2, 0, 3]]);
  t.deepEqual(engine.state.cards[2], { def: 2, zone: pot, owner: 'deck', controller: 'deck', faceUp: true });
  t.is(engine.state.cards[0]!.faceUp, false);
  t.deepEqual(engine.log, []);
  t.is(checkConservation(engine.state), 4);
});

test('a list moves card after card, exactly as one move per card would: in order at the bottom, reversed at the top', (t) => {
  const one = table({ deck: [2, 3, 4, 5], pot: [9] });
  const batch = table({ deck: [2, 3, 4, 5], pot: [9] });
  for (const card of [3, 0, 2]) one.enqueue('move-card', { cards: [card], to: 1, at: 'top', faceUp: true });
  batch.enqueue('move-card', { cards: [3, 0, 2], to: 1, at: 'top', faceUp: true });
  one.enqueue('move-card', { cards: [1], to: 1 });
  batch.enqueue('move-card', { cards: [1], to: 1 });
  one.run();
  batch.run();
  t.deepEqual(batch.state.zones, [[], [2, 0, 3, 4, 1]]);
  t.deepEqual(batch.state, one.state);
});

test('a card listed twice moves twice, as two single moves would', (t) => {
  const engine = table({ deck: [2, 3], pot: [] });
  engine.enqueue('move-card', { cards: [0, 1, 0], to: 1 });
  engine.run();
  t.deepEqual(engine.state.zones, [[], [1, 0]]);
});

test('moving within a zone re-positions the card', (t) => {
  const engine = table({ deck: [2, 3, 4] });
  engine.enqueue('move-card', { cards: [0], to: 0 });
  engine.enqueue('move-card', { cards: [1], to: 0, at: 'top' });
  engine.run();
  t.deepEqual(engine.state.zones[0], [1, 2, 0]);
});

test('moveCard(ctx) moves one card or a list through its hooks: a pre hook cancels a move', (t) => {
  const engine = table(
    { deck: [2, 3, 4], pot: [] },
    {
      nodes: [
        defineNode({
          name: 'play',
          description: 'test',
          body(ctx) {
            ctx.state.results = [moveCard(ctx, { card: 0, to: 1 }), moveCard(ctx, { cards: [1, 2], to: 0, at: 'bottom' })];
          },
        }),
      ],
    },
  );
  engine.attach('move-card', 'pre', {
    key: 'pot-closed',
    run(ctx, args: MoveCardArgs) {
      if (args.to === zoneHandle(ctx.state, 'pot')) ctx.cancel('the pot is closed');
    },
  });
  engine.enqueue('play');
  engine.run();
  t.deepEqual(engine.state.results, [false, true]);
  t.deepEqual(engine.state.zones, [[0, 1, 2], []]);
  t.deepEqual(engine.lines(), ['move-card was cancelled by "pot-closed": the pot is closed']);
});

test('a pre hook sees the whole list and may drop cards from it; the others move, and post hooks see what moved', (t) => {
  const engine = table({ deck: [2, 3, 4, 5], pot: [] });
  // "Rank 3 never leaves the deck": card by card, a hook on a batch can still pick out one card.
  engine.attach('move-card', 'pre', {
    key: 'stubborn-three',
    run: (ctx, args: MoveCardArgs) => ({ ...args, cards: args.cards.filter((card) => ctx.state.cards[card]!.def !== 1) }),
  });
  const seen: number[][] = [];
  engine.attach('move-card', 'post', { key: 'watch', run: (_ctx, args: MoveCardArgs) => void seen.push([...args.cards]) });
  engine.enqueue('move-card', { cards: [0, 1, 2, 3], to: 1, faceUp: true });
  engine.run();
  t.deepEqual(engine.state.zones, [[1], [0, 2, 3]]);
  t.deepEqual(seen, [[0, 2, 3]]);
  t.false(engine.state.cards[1]!.faceUp);
});

test('a mask on move-card redirects a whole list to another zone', (t) => {
  const engine = table({ deck: [2, 3, 4], pot: [], exile: [] });
  engine.attach('move-card', 'mask', {
    key: 'exile-instead',
    run: (ctx, args: MoveCardArgs) =>
      args.to === zoneHandle(ctx.state, 'pot')
        ? { node: 'move-card', args: { ...args, to: zoneHandle(ctx.state, 'exile') } }
        : undefined,
  });
  engine.enqueue('move-card', { cards: [2, 1], to: 1 });
  engine.run();
  t.deepEqual(engine.state.zones, [[0], [], [2, 1]]);
  t.is(engine.state.cards[1]!.zone, 2);
  t.deepEqual(engine.lines(), ['Replacement "exile-instead" applied to move-card']);
});

test('detachHooks: true ends the hooks the moving cards own, named by hookOwner', (t) => {
  const engine = table({ field: [2, 3, 4], grave: [] });
  const state = engine.state;
  t.is(hookOwner(state, 0), 'Rank 2[0]');
  engine.attach('draw', 'pre', { key: 'a', owner: hookOwner(state, 0), run: () => undefined });
  engine.attach('draw', 'post', { key: 'b', owner: hookOwner(state, 1), run: () => undefined });
  engine.attach('deal', 'post', { key: 'c', owner: hookOwner(state, 2), run: () => undefined });
  engine.enqueue('move-card', { cards: [0, 2], to: 1, detachHooks: true });
  engine.run();
  t.deepEqual(
    engine.hooks().map((h) => `${h.key}:${h.owner}`),
    ['b:Rank 3[1]'],
  );
});

test('a bad move is refused with an exact message and the game is rolled back', (t) => {
  const cases: [object, string][] = [
    [{ cards: [9], to: 1 }, 'No card 9 in this game'],
    [{ cards: [0, 9], to: 1 }, 'No card 9 in this game'],
    [{ cards: ['0'], to: 1 }, 'A card is given by handle (a number), got "0"'],
    [{ cards: [0], to: 7 }, 'Unknown zone 7 (zones are 0 to 1)'],
    [{ cards: [0], to: 'pot' }, 'A zone is given by handle here, not by name: resolve "pot" once with zoneHandle(state, "pot")'],
    [{ cards: [0], to: 1, at: 'middle' }, 'at must be "top" or "bottom", got "middle"'],
    [{ card: 0, to: 1 }, 'move-card takes cards, a list of card handles (one card is [0]), not card'],
    [{ cards: 0, to: 1 }, 'move-card: cards must be a list of card handles, got 0'],
  ];
  for (const [args, message] of cases) {
    const engine = table({ deck: [2, 3], pot: [] });
    const before = structuredClone(engine.state);
    engine.enqueue('move-card', { cards: [1], to: 1 });
    engine.enqueue('move-card', args);
    const error = t.throws(() => engine.run(), { instanceOf: RuleError });
    t.is(error?.message, `the body of node "move-card" failed: ${message}`);
    t.deepEqual(engine.state, before);
  }
});

test("a zone's own live list is refused as the list to move: it would skip every other card", (t) => {
  const engine = table(
    { deck: [2, 3, 4, 5], pot: [] },
    {
      nodes: [
        defineNode({
          name: 'gather',
          description: 'test',
          body: (ctx) => void ctx.call('move-card', { cards: ctx.state.zones[0], to: 1 }),
        }),
        defineNode({
          name: 'shuffle-into-itself',
          description: 'test',
          body: (ctx) => void ctx.call('move-card', { cards: ctx.state.zones[0], to: 0 }),
        }),
      ],
    },
  );
  for (const node of ['gather', 'shuffle-into-itself']) {
    engine.enqueue(node);
    const error = t.throws(() => engine.run(), { instanceOf: RuleError });
    t.is(
      error?.message,
      `the body of node "move-card" failed: move-card: cards is the live list of zone "deck", which changes as its cards move; pass a copy (cardsIn(state, zone))`,
    );
    t.deepEqual(engine.state.zones, [[0, 1, 2, 3], []]);
  }
});

test('a removed card is refused by its handle', (t) => {
  const engine = table({ deck: [2, 3], pot: [] });
  engine.state.zones[0]!.shift();
  engine.state.cards[0] = null;
  engine.enqueue('move-card', { cards: [0], to: 1 });
  t.is(t.throws(() => engine.run())?.message, 'the body of node "move-card" failed: Card 0 was removed from this game');
});
