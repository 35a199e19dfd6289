// `cardweave serve --watch` from its command line: the server starts watching its games' modules
// (one line says so), a save reloads an open sandbox through the server's own list, and closing
// the server stops the watching (a save after it reloads nothing).
import test from 'ava';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '../../lib/server/serve.js';
import { sandboxesOf } from '../../lib/server/sandbox/sandbox-routes.js';
import { tempDir } from './fixtures.js';
import { housePack, writeHouseGame } from './sandbox-games/house-game.js';

test('--watch: one line at start, a save reloads an open sandbox, closing stops it', async (t) => {
  const dir = tempDir('cardweave-serve-watch-');
  t.teardown(() => dir.remove());
  const module = writeHouseGame(join(dir.path, 'house'));
  const err: string[] = [];
  const argv = ['--port', '0', '--data', join(dir.path, 'data'), '--game', `duel=${module}#table`, '--watch'];
  const server = await serve(argv, {}, { out: () => {}, err: (line) => err.push(line) });
  if (typeof server === 'number') throw new Error(`serve exited ${server}: ${err.join(' | ')}`);
  let closed = false;
  t.teardown(async () => {
    if (!closed) await server.close();
  });
  t.deepEqual(err, ['cardweave serve: --watch: reloading changed game modules into open sandboxes (duel)']);
  const sandbox = sandboxesOf(server.host)!.open({
    game: 'duel',
    seed: 7,
    packs: ['house'],
    setup: [{ card: 'House Golem', zone: 'p1.hand' }],
  });
  writeFileSync(join(dir.path, 'house', 'pack.ts'), housePack(4, 1300));
  await sandbox.changedAfter(sandbox.version, 20_000);
  t.is(sandbox.view().reload?.message, 'Reloaded the rules of "duel" (change 1): 0 answers played again on 1 branch');
  t.is(err.at(-1), 'cardweave serve: --watch: change 1: game "duel" reloaded into its open sandboxes');
  await server.close();
  closed = true;
  const version = sandbox.version;
  writeFileSync(join(dir.path, 'house', 'pack.ts'), housePack(4, 1500));
  await new Promise((resolve) => setTimeout(resolve, 500));
  t.is(sandbox.version, version);
});
