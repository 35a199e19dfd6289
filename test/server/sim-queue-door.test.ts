// What comes back from the queue is a database row anyone with its URL can write: a shard's job data
// and its output are checked field by field and bounded before anything is played or merged, each
// refusal one line naming the field. The command line refuses a bad --queue before any connection.
import test from 'ava';
import { playRange } from '../../lib/sim/play-range.js';
import { simCommand, workerCommand } from '../../lib/server/index.js';
import { WORKER_HELP } from '../../lib/server/sim-queue/worker-command.js';
import { checkShardJob } from '../../lib/server/sim-queue/shard-job.js';
import { decodeOutput, encodeTotals } from '../../lib/server/sim-queue/shard-output.js';

const JOB = {
  v: 1,
  run: '0f8b6c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b',
  shard: 1,
  shards: 4,
  game: { path: 'examples/war/game.ts', export: 'warGame' },
  packs: ['examples/war/twist/pack.ts'],
  digest: 'a'.repeat(64),
  seed: 7,
  first: 100,
  count: 100,
};

test('a well-formed shard job passes as it is', (t) => {
  t.deepEqual(checkShardJob(structuredClone(JOB)), JOB);
});

test('shard jobs: each malformed field is refused in one line naming it', (t) => {
  const cases: [Record<string, unknown>, string][] = [
    [
      { ...JOB, game: { path: '/etc/passwd.ts', export: 'x' } },
      'game.path must be a path inside the worker\'s folder (relative, without ".."), got "/etc/passwd.ts"',
    ],
    [
      { ...JOB, packs: ['../secret/pack.ts'] },
      'packs[0] must be a path inside the worker\'s folder (relative, without ".."), got "../secret/pack.ts"',
    ],
    [{ ...JOB, game: { path: 'g.ts', export: 'a;b' } }, 'game.export must be an export name, got "a;b"'],
    [{ ...JOB, count: 1_000_001 }, 'count must be a whole number from 1 to 1000000, got 1000001'],
    [{ ...JOB, first: 2 ** 32 - 10, count: 11 }, 'count must be a whole number from 1 to 10, got 11'],
    [{ ...JOB, shard: 4 }, 'shard must be a whole number from 0 to 3, got 4'],
    [{ ...JOB, digest: 'nope' }, 'digest must be 64 hex digits, got "nope"'],
    [{ ...JOB, v: 2 }, 'the job data is version 2; this worker reads version 1 (run the same cardweave on every machine)'],
    [{ ...JOB, script: 'rm -rf /' }, 'the job data has an unknown field "script"'],
    [{ ...JOB, packs: Array.from({ length: 65 }, () => 'p.ts') }, 'packs must be a list of at most 64 pack paths, got a list'],
  ];
  for (const [data, message] of cases) t.throws(() => checkShardJob(data), { message }, message);
  t.throws(() => checkShardJob(null), { message: 'the job data must be an object, got null' });
});

const play = (seed: number) => ({
  winner: seed % 3 === 0 ? null : seed % 3 === 1 ? 'p1' : 'p2',
  seats: ['p1', 'p2'],
  turns: seed % 5,
  measures: { zero: seed % 2 === 0 ? -0 : 0.1 * seed },
  cards: { drawn: { p1: ['a', 'b'] }, played: { p1: ['a'] } },
});

test("a shard's totals come back from JSON exactly: maps in order, measures to the bit (-0 included)", (t) => {
  const totals = playRange(play, 7, { first: 100, count: 100 });
  const back = decodeOutput(JSON.parse(JSON.stringify({ v: 1, totals: encodeTotals(totals) })), { first: 100, count: 100 });
  t.deepEqual(back, totals);
  t.true(Object.is((back as typeof totals).measures.zero![1], -0));
});

test('shard outputs: counts that do not add up, oversized lists and bad measures are refused in one line', (t) => {
  const good = encodeTotals(playRange(play, 7, { first: 100, count: 100 }));
  const cases: [unknown, string][] = [
    [{ ...good, draws: good.draws + 1 }, 'wins and draws add up to 101 games, the shard has 100'],
    [{ ...good, wins: [['p1', 1e9]] }, 'wins[0] games must be a whole number from 1 to 100, got 1000000000'],
    [{ ...good, measures: { zero: 'AAAA' } }, 'measure "zero" must be 100 numbers in base64, got "AAAA"'],
    [
      { ...good, seats: Array.from({ length: 1001 }, (_, i) => `s${i}`) },
      'seats must be a list of at most 1000 entries, got a list',
    ],
    [{ ...good, cut: good.draws + 1 }, `cut must be a whole number from 0 to ${good.draws}, got ${good.draws + 1}`],
    [
      {
        ...good,
        turns: [
          [1, 60],
          [2, 60],
        ],
      },
      'turns counts 120 games, the shard has 100',
    ],
    [{ ...good, cards: [['a', [5, 1, 6, 0]]] }, 'cards[0] counts are inconsistent: [5,1,6,0]'],
  ];
  for (const [totals, message] of cases)
    t.throws(() => decodeOutput({ v: 1, totals }, { first: 100, count: 100 }), { message }, message);
  const nan = Buffer.alloc(800);
  nan.writeDoubleLE(Number.NaN, 8);
  t.throws(
    () => decodeOutput({ v: 1, totals: { ...good, measures: { zero: nan.toString('base64') } } }, { first: 100, count: 100 }),
    {
      message: 'measure "zero" of game 2 is not a finite number',
    },
  );
  t.deepEqual(decodeOutput({ v: 1, failed: 'Game 3 (seed 9) failed: boom\nstack' }, { first: 0, count: 5 }), {
    failed: 'Game 3 (seed 9) failed: boom',
  });
});

async function sim(...argv: string[]) {
  const err: string[] = [];
  const code = await simCommand(argv, { out: () => {}, err: (l) => err.push(l) }, { write: () => {}, isTerminal: false });
  return { code, err };
}

test('cardweave sim refuses a bad --queue, --workers with --queue, and shard flags without it, in one line, exit 2', async (t) => {
  const war = ['examples/war/game.ts', '--games', '10', '--seed', '1'];
  t.deepEqual(await sim(...war, '--queue', 'mysql://db/lab'), {
    code: 2,
    err: ['cardweave sim: --queue must be a PostgreSQL URL (postgres://user@host:port/database), got "mysql://db/lab"'],
  });
  t.deepEqual(await sim(...war, '--queue', 'postgres://db/lab', '--workers', '2'), {
    code: 2,
    err: ['cardweave sim: --workers and --queue cannot go together: with --queue, the worker processes play'],
  });
  t.deepEqual(await sim(...war, '--shard-games', '5'), {
    code: 2,
    err: ['cardweave sim: --shard-games and --shard-timeout go with --queue (cardweave sim --help)'],
  });
  t.deepEqual(await sim(...war, '--queue', 'postgres://db/lab', '--shard-games', '0'), {
    code: 2,
    err: ['cardweave sim: --shard-games must be a whole number from 1 to 1000000, got "0"'],
  });
  t.deepEqual(await sim('/etc/../tmp/../nonexistent/game.ts', '--games', '1', '--seed', '1', '--queue', 'postgres://db/lab'), {
    code: 2,
    err: ['cardweave sim: no file /nonexistent/game.ts'],
  });
});

test('cardweave worker refuses a missing or bad --queue and stray arguments in one line, exit 2', async (t) => {
  const worker = async (...argv: string[]) => {
    const err: string[] = [];
    const code = await workerCommand(argv, { out: () => {}, err: (l) => err.push(l) });
    return { code, err };
  };
  const out: string[] = [];
  t.is(await workerCommand(['--help'], { out: (l) => out.push(l), err: () => {} }), 0);
  t.deepEqual(out, [WORKER_HELP]);
  t.true(WORKER_HELP.startsWith('Usage: cardweave worker --queue URL\n'));
  t.deepEqual(await worker(), {
    code: 2,
    err: ['cardweave worker: --queue must be a PostgreSQL URL (postgres://user@host:port/database), got ""'],
  });
  t.deepEqual(await worker('--queue', 'postgres://db/lab', 'extra'), {
    code: 2,
    err: ['cardweave worker: worker takes no arguments, got "extra" (cardweave worker --help)'],
  });
  t.deepEqual(await worker('--queue=postgres://127.0.0.1:1/none'), {
    code: 2,
    err: ["cardweave worker: --queue: cannot reach the queue's database: connect ECONNREFUSED 127.0.0.1:1"],
  });
});
