// The JSON API: games, creating a table (its body bounded and checked field by field, never a
// seed or setup options), a table's public summary, a game's rule graph; refusals as
// { error, message } with the right status.
import test from 'ava';
import { loadWebAssets } from '../../lib/server/index.js';
import { httpApp } from '../../lib/server/http-app.js';
import { post, serverForFile } from './fixtures.js';
import { duelGame } from '../../examples/duel/game.js';
import { duelPicture } from '../../examples/duel/picture.js';
import { warPicture } from '../../examples/war/picture.js';
import { twist } from '../../examples/war/twist/pack.js';

const server = serverForFile();

test('GET /api/games lists the games with their seats, bots, packs and the packs a table of bots loads', async (t) => {
  const games = (await (await fetch(`${server().url}/api/games`)).json()) as any;
  t.deepEqual(
    games.map((g: any) => [g.id, g.seats, g.bots, g.packs, g.watchPacks]),
    [
      ['war', ['p1', 'p2'], ['turner'], ['twist', 'turns'], ['turns']],
      ['duel', ['p1', 'p2'], ['greedy', 'random'], [], []],
    ],
  );
});

test('POST /api/tables creates a table: one private link per person seat, a public watch link', async (t) => {
  const { status, body } = await post(server().url, '/api/tables', { game: 'duel', seats: { p1: 'person', p2: 'bot:random' } });
  t.is(status, 201);
  t.regex(body.id, /^[A-Za-z0-9_-]{12}$/);
  t.is(body.watch, `/t/${body.id}`);
  t.regex(body.seats.p1.link, new RegExp(`^/t/${body.id}#seat=p1&token=[A-Za-z0-9_-]{32}$`));
  t.deepEqual(body.seats.p2, { kind: 'bot', bot: 'random' });
  const summary = (await (await fetch(`${server().url}/api/tables/${body.id}`)).json()) as any;
  t.deepEqual(summary, {
    id: body.id,
    game: 'duel',
    title: 'Duel',
    seats: [
      { seat: 'p1', kind: 'person' },
      { seat: 'p2', kind: 'bot', bot: 'random' },
    ],
    seq: 0,
    status: 'playing',
  });
  t.false(JSON.stringify(summary).includes(body.seats.p1.link.split('token=')[1]), 'no token in the summary');
});

test('a War table plays to its end when created (nobody decides anything in War)', async (t) => {
  const { body } = await post(server().url, '/api/tables', {
    game: 'war',
    seats: { p1: 'person', p2: 'person' },
    packs: ['twist'],
  });
  const summary = (await (await fetch(`${server().url}/api/tables/${body.id}`)).json()) as any;
  t.is(summary.status, 'ended');
  t.is(summary.seq, 0);
});

test("/assets/mermaid.js is Mermaid's browser bundle, or a 404 in one line where the server has none", async (t) => {
  const bundle = await fetch(`${server().url}/assets/mermaid.js`);
  t.is(bundle.status, 200);
  t.is(bundle.headers.get('content-type'), 'text/javascript; charset=utf-8');
  t.is(bundle.headers.get('cache-control'), 'public, max-age=86400');
  t.true((await bundle.text()).length > 1_000_000);
  const { mermaid, ...withoutMermaid } = await loadWebAssets();
  t.true(mermaid !== undefined);
  const missing = await httpApp(server().host, withoutMermaid).request('/assets/mermaid.js');
  t.is(missing.status, 404);
  t.deepEqual(await missing.json(), {
    error: 'not-found',
    message: 'This server has no Mermaid bundle: the page shows the rule graph as text',
  });
});

test("a table's rule graph is its game with the table's packs, as the command line draws it", async (t) => {
  const twisted = await post(server().url, '/api/tables', {
    game: 'war',
    seats: { p1: 'person', p2: 'person' },
    packs: ['twist'],
  });
  const graph = (await (await fetch(`${server().url}/api/tables/${twisted.body.id}/graph`)).json()) as any;
  t.deepEqual(Object.keys(graph), ['game', 'packs', 'mermaid']);
  t.is(graph.game, 'war');
  t.deepEqual(graph.packs, ['twist']);
  t.is(graph.mermaid, warPicture([twist]).mermaid);
  t.not(graph.mermaid, warPicture([]).mermaid, "twist's cards are drawn");
  const classic = await post(server().url, '/api/tables', { game: 'war', seats: { p1: 'person', p2: 'person' } });
  const plain = (await (await fetch(`${server().url}/api/tables/${classic.body.id}/graph`)).json()) as any;
  t.is(plain.mermaid, warPicture([]).mermaid);
  const unknown = await fetch(`${server().url}/api/tables/AAAAAAAAAAAA/graph`);
  t.is(unknown.status, 404);
  t.is(((await unknown.json()) as any).error, 'table-unknown');
});

test('create refusals: each names what was wrong', async (t) => {
  const cases: [unknown, number, string, string][] = [
    [{ game: 'chess', seats: {} }, 404, 'game-unknown', 'No game "chess" here: this server hosts war, duel'],
    [
      { game: 'duel', seats: { p1: 'person' } },
      400,
      'seats-bad',
      'Seat p2 must be "person" or one of the bots "bot:greedy", "bot:random", got null',
    ],
    [
      { game: 'duel', seats: { p1: 'person', p2: 'bot:oracle' } },
      400,
      'seats-bad',
      'Seat p2 must be "person" or one of the bots "bot:greedy", "bot:random", got "bot:oracle"',
    ],
    [
      { game: 'duel', seats: { p1: 'person', p2: 'person', p3: 'person' } },
      400,
      'seats-bad',
      'Game "duel" has no seat "p3": its seats are p1, p2',
    ],
    [
      { game: 'duel', seats: { p1: 'person', p2: 'person' }, seed: 7 },
      400,
      'body-bad',
      'A table request has no field "seed" (only game, seats and packs)',
    ],
    [
      { game: 'duel', seats: { p1: 'person', p2: 'person' }, options: { lifePoints: 1 } },
      400,
      'body-bad',
      'A table request has no field "options" (only game, seats and packs)',
    ],
    [
      { game: 'war', seats: { p1: 'person', p2: 'person' }, packs: ['constructor'] },
      400,
      'pack-unknown',
      'Game "war" has no pack "constructor": its packs are twist, turns',
    ],
    [
      { game: 'duel', seats: { p1: 'person', p2: 'bot:toString' } },
      400,
      'seats-bad',
      'Seat p2 must be "person" or one of the bots "bot:greedy", "bot:random", got "bot:toString"',
    ],
    ['[1,2', 400, 'body-bad', 'The request body is not JSON'],
    [[1], 400, 'body-bad', 'Send { "game": ..., "seats": { ... }, "packs": [...] }'],
  ];
  for (const [body, status, error, message] of cases) {
    t.deepEqual(await post(server().url, '/api/tables', body), { status, body: { error, message } }, JSON.stringify(body));
  }
  t.deepEqual(await post(server().url, '/api/tables', { game: 'duel', seats: { p1: 'x'.repeat(5000) } }), {
    status: 413,
    body: { error: 'body-too-large', message: 'A request body is at most 4096 bytes' },
  });
  t.deepEqual(await post(server().url, '/api/tables', '{}', { 'content-type': 'text/plain' }), {
    status: 400,
    body: { error: 'body-bad', message: 'Send the table as JSON (content-type: application/json)' },
  });
});

test('unknown tables and paths are 404s in one line', async (t) => {
  const missing = await fetch(`${server().url}/api/tables/AAAAAAAAAAAA`);
  t.is(missing.status, 404);
  t.deepEqual(await missing.json(), { error: 'table-unknown', message: 'No table AAAAAAAAAAAA' });
  const bad = await fetch(`${server().url}/api/tables/..%2F..`);
  t.is(bad.status, 404);
  t.is((await fetch(`${server().url}/nothing`)).status, 404);
});

test("the page, its script and a game's rule graph are served", async (t) => {
  const page = await fetch(`${server().url}/t/AAAAAAAAAAAA`);
  t.is(page.status, 200);
  t.true((await page.text()).includes('<script type="module" src="/assets/app.js">'));
  const script = await fetch(`${server().url}/assets/app.js`);
  t.is(script.headers.get('content-type'), 'text/javascript; charset=utf-8');
  t.true((await script.text()).includes('new WebSocket'));
  const graph = (await (await fetch(`${server().url}/api/games/duel/graph`)).json()) as any;
  t.is(graph.game, 'duel');
  // The very picture the command lines print with --graph, not a sketch of its own.
  t.is(graph.mermaid, duelPicture(duelGame.createEngine({ seed: 0 })).mermaid);
  t.true(graph.mermaid.includes('"duel.begin<br/>calls shuffle"'));
  const war = (await (await fetch(`${server().url}/api/games/war/graph`)).json()) as any;
  t.is(war.mermaid, warPicture([]).mermaid);
});
