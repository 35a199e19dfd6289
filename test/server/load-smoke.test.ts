// A small, bounded run of npm run load (6 tables for 4 seconds, PGlite): the tool works, and no
// decision is lost or applied twice. The real figures come from npm run load, never from a test.
import test from 'ava';
import { runLoad } from '../../tools/load.js';

test("npm run load, small: every table's log replays to exactly what its clients saw", async (t) => {
  const report = await runLoad({ db: 'pglite', tables: 6, seconds: 4, thinkMs: 100, seed: 1 });
  t.deepEqual(report.mismatches, []);
  t.deepEqual(report.errors, []);
  t.true(report.decisions > 20, `${report.decisions} decisions`);
  t.is(report.gamesPlayed, 6);
});
