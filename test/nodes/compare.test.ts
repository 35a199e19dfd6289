import test from 'ava';
import { defineCard, defineNode, RuleError } from '../../lib/index.js';
import { winnerOf } from '../../lib/nodes/compare.js';
import { table } from '../cards/fixtures/table.js';

const record = defineNode({
  name: 'record',
  description: 'test',
  body(ctx, args) {
    ctx.state.outcome = args;
  },
});

function compare(ranks: number[], extra: object = {}) {
  const zones: Record<string, number[]> = {};
  ranks.forEach((r, i) => (zones[`p${i + 1}.play`] = [r]));
  const engine = table(zones, { nodes: [record] });
  const cards = ranks.map((_, i) => i);
  const players = ranks.map((_, i) => `p${i + 1}`);
  engine.enqueue('compare', { cards, players, stat: 'rank', then: 'record', ...extra });
  engine.run();
  return engine;
}

test('compare: the highest stat wins and then receives { ...thenArgs, winner }', (t) => {
  const engine = compare([9, 12], { thenArgs: { round: 3 } });
  t.deepEqual(engine.state.outcome, { round: 3, winner: 'p2' });
  t.deepEqual(engine.log, [
    { type: 'compared', stat: 'rank', cards: [0, 1], names: ['Rank 9', 'Rank 12'], values: [9, 12], winner: 'p2' },
  ]);
  t.deepEqual(engine.lines(), ['Compared rank: 9 vs 12; p2 wins']);
});

test('compare: a tie for best has no winner, even when a third card is lower', (t) => {
  const engine = compare([7, 11, 11]);
  t.deepEqual(engine.state.outcome, { winner: null });
  t.deepEqual(engine.lines(), ['Compared rank: 7 vs 11 vs 11; a tie']);
  t.deepEqual(compare([11, 11, 12]).state.outcome, { winner: 'p3' });
});

test('compare with lower: true makes the lowest stat win', (t) => {
  t.deepEqual(compare([9, 12], { lower: true }).state.outcome, { winner: 'p1' });
});

test('winnerOf applies the same rule for hooks that need the winner in advance', (t) => {
  const engine = compare([4, 3]);
  t.is(winnerOf(engine.state, [0, 1], ['p1', 'p2'], 'rank'), 'p1');
  t.is(winnerOf(engine.state, [0, 1], ['p1', 'p2'], 'rank', true), 'p2');
});

test('compare refuses mismatched args and cards without the number stat', (t) => {
  const refused = (args: object, extraDefs = false) => {
    const engine = table(
      { a: [3], b: [4] },
      extraDefs ? { extra: [{ def: defineCard({ id: 'w.fortune', name: 'Fortune', kind: 'ability' }), zone: 'a' }] } : {},
    );
    engine.enqueue('compare', args);
    return t.throws(() => engine.run(), { instanceOf: RuleError })?.message;
  };
  t.is(
    refused({ cards: [0], players: ['p1', 'p2'], stat: 'rank' }),
    'the body of node "compare" failed: compare: cards and players must be arrays of the same non-zero length',
  );
  t.is(
    refused({ cards: [], players: [], stat: 'rank' }),
    'the body of node "compare" failed: compare: cards and players must be arrays of the same non-zero length',
  );
  t.is(
    refused({ cards: [0, 2], players: ['p1', 'p2'], stat: 'rank' }, true),
    'the body of node "compare" failed: compare: Fortune (card 2) has no number stat "rank"',
  );
  t.is(
    refused({ cards: [0, 9], players: ['p1', 'p2'], stat: 'rank' }),
    'the body of node "compare" failed: compare: no card 9 in this game',
  );
  t.is(
    refused({ cards: [0, 1], players: ['p1', 'p2'], stat: 'toString' }),
    'the body of node "compare" failed: compare: Rank 3 (card 0) has no number stat "toString"',
  );
});
