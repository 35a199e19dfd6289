// PostgreSQL goes down while a seat answers (pg_ctl stop, immediate and fast) and comes back on
// the same port and data: the answer is refused as store-failed and nothing moves, neither in the
// server's memory nor for anyone watching; once the database is back the same answer goes
// through, the game goes on across two server processes to its end, and the log in the database
// has every decision once, replaying to the game the seats were shown. The same holds for a bot
// asked during the outage (it answers once the database is back), for a commit whose reply is
// lost (the retry finds its own row), and for a notice whose read of the log fails.
import test from 'ava';
import pg from 'pg';
import { openPostgres, TableHost, TableStore } from '../../lib/server/index.js';
import { GAMES, post, tokenOf } from './fixtures.js';
import { startPostgres, type PostgresServer, type StopMode } from '../../tools/load-postgres.js';
import { SeatClient, play, playToEnd } from './seat-client.js';
import { spawnServer } from './server-process.js';
import { startReplyCuttingProxy } from './reply-cutting-proxy.js';
import { duelFromDatabase, oneToN } from './table-from-database.js';
import { snapshot } from '../../lib/index.js';

let postgres: PostgresServer;
test.before(async () => {
  postgres = await startPostgres();
});
test.after.always(() => postgres?.stop());

const pick = (options: string[], seq: number) => (seq * 5) % options.length;

for (const mode of ['immediate', 'fast'] as const satisfies readonly StopMode[]) {
  test.serial(
    `PostgreSQL stopped (${mode}) while a seat answers: store-failed, nothing moves, and after it is back the same answer goes through and the game ends with no gap`,
    async (t) => {
      const url = await postgres.database(`outage_${mode}`);
      const a = await spawnServer(['--database-url', url]);
      const b = await spawnServer(['--database-url', url]);
      t.teardown(() => [a, b].forEach((s) => s.child.kill('SIGKILL')));
      const created = await post(a.url, '/api/tables', { game: 'duel', seats: { p1: 'person', p2: 'person' } });
      const id = created.body.id as string;
      const tokens = { p1: tokenOf(created.body.seats.p1.link), p2: tokenOf(created.body.seats.p2.link) };
      // One seat on each server, and a spectator on the first: the outage hits both processes.
      const p1 = await SeatClient.connect(a.url, id, tokens.p1);
      const p2 = await SeatClient.connect(b.url, id, tokens.p2);
      const spectator = await SeatClient.connect(a.url, id);
      t.is(await play([p1, p2], pick, 3), 3);
      for (const c of [p1, p2, spectator]) await c.untilSeq(3);
      const asked = [p1, p2].find((c) => c.view!.decision !== null)!;
      const server = asked === p1 ? a : b;
      const d = asked.view!.decision!;

      let down = true;
      postgres.halt(mode);
      t.teardown(() => {
        if (down) postgres.resume();
      });
      asked.answer(d.seq, pick(d.options, d.seq));
      await asked.untilErrors(1);
      t.deepEqual(asked.errors, [
        {
          code: 'store-failed',
          message: `Decision ${d.seq} was not recorded: the database failed (the server's log says why); answer again`,
        },
      ]);
      // Nothing moved: a spectator joining now sees the decision still pending, as does the seat.
      const late = await SeatClient.connect(server.url, id);
      t.is((await late.untilSeq(0)).seq, d.seq - 1);
      t.is(asked.view!.seq, d.seq - 1);
      t.is(asked.view!.decision?.seq, d.seq);
      // A seat joining while the database is down is told so, in one line without the driver's words.
      const seat = await SeatClient.connect(server.url, id, asked === p1 ? tokens.p1 : tokens.p2);
      await seat.untilErrors(1);
      t.deepEqual(seat.errors, [
        {
          code: 'store-failed',
          message: `Table ${id} could not be read: the database failed (the server's log says why); try again`,
        },
      ]);
      t.regex(
        server.stderr(),
        new RegExp(`cardweave serve: table ${id}: the database failed: .*(ECONNREFUSED|terminat|shut)`, 'i'),
      );

      postgres.resume();
      down = false;
      asked.answer(d.seq, pick(d.options, d.seq));
      t.is((await asked.untilSeq(d.seq)).seq, d.seq);
      t.is(asked.errors.length, 1, 'the answer went through once the database was back');
      const decisions = d.seq + (await playToEnd([p1, p2], pick));
      for (const c of [p1, p2, spectator, late]) await c.until((x) => x.view?.status === 'ended', 15_000, 'the end');
      t.is(p2.view!.seq, decisions);

      // The database holds every decision once and replays to the game the seats were shown.
      const { engine, rows } = await duelFromDatabase(url, id);
      t.deepEqual(
        rows.map((r) => r.seq),
        oneToN(decisions),
      );
      t.true(engine.ended);
      t.is(p1.view!.result, GAMES[1]!.describeResult(engine.result!));
      // And a server that never saw the table loads it from the database, verified, at its end.
      const c = await spawnServer(['--database-url', url]);
      t.teardown(() => c.child.kill('SIGKILL'));
      const fresh = await SeatClient.connect(c.url, id, tokens.p1);
      const loaded = await fresh.untilSeq(0);
      t.is(loaded.seq, decisions);
      t.is(loaded.status, 'ended');
      t.deepEqual(fresh.errors, []);
      for (const client of [p1, p2, spectator, late, fresh]) client.close();
      await Promise.all([a.stop(), b.stop(), c.stop()]);
    },
  );
}

test.serial(
  'PostgreSQL down when a bot answers: the bot tries again, and once the database is back it answers and the table goes on',
  async (t) => {
    const url = await postgres.database('outage_bot');
    const db = await openPostgres(url);
    const reported: string[] = [];
    const host = await TableHost.start(await TableStore.open(db), GAMES, { botDelayMs: 200, report: (l) => reported.push(l) });
    t.teardown(async () => {
      host.close();
      await db.close();
    });
    const { id } = await host.create({ game: 'duel', seats: { p1: 'person', p2: 'bot:greedy' }, seed: 7 });
    // p1 answers until the bot is asked; the database goes down before the bot's 200 ms are up
    // (halt is synchronous: the bot's timer cannot fire while it runs).
    let table = await host.open(id);
    for (;;) {
      await waitFor(() => table.engine.pending?.player === 'p1');
      await host.answer(id, 'p1', table.engine.pending!.id, 0);
      if (table.engine.pending?.player === 'p2') break;
    }
    const botAsked = table.seq + 1;
    let down = true;
    postgres.halt('immediate');
    t.teardown(() => {
      if (down) postgres.resume();
    });
    const retrying = `table ${id}: bot answer ${botAsked} failed: Decision ${botAsked} was not recorded: the database failed (the server's log says why); answer again (it tries again in 1 s)`;
    await waitFor(() => reported.some((l) => l.startsWith(`table ${id}: bot answer ${botAsked} failed: `)));
    t.is(table.seq, botAsked - 1, 'nothing moved while the database was down');
    await waitFor(() => reported.filter((l) => l === retrying).length >= 2);
    t.is(table.seq, botAsked - 1);
    postgres.resume();
    down = false;
    await waitFor(() => table.seq >= botAsked);
    t.is(table.engine.decisions[botAsked - 1]!.player, 'p2', 'the bot answered once the database was back');
    // The log has every decision once, and a host that never saw the table loads the same game.
    const rows = await host.store.decisionsAfter(id, 0);
    t.deepEqual(
      rows.map((r) => r.seq),
      oneToN(table.seq),
    );
    const other = await TableHost.start(host.store, GAMES, { botDelayMs: 60_000 });
    t.teardown(() => other.close());
    table = await host.open(id);
    t.deepEqual(snapshot((await other.open(id)).engine), snapshot(table.engine));
  },
);

test.serial(
  "an answer's commit whose reply is lost: store-failed, and the retry finds the log moved on, catches up, and the table goes on with no gap or double",
  async (t) => {
    const url = await postgres.database('lost_reply');
    const proxy = await startReplyCuttingProxy(url);
    t.teardown(() => proxy.close());
    const server = await spawnServer(['--database-url', proxy.url]);
    t.teardown(() => server.child.kill('SIGKILL'));
    const created = await post(server.url, '/api/tables', { game: 'duel', seats: { p1: 'person', p2: 'person' } });
    const id = created.body.id as string;
    const seats = [
      await SeatClient.connect(server.url, id, tokenOf(created.body.seats.p1.link)),
      await SeatClient.connect(server.url, id, tokenOf(created.body.seats.p2.link)),
    ];
    t.is(await play(seats, pick, 2), 2);
    for (const c of seats) await c.untilSeq(2);
    const asked = seats.find((c) => c.view!.decision !== null)!;
    const d = asked.view!.decision!;
    const option = pick(d.options, d.seq);

    proxy.swallowReplies();
    asked.answer(d.seq, option);
    // The row is committed (seen from a connection of our own), its reply never reaches the server.
    const direct = new pg.Client({ connectionString: url });
    await direct.connect();
    t.teardown(() => direct.end());
    await waitFor(
      async () =>
        (await direct.query('SELECT 1 FROM cardweave_decisions WHERE table_id = $1 AND seq = $2', [id, d.seq])).rows.length > 0,
    );
    proxy.cut();
    await asked.untilErrors(1);
    t.deepEqual(asked.errors, [
      {
        code: 'store-failed',
        message: `Decision ${d.seq} was not recorded: the database failed (the server's log says why); answer again`,
      },
    ]);
    // The seat answers again, as told: its answer is in the log already, so it is stale, and the
    // server reads the log (on this answer, or on listening again) and shows the decision made.
    asked.answer(d.seq, option);
    await asked.untilErrors(2);
    t.log(`the retry: ${asked.errors[1]!.message}`);
    t.is(asked.errors[1]!.code, 'decision-stale');
    t.regex(
      asked.errors[1]!.message,
      new RegExp(
        `^Decision ${d.seq} is stale: (it is recorded already, with this answer|the table is at decision ${d.seq + 1})$`,
      ),
    );
    for (const c of seats) await c.untilSeq(d.seq);
    const decisions = d.seq + (await playToEnd(seats, pick));
    const { engine, rows } = await duelFromDatabase(url, id);
    t.deepEqual(
      rows.map((r) => r.seq),
      oneToN(decisions),
    );
    t.true(engine.ended);
    t.is(seats[0]!.view!.result, GAMES[1]!.describeResult(engine.result!));
    for (const c of seats) c.close();
    await server.stop();
  },
);

test.serial(
  'a notice whose read fails (its connection dropped): the server reads the log again a second later and the table catches up',
  async (t) => {
    const url = await postgres.database('notice_read_fails');
    const db = await openPostgres(url);
    const reported: string[] = [];
    const host = await TableHost.start(await TableStore.open(db), GAMES, { botDelayMs: 0, report: (l) => reported.push(l) });
    t.teardown(async () => {
      host.close();
      await db.close();
    });
    const { id } = await host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed: 3 });
    const table = await host.open(id);
    const pending = table.engine.pending!;
    // The decision as another server would log it: the first option, played on a copy.
    const copy = table.engine.fork();
    copy.decide(pending.player, pending.options[0]!, pending.id);
    const choice = JSON.stringify(copy.decisions.at(-1)!.choice);
    const [writer, locker, admin] = [0, 1, 2].map(() => new pg.Client({ connectionString: url }));
    for (const c of [writer!, locker!, admin!]) await c.connect();
    t.teardown(() => Promise.all([writer!, locker!, admin!].map((c) => c.end())).then(() => {}));
    // "Another server" writes the decision; a lock queued behind its write holds this server's read
    // of the log, which the notice asks for, until the test drops that read's connection.
    await writer!.query('BEGIN');
    await writer!.query('INSERT INTO cardweave_decisions (table_id, seq, seat, choice) VALUES ($1, $2, $3, $4)', [
      id,
      pending.id,
      pending.player,
      choice,
    ]);
    await locker!.query('BEGIN');
    const locked = locker!.query('LOCK TABLE cardweave_decisions IN ACCESS EXCLUSIVE MODE');
    const waiting = async (like: string) =>
      (await admin!.query("SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE $1", [like])).rows.map(
        (r: { pid: number }) => r.pid,
      );
    await waitFor(async () => (await waiting('LOCK TABLE%')).length > 0);
    await writer!.query('SELECT pg_notify($1, $2)', ['cardweave_moves', `${id} ${pending.id}`]);
    await writer!.query('COMMIT');
    await locked;
    await waitFor(async () => (await waiting('SELECT seq, seat%')).length > 0);
    await admin!.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [await waiting('SELECT seq, seat%')]);
    await waitFor(() => reported.some((l) => l.startsWith(`table ${id}: could not follow decision ${pending.id}: `)));
    t.is(table.seq, pending.id - 1, 'not read yet');
    await locker!.query('ROLLBACK');
    // No other notice comes: the server reads again by itself.
    await waitFor(() => table.seq === pending.id);
    t.deepEqual(table.engine.decisions.at(-1), copy.decisions.at(-1));
    t.deepEqual(
      reported.filter((l) => l.includes('could not')),
      [
        `table ${id}: could not follow decision ${pending.id}: Table ${id} could not be read: the database failed (the server's log says why); try again (the database failed: terminating connection due to administrator command)`,
      ],
    );
  },
);

async function waitFor(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
