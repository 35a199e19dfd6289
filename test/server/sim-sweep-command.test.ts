// `cardweave sim --sweep / --arm-pack`: arms on the same seeds as the base, as a table or JSON; a bad
// sweep argument is one line on stderr with exit status 2. Run in this process through simCommand.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import test from 'ava';
import { SIM_HELP } from '../../lib/server/sim-command.js';
import { sim } from './sim-in-process.js';

const WAR = 'examples/war/game.ts';
const ACE = 'war.14-of-spades';

test('--sweep --json prints the arms as { name, change, low, high, distinguishable, ... }, the same bytes each run', async (t) => {
  const args = [WAR, '--sweep', `${ACE}.rank=14,2`, '--seat', 'p1', '--games', '60', '--seed', '3', '--workers', '1', '--json'];
  const first = await sim(...args);
  t.is(first.code, 0);
  t.deepEqual(first.err, []);
  const data = JSON.parse(first.out.join('\n')) as { games: number; seats: string[]; arms: Record<string, unknown>[] };
  t.is(data.games, 60);
  t.deepEqual(data.seats, ['p1']);
  t.deepEqual(
    data.arms.map((a) => a.name),
    [`${ACE}.rank=14`, `${ACE}.rank=2`],
  );
  for (const arm of data.arms) for (const key of ['name', 'change', 'low', 'high', 'distinguishable']) t.true(key in arm, key);
  // The ace at its own rank is the base, seed for seed.
  t.like(data.arms[0], { change: 0, low: 0, high: 0, distinguishable: false });
  t.false('seconds' in data);
  t.deepEqual((await sim(...args)).out, first.out);
});

test('--arm-pack prints a table row per arm and seat, saying when it is not distinguishable', async (t) => {
  const { code, out, err } = await sim(
    WAR,
    '--arm-pack',
    'examples/war/twist/pack.ts',
    '--games',
    '40',
    '--seed',
    '1',
    '--workers',
    '1',
  );
  t.is(code, 0);
  t.deepEqual(err, []);
  t.regex(
    out[0]!,
    /^examples\/war\/game\.ts \(warGame\): 1 arm against the base, each on the same 40 seeds from seed 1, 1 worker, \d+\.\d s$/,
  );
  t.regex(out[1]!, /^base win share: p1 \d+\.\d%, p2 \d+\.\d%$/);
  t.is(out[3], 'arm       seat  win share  change (pts)  95% interval (pts)');
  t.is(out.filter((line) => line.startsWith('+pack.ts')).length, 2);
  t.true(out.at(-1)!.startsWith('interval: paired difference on common seeds'));
});

test('bad sweep arguments: one line on stderr, exit 2', async (t) => {
  const cases: [string[], string][] = [
    [['--sweep', 'rank=2'], 'cardweave sim: --sweep must be CARD.FIELD=V1,V2,... (e.g. duel.ogre.atk=1500,2000), got "rank=2"'],
    [['--sweep', `${ACE}.rank=2,,3`], `cardweave sim: --sweep "${ACE}.rank=2,,3" has an empty value`],
    [
      ['--sweep', `${ACE}.rank=${Array.from({ length: 21 }, (_, i) => i + 2).join(',')}`],
      'cardweave sim: --sweep takes at most 20 values, got 21',
    ],
    [['--sweep', `${ACE}.colour=red`], `cardweave sim: sweep(): card "${ACE}" has no field "colour" (its stats: rank, suit)`],
    [['--sweep', `${ACE}.rank=ace`], `cardweave sim: sweep(): card "${ACE}" field "rank" is a number (14), got "ace"`],
    [['--sweep', `${ACE}.rank=2`, '--seat', 'p3'], 'cardweave sim: sweep(): seat "p3" is not one of the game\'s seats (p1, p2)'],
    [['--seat', 'p1'], 'cardweave sim: --seat compares arms: give --sweep or --arm-pack with it (cardweave sim --help)'],
    [['--arm-pack', ''], 'cardweave sim: --arm-pack needs a pack file, got an empty name'],
    [['--round-robin', 'random'], 'cardweave sim: --round-robin needs at least two entrants (give it once per entrant)'],
    [['--round-robin', 'random', '--round-robin', 'random'], 'cardweave sim: --round-robin names entrant random twice'],
    [
      ['--round-robin', 'random', '--round-robin', 'greedy'],
      'cardweave sim: --round-robin must be random, deck:FILE.json or FILE#EXPORT naming an agent factory (e.g. examples/duel/agents/greedy.ts#greedyAgent), got "greedy"',
    ],
    [['--levels', '1,2'], 'cardweave sim: --levels sets the --skill-trace levels: give --skill-trace with it'],
    [
      ['--skill-trace', 'examples/duel/agents/mcts.ts#mctsAgent', '--levels', '4,2'],
      'cardweave sim: --levels must be 2 to 16 increasing whole numbers from 1 to 1000000, e.g. 1,2,4,8, got "4,2"',
    ],
    [
      ['--sweep', `${ACE}.rank=2`, '--skill-trace', 'examples/duel/agents/mcts.ts#mctsAgent'],
      'cardweave sim: --sweep/--arm-pack and --skill-trace are different comparisons: run them one at a time',
    ],
    [
      ['--round-robin', 'random', '--round-robin', 'examples/duel/agents/mcts.ts#mctsAgnt'],
      `cardweave sim: sweep(): agent: ${resolve('examples/duel/agents/mcts.ts')} has no export "mctsAgnt" (it exports: mctsAgent)`,
    ],
  ];
  for (const [extra, line] of cases) {
    t.deepEqual(
      await sim(WAR, '--games', '2', '--seed', '1', '--workers', '1', ...extra),
      { code: 2, out: [], err: [line] },
      extra.join(' '),
    );
  }
});

test('--round-robin rates the entrants, --skill-trace plays each level against the one below (JSON)', async (t) => {
  const rr = await sim(
    'examples/duel/game.ts',
    '--round-robin',
    'random',
    '--round-robin',
    'examples/duel/agents/greedy.ts#greedyAgent',
    '--games',
    '8',
    '--seed',
    '1',
    '--workers',
    '1',
    '--json',
  );
  t.is(rr.code, 0);
  const ratings = (JSON.parse(rr.out.join('\n')) as { ratings: { name: string; rating: number; games: number }[] }).ratings;
  t.deepEqual(
    ratings.map((r) => [r.name, r.games]),
    [
      ['random', 16],
      ['greedyAgent', 16],
    ],
  );
  t.is(ratings[0]!.rating.toFixed(9), (-ratings[1]!.rating).toFixed(9));
  const trace = await sim(
    'examples/duel/game.ts',
    '--skill-trace',
    'examples/duel/agents/mcts.ts#mctsAgent',
    '--levels',
    '1,2',
    '--games',
    '2',
    '--seed',
    '1',
    '--workers',
    '1',
    '--json',
  );
  t.is(trace.code, 0);
  const data = JSON.parse(trace.out.join('\n')) as {
    steps: { level: number; against: number; games: number }[];
    moreSearchWinsMore: boolean;
  };
  t.like(data.steps, [{ level: 2, against: 1, games: 4 }]);
  t.is(typeof data.moreSearchWinsMore, 'boolean');
});

test('the help names the sweep flags with an example', (t) => {
  t.true(SIM_HELP.includes('  --sweep CARD.FIELD=V1,V2,...\n'));
  t.true(
    SIM_HELP.includes('  cardweave sim examples/war/game.ts --sweep war.14-of-spades.rank=2,9 --seat p1 --games 1000 --seed 1\n'),
  );
});

test('--sweep --report draws the base report and the arms on one page; --report and --queue are refused where they cannot apply', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'sweep-page-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const page = join(dir, 'arms.html');
  const run = await sim(
    WAR,
    '--sweep',
    `${ACE}.rank=2`,
    '--seat',
    'p1',
    '--games',
    '30',
    '--seed',
    '1',
    '--workers',
    '1',
    '--report',
    page,
  );
  t.is(run.code, 0);
  t.deepEqual(run.err, []);
  t.is(run.out.at(-1), `Report page written to ${page}`);
  const html = readFileSync(page, 'utf8');
  t.true(html.includes(`${ACE}.rank=2`), 'the arm is on the page');
  t.true(html.includes('30 games from seed 1'), "the base's own report is on the page");
  const robin = await sim(
    WAR,
    '--round-robin',
    'random',
    '--round-robin',
    'examples/duel/agents/greedy.ts#greedyAgent',
    '--games',
    '2',
    '--seed',
    '1',
    '--report',
    join(dir, 'rr.html'),
  );
  t.deepEqual(robin, {
    code: 2,
    out: [],
    err: ['cardweave sim: --report draws a simulation or a sweep; round-robin prints its table (use --json for the data)'],
  });
  const queued = await sim(WAR, '--sweep', `${ACE}.rank=2`, '--games', '2', '--seed', '1', '--queue', 'postgres://127.0.0.1:1/x');
  t.deepEqual(queued, {
    code: 2,
    out: [],
    err: ["cardweave sim: --queue plays a plain simulation; sweep runs on this machine's workers (cardweave sim --help)"],
  });
});
