// Random card packs over random twist seeds. The packs attach and detach
// hooks, enqueue and next nodes, cancel, mask, rewrite args, ask decisions and
// sometimes throw; play.ts checks every guarantee after every node and throws
// an InvariantError when one breaks. fast-check then shrinks the pack to a
// small counterexample, printed as JSON: paste it into a regression test.
import test from 'ava';
import fc from 'fast-check';
import { playChecked, type PlayReport } from '../../tools/fuzz/play.js';
import { packSpec } from '../../tools/fuzz/spec.js';

const seed = fc.integer({ min: 0, max: 0xffffffff });
// Where to save, restore from JSON text and continue: anywhere in a game (a twist game takes ~200 top-level steps).
const cut = fc.integer({ min: 1, max: 400 });

test('random packs keep every guarantee after every node: conservation, rollback to the last consistent point, errors naming their site, save/restore/continue', (t) => {
  fc.assert(
    fc.property(packSpec, seed, fc.array(cut, { minLength: 1, maxLength: 3 }), (spec, gameSeed, cuts) => {
      playChecked(spec, { seed: gameSeed, cuts, roundTripEvery: 25 });
    }),
    { numRuns: 50 },
  );
  t.pass();
});

test('a game saved and restored after every single node still saves to the same JSON text', (t) => {
  // The costly form of the check above, on a few games: every position between node runs round-trips exactly.
  const specs = fc.sample(packSpec, { seed: 2024, numRuns: 3 });
  let steps = 0;
  specs.forEach((spec, i) => {
    steps += playChecked(spec, { seed: 100 + i, roundTripEvery: 1, probeDecisions: false }).ending.steps;
  });
  t.true(steps > 300, `only ${steps} node runs were checked`);
});

test('the random packs reach every kind of ending: games that end, stall, fail on purpose and fail by misuse', (t) => {
  // A fixed sample, so this claim is about the generator, not luck: if it stops producing a kind, the fuzz above goes blind to it.
  const reports: PlayReport[] = fc
    .sample(packSpec, { seed: 7, numRuns: 80 })
    .map((spec, i) => playChecked(spec, { seed: i + 1, probeDecisions: false }));
  const kinds = new Set(
    reports.map((r) => (r.ending.status === 'error' ? `error:${r.failure === 'boom' ? 'boom' : 'misuse'}` : r.ending.status)),
  );
  t.deepEqual([...kinds].sort(), ['ended', 'error:boom', 'error:misuse', 'idle']);
  t.true(reports.filter((r) => r.ending.status === 'ended').length >= 30, 'most games still end normally');
  t.true(reports.reduce((n, r) => n + r.decisions, 0) >= 20, 'decisions are asked and answered');
  t.true(
    reports.some((r) => r.ending.snapshot.includes('"type":"cancelled"')),
    'some node is cancelled by a pre hook',
  );
  t.true(
    reports.some((r) => r.ending.snapshot.includes('"type":"replaced"') && r.ending.snapshot.includes('"key":"rule')),
    'some pack mask replaces a node',
  );
});
