// `cardweave sim --queue`: shards played by real `cardweave worker` processes through a real PostgreSQL
// (started here) give the report a local run of the same seeds gives; a worker killed with SIGKILL
// mid-shard costs that shard one more play and nothing else; a game that fails fails the run in one line
// naming its seeds; a worker whose game files differ refuses the shard; the run's jobs are gone after.
import test from 'ava';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { startPostgres, type PostgresServer } from '../../tools/load-postgres.js';
import { cardweave, root, type CliProcess } from './sim-queue-process.js';

const WAR = 'examples/war/game.ts';
const TWIST = 'examples/war/twist/pack.ts';

let postgres: PostgresServer | undefined;
let databases = 0;
test.before(async () => {
  postgres = await startPostgres();
});
test.after.always(() => postgres?.stop());

/** A new, empty database for one test, so tests running at once never take each other's shards. */
async function queue(): Promise<string> {
  return postgres!.database(`simq${++databases}`);
}

/** Workers that stop with the test, however it ends. */
function workers(t: { teardown: (f: () => void) => void }, url: string, count: number, cwd = root): CliProcess[] {
  const started = Array.from({ length: count }, () => cardweave(['worker', '--queue', url], cwd));
  t.teardown(() => started.forEach((w) => w.child.kill('SIGKILL')));
  return started;
}

async function shardJobsLeft(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM pgboss.job WHERE name = 'cardweave-sim-shards'",
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

test('two workers through the queue print the same report as a local run, and the jobs are deleted', async (t) => {
  const url = await queue();
  const args = [WAR, '--pack', TWIST, '--games', '600', '--seed', '5', '--json'];
  const local = cardweave(['sim', ...args, '--workers', '1']);
  workers(t, url, 2);
  const queued = cardweave(['sim', ...args, '--queue', url, '--shard-games', '150']);
  t.is(await queued.exit, 0, queued.stderr());
  t.is(await local.exit, 0);
  t.is(queued.stderr(), '');
  t.is(queued.stdout(), local.stdout());
  t.true(JSON.parse(queued.stdout()).cards.length > 0);
  t.is(await shardJobsLeft(url), 0);
  const text = cardweave(['sim', WAR, '--games', '40', '--seed', '1', '--queue', url, '--shard-games', '10']);
  t.is(await text.exit, 0, text.stderr());
  t.regex(
    text.stdout().split('\n')[0]!,
    /^examples\/war\/game\.ts \(warGame\): 40 games from seed 1, 4 shards through the queue, [\d.]+ s \(\d+ games\/s\)$/,
  );
});

test('a worker killed mid-shard (SIGKILL): the shard is played again by another, counted once', async (t) => {
  const url = await queue();
  const args = [WAR, '--games', '2400', '--seed', '11', '--json'];
  const local = cardweave(['sim', ...args, '--workers', '1']);
  const queued = cardweave(['sim', ...args, '--queue', url, '--shard-games', '600', '--shard-timeout', '2']);
  const [doomed] = workers(t, url, 1);
  const playing = await doomed!.line(/playing shard/);
  doomed!.child.kill('SIGKILL');
  await doomed!.exit;
  const shard = /playing (shard \d+ of 4) of run/.exec(playing)![1]!;
  t.false(doomed!.stdout().includes(`done ${shard}`));
  const [survivor] = workers(t, url, 1);
  t.is(await queued.exit, 0, queued.stderr());
  t.is(await local.exit, 0);
  t.is(queued.stdout(), local.stdout());
  t.true(survivor!.stdout().includes(`done ${shard} of run`), survivor!.stdout());
  t.is(await shardJobsLeft(url), 0);
});

test('a game that fails in a shard fails the run in one line naming the shard, game and seeds; exit 2', async (t) => {
  const url = await queue();
  workers(t, url, 1);
  const queued = cardweave([
    'sim',
    'test/server/fixtures/war-failing-at-seed.ts',
    '--games',
    '100',
    '--seed',
    '1',
    '--queue',
    url,
    '--shard-games',
    '25',
  ]);
  t.is(await queued.exit, 2);
  t.is(queued.stdout(), '');
  t.is(
    queued.stderr(),
    'cardweave sim: shard 2 of 4, games 26–50 (seeds 26–50) failed: Game 37 (seed 37) failed: the deck caught fire\n',
  );
  t.is(await shardJobsLeft(url), 0);
});

test('a worker whose game file differs refuses the shard in one line; the run fails after the retries, exit 2', async (t) => {
  const url = await queue();
  const here = mkdtempSync(join(tmpdir(), 'simq-here-'));
  const there = mkdtempSync(join(tmpdir(), 'simq-there-'));
  t.teardown(() => [here, there].forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const game = `export { warGame } from ${JSON.stringify(join(root, WAR))};\n`;
  // tsx reads the tsconfig of the folder it runs in: this one maps 'cardweave' to this checkout's sources.
  for (const dir of [here, there])
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ extends: join(root, 'tsconfig.json') }));
  writeFileSync(join(here, 'game.ts'), game);
  writeFileSync(join(there, 'game.ts'), `// edited on the other machine\n${game}`);
  const [worker] = workers(t, url, 1, there);
  const queued = cardweave(['sim', 'game.ts', '--games', '10', '--seed', '1', '--queue', url, '--shard-games', '10'], here);
  t.is(await queued.exit, 2, queued.stderr());
  t.regex(
    queued.stderr(),
    /^cardweave sim: shard 1 of 1, games 1–10 \(seeds 1–10\) failed 4 times, last: refused shard 1 of 1 of run [0-9a-f-]{36}: its game or pack files differ here \(digest [0-9a-f]{12}…, the run's [0-9a-f]{12}…\): run the same checkout on every machine\n$/,
  );
  t.regex(worker!.stderr(), /^cardweave worker: refused shard 1 of 1 of run [0-9a-f-]{36}: its game or pack files differ here/);
  t.is(await shardJobsLeft(url), 0);
});

test('a submitter stopped by SIGINT deletes its queued shards and says so in one line, exit 2', async (t) => {
  const url = await queue();
  const queued = cardweave(['sim', WAR, '--games', '100', '--seed', '1', '--queue', url, '--shard-games', '25']);
  t.teardown(() => queued.child.kill('SIGKILL'));
  // No worker: the shards wait in the queue until the submitter is interrupted.
  while ((await shardJobsLeft(url).catch(() => 0)) < 4) await new Promise((wake) => setTimeout(wake, 100));
  queued.child.kill('SIGINT');
  t.is(await queued.exit, 2);
  t.is(queued.stderr(), "cardweave sim: interrupted by SIGINT: the run's 4 shard jobs were deleted from the queue\n");
  t.is(await shardJobsLeft(url), 0);
});

test('a worker refuses a job naming a file outside its folder in one line, and pg-boss marks the job failed', async (t) => {
  const url = await queue();
  const [worker] = workers(t, url, 1);
  await worker!.line(/taking shards/);
  const boss = new PgBoss({ connectionString: url, supervise: false, schedule: false });
  boss.on('error', () => {});
  await boss.start();
  t.teardown(() => boss.stop({ graceful: false, wait: true }));
  const data = {
    v: 1,
    run: '0f8b6c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b',
    shard: 0,
    shards: 1,
    game: { path: '../../etc/game.ts', export: 'game' },
    packs: [],
    digest: 'a'.repeat(64),
    seed: 1,
    first: 0,
    count: 1,
  };
  const id = (await boss.send('cardweave-sim-shards', data, { retryLimit: 0 }))!;
  let job = await boss.getJobById('cardweave-sim-shards', id);
  while (job?.state !== 'failed') {
    await new Promise((wake) => setTimeout(wake, 100));
    job = await boss.getJobById('cardweave-sim-shards', id);
  }
  const line = `refused job ${id}: game.path must be a path inside the worker's folder (relative, without ".."), got "../../etc/game.ts"`;
  t.is(worker!.stderr(), `cardweave worker: ${line}\n`);
  t.is((job.output as { message?: string }).message, line);
  t.false(worker!.stdout().includes('playing'));
});
