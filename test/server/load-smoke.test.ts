// A small, bounded run of npm run load (6 tables for 8 seconds, PGlite): the tool works, and no
// decision is lost or applied twice. The real figures come from npm run load, never from a test.
// The window is 8 s and the bar one decision per table, because on a loaded 2-core machine a 4 s
// window once closed before the first answer; what the test guards is loss and doubling, not speed.
import test from 'ava';
import { runLoad } from '../../tools/load.js';

test("npm run load, small: every table's log replays to exactly what its clients saw", async (t) => {
  const report = await runLoad({ db: 'pglite', tables: 6, seconds: 8, thinkMs: 100, seed: 1 });
  t.deepEqual(report.mismatches, []);
  t.deepEqual(report.errors, []);
  t.true(report.decisions >= 6, `${report.decisions} decisions`);
  t.is(report.gamesPlayed, 6);
});
