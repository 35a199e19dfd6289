import { checkSeed } from './seed.js';

/**
 * The game's seeded random number generator: xoshiro128** (four 32-bit words
 * of state), seeded through splitmix32 so that nearby seeds give unrelated
 * streams. Its whole state is four numbers, saved with every snapshot.
 *
 * @example
 * const rng = new Rng(42); rng.shuffle(deck); const die = 1 + rng.int(6);
 */
export class Rng {
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  /**
   * From a seed (a whole number from 0 to 4294967295; anything else is a
   * SeedError) or from a saved state (four unsigned 32-bit words).
   *
   * @example const rng = new Rng(42); rng.int(6); // 0..5
   */
  constructor(seed: number | readonly number[]) {
    // Anything but a list of words is taken as a seed, and refused as one unless it is one.
    if (!Array.isArray(seed)) {
      let s = checkSeed(seed, 'new Rng()');
      const words: number[] = [];
      for (let i = 0; i < 4; i++) {
        s = (s + 0x9e3779b9) >>> 0;
        let z = s;
        z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
        z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
        words.push((z ^ (z >>> 16)) >>> 0);
      }
      seed = words;
    }
    if (seed.length !== 4 || seed.some((w) => !Number.isInteger(w) || w < 0 || w > 0xffffffff)) {
      throw new RangeError('RNG state must be four unsigned 32-bit integers');
    }
    if (seed.every((w) => w === 0)) throw new RangeError('RNG state must not be all zeros');
    [this.#a, this.#b, this.#c, this.#d] = seed as [number, number, number, number];
  }

  /** The next unsigned 32-bit integer. */
  uint32(): number {
    const result = Math.imul(rotl(Math.imul(this.#b, 5), 7), 9) >>> 0;
    const t = this.#b << 9;
    this.#c ^= this.#a;
    this.#d ^= this.#b;
    this.#b ^= this.#c;
    this.#a ^= this.#d;
    this.#c ^= t;
    this.#d = rotl(this.#d, 11);
    return result;
  }

  /** A float in [0, 1). */
  float(): number {
    return this.uint32() / 4294967296;
  }

  /** An integer in [0, n). @example rng.int(52) */
  int(n: number): number {
    return Math.floor(this.float() * n);
  }

  /** Shuffles the array in place with Fisher–Yates and returns it. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i]!;
      items[i] = items[j]!;
      items[j] = tmp;
    }
    return items;
  }

  /** The generator's state, for snapshots. */
  save(): number[] {
    return [this.#a >>> 0, this.#b >>> 0, this.#c >>> 0, this.#d >>> 0];
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
