// Before, a game's seed was reduced into 32 bits without a word: createEngine
// played seed -1 as 4294967295, 1.5 as 1 and 2^40 as 0 (so two different seeds
// asked for gave one game), engine.sample and new Rng did the same, and
// randomAgent(-1) was randomAgent(4294967295), while simulate() and the command
// lines refused those seeds. Now every place a seed enters refuses it alike,
// with a SeedError ('seed-out-of-range') in simulate()'s words.
import test from 'ava';
import fc from 'fast-check';
import { defineNode, Engine, randomAgent, Rng, RuleGraph, snapshot } from '../../../lib/index.js';
import { MAX_SEED, SeedError } from '../../../lib/graph/index.js';
import { duelGame } from '../../../examples/duel/game.js';
import { warGame } from '../../../examples/war/game.js';

/** A rule graph with a recipe, so both new Engine and Engine.start can be given a seed. */
function dice(): RuleGraph {
  const graph = new RuleGraph({ id: 'dice' }).define(defineNode({ name: 'roll', description: 'Rolls.', body: () => {} }));
  graph.recipe({ state: () => ({}), setup: (engine) => engine.enqueue('roll', {}) });
  return graph;
}

const graph = dice();
const duel = duelGame.createEngine({ seed: 3 });

/** Every entry a seed takes, and the start of its refusal. */
const ENTRIES: [string, (seed: unknown) => unknown][] = [
  ['Cannot start a game of "war"', (seed) => warGame.createEngine({ seed: seed as number })],
  ['Cannot start a game of "dice"', (seed) => Engine.start(graph, { seed: seed as number })],
  ['Cannot start a game of "dice"', (seed) => new Engine(graph, { state: {}, seed: seed as number })],
  ['engine.sample()', (seed) => duel.sample('p1', { seed: seed as number })],
  ['randomAgent()', (seed) => randomAgent(seed as number)],
  ['new Rng()', (seed) => new Rng(seed as number)],
];

const OUT_OF_RANGE: [unknown, string][] = [
  [-1, '-1'],
  [1.5, '1.5'],
  [2 ** 40, '1099511627776'],
  [2 ** 32, '4294967296'],
  [Number.NaN, 'NaN'],
  [Number.POSITIVE_INFINITY, 'Infinity'],
  ['7', 'the string "7"'],
];

test('every entry refuses -1, 1.5, 2^40, 2^32, NaN, Infinity and "7" with one line naming the seed', (t) => {
  for (const [where, enter] of ENTRIES) {
    for (const [seed, shown] of OUT_OF_RANGE) {
      const error = t.throws(() => enter(seed), { instanceOf: SeedError }, `${where} with ${shown}`);
      t.is(error.message, `${where}: seed must be a whole number from 0 to 4294967295, got ${shown}`);
      t.is(error.code, 'seed-out-of-range');
    }
  }
});

test('a game of seed -1 is refused, not played as seed 4294967295; the ends of the range are games of their own', (t) => {
  t.throws(() => warGame.createEngine({ seed: -1 }), { instanceOf: SeedError });
  const last = warGame.createEngine({ seed: MAX_SEED });
  const first = warGame.createEngine({ seed: 0 });
  t.is(snapshot(last).start?.seed, 4294967295);
  t.is(snapshot(first).start?.seed, 0);
  t.notDeepEqual(last.rng.save(), first.rng.save());
});

test('-0 is the seed 0, saved as 0', (t) => {
  t.is(Object.is(snapshot(warGame.createEngine({ seed: -0 })).start?.seed, 0), true);
});

test('property: every whole number from 0 to 2^32-1 is a seed at every entry, every other number is refused', (t) => {
  const inRange = fc.integer({ min: 0, max: MAX_SEED }).chain((n) => fc.constantFrom(n, 0, MAX_SEED));
  const outside = fc.oneof(
    fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -1 }),
    fc.integer({ min: MAX_SEED + 1, max: Number.MAX_SAFE_INTEGER }),
    fc.double({ noDefaultInfinity: false, noNaN: false }).filter((x) => !(Number.isInteger(x) && x >= 0 && x <= MAX_SEED)),
    fc.constantFrom(2 ** 53, 2 ** 64, -(2 ** 32), Number.EPSILON, MAX_SEED + 0.5),
  );
  fc.assert(
    fc.property(inRange, (seed) => {
      for (const [, enter] of ENTRIES) enter(seed);
    }),
    { seed: 23, numRuns: 150 },
  );
  fc.assert(
    fc.property(outside, (seed) => {
      for (const [where, enter] of ENTRIES) {
        try {
          enter(seed);
        } catch (error) {
          if (error instanceof SeedError && error.message.startsWith(`${where}: seed must be`)) continue;
          throw error;
        }
        throw new Error(`${where} accepted the seed ${seed}`);
      }
    }),
    { seed: 23, numRuns: 300 },
  );
  t.pass();
});
