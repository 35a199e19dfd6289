// A small, bounded run of tools/load-spectators.ts (5 spectators, 3 timed moves): the tool works,
// every spectator is sent every move, all of them the same bytes. Its figures come from running the
// tool, never from a test.
import test from 'ava';
import { runSpectators } from '../../tools/load-spectators.js';

test('the spectators measure, small: every spectator is sent every move, the same bytes', async (t) => {
  const report = await runSpectators({ spectators: 5, moves: 3, joinAt: 2, seed: 1 });
  t.is(report.moves, 3);
  t.is(report.missed, 0);
  t.is(report.differing, 0);
  t.true(report.frameBytes > 0);
});
