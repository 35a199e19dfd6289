import test from 'ava';
import { Rng } from '../../lib/index.js';

test('the same seed gives the same stream; its saved state continues it exactly', (t) => {
  const a = new Rng(2024);
  const b = new Rng(2024);
  const first = [a.uint32(), a.uint32(), a.uint32()];
  t.deepEqual([b.uint32(), b.uint32(), b.uint32()], first);
  const saved = a.save();
  const resumed = new Rng(saved);
  t.deepEqual([resumed.uint32(), resumed.uint32()], [a.uint32(), a.uint32()]);
});

test('the stream of seed 1 is pinned, so a change of generator cannot slip in', (t) => {
  const rng = new Rng(1);
  t.deepEqual([rng.uint32(), rng.uint32(), rng.uint32()], [2442144158, 3238099751, 3819917871]);
});

test('int(n) stays in range and shuffle is a permutation', (t) => {
  const rng = new Rng(5);
  for (let i = 0; i < 1000; i++) {
    const v = rng.int(6);
    t.true(Number.isInteger(v) && v >= 0 && v < 6);
  }
  const deck = Array.from({ length: 52 }, (_, i) => i);
  const shuffled = rng.shuffle(deck.slice());
  t.notDeepEqual(shuffled, deck);
  t.deepEqual(
    shuffled.slice().sort((x, y) => x - y),
    deck,
  );
});

test('different seeds give different streams', (t) => {
  t.notDeepEqual(new Rng(1).save(), new Rng(2).save());
});

test('bad seeds and states are refused', (t) => {
  t.is(t.throws(() => new Rng(Number.NaN)).message, 'new Rng(): seed must be a whole number from 0 to 4294967295, got NaN');
  t.is(t.throws(() => new Rng([1, 2, 3])).message, 'RNG state must be four unsigned 32-bit integers');
  t.is(t.throws(() => new Rng([0, 0, 0, 0])).message, 'RNG state must not be all zeros');
});
