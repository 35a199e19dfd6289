import test from 'ava';
import { RuleError, Rng, type MoveCardArgs } from '../../lib/index.js';
import { table } from '../cards/fixtures/table.js';

test('shuffle permutes a zone with Fisher–Yates driven by the game RNG', (t) => {
  const engine = table({ deck: [2, 3, 4, 5, 6, 7] }, { seed: 42 });
  engine.enqueue('shuffle', { zone: 0 });
  engine.run();
  t.deepEqual(engine.state.zones[0], new Rng(42).shuffle([0, 1, 2, 3, 4, 5]));
  t.deepEqual(engine.state.zones[0], [1, 5, 2, 4, 0, 3]);
  t.deepEqual(engine.log, [{ type: 'shuffled', zone: 'deck' }]);
  t.deepEqual(engine.lines(), ['Shuffled deck']);
});

test('deal gives one card at a time from the top, round-robin, each zone receiving at its bottom', (t) => {
  const engine = table({ deck: [2, 3, 4, 5, 6], a: [9], b: [] });
  engine.enqueue('deal', { from: 0, to: [1, 2], faceUp: true });
  engine.run();
  t.deepEqual(engine.state.zones, [[], [5, 0, 2, 4], [1, 3]]);
  t.true(engine.state.cards[0]!.faceUp);
  t.deepEqual(engine.log, [{ type: 'dealt', from: 'deck', to: ['a', 'b'], cards: 5 }]);
  t.deepEqual(engine.lines(), ['Dealt 5 cards from deck to a, b']);
});

test('deal with a count gives that many cards per zone, and stops early when the source runs out', (t) => {
  const engine = table({ deck: [2, 3, 4, 5, 6], a: [], b: [] });
  engine.enqueue('deal', { from: 0, to: [1, 2], count: 2 });
  engine.enqueue('deal', { from: 0, to: [2, 1], count: 3 });
  engine.run();
  t.deepEqual(engine.state.zones, [[], [0, 2], [1, 3, 4]]);
  t.deepEqual(engine.lines(), ['Dealt 4 cards from deck to a, b', 'Dealt 1 card from deck to b, a']);
});

test('move-all moves every card top first, keeping their order at the bottom of the target', (t) => {
  const engine = table({ pot: [2, 3, 4], pile: [9] });
  engine.enqueue('move-all', { from: 0, to: 1, faceUp: false });
  engine.run();
  t.deepEqual(engine.state.zones, [[], [3, 0, 1, 2]]);
  t.deepEqual(engine.log, [{ type: 'moved-all', from: 'pot', to: 'pile', cards: 3 }]);
  t.deepEqual(engine.lines(), ['Moved 3 cards from pot to pile']);
});

test('move-all is one move-card of the whole zone: a pre hook may keep a card back, and the log counts what moved', (t) => {
  const engine = table({ pot: [2, 3, 4], pile: [] });
  engine.attach('move-card', 'pre', {
    key: 'keep-1',
    run: (_ctx, args: MoveCardArgs) => ({ ...args, cards: args.cards.filter((card) => card !== 1) }),
  });
  engine.enqueue('move-all', { from: 0, to: 1 });
  engine.run();
  t.deepEqual(engine.state.zones, [[1], [0, 2]]);
  t.deepEqual(engine.log.at(-1), { type: 'moved-all', from: 'pot', to: 'pile', cards: 2 });
});

test('a cancelled move-all moves nothing and says so', (t) => {
  const engine = table({ pot: [2, 3, 4], pile: [] });
  engine.attach('move-card', 'pre', { key: 'no', run: (ctx) => ctx.cancel() });
  engine.enqueue('move-all', { from: 0, to: 1 });
  engine.run();
  t.deepEqual(engine.state.zones, [[0, 1, 2], []]);
  t.deepEqual(engine.log.at(-1), { type: 'moved-all', from: 'pot', to: 'pile', cards: 0 });
});

test('bad shuffle, deal and move-all args are refused with exact messages', (t) => {
  const cases: [string, object, string][] = [
    ['shuffle', { zone: 5 }, 'Unknown zone 5 (zones are 0 to 1)'],
    [
      'shuffle',
      { zone: 'deck' },
      'A zone is given by handle here, not by name: resolve "deck" once with zoneHandle(state, "deck")',
    ],
    ['deal', { from: 0, to: [] }, 'deal: to must be a non-empty array of zone handles'],
    ['deal', { from: 0, to: [1, 7] }, 'Unknown zone 7 (zones are 0 to 1)'],
    ['deal', { from: 0, to: [1], count: 0 }, 'deal: count must be a positive integer or "all", got 0'],
    ['move-all', { from: 0, to: -1 }, 'Unknown zone -1 (zones are 0 to 1)'],
    [
      'draw',
      { player: 'p1', from: 0, to: 'hand' },
      'A zone is given by handle here, not by name: resolve "hand" once with zoneHandle(state, "hand")',
    ],
  ];
  for (const [node, args, message] of cases) {
    const engine = table({ deck: [2, 3], a: [] });
    const before = structuredClone(engine.state);
    engine.enqueue(node, args);
    t.is(t.throws(() => engine.run(), { instanceOf: RuleError })?.message, `the body of node "${node}" failed: ${message}`);
    t.deepEqual(engine.state, before);
  }
});
