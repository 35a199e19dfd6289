// Issue 27 on real PostgreSQL: two servers on one database see each other's chat lines, a
// concession and a rematch through NOTIFY, share one chat pace per seat, and two hosts asking for
// a rematch at once get one table, settled by the database.
import test from 'ava';
import { openPostgres, TableHost, TableStore, type TableServer } from '../../lib/server/index.js';
import { GAMES, testServer } from './fixtures.js';
import { startPostgres, type PostgresServer } from '../../tools/load-postgres.js';
import { SeatClient } from './seat-client.js';
import { chatOf, errorsOf, untilChat } from './social-frames.js';

let postgres: PostgresServer;
test.before(async () => {
  postgres = await startPostgres();
});
test.after.always(() => postgres?.stop());

test.serial(
  "two servers on one PostgreSQL: each seat's chat, the concession and the rematch reach the other's sockets",
  async (t) => {
    const url = await postgres.database('social_two_servers');
    const servers: TableServer[] = [];
    t.teardown(async () => {
      for (const s of servers) await s.close();
    });
    const a = await testServer({ databaseUrl: url });
    servers.push(a);
    const b = await testServer({ databaseUrl: url });
    servers.push(b);
    const { id, tokens } = await a.host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed: 21 });
    const p1 = await SeatClient.connect(a.url, id, tokens.p1);
    const p2 = await SeatClient.connect(b.url, id, tokens.p2);
    const watcher = await SeatClient.connect(b.url, id);
    for (const c of [p1, p2, watcher]) await c.untilSeq(0);

    p1.send({ t: 'chat', text: 'from a' });
    await untilChat(p2, 1);
    p2.send({ t: 'chat', text: 'from b' });
    for (const c of [p1, p2, watcher]) await untilChat(c, 2);
    for (const c of [p1, p2, watcher])
      t.deepEqual(
        chatOf(c).map((l) => `${l.n} ${l.seat} ${l.text}`),
        ['1 p1 from a', '2 p2 from b'],
      );

    // One pace per seat, whichever server its lines go through.
    const p1b = await SeatClient.connect(b.url, id, tokens.p1);
    await p1b.untilSeq(0);
    for (let i = 2; i <= 5; i++) {
      (i % 2 === 0 ? p1b : p1).send({ t: 'chat', text: `p1 line ${i}` });
      await untilChat(p2, i + 1);
    }
    p1b.send({ t: 'chat', text: 'p1 line 6' });
    const [refused] = await errorsOf(p1b, 1);
    t.is(refused!.code, 'chat-too-fast');

    p2.send({ t: 'concede' });
    for (const c of [p1, p2, watcher]) await c.until((x) => x.view?.over !== undefined, 15_000, 'the end');
    t.deepEqual(p1.view!.over, { winner: 'p1', reason: 'p2 conceded', how: 'concede' });
    t.is(p1.view!.status, 'ended');

    // Both seats ask at once, each on its own server.
    p1.send({ t: 'rematch' });
    p2.send({ t: 'rematch' });
    for (const c of [p1, p2, watcher]) await c.until((x) => x.view?.rematch !== undefined, 15_000, 'the rematch');
    const next = p1.view!.rematch!.table;
    t.deepEqual(
      [p1.view!.rematch, p2.view!.rematch, watcher.view!.rematch],
      [{ table: next, seat: 'p2' }, { table: next, seat: 'p1' }, { table: next }],
    );
    t.deepEqual((await a.host.store.recentTables(10)).sort(), [id, next].sort());
    const q = await SeatClient.connect(b.url, next, tokens.p2);
    await q.untilSeq(0);
    t.deepEqual({ seat: q.view!.seat, rematchOf: q.view!.rematchOf }, { seat: 'p1', rematchOf: id });
    for (const c of [p1, p2, p1b, watcher, q]) c.close();
  },
);

test.serial('two hosts on one PostgreSQL asking for a rematch at once, many times: one table each time', async (t) => {
  const url = await postgres.database('social_rematch_race');
  const [dbA, dbB] = [await openPostgres(url), await openPostgres(url)];
  const hostA = await TableHost.start(await TableStore.open(dbA), GAMES, { botDelayMs: 0 });
  const hostB = await TableHost.start(await TableStore.open(dbB), GAMES, { botDelayMs: 0 });
  t.teardown(async () => {
    hostA.close();
    hostB.close();
    await dbA.close();
    await dbB.close();
  });
  for (let round = 0; round < 6; round++) {
    const { id } = await hostA.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed: 30 + round });
    await hostB.concede(id, 'p2');
    await hostA.open(id);
    const made = await Promise.all([hostA.rematch(id, 'p1'), hostB.rematch(id, 'p2')]);
    t.is(made[0], made[1], `round ${round}: one rematch`);
    const rows = await dbA.query<{ id: string }>('SELECT id FROM cardweave_tables WHERE rematch_of = $1', [id]);
    t.deepEqual(
      rows.map((r) => r.id),
      [made[0]],
    );
  }
});

test.serial(
  'a server whose listening connection was lost reads the chat and the end it missed once it listens again',
  async (t) => {
    const url = await postgres.database('social_resync');
    const servers: TableServer[] = [];
    t.teardown(async () => {
      for (const s of servers) await s.close();
    });
    const a = await testServer({ databaseUrl: url });
    servers.push(a);
    const b = await testServer({ databaseUrl: url });
    servers.push(b);
    const { id, tokens } = await a.host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed: 41 });
    const p2 = await SeatClient.connect(b.url, id, tokens.p2);
    await p2.untilSeq(0);
    // Every listening connection is dropped; each server listens again half a second later, and
    // the chat line and concession written meanwhile are sent to nobody.
    await a.host.store.db.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN %'");
    await a.host.chat(id, 'p1', 'said while b was not listening');
    await a.host.concede(id, 'p1');
    await p2.until((c) => c.view?.over !== undefined && c.view.chat?.total === 1, 15_000, 'the missed chat line and end');
    t.deepEqual(
      chatOf(p2).map((l) => l.text),
      ['said while b was not listening'],
    );
    t.deepEqual(p2.view!.over, { winner: 'p2', reason: 'p1 conceded', how: 'concede' });
    p2.close();
  },
);
