// The queue's notifications, with a real PostgreSQL started here: an idle worker whose poll is an hour
// away takes a run's shards because the submitter wakes it, and a submitter whose poll is an hour away
// learns of each done shard because the worker tells it; a forged "done" is only a hint, a worker
// whose listening connection is cut says so in one line and listens again, and a submitter whose
// listening connection is cut falls back on its poll.
import test from 'ava';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { runOnQueue, type QueuedRun } from '../../lib/server/sim-queue/run-on-queue.js';
import { runWorker } from '../../lib/server/sim-queue/worker-command.js';
import { loadGame } from '../../lib/sim/load-game.js';
import { playRange } from '../../lib/sim/play-range.js';
import { splitGames } from '../../lib/sim/ranges.js';
import { reportOfRanges } from '../../lib/sim/report-of-ranges.js';
import { startPostgres, type PostgresServer } from '../../tools/load-postgres.js';
import { root } from './sim-queue-process.js';

const WAR = 'examples/war/game.ts';
/** Far longer than any test waits: a worker or submitter polling this seldom only moves when notified. */
const HOUR_S = 3600;
/** A run that waits on a poll an hour away would still be waiting then: a bound on causality, not a speed. */
const NOTIFIED_WITHIN_MS = 60_000;

let postgres: PostgresServer | undefined;
let databases = 0;
test.before(async () => {
  postgres = await startPostgres();
});
test.after.always(() => postgres?.stop());

async function queue(): Promise<string> {
  return postgres!.database(`wake${++databases}`);
}

/** An in-process worker polling once an hour, its lines kept, closed with the test. */
async function idleWorker(t: { teardown: (f: () => Promise<void>) => void }, url: string): Promise<{ err: string[] }> {
  const lines = { err: [] as string[] };
  const worker = await runWorker(['--queue', url], { out: () => {}, err: (line) => lines.err.push(line) }, HOUR_S);
  if (typeof worker === 'number') throw new Error(`the worker refused to start: ${lines.err.join('; ')}`);
  t.teardown(() => worker.close());
  return lines;
}

/** A run of War's shards with the submitter's poll an hour away, its report, failing if it outlasts NOTIFIED_WITHIN_MS. */
async function hourPollRun(url: string, games: number, shardGames: number): Promise<string> {
  const run: QueuedRun = {
    url,
    gamePath: WAR,
    exportName: 'warGame',
    packs: [],
    games,
    seed: 3,
    shardGames,
    shardSeconds: 600,
    pollMs: HOUR_S * 1000,
  };
  const { ranges } = await within(runOnQueue(run), 'a notification went unheard');
  return JSON.stringify(reportOfRanges(ranges, run.seed, games).report);
}

/** `running`, or a failure naming `why` once NOTIFIED_WITHIN_MS have passed. */
async function within<T>(running: Promise<T>, why: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`the run was not done within ${NOTIFIED_WITHIN_MS} ms: ${why}`)), NOTIFIED_WITHIN_MS);
  });
  try {
    return await Promise.race([running, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The report of the same games played here, shard by shard. */
async function localReport(games: number, shardGames: number): Promise<string> {
  const play = await loadGame({
    game: { module: pathToFileURL(`${root}${WAR}`).href, export: 'warGame' },
    packs: [],
    maxPackBytes: undefined,
    options: undefined,
    alsoImports: [],
    cards: true,
  });
  const ranges = splitGames(games, Math.ceil(games / shardGames)).map((range) => playRange(play, 3, range));
  return JSON.stringify(reportOfRanges(ranges, 3, games).report);
}

async function sql(url: string, text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

const settle = (ms: number): Promise<void> => new Promise((wake) => setTimeout(wake, ms));

test('an idle worker polling hourly takes a run at once, and the submitter polling hourly hears each shard end', async (t) => {
  const url = await queue();
  const lines = await idleWorker(t, url);
  // The worker's first fetch, made as it starts, is long over: only a notification can wake it now.
  await settle(1000);
  t.is(await hourPollRun(url, 40, 10), await localReport(40, 10));
  // And again once idle after a run: the worker's fetch right after its last shard found nothing.
  await settle(1000);
  t.is(await hourPollRun(url, 30, 10), await localReport(30, 10));
  t.deepEqual(lines.err, []);
});

test("forged 'done' notifications for pending shards and stray payloads do not count a shard that is not done", async (t) => {
  const url = await queue();
  const running = hourPollRun(url, 40, 10);
  // No worker yet: the shards wait. Every pending job is then said done, by someone with the queue's URL.
  let ids: string[] = [];
  while (ids.length < 4) {
    await settle(50);
    ids = (await sql(url, "SELECT id FROM pgboss.job WHERE name = 'cardweave-sim-shards'").catch(() => ({ rows: [] }))).rows.map(
      (row: { id: string }) => row.id,
    );
  }
  for (const payload of [...ids, '', 'not a job', 'x'.repeat(7000)])
    await sql(url, 'SELECT pg_notify($1, $2)', ['cardweave_sim_done', payload]);
  // The submitter has read those jobs (still created) and waits on: a worker now plays them for real.
  await settle(500);
  t.is((await sql(url, "SELECT count(*)::int AS n FROM pgboss.job WHERE state = 'created'")).rows[0].n, 4);
  await idleWorker(t, url);
  t.is(await running, await localReport(40, 10));
});

test('a worker whose listening connection is cut says so in one line, listens again, and is woken again', async (t) => {
  const url = await queue();
  const lines = await idleWorker(t, url);
  await settle(1000);
  const cut = await sql(
    url,
    "SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE application_name = 'cardweave listening on cardweave_sim_shards' AND datname = current_database()",
  );
  t.deepEqual(cut.rows, [{ cut: true }]);
  // It listens again within 5 s; until then it would only poll (hourly here).
  while (
    (
      await sql(
        url,
        "SELECT 1 FROM pg_stat_activity WHERE application_name = 'cardweave listening on cardweave_sim_shards' AND datname = current_database()",
      )
    ).rowCount === 0
  )
    await settle(200);
  await settle(500);
  t.is(await hourPollRun(url, 20, 10), await localReport(20, 10));
  t.deepEqual(lines.err, [
    'cardweave worker: not told of new shards (terminating connection due to administrator command); polling every 3600 s meanwhile',
  ]);
});

test("a submitter whose listening connection is cut mid-run falls back on its poll: the run ends with the local run's report", async (t) => {
  const url = await queue();
  const run: QueuedRun = {
    url,
    gamePath: WAR,
    exportName: 'warGame',
    packs: [],
    games: 40,
    seed: 3,
    shardGames: 10,
    shardSeconds: 600,
  };
  const running = runOnQueue(run);
  // No worker yet: the shards wait while the submitter's listener is cut.
  const listening = "application_name = 'cardweave listening on cardweave_sim_done' AND datname = current_database()";
  while (
    (await sql(url, `SELECT 1 FROM pgboss.job WHERE name = 'cardweave-sim-shards'`).catch(() => ({ rowCount: 0 }))).rowCount !== 4
  )
    await settle(50);
  t.deepEqual((await sql(url, `SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE ${listening}`)).rows, [
    { cut: true },
  ]);
  await idleWorker(t, url);
  const { ranges } = await within(running, 'the poll did not take over');
  t.is(JSON.stringify(reportOfRanges(ranges, 3, 40).report), await localReport(40, 10));
});
