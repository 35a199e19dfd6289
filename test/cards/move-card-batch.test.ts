import test from 'ava';
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { type MoveCardArgs } from '../../lib/index.js';
import { checkConservation } from '../../lib/cards/index.js';
import { table } from './fixtures/table.js';

// Zones a, b, c are handles 0 to 2; cards 0 to 7.
const LAYOUT = { a: [2, 3, 4, 5], b: [6, 7], c: [8, 9] };
const move = fc.record({
  cards: fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 8 }),
  to: fc.integer({ min: 0, max: 2 }),
  at: fc.constantFrom<'top' | 'bottom' | undefined>('top', 'bottom', undefined),
  faceUp: fc.constantFrom(true, false, undefined),
});

test('property: a move-card of a list leaves the very state that moving its cards one at a time leaves', (t) => {
  fc.assert(
    fc.property(fc.array(move, { minLength: 1, maxLength: 6 }), (moves) => {
      const batch = table(LAYOUT);
      const single = table(LAYOUT);
      for (const { cards, ...rest } of moves) {
        batch.enqueue('move-card', { cards, ...rest });
        for (const card of cards) single.enqueue('move-card', { cards: [card], ...rest });
      }
      batch.run();
      single.run();
      return isDeepStrictEqual(batch.state, single.state) && checkConservation(batch.state) === 8;
    }),
    { numRuns: 300 },
  );
  t.pass();
});

test('property: hooks see a batch whole: one pre and one post run per move, post seeing the list as the pre hook left it', (t) => {
  fc.assert(
    fc.property(move, fc.integer({ min: 0, max: 7 }), (args, kept) => {
      const engine = table(LAYOUT);
      const runs: string[] = [];
      engine.attach('move-card', 'pre', {
        key: 'keep-one',
        run: (_ctx, a: MoveCardArgs) => {
          runs.push('pre');
          return { ...a, cards: a.cards.filter((card) => card !== kept) };
        },
      });
      engine.attach('move-card', 'post', {
        key: 'watch',
        run: (_ctx, a: MoveCardArgs) => void runs.push(`post ${a.cards.join(',')}`),
      });
      const zoneOfKept = engine.state.cards[kept]!.zone;
      engine.enqueue('move-card', args);
      engine.run();
      // The card the pre hook dropped stays where it was.
      return (
        isDeepStrictEqual(runs, ['pre', `post ${args.cards.filter((card) => card !== kept).join(',')}`]) &&
        engine.state.cards[kept]!.zone === zoneOfKept
      );
    }),
    { numRuns: 200 },
  );
  t.pass();
});
