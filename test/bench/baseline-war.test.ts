import test from 'ava';
import { COMPARISON_CAP, playBaselineWar, playBaselineWars, playFromPiles } from '../../bench/baseline-war.js';

// Reference figures from specs/war-rules.md (2,000 games of an independent
// implementation with its own RNG): mean 1,613 comparisons, p1 43%, p2 46%,
// draws 11%. Ours are 2,000 other games, so the two estimates differ by
// sampling noise alone. Comparisons per game have a standard deviation of
// about 2,900 (heavy tail: 1 game in 10 runs to the 10,000 cap), so the
// standard error of a 2,000-game mean is ~65 and that of the difference of
// two such means ~92; we allow 4 of those (±370). For a share p over 2,000
// games the standard error is sqrt(p(1-p)/2000), ~0.011 for 43–46% and
// ~0.007 for 11%; the difference of two estimates is sqrt(2) wider, and we
// again allow 4 standard errors (±0.063 and ±0.040).
test('2,000 seeded games match the reference statistics within sampling noise', (t) => {
  const totals = playBaselineWars(1, 2000);
  t.is(totals.games, 2000);
  t.is(totals.p1 + totals.p2 + totals.draws, 2000);
  const mean = totals.comparisons / totals.games;
  t.true(Math.abs(mean - 1613) <= 370, `mean comparisons ${mean}`);
  t.true(Math.abs(totals.p1 / 2000 - 0.43) <= 0.063, `p1 share ${totals.p1 / 2000}`);
  t.true(Math.abs(totals.p2 / 2000 - 0.46) <= 0.063, `p2 share ${totals.p2 / 2000}`);
  t.true(Math.abs(totals.draws / 2000 - 0.11) <= 0.04, `draw share ${totals.draws / 2000}`);
});

test('a game that reaches the cap is a draw after exactly 10,000 comparisons', (t) => {
  const totals = playBaselineWars(1, 2000);
  // Every draw counts exactly the cap; no decisive game can reach it.
  let capped = 0;
  for (let seed = 1; seed <= 2000; seed++) {
    const out = playBaselineWar(seed);
    if (out.winner === 'draw') {
      t.is(out.comparisons, COMPARISON_CAP);
      capped++;
    } else t.true(out.comparisons < COMPARISON_CAP);
  }
  t.is(capped, totals.draws);
});

test('the same seed plays the same game; the games of seeds 1, 2, 3 are pinned', (t) => {
  t.deepEqual(playBaselineWar(1), playBaselineWar(1));
  // Pinned so that any change to the generator, the shuffle or the deal shows up here first.
  t.deepEqual(playBaselineWar(1), { winner: 'p2', comparisons: 289 });
  t.deepEqual(playBaselineWar(2), { winner: 'p2', comparisons: 120 });
  t.deepEqual(playBaselineWar(3), { winner: 'p1', comparisons: 344 });
});

test('the higher card takes the pot to the bottom of its pile, in the order the cards went in', (t) => {
  const out = playFromPiles([9, 4], [3, 8], 1);
  t.deepEqual(out, { winner: 'draw', comparisons: 1, piles: [[4, 9, 3], [8]] });
});

test('a battle counts one comparison and a player with no cards at the next battle loses', (t) => {
  t.deepEqual(playFromPiles([14], [2]), { winner: 'p1', comparisons: 1, piles: [[14, 2], []] });
  t.deepEqual(playFromPiles([2], [14]), { winner: 'p2', comparisons: 1, piles: [[], [2, 14]] });
});

test('a war puts three down each, player 1 first, then one up each, and counts a second comparison', (t) => {
  const out = playFromPiles([5, 2, 3, 4, 10, 7], [5, 6, 7, 8, 9, 6], 2);
  // Pot order: the tied pair, p1's three down, p2's three down, p1's up, p2's up.
  t.deepEqual(out, { winner: 'draw', comparisons: 2, piles: [[7, 5, 5, 2, 3, 4, 6, 7, 8, 10, 9], [6]] });
});

test('a player with fewer than four cards puts all but the last down and plays the last face up', (t) => {
  const out = playFromPiles([5, 2, 9], [5, 3, 4, 6, 7]);
  t.deepEqual(out, { winner: 'p1', comparisons: 2, piles: [[5, 5, 2, 3, 4, 6, 9, 7], []] });
});

test('a player who must turn a card face up and has none loses at once, the pot unclaimed', (t) => {
  t.deepEqual(playFromPiles([5], [5, 6]), { winner: 'p2', comparisons: 1, piles: [[], [6]] });
  t.deepEqual(playFromPiles([5, 6], [5]), { winner: 'p1', comparisons: 1, piles: [[], []] });
});

test('a tie in a war repeats the war', (t) => {
  const out = playFromPiles([5, 2, 2, 2, 8, 2, 2, 2, 11], [5, 3, 3, 3, 8, 3, 3, 3, 10]);
  t.deepEqual(out, { winner: 'p1', comparisons: 3, piles: [[5, 5, 2, 2, 2, 3, 3, 3, 8, 8, 2, 2, 2, 3, 3, 3, 11, 10], []] });
});

test('a game that loops forever is a draw by the cap, the cap counting the comparison that reached it', (t) => {
  // [3, 2] against [2, 3] comes back to itself every two battles.
  t.deepEqual(playFromPiles([3, 2], [2, 3]), {
    winner: 'draw',
    comparisons: 10_000,
    piles: [
      [3, 2],
      [2, 3],
    ],
  });
  // A decisive comparison at the cap still gives the pot before the draw.
  t.deepEqual(playFromPiles([3, 2], [2, 3], 1), { winner: 'draw', comparisons: 1, piles: [[2, 3, 2], [3]] });
});
