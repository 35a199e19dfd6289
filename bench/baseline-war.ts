/**
 * Classic War written by hand, as tight as we can make it: the rival the
 * engine is raced against. Piles are ring buffers in typed arrays, the pot is
 * a typed array, and the seeded generator is an inline copy of the engine's
 * (lib/graph/rng.ts), so for one seed this loop plays exactly the game the
 * engine's War plays. The rules it follows are written out in bench/README.md.
 */

/** A game is a draw as soon as this many comparisons have been resolved. */
export const COMPARISON_CAP = 10_000;

/** Ring buffer size of one pile: a power of two that holds all 52 cards. */
const PILE = 64;
const PILE_MASK = PILE - 1;

export type WarWinner = 'p1' | 'p2' | 'draw';

/** The outcome of one game. */
export interface WarOutcome {
  winner: WarWinner;
  comparisons: number;
}

/** Totals over many games. */
export interface WarTotals {
  games: number;
  comparisons: number;
  p1: number;
  p2: number;
  draws: number;
}

/** Both piles and the game's counters; the play loop copies them into locals and writes them back once at the end. */
interface Table {
  a: Uint8Array;
  b: Uint8Array;
  headA: number;
  countA: number;
  headB: number;
  countB: number;
  comparisons: number;
}

// Reused by every game so that a game allocates nothing but its outcome.
const deck = new Uint8Array(52);
const pot = new Uint8Array(52);
const table: Table = {
  a: new Uint8Array(PILE),
  b: new Uint8Array(PILE),
  headA: 0,
  countA: 0,
  headB: 0,
  countB: 0,
  comparisons: 0,
};

/**
 * Fills `out` with the 52 ranks in build order (clubs 2..14, diamonds,
 * hearts, spades) and shuffles them with the engine's generator seeded with
 * `seed`. Only ranks matter to War, and a permutation of positions does not
 * care what sits in them, so shuffling ranks gives the same order as
 * shuffling cards.
 */
export function shuffledRanks(seed: number, out: Uint8Array = deck): Uint8Array {
  for (let i = 0; i < 52; i++) out[i] = 2 + (i % 13);
  // splitmix32 seeding, word for word as Rng's constructor does it.
  let s = Math.trunc(seed) >>> 0;
  const w = [0, 0, 0, 0];
  for (let i = 0; i < 4; i++) {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    w[i] = (z ^ (z >>> 16)) >>> 0;
  }
  let a = w[0]!;
  let b = w[1]!;
  let c = w[2]!;
  let d = w[3]!;
  // Fisher–Yates from the end; j = floor(float * (i + 1)), as Rng.int does.
  for (let i = 51; i > 0; i--) {
    const r = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    const j = Math.floor((r / 4294967296) * (i + 1));
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return out;
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/** Plays one seeded game of classic War. */
export function playBaselineWar(seed: number, cap = COMPARISON_CAP): WarOutcome {
  const ranks = shuffledRanks(seed);
  // Deal one at a time from the front, player 1 first: the first card dealt is the top.
  const { a, b } = table;
  for (let i = 0; i < 26; i++) {
    a[i] = ranks[2 * i]!;
    b[i] = ranks[2 * i + 1]!;
  }
  table.headA = 0;
  table.countA = 26;
  table.headB = 0;
  table.countB = 26;
  return play(table, cap);
}

/** Plays the games of seeds `first`, `first + 1`, ... and adds up their outcomes. */
export function playBaselineWars(first: number, games: number, cap = COMPARISON_CAP): WarTotals {
  return addUpWars(first, games, (seed) => playBaselineWar(seed, cap));
}

/** Plays one game per seed `first`, `first + 1`, ... with `play` and adds up their outcomes. */
export function addUpWars(first: number, games: number, play: (seed: number) => WarOutcome): WarTotals {
  const totals: WarTotals = { games, comparisons: 0, p1: 0, p2: 0, draws: 0 };
  for (let g = 0; g < games; g++) {
    const out = play(first + g);
    totals.comparisons += out.comparisons;
    if (out.winner === 'p1') totals.p1++;
    else if (out.winner === 'p2') totals.p2++;
    else totals.draws++;
  }
  return totals;
}

/**
 * Plays from given piles (top card first), for tests and worked examples.
 * Returns the outcome and what is left in each pile, top first.
 */
export function playFromPiles(
  p1: readonly number[],
  p2: readonly number[],
  cap = COMPARISON_CAP,
): WarOutcome & { piles: [number[], number[]] } {
  if (p1.length + p2.length > 52) throw new RangeError('War is played with at most 52 cards');
  const t: Table = {
    a: new Uint8Array(PILE),
    b: new Uint8Array(PILE),
    headA: 0,
    countA: p1.length,
    headB: 0,
    countB: p2.length,
    comparisons: 0,
  };
  t.a.set(p1);
  t.b.set(p2);
  const out = play(t, cap);
  const left = (pile: Uint8Array, head: number, count: number): number[] => {
    const cards: number[] = [];
    for (let i = 0; i < count; i++) cards.push(pile[(head + i) & PILE_MASK]!);
    return cards;
  };
  return { ...out, piles: [left(t.a, t.headA, t.countA), left(t.b, t.headB, t.countB)] };
}

/** The game loop: battles and wars until someone cannot play or the cap is reached. */
function play(t: Table, cap: number): WarOutcome {
  const { a, b } = t;
  let headA = t.headA;
  let countA = t.countA;
  let headB = t.headB;
  let countB = t.countB;
  let comparisons = 0;
  let winner: WarWinner;
  game: for (;;) {
    // A player with no cards when a battle starts loses.
    if (countA === 0) {
      winner = 'p2';
      break;
    }
    if (countB === 0) {
      winner = 'p1';
      break;
    }
    let potLength = 0;
    let upA = a[headA]!;
    headA = (headA + 1) & PILE_MASK;
    countA--;
    pot[potLength++] = upA;
    let upB = b[headB]!;
    headB = (headB + 1) & PILE_MASK;
    countB--;
    pot[potLength++] = upB;
    for (;;) {
      comparisons++;
      if (upA > upB) {
        for (let i = 0; i < potLength; i++) a[(headA + countA++) & PILE_MASK] = pot[i]!;
      } else if (upB > upA) {
        for (let i = 0; i < potLength; i++) b[(headB + countB++) & PILE_MASK] = pot[i]!;
      }
      if (comparisons >= cap) {
        winner = 'draw';
        break game;
      }
      if (upA !== upB) break;
      // War: up to three face down each (player 1 first), keeping one card to play face up.
      const downA = countA >= 4 ? 3 : countA > 0 ? countA - 1 : 0;
      for (let i = 0; i < downA; i++) {
        pot[potLength++] = a[headA]!;
        headA = (headA + 1) & PILE_MASK;
      }
      countA -= downA;
      const downB = countB >= 4 ? 3 : countB > 0 ? countB - 1 : 0;
      for (let i = 0; i < downB; i++) {
        pot[potLength++] = b[headB]!;
        headB = (headB + 1) & PILE_MASK;
      }
      countB -= downB;
      // Then face up, player 1 first; whoever has no card to turn loses at once, the pot unclaimed.
      if (countA === 0) {
        winner = 'p2';
        break game;
      }
      upA = a[headA]!;
      headA = (headA + 1) & PILE_MASK;
      countA--;
      pot[potLength++] = upA;
      if (countB === 0) {
        winner = 'p1';
        break game;
      }
      upB = b[headB]!;
      headB = (headB + 1) & PILE_MASK;
      countB--;
      pot[potLength++] = upB;
    }
  }
  t.headA = headA;
  t.countA = countA;
  t.headB = headB;
  t.countB = countB;
  t.comparisons = comparisons;
  return { winner, comparisons };
}
