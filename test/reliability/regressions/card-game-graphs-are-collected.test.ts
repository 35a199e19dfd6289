// A card game builds a graph per pack list and caches the last one. The
// recipe and state check it gives each graph were closures made in the
// cache's scope, so each new graph kept the previous cache entry alive: a
// simulation with a fresh random pack per game grew by ~10 KB a game (found
// by npm run soak's heap figures). Now a replaced graph can be collected.
import test from 'ava';
import { spawnSync } from 'node:child_process';

test('a card game graph replaced in the cache can be collected: no chain of graphs kept alive', (t) => {
  const run = spawnSync(process.execPath, ['--expose-gc', '--import=tsx', 'test/reliability/fixtures/graphs-collected.ts'], {
    encoding: 'utf8',
  });
  t.is(run.stderr.replace(/.*nodedir.*\n/g, ''), '');
  t.is(run.stdout, 'collected\n');
});
