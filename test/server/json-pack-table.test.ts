// `cardweave serve` hosts a game whose table-game module loads a card pack from a JSON file: a real
// server process on a fresh PGlite folder, HTTP on 127.0.0.1; the table starts in a start thread,
// which imports the module (and reads the JSON) again.
import test from 'ava';
import { post, tempDir } from './fixtures.js';
import { spawnServer } from './server-process.js';
import { warPicture } from '../../examples/war/picture.js';
import { twist } from '../../examples/war/twist/pack.js';
import giftTs from '../../examples/war/packs/gift.js';

test('a War table with the JSON Gift pack is offered, starts, plays to its end, and its graph draws the Gift card', async (t) => {
  const dir = tempDir();
  t.teardown(() => dir.remove());
  const running = await spawnServer(['--data', dir.path, '--game', 'war=test/server/games/war-with-json-pack.ts']);
  t.teardown(() => running.child.kill('SIGKILL'));
  const games = (await (await fetch(`${running.url}/api/games`)).json()) as { id: string; packs: string[] }[];
  t.deepEqual(
    games.map((g) => [g.id, g.packs]),
    [['war', ['twist', 'turns', 'gift']]],
  );
  const created = await post(running.url, '/api/tables', {
    game: 'war',
    seats: { p1: 'person', p2: 'person' },
    packs: ['twist', 'gift'],
  });
  t.is(created.status, 201, JSON.stringify(created.body));
  const id = created.body.id as string;
  const summary = (await (await fetch(`${running.url}/api/tables/${id}`)).json()) as { status: string };
  t.is(summary.status, 'ended');
  const graph = (await (await fetch(`${running.url}/api/tables/${id}/graph`)).json()) as { packs: string[]; mermaid: string };
  t.deepEqual(graph.packs, ['twist', 'gift']);
  t.is(graph.mermaid, warPicture([twist, giftTs]).mermaid);
  t.true(graph.mermaid.includes('Gift'));
  await running.stop();
});
