// The two-core ceiling compares one process with two on the same games: its split must keep them
// the same games, in halves of equal work, and every kind must play exactly the engine's games.
import test from 'ava';
import fc from 'fast-check';
import { playBaselineWar } from '../../bench/baseline-war.js';
import { CEILING_KINDS, addTotals, balancedHalves, ceilingPlayer, playGames } from '../../bench/ceiling-games.js';

test('balanced halves cut where the work is halved, not the games', (t) => {
  t.deepEqual(balancedHalves({ first: 0, count: 4 }, [1, 1, 1, 9]), [
    { first: 0, count: 3 },
    { first: 3, count: 1 },
  ]);
  t.deepEqual(balancedHalves({ first: 10, count: 4 }, [9, 1, 1, 1]), [
    { first: 10, count: 1 },
    { first: 11, count: 3 },
  ]);
  t.deepEqual(balancedHalves({ first: 5, count: 4 }, [2, 2, 2, 2]), [
    { first: 5, count: 2 },
    { first: 7, count: 2 },
  ]);
  t.throws(() => balancedHalves({ first: 0, count: 3 }, [1, 2]), {
    instanceOf: RangeError,
    message: 'balancedHalves: 2 comparison counts for a range of 3 games',
  });
});

test('balanced halves cover the range in order, and their work differs by at most one game', (t) => {
  fc.assert(
    fc.property(fc.nat(1000), fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 200 }), (first, work) => {
      const [a, b] = balancedHalves({ first, count: work.length }, work);
      const sum = (from: number, to: number) => work.slice(from, to).reduce((x, y) => x + y, 0);
      if (a.first !== first || b.first !== first + a.count || a.count + b.count !== work.length) return false;
      return Math.abs(sum(0, a.count) - sum(a.count, work.length)) <= Math.max(...work);
    }),
    { seed: 34, numRuns: 500 },
  );
  t.pass();
});

test("on the bench's 1,800 timed War games, the halves hold the same work to 65 comparisons in 1.4 million", (t) => {
  const range = { first: 200, count: 1800 };
  const work = Array.from({ length: range.count }, (_, i) => playBaselineWar(1 + range.first + i).comparisons);
  const [a, b] = balancedHalves(range, work);
  const sum = (from: number, to: number) => work.slice(from, to).reduce((x, y) => x + y, 0);
  t.deepEqual([a.count, b.count], [896, 904]);
  t.deepEqual([sum(0, 896), sum(896, 1800)], [1_398_625, 1_398_690]);
  // 900 games each would differ by 4,817 comparisons, and the bench's earlier seeds by more (2% over seeds 1..2,000).
  t.deepEqual([sum(0, 900), sum(900, 1800)], [1_401_066, 1_396_249]);
});

test('each kind plays the same games, and its two halves add up to the whole run', async (t) => {
  const range = { first: 20, count: 60 };
  const work = Array.from({ length: range.count }, (_, i) => playBaselineWar(1 + range.first + i).comparisons);
  const [a, b] = balancedHalves(range, work);
  const whole = playGames(playBaselineWar, 1, range, 1);
  t.deepEqual(whole, { games: 60, comparisons: work.reduce((x, y) => x + y, 0), p1: whole.p1, p2: whole.p2, draws: whole.draws });
  t.true(whole.draws > 0 && whole.p1 > 0 && whole.p2 > 0, 'the seeds include wins for both and a draw at the cap');
  for (const kind of CEILING_KINDS) {
    const play = await ceilingPlayer(kind);
    t.deepEqual(playGames(play, 1, range, 1), whole, kind);
    t.deepEqual(addTotals(playGames(play, 1, a, 1), playGames(play, 1, b, 2)), whole, kind);
  }
});
