// The corrupt-save property: valid War and duel saves, mutated over their JSON
// tree, must each be refused with one SnapshotError or load; a loaded one goes
// on playing, and one that verifies by replay is exactly where its decisions
// lead (tools/fuzz/corrupt.ts says what is mutated and checked). A longer run
// is part of npm run soak.
import test from 'ava';
import fc from 'fast-check';
import { baseSaves, checkMutant, mutate, mutations, type MutantOutcome } from '../../tools/fuzz/corrupt.js';

const saves = baseSaves();

test('every corrupt save is refused with a SnapshotError or loads and plays on; a verified one is where its decisions lead', (t) => {
  const outcomes: Record<MutantOutcome, number> = { refused: 0, 'loaded as trusted only': 0, 'loaded and verified': 0 };
  fc.assert(
    fc.property(fc.nat({ max: saves.length - 1 }), mutations(), (which, list) => {
      const base = saves[which]!;
      outcomes[checkMutant(base.graph, mutate(base.text, list))]++;
    }),
    { numRuns: 300 },
  );
  // The mutations must reach all three outcomes, or the property says little.
  t.true(outcomes.refused > 100, JSON.stringify(outcomes));
  t.true(outcomes['loaded as trusted only'] > 5, JSON.stringify(outcomes));
  t.true(outcomes['loaded and verified'] > 0, JSON.stringify(outcomes));
  t.log(outcomes);
});

test('the unmutated saves verify by replay and play on', (t) => {
  for (const save of saves) t.is(checkMutant(save.graph, save.text), 'loaded and verified', save.name);
});
