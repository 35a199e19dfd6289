// A table asking for packs that cannot load together is the request's doing: refused as such, in one
// line naming both packs and the node, before anything starts; it used to be a 500 game-start-failed.
import test from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, TableError } from '../../lib/server/index.js';
import { table as clashingWar } from './games/clashing-war.js';

const WORDS =
  'Game "war" cannot play packs twist, clash together: Card packs "twist" (mask "twist.draw") and "clash" (mask "clash") ' +
  'both mask node "war.reveal" in tier "other", and neither declares its order: give pack "clash" after: ["twist"] ' +
  '(or pack "twist" before: ["clash"]), or give one of the masks another tier';

test('packs that mask one node with no order are refused at table creation, by the library and over HTTP', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'packs-conflict-'));
  const server = await startServer({ port: 0, dataDir: join(dir, 'data'), games: [clashingWar], report: () => {} });
  t.teardown(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const request = { game: 'war', seats: { p1: 'person', p2: 'person' }, packs: ['twist', 'clash'] };
  const error = await t.throwsAsync(server.host.create(request), { instanceOf: TableError });
  t.is(error?.code, 'packs-conflict');
  t.is(error?.message, WORDS);
  const response = await fetch(`http://127.0.0.1:${server.port}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  t.is(response.status, 400);
  t.deepEqual(await response.json(), { error: 'packs-conflict', message: WORDS });
  // Each pack alone is fine.
  for (const packs of [['twist'], ['clash']]) await t.notThrowsAsync(server.host.create({ ...request, packs }));
});
