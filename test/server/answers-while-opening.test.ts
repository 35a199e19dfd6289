// A server listens before its database is open (a new PGlite folder takes seconds): the page, its
// script and the games list are answered at once, /healthz says it is starting, and a request or
// socket that needs tables waits and then goes on. Staged deterministically with a PostgreSQL
// behind a gate that holds every connection until the test opens it.
import test from 'ava';
import { connect, createServer, type Socket } from 'node:net';
import { startServer, type TableServer } from '../../lib/server/index.js';
import { startPostgres, type PostgresServer } from '../../tools/load-postgres.js';
import { GAMES, post } from './fixtures.js';
import { SeatClient } from './seat-client.js';

let postgres: PostgresServer;
test.before(async () => {
  postgres = await startPostgres();
});
test.after.always(() => postgres?.stop());

/** A TCP gate before the database: connections are accepted and held, their bytes kept, until open(). */
async function heldDatabase(url: string): Promise<{ url: string; open(): void; close(): Promise<void> }> {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  const held: (() => void)[] = [];
  let opened = false;
  const forward = (client: Socket, early: Buffer[]): void => {
    const database = connect(Number(target.port), target.hostname);
    sockets.add(database);
    for (const chunk of early) database.write(chunk);
    client.on('data', (chunk) => database.write(chunk));
    database.on('data', (chunk) => client.write(chunk));
    for (const socket of [client, database]) socket.on('error', () => [client, database].forEach((s) => s.destroy()));
  };
  const server = createServer((client) => {
    sockets.add(client);
    if (opened) return forward(client, []);
    const early: Buffer[] = [];
    const keep = (chunk: Buffer): number => early.push(chunk);
    client.on('data', keep);
    held.push(() => {
      client.off('data', keep);
      forward(client, early);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const through = new URL(url);
  through.port = String((server.address() as { port: number }).port);
  return {
    url: through.toString(),
    open() {
      opened = true;
      for (const go of held.splice(0)) go();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

test('while the database opens: the page and the games are answered, /healthz says starting, a create waits for it', async (t) => {
  const gate = await heldDatabase(await postgres.database('opening'));
  t.teardown(() => gate.close());
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let started: TableServer | undefined;
  const starting = startServer({ port, games: GAMES, botDelayMs: 0, databaseUrl: gate.url }).then((s) => (started = s));
  t.teardown(async () => {
    gate.open();
    await (await starting.catch(() => undefined))?.close();
  });

  // Listening with the database held: poll until the port answers (the listen itself is quick).
  let page: Response | undefined;
  for (let i = 0; i < 200 && page === undefined; i++) {
    page = await fetch(`${url}/`).catch(() => undefined);
    if (page === undefined) await new Promise((resolve) => setTimeout(resolve, 25));
  }
  t.is(page?.status, 200);
  t.regex(await page!.text(), /<html/i);
  t.is((await fetch(`${url}/assets/app.js`)).status, 200);
  const games = await fetch(`${url}/api/games`);
  t.deepEqual(
    ((await games.json()) as { id: string }[]).map((g) => g.id),
    ['war', 'duel'],
  );
  const health = await fetch(`${url}/healthz`);
  t.is(health.status, 503);
  t.deepEqual(await health.json(), { ok: false, starting: true });

  // A create and a spectator's socket sent now wait for the store; nothing is created before it.
  const create = post(url, '/api/tables', { game: 'war', seats: { p1: 'person', p2: 'person' } });
  // (Its upgrade is held too, so the socket opens only once the store is.)
  const socket = SeatClient.connect(url);
  await new Promise((resolve) => setTimeout(resolve, 300));
  t.is(started, undefined, 'not started while the database is held');

  gate.open();
  const created = await create;
  t.is(created.status, 201);
  const early = await socket;
  t.teardown(() => early.close());
  early.send({ t: 'join', table: created.body.id });
  await early.until((c) => c.view !== undefined, 15_000, 'the spectator view');
  t.is(early.view!.seat, null);
  t.deepEqual(await (await fetch(`${url}/healthz`)).json(), { ok: true, database: 'postgres', tables: 1 });
  t.not(started, undefined);
});
