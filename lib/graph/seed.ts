import { SeedError } from './errors.js';
import { describeValue } from './json-check.js';

/**
 * The largest seed: the RNG is seeded from 32 bits, so a seed is a whole
 * number from 0 to 4294967295.
 *
 * @example randomAgent(MAX_SEED); // the last seed there is
 */
export const MAX_SEED = 0xffffffff;

/**
 * What every seed must be, in the words of every refusal of one (the
 * engine's, an agent's, simulate()'s), so they all read alike.
 *
 * @internal
 */
export const SEED_RULE = `seed must be a whole number from 0 to ${MAX_SEED}`;

/**
 * True for a seed: a whole number from 0 to 4294967295. Anything else (-1,
 * 1.5, 2^32, NaN, the string "7") is not one: reducing it into 32 bits would
 * quietly play another game than the one asked for.
 *
 * @internal
 * @example isSeed(4294967295); // true
 */
export function isSeed(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_SEED;
}

/**
 * The seed, checked: a {@link SeedError} starting with `where` when it is
 * not a whole number from 0 to 4294967295. `-0` is 0.
 *
 * @internal
 * @example checkSeed(-1, 'randomAgent()'); // SeedError: randomAgent(): seed must be a whole number from 0 to 4294967295, got -1
 */
export function checkSeed(value: unknown, where: string): number {
  if (!isSeed(value)) throw new SeedError('seed-out-of-range', `${where}: ${SEED_RULE}, got ${describeValue(value)}`);
  // -0 is the seed 0: saved as 0, as JSON writes it.
  return value === 0 ? 0 : value;
}
