import test from 'ava';
import { checkConservation, defineNode, moveCard, RuleError } from '../../lib/index.js';
import { table } from './fixtures/table.js';

test('move-card takes a card from its zone to the bottom (default) or top of another', (t) => {
  const engine = table({ deck: [2, 3, 4], pot: [9] });
  engine.enqueue('move-card', { card: 'c1', to: 'pot' });
  engine.enqueue('move-card', { card: 'c3', to: 'pot', at: 'top', faceUp: true });
  engine.enqueue('move-card', { card: 'c4', to: 'pot', at: 'bottom' });
  t.deepEqual(engine.run(), { status: 'idle' });
  t.deepEqual(engine.state.zones, { deck: ['c2'], pot: ['c3', 'c1', 'c4'] });
  t.deepEqual(engine.state.cards.c3, { iid: 'c3', defId: 'r4', owner: 'deck', controller: 'deck', zone: 'pot', faceUp: true });
  t.is(engine.state.cards.c1!.faceUp, false);
  t.deepEqual(engine.log, []);
  t.is(checkConservation(engine.state), 4);
});

test('moving within a zone re-positions the card', (t) => {
  const engine = table({ deck: [2, 3, 4] });
  engine.enqueue('move-card', { card: 'c1', to: 'deck' });
  engine.enqueue('move-card', { card: 'c2', to: 'deck', at: 'top' });
  engine.run();
  t.deepEqual(engine.state.zones.deck, ['c2', 'c3', 'c1']);
});

test('moveCard(ctx) runs move-card through its hooks: a pre hook cancels a move', (t) => {
  const engine = table(
    { deck: [2, 3], pot: [] },
    {
      nodes: [
        defineNode({
          name: 'play-both',
          description: 'test',
          body(ctx) {
            ctx.state.results = [
              moveCard(ctx, { card: 'c1', to: 'pot' }),
              moveCard(ctx, { card: 'c2', to: 'deck', at: 'bottom' }),
            ];
          },
        }),
      ],
    },
  );
  engine.attach('move-card', 'pre', {
    key: 'pot-closed',
    run(ctx, args: { to: string }) {
      if (args.to === 'pot') ctx.cancel('the pot is closed');
    },
  });
  engine.enqueue('play-both');
  engine.run();
  t.deepEqual(engine.state.results, [false, true]);
  t.deepEqual(engine.state.zones, { deck: ['c1', 'c2'], pot: [] });
  t.deepEqual(engine.lines(), ['move-card was cancelled by "pot-closed": the pot is closed']);
});

test('a mask on move-card redirects the move to another zone', (t) => {
  const engine = table({ deck: [2, 3], pot: [], exile: [] });
  engine.attach('move-card', 'mask', {
    key: 'exile-instead',
    run: (_ctx, args: { card: string; to: string }) =>
      args.to === 'pot' ? { node: 'move-card', args: { ...args, to: 'exile' } } : undefined,
  });
  engine.enqueue('move-card', { card: 'c2', to: 'pot' });
  engine.run();
  t.deepEqual(engine.state.zones, { deck: ['c1'], pot: [], exile: ['c2'] });
  t.is(engine.state.cards.c2!.zone, 'exile');
  t.deepEqual(engine.lines(), ['Replacement "exile-instead" applied to move-card']);
});

test('detachHooks: true ends the hooks the moving card owns', (t) => {
  const engine = table({ field: [2, 3], grave: [] });
  engine.attach('draw', 'pre', { key: 'a', owner: 'c1', run: () => undefined });
  engine.attach('draw', 'post', { key: 'b', owner: 'c2', run: () => undefined });
  engine.enqueue('move-card', { card: 'c1', to: 'grave', detachHooks: true });
  engine.run();
  t.deepEqual(
    engine.hooks().map((h) => `${h.key}:${h.owner}`),
    ['b:c2'],
  );
});

test('a bad move is refused with an exact message and the game is rolled back', (t) => {
  const cases: [object, string][] = [
    [{ card: 'c9', to: 'pot' }, 'No card "c9" in this game'],
    [{ card: 'c1', to: 'p3.pile' }, 'Unknown zone "p3.pile"'],
    [{ card: 'c1', to: 'pot', at: 'middle' }, 'at must be "top" or "bottom", got "middle"'],
  ];
  for (const [args, message] of cases) {
    const engine = table({ deck: [2, 3], pot: [] });
    const before = structuredClone(engine.state);
    engine.enqueue('move-card', { card: 'c2', to: 'pot' });
    engine.enqueue('move-card', args);
    const error = t.throws(() => engine.run(), { instanceOf: RuleError });
    t.is(error?.message, `the body of node "move-card" failed: ${message}`);
    t.deepEqual(engine.state, before);
  }
});
