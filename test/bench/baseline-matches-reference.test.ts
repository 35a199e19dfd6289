import test from 'ava';
import { Rng } from '../../lib/index.js';
import { playBaselineWar, shuffledRanks, type WarOutcome } from '../../bench/baseline-war.js';

/**
 * Classic War the slow, obvious way: card objects, arrays with shift/push,
 * and the engine's own Rng. If the typed-array baseline agrees with this on
 * every seed, its inline generator is the engine's and its loop keeps the rules.
 */
function plainWar(seed: number): WarOutcome {
  const rng = new Rng(seed);
  const deck: { suit: string; rank: number }[] = [];
  for (const suit of ['clubs', 'diamonds', 'hearts', 'spades']) for (let rank = 2; rank <= 14; rank++) deck.push({ suit, rank });
  rng.shuffle(deck);
  const piles: [number[], number[]] = [[], []];
  deck.forEach((card, i) => piles[i % 2]!.push(card.rank));
  let comparisons = 0;
  for (;;) {
    if (piles[0].length === 0) return { winner: 'p2', comparisons };
    if (piles[1].length === 0) return { winner: 'p1', comparisons };
    const pot: number[] = [];
    const up = [piles[0].shift()!, piles[1].shift()!];
    pot.push(...up);
    for (;;) {
      comparisons++;
      const winner: number = up[0]! > up[1]! ? 0 : up[1]! > up[0]! ? 1 : -1;
      if (winner >= 0) piles[winner]!.push(...pot);
      if (comparisons === 10_000) return { winner: 'draw', comparisons };
      if (winner >= 0) break;
      for (const pile of piles) pot.push(...pile.splice(0, Math.min(3, Math.max(0, pile.length - 1))));
      for (const p of [0, 1]) {
        if (piles[p]!.length === 0) return { winner: p === 0 ? 'p2' : 'p1', comparisons };
        up[p] = piles[p]!.shift()!;
        pot.push(up[p]);
      }
    }
  }
}

test('the inline generator shuffles exactly as the engine Rng does', (t) => {
  for (const seed of [0, 1, 2, 42, 0xffffffff, 123456789]) {
    const ranks = Array.from({ length: 52 }, (_, i) => 2 + (i % 13));
    new Rng(seed).shuffle(ranks);
    t.deepEqual([...shuffledRanks(seed, new Uint8Array(52))], ranks, `seed ${seed}`);
  }
});

test('the typed-array baseline plays the same game as a plain implementation on 500 seeds', (t) => {
  for (let seed = 1; seed <= 500; seed++) t.deepEqual(playBaselineWar(seed), plainWar(seed), `seed ${seed}`);
});
