import test from 'ava';
import { midGameStateBytes, runsPerComparison } from '../../bench/war.js';

// These two bench figures are counts, not timings: the same on any machine, so a change to them is a change to the game.
test('node runs per comparison of classic War over seeds 1..20: about 6 (11.2 with the string-keyed state and showdown node)', (t) => {
  t.is(runsPerComparison(1, 20).toFixed(4), '6.0511');
});

test('a mid-game War state (seed 1, 150 comparisons) is 10,793 bytes of JSON (14,008 string-keyed)', (t) => {
  t.is(midGameStateBytes(), 10_793);
});
