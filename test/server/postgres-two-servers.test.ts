// Several server processes on one PostgreSQL: any of them serves any table, answers reach the
// other's clients through LISTEN/NOTIFY, and the decision log's key settles every race.
import test from 'ava';
import pg from 'pg';
import { openPostgres, TableStore } from '../../lib/server/index.js';
import { GAMES, post, tokenOf } from './fixtures.js';
import { startPostgres, type PostgresServer } from '../../tools/load-postgres.js';
import { SeatClient, playToEnd } from './seat-client.js';
import { duelFromDatabase } from './table-from-database.js';
import { spawnServer } from './server-process.js';
import { TableHost } from '../../lib/server/index.js';
import { snapshot } from '../../lib/index.js';

let postgres: PostgresServer;
test.before(async () => {
  postgres = await startPostgres();
});
test.after.always(() => postgres?.stop());

test.serial(
  'a duel played by one seat on each of two server processes: each sees every move of the other, to the end',
  async (t) => {
    const url = await postgres.database('two_servers');
    const a = await spawnServer(['--database-url', url]);
    const b = await spawnServer(['--database-url', url]);
    t.teardown(() => [a, b].forEach((s) => s.child.kill('SIGKILL')));
    try {
      const created = await post(a.url, '/api/tables', { game: 'duel', seats: { p1: 'person', p2: 'person' } });
      t.is(created.status, 201);
      const id = created.body.id as string;
      const p1 = await SeatClient.connect(a.url, id, tokenOf(created.body.seats.p1.link));
      const p2 = await SeatClient.connect(b.url, id, tokenOf(created.body.seats.p2.link));
      const decisions = await playToEnd([p1, p2], (options, seq) => (seq * 5) % options.length);
      t.is(p1.view!.status, 'ended');
      t.is(p2.view!.seq, decisions);
      t.deepEqual(p1.view!.log.total, p2.view!.log.total);
      // Nothing lost or applied twice: the database's log replays to the game both servers show.
      const { engine, rows } = await duelFromDatabase(url, id);
      t.is(rows.length, decisions);
      t.true(engine.ended);
      t.is(p1.view!.result, GAMES[1]!.describeResult(engine.result!));
      p1.close();
      p2.close();
    } finally {
      await a.stop();
      await b.stop();
    }
  },
);

test.serial('two processes answering the same decision at once: one wins, the other is told its decision is stale', async (t) => {
  const url = await postgres.database('race');
  const [dbA, dbB] = [await openPostgres(url), await openPostgres(url)];
  const hostA = await TableHost.start(await TableStore.open(dbA), GAMES, { botDelayMs: 0 });
  const hostB = await TableHost.start(await TableStore.open(dbB), GAMES, { botDelayMs: 0 });
  try {
    const { id } = await hostA.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed: 5 });
    await hostB.open(id);
    let keyRaces = 0;
    for (let round = 0; round < 12; round++) {
      const table = await hostA.open(id);
      const pending = table.engine.pending!;
      await hostB.open(id);
      // Both answer the same pending decision, for the seat asked, with different options where there are two.
      const last = pending.options.length - 1;
      const outcomes = await Promise.allSettled([
        hostA.answer(id, pending.player, pending.id, 0),
        hostB.answer(id, pending.player, pending.id, last),
      ]);
      const won = outcomes.filter((o) => o.status === 'fulfilled');
      const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      t.is(won.length, 1, `round ${round}: one answer wins`);
      t.is(lost.length, 1);
      t.is(lost[0]!.reason.code, 'decision-stale');
      if (String(lost[0]!.reason.message).includes('answered first')) keyRaces++;
      t.regex(
        lost[0]!.reason.message,
        new RegExp(
          `^Decision ${pending.id} is stale: (it was answered first by another player or server|the table is at decision ${pending.id + 1})$`,
        ),
      );
      // Both processes end up at the same game, with the decision answered once.
      await waitFor(async () => (await hostB.open(id)).seq === pending.id && (await hostA.open(id)).seq === pending.id);
      t.deepEqual(snapshot((await hostA.open(id)).engine), snapshot((await hostB.open(id)).engine));
    }
    const rows = await hostA.store.decisionsAfter(id, 0);
    t.deepEqual(
      rows.map((r) => r.seq),
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    // Both answers were made in memory before either was written: the key, not a cache, refused the loser.
    t.log(`rounds settled by the key: ${keyRaces} of 12`);
    t.true(keyRaces > 0);
  } finally {
    hostA.close();
    hostB.close();
    await dbA.close();
    await dbB.close();
  }
});

test.serial(
  'kill -9 a server mid-game, start another: the game goes on from the last answered decision, nothing lost',
  async (t) => {
    const url = await postgres.database('crash');
    const first = await spawnServer(['--database-url', url]);
    t.teardown(() => first.child.kill('SIGKILL'));
    const created = await post(first.url, '/api/tables', { game: 'duel', seats: { p1: 'person', p2: 'bot:greedy' } });
    const id = created.body.id as string;
    const token = tokenOf(created.body.seats.p1.link);
    let p1 = await SeatClient.connect(first.url, id, token);
    for (let n = 0; n < 4; n++) {
      await p1.until((c) => c.view?.decision != null);
      const d = p1.view!.decision!;
      p1.answer(d.seq, 0);
      await p1.untilSeq(d.seq);
    }
    const before = p1.view!;
    const beforeLines = p1.lines;
    await first.crash();
    const second = await spawnServer(['--database-url', url]);
    t.teardown(() => second.child.kill('SIGKILL'));
    try {
      p1 = await SeatClient.connect(second.url, id, token);
      const after = await p1.untilSeq(before.seq);
      // Where it was: every answered decision is there, and the bot has answered whatever it was asked.
      t.true(after.seq >= before.seq);
      t.deepEqual(p1.lines.slice(0, beforeLines.length), beforeLines, 'the log holds every line it had');
      const rest = await playToEnd([p1], () => 0);
      t.is(p1.view!.status, 'ended');
      const { engine, rows } = await duelFromDatabase(url, id);
      t.is(rows.length, p1.view!.seq);
      t.true(engine.ended);
      t.true(rest > 0);
      p1.close();
    } finally {
      await second.stop();
    }
  },
);

test.serial(
  'kill -9 a server while its answer is being written: the answer is recorded whole, once, and the game goes on from it',
  async (t) => {
    const url = await postgres.database('mid_decision');
    const first = await spawnServer(['--database-url', url]);
    t.teardown(() => first.child.kill('SIGKILL'));
    const created = await post(first.url, '/api/tables', { game: 'duel', seats: { p1: 'person', p2: 'person' } });
    const id = created.body.id as string;
    const token = tokenOf(created.body.seats.p1.link);
    const p1 = await SeatClient.connect(first.url, id, token);
    await p1.until((c) => c.view?.decision != null);
    const asked = p1.view!.decision!;
    // Hold a lock the answer's write waits for, so the server is killed with its write in flight.
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE cardweave_decisions IN ACCESS EXCLUSIVE MODE');
    p1.answer(asked.seq, 0);
    await waitForBlockedInsert(url);
    await first.crash();
    await blocker.query('ROLLBACK');
    await blocker.end();
    // The write is one statement, its own transaction: PostgreSQL finishes it or drops it, never half.
    const second = await spawnServer(['--database-url', url]);
    t.teardown(() => second.child.kill('SIGKILL'));
    try {
      const again = await SeatClient.connect(second.url, id, token);
      const view = await again.untilSeq(0);
      const { rows } = await duelFromDatabase(url, id);
      t.deepEqual(
        rows.map((r) => r.seq),
        [asked.seq],
        'recorded once',
      );
      t.is(view.seq, asked.seq, 'the new server shows it answered');
      again.answer(asked.seq, 0);
      await again.untilErrors(1);
      t.deepEqual(again.errors, [
        { code: 'decision-stale', message: `Decision ${asked.seq} is stale: the table is at decision ${asked.seq + 1}` },
      ]);
      again.close();
    } finally {
      await second.stop();
    }
  },
);

test.serial(
  'the database drops a write mid-way: nothing is recorded, the page is told, and the same answer goes through again',
  async (t) => {
    const url = await postgres.database('dropped_write');
    const server = await spawnServer(['--database-url', url]);
    t.teardown(() => server.child.kill('SIGKILL'));
    const created = await post(server.url, '/api/tables', { game: 'duel', seats: { p1: 'person', p2: 'person' } });
    const id = created.body.id as string;
    const p1 = await SeatClient.connect(server.url, id, tokenOf(created.body.seats.p1.link));
    await p1.until((c) => c.view?.decision != null);
    const asked = p1.view!.decision!;
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE cardweave_decisions IN ACCESS EXCLUSIVE MODE');
    p1.answer(asked.seq, 0);
    await waitForBlockedInsert(url);
    await blocker.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%INSERT INTO cardweave_decisions%'",
    );
    await blocker.query('ROLLBACK');
    await blocker.end();
    await p1.untilErrors(1);
    t.is(p1.errors[0]!.code, 'store-failed');
    t.regex(p1.errors[0]!.message, new RegExp(`^Decision ${asked.seq} was not recorded: `));
    t.deepEqual((await duelFromDatabase(url, id)).rows, []);
    t.is(p1.view!.seq, asked.seq - 1);
    p1.answer(asked.seq, 0);
    t.is((await p1.untilSeq(asked.seq)).seq, asked.seq);
    t.deepEqual(
      (await duelFromDatabase(url, id)).rows.map((r) => r.seq),
      [asked.seq],
    );
    p1.close();
    await server.stop();
  },
);

async function waitFor(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Waits until some session is waiting for a lock on an INSERT into the decision log. */
async function waitForBlockedInsert(url: string): Promise<void> {
  const watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
  try {
    await waitFor(async () => {
      const { rows } = await watcher.query(
        "SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%INSERT INTO cardweave_decisions%'",
      );
      return rows.length > 0;
    });
  } finally {
    await watcher.end();
  }
}
