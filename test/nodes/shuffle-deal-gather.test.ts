import test from 'ava';
import { RuleError, Rng } from '../../lib/index.js';
import { table } from '../cards/fixtures/table.js';

test('shuffle permutes a zone with Fisher–Yates driven by the game RNG', (t) => {
  const engine = table({ deck: [2, 3, 4, 5, 6, 7] }, { seed: 42 });
  engine.enqueue('shuffle', { zone: 'deck' });
  engine.run();
  t.deepEqual(engine.state.zones.deck, new Rng(42).shuffle(['c1', 'c2', 'c3', 'c4', 'c5', 'c6']));
  t.deepEqual(engine.state.zones.deck, ['c2', 'c6', 'c3', 'c5', 'c1', 'c4']);
  t.deepEqual(engine.log, [{ type: 'shuffled', zone: 'deck' }]);
  t.deepEqual(engine.lines(), ['Shuffled deck']);
});

test('deal gives one card at a time from the top, round-robin, each zone receiving at its bottom', (t) => {
  const engine = table({ deck: [2, 3, 4, 5, 6], a: [9], b: [] });
  engine.enqueue('deal', { from: 'deck', to: ['a', 'b'], faceUp: true });
  engine.run();
  t.deepEqual(engine.state.zones, { deck: [], a: ['c6', 'c1', 'c3', 'c5'], b: ['c2', 'c4'] });
  t.true(engine.state.cards.c1!.faceUp);
  t.deepEqual(engine.log, [{ type: 'dealt', from: 'deck', to: ['a', 'b'], cards: 5 }]);
  t.deepEqual(engine.lines(), ['Dealt 5 cards from deck to a, b']);
});

test('deal with a count gives that many cards per zone, and stops early when the source runs out', (t) => {
  const engine = table({ deck: [2, 3, 4, 5, 6], a: [], b: [] });
  engine.enqueue('deal', { from: 'deck', to: ['a', 'b'], count: 2 });
  engine.enqueue('deal', { from: 'deck', to: ['b', 'a'], count: 3 });
  engine.run();
  t.deepEqual(engine.state.zones, { deck: [], a: ['c1', 'c3'], b: ['c2', 'c4', 'c5'] });
  t.deepEqual(engine.lines(), ['Dealt 4 cards from deck to a, b', 'Dealt 1 card from deck to b, a']);
});

test('move-all moves every card top first, keeping their order at the bottom of the target', (t) => {
  const engine = table({ pot: [2, 3, 4], pile: [9] });
  engine.enqueue('move-all', { from: 'pot', to: 'pile', faceUp: false });
  engine.run();
  t.deepEqual(engine.state.zones, { pot: [], pile: ['c4', 'c1', 'c2', 'c3'] });
  t.deepEqual(engine.log, [{ type: 'moved-all', from: 'pot', to: 'pile', cards: 3 }]);
  t.deepEqual(engine.lines(), ['Moved 3 cards from pot to pile']);
});

test('move-all goes through move-card: a cancelled move stops the gather without looping', (t) => {
  const engine = table({ pot: [2, 3, 4], pile: [] });
  engine.attach('move-card', 'pre', {
    key: 'keep-c2',
    run: (ctx, args: { card: string }) => (args.card === 'c2' ? ctx.cancel() : undefined),
  });
  engine.enqueue('move-all', { from: 'pot', to: 'pile' });
  engine.run();
  t.deepEqual(engine.state.zones, { pot: ['c2', 'c3'], pile: ['c1'] });
  t.deepEqual(engine.log.at(-1), { type: 'moved-all', from: 'pot', to: 'pile', cards: 1 });
});

test('bad shuffle, deal and move-all args are refused with exact messages', (t) => {
  const cases: [string, object, string][] = [
    ['shuffle', { zone: 'hand' }, 'Unknown zone "hand"'],
    ['deal', { from: 'deck', to: [] }, 'deal: to must be a non-empty array of zones'],
    ['deal', { from: 'deck', to: ['a', 'x'] }, 'Unknown zone "x"'],
    ['deal', { from: 'deck', to: ['a'], count: 0 }, 'deal: count must be a positive integer or "all", got 0'],
    ['move-all', { from: 'deck', to: 'x' }, 'Unknown zone "x"'],
  ];
  for (const [node, args, message] of cases) {
    const engine = table({ deck: [2, 3], a: [] });
    const before = structuredClone(engine.state);
    engine.enqueue(node, args);
    t.is(t.throws(() => engine.run(), { instanceOf: RuleError })?.message, `the body of node "${node}" failed: ${message}`);
    t.deepEqual(engine.state, before);
  }
});
