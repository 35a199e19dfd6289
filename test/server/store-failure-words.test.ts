// When the database fails a write or a read, a client is told store-failed and one sentence; the
// database's own words (here a disk-full error naming a data file's path, raised by the database
// itself from a trigger, as PostgreSQL and PGlite word it) go to the server's log only.
import test from 'ava';
import { openPglite, TableStore, type TableServer } from '../../lib/server/index.js';
import { post, tempDir, testServer, tokenOf } from './fixtures.js';
import { SeatClient } from './seat-client.js';

const DISK_FULL = 'could not extend file "base/16384/16390": No space left on device';

// One server for the file; its tests take turns, as each fills the disk for one table of its own.
const dir = tempDir();
const reported: string[] = [];
let server: TableServer;
test.before(async () => {
  server = await testServer({ dataDir: dir.path, report: (line) => reported.push(line) });
});
test.after.always(async () => {
  await server?.close();
  dir.remove();
});

/** Makes every insert into `table` fail as a full disk would (SQLSTATE 53100), in the database itself, until the test ends. */
async function fillTheDisk(t: { teardown: (fn: () => Promise<void>) => void }, table: string): Promise<void> {
  const query = (sql: string) => server.host.store.db.query(sql);
  await query(`CREATE OR REPLACE FUNCTION cardweave_test_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION USING ERRCODE = 'disk_full', MESSAGE = '${DISK_FULL}'; END $$`);
  await query(`CREATE TRIGGER disk_full BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION cardweave_test_disk_full()`);
  t.teardown(async () => {
    await query(`DROP TRIGGER disk_full ON ${table}`);
  });
}

test.serial(
  'a disk-full answer: the seat is told store-failed without the path, the log says it, and nothing moved',
  async (t) => {
    reported.length = 0;
    const created = await post(server.url, '/api/tables', { game: 'duel', seats: { p1: 'person', p2: 'person' } });
    const id = created.body.id as string;
    const seats = [
      await SeatClient.connect(server.url, id, tokenOf(created.body.seats.p1.link)),
      await SeatClient.connect(server.url, id, tokenOf(created.body.seats.p2.link)),
    ];
    for (const seat of seats) await seat.untilSeq(0);
    const asked = seats.find((s) => s.view!.decision !== null)!;
    const d = asked.view!.decision!;
    await fillTheDisk(t, 'cardweave_decisions');
    asked.answer(d.seq, 0);
    await asked.untilErrors(1);
    t.deepEqual(asked.errors, [
      {
        code: 'store-failed',
        message: `Decision ${d.seq} was not recorded: the database failed (the server's log says why); answer again`,
      },
    ]);
    t.false(
      asked.raw.some((frame) => frame.includes('base/16384')),
      'no frame names the data file',
    );
    t.deepEqual(reported, [`table ${id}: the database failed: ${DISK_FULL}`]);
    t.is((await server.host.open(id)).seq, d.seq - 1, 'nothing moved');
    for (const seat of seats) seat.close();
  },
);

test.serial('a disk-full table creation over HTTP: 503 store-failed without the path; the log says it', async (t) => {
  reported.length = 0;
  await fillTheDisk(t, 'cardweave_tables');
  const refused = await post(server.url, '/api/tables', { game: 'duel', seats: { p1: 'person', p2: 'person' } });
  t.is(refused.status, 503);
  t.deepEqual(refused.body, {
    error: 'store-failed',
    message: "The table was not created: the database failed (the server's log says why); try again",
  });
  t.is(reported.length, 1);
  t.regex(reported[0]!, new RegExp(`^table [\\w-]+: the database failed: ${DISK_FULL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
});

test.serial(
  'a read that fails (a closed database) is store-failed naming the table, with the driver words in the cause only',
  async (t) => {
    const closed = tempDir();
    t.teardown(() => closed.remove());
    const db = await openPglite(closed.path);
    const store = await TableStore.open(db);
    await db.close();
    const error = await store.read('t-closed').then(
      () => undefined,
      (e: unknown) => e as Error & { code?: string },
    );
    t.is(error?.code, 'store-failed');
    t.is(error?.message, "Table t-closed could not be read: the database failed (the server's log says why); try again");
    t.truthy((error?.cause as Error | undefined)?.message);
  },
);
