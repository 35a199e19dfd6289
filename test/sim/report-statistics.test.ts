import test from 'ava';
import fc from 'fast-check';
import { spreadOf, type Histogram } from '../../lib/sim/stats/percentiles.js';
import { wilson } from '../../lib/sim/stats/wilson.js';

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

test('the Wilson interval of 8 of 10 is 0.490 to 0.943, and of 0 and all of n touches 0 and 1', (t) => {
  const eight = wilson(8, 10);
  t.deepEqual([eight.share, round3(eight.low), round3(eight.high), eight.n], [0.8, 0.49, 0.943, 10]);
  // Known values (Newcombe 1998, table I): 81 of 263 gives 0.2553 to 0.3662; 0 of 10, 0 to 0.2775.
  const newcombe = wilson(81, 263);
  t.deepEqual([round3(newcombe.low), round3(newcombe.high)], [0.255, 0.366]);
  t.deepEqual([wilson(0, 10).low, round3(wilson(0, 10).high)], [0, 0.278]);
  t.deepEqual([round3(wilson(10, 10).low), wilson(10, 10).high], [0.722, 1]);
  t.deepEqual(wilson(0, 0), { share: null, low: 0, high: 1, n: 0 });
});

test('a Wilson interval always holds its share, inside 0 to 1', (t) => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, f) => {
      const k = Math.floor(f * n);
      const { share, low, high } = wilson(k, n);
      return share === k / n && low >= 0 && high <= 1 && low <= share && share <= high;
    }),
  );
  t.pass();
});

test('a Wilson interval narrows as the games grow at the same share', (t) => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 10_000 }),
      fc.integer({ min: 0, max: 10 }),
      fc.integer({ min: 2, max: 50 }),
      (base, tenths, times) => {
        const n = base * 10;
        const k = base * tenths;
        const small = wilson(k, n);
        const large = wilson(k * times, n * times);
        return large.high - large.low < small.high - small.low;
      },
    ),
  );
  t.pass();
});

test('a Wilson interval refuses counts that are not a share, naming them', (t) => {
  t.is(t.throws(() => wilson(11, 10))?.message, 'wilson(): expected whole numbers 0 <= successes <= trials, got 11 of 10');
  t.is(t.throws(() => wilson(1.5, 10))?.message, 'wilson(): expected whole numbers 0 <= successes <= trials, got 1.5 of 10');
});

test('percentiles by nearest rank: values the games had, in order, whatever order the histogram was built in', (t) => {
  t.deepEqual(
    spreadOf(
      new Map([
        [1, 1],
        [2, 1],
        [3, 1],
        [4, 1],
      ]),
    ),
    { p50: 2, p90: 4, p99: 4, mean: 2.5, min: 1, max: 4 },
  );
  t.deepEqual(spreadOf(new Map()), { p50: 0, p90: 0, p99: 0, mean: 0, min: 0, max: 0 });
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 1, maxLength: 300 }), (values) => {
      const forward: Histogram = new Map();
      const backward: Histogram = new Map();
      for (const v of values) forward.set(v, (forward.get(v) ?? 0) + 1);
      for (const v of [...values].reverse()) backward.set(v, (backward.get(v) ?? 0) + 1);
      const s = spreadOf(forward);
      const sorted = [...values].sort((a, b) => a - b);
      const nearest = (q: number): number => sorted[Math.ceil(q * sorted.length) - 1]!;
      return (
        JSON.stringify(s) === JSON.stringify(spreadOf(backward)) &&
        s.min <= s.p50 &&
        s.p50 <= s.p90 &&
        s.p90 <= s.p99 &&
        s.p99 <= s.max &&
        s.p50 === nearest(0.5) &&
        s.p90 === nearest(0.9) &&
        s.p99 === nearest(0.99)
      );
    }),
  );
});
