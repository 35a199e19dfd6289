// `cardweave sim`: the report of a card game's simulation as a table or JSON on stdout, exit 0; a
// progress bar on stderr only on a terminal (or when forced); each refusal one line on stderr with
// exit status 2. Refusals run in this process through simCommand; the games run in the real
// `cardweave` process, from this checkout's sources, as test/server/describe-command.test.ts does.
import test from 'ava';
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { maxWorkers } from '../../lib/sim/index.js';
import { simCommand } from '../../lib/server/index.js';
import { MAX_SIM_COMMAND_GAMES, SIM_HELP } from '../../lib/server/sim-command.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const WAR = 'examples/war/game.ts';
const DUEL = 'examples/duel/game.ts';

async function sim(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const bar: string[] = [];
  const code = await simCommand(
    argv,
    { out: (l) => out.push(l), err: (l) => err.push(l) },
    { write: (s) => bar.push(s), isTerminal: false },
  );
  return { code, out, err, bar };
}

/** The real command, its stdout and stderr piped. */
function bin(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = execFile(
      process.execPath,
      ['--import=tsx', 'lib/server/bin.ts', 'sim', ...args],
      { cwd: root, encoding: 'utf8' },
      (error, stdout, stderr) => done({ status: error === null ? 0 : (child.exitCode ?? -1), stdout, stderr }),
    );
  });
}

test('sim --help prints its help with examples, exit 0', async (t) => {
  t.deepEqual(await sim('--help'), { code: 0, out: [SIM_HELP], err: [], bar: [] });
  t.true(SIM_HELP.startsWith('Usage: cardweave sim [options] <game module>[#EXPORT] --games N --seed S\n'));
  t.true(SIM_HELP.includes('  cardweave sim examples/duel/game.ts --games 1000 --seed 1\n'));
});

test('refusals: one line on stderr naming what was wrong, exit 2, nothing on stdout', async (t) => {
  const cases: [string[], string][] = [
    [[], 'cardweave sim: sim needs a game module (cardweave sim --help)'],
    [
      [WAR, DUEL, '--games', '1', '--seed', '1'],
      'cardweave sim: sim takes one game module, got 2: give packs with --pack (cardweave sim --help)',
    ],
    [[WAR, '--seed', '1'], 'cardweave sim: --games is required (cardweave sim --help)'],
    [[WAR, '--games', '10'], 'cardweave sim: --seed is required (cardweave sim --help)'],
    [
      [WAR, '--games', '0', '--seed', '1'],
      `cardweave sim: --games must be a whole number from 1 to ${MAX_SIM_COMMAND_GAMES}, got "0"`,
    ],
    [
      [WAR, '--games', '10000001', '--seed', '1'],
      `cardweave sim: --games must be a whole number from 1 to ${MAX_SIM_COMMAND_GAMES}, got "10000001"`,
    ],
    [
      [WAR, '--games', '1e3', '--seed', '1'],
      `cardweave sim: --games must be a whole number from 1 to ${MAX_SIM_COMMAND_GAMES}, got "1e3"`,
    ],
    [[WAR, '--games', '10', '--seed=-1'], 'cardweave sim: --seed must be a whole number from 0 to 4294967295, got "-1"'],
    [
      [WAR, '--games', '10', '--seed', '4294967296'],
      'cardweave sim: --seed must be a whole number from 0 to 4294967295, got "4294967296"',
    ],
    [
      [WAR, '--games', '10', '--seed', '1', '--workers', String(maxWorkers() + 1)],
      `cardweave sim: --workers must be a whole number from 1 to ${maxWorkers()}, got "${maxWorkers() + 1}"`,
    ],
    [
      [WAR, '--games', '10', '--seed', '1', '--progress', 'sometimes'],
      'cardweave sim: --progress must be auto, always or never, got "sometimes"',
    ],
    [[WAR, '--games', '10', '--seed', '1', '--page', 'r.html'], 'cardweave sim: unknown option "--page" (cardweave sim --help)'],
    [[WAR, '--games'], 'cardweave sim: option "--games" needs a value (cardweave sim --help)'],
    [['no/such/game.ts', '--games', '1', '--seed', '1'], `cardweave sim: no file ${resolve(root, 'no/such/game.ts')}`],
    [
      [`${WAR}#nope`, '--games', '1', '--seed', '1'],
      `cardweave sim: ${resolve(root, WAR)} exports no card game "nope" (make one with defineCardGame)`,
    ],
    [
      [WAR, '--pack', 'test/cards/fixtures/broken-pack.ts', '--games', '1', '--seed', '1'],
      `cardweave sim: --pack: Card pack file "${resolve(root, 'test/cards/fixtures/broken-pack.ts')}" could not be loaded: broken on purpose`,
    ],
  ];
  for (const [args, line] of cases) t.deepEqual(await sim(...args), { code: 2, out: [], err: [line], bar: [] }, args.join(' '));
});

test('War with a TypeScript pack as the real command: the JSON report, the same bytes for 1 and 2 workers; no bar on a pipe', async (t) => {
  const args = [WAR, '--pack', 'examples/war/twist/pack.ts', '--games', '300', '--seed', '1', '--json'];
  const one = await bin(...args, '--workers', '1');
  const two = await bin(...args, '--workers', '2');
  t.deepEqual([one.status, one.stderr], [0, '']);
  t.deepEqual([two.status, two.stderr], [0, '']);
  t.is(two.stdout, one.stdout);
  const report = JSON.parse(one.stdout) as Record<string, any>;
  t.is(report.games, 300);
  t.deepEqual(
    report.seats.map((s: Record<string, unknown>) => Object.keys(s)),
    [
      ['seat', 'wins', 'winShare', 'low', 'high'],
      ['seat', 'wins', 'winShare', 'low', 'high'],
    ],
  );
  t.deepEqual(Object.keys(report.gameLength.turns), ['games', 'p50', 'p90', 'p99', 'mean', 'min', 'max', 'bins']);
  t.true(report.cards.length >= 52);
  for (const key of ['card', 'drawn', 'played', 'winShareWhenPlayed', 'low', 'high', 'dead']) t.true(key in report.cards[0], key);
});

test('the duel as text: seats with intervals, the first seat said plainly, lengths, the card table', async (t) => {
  const run = await bin(DUEL, '--games', '40', '--seed', '1', '--workers', '1');
  t.deepEqual([run.status, run.stderr], [0, '']);
  const lines = run.stdout.split('\n');
  t.regex(lines[0]!, /^examples\/duel\/game\.ts \(duelGame\): 40 games from seed 1, 1 worker, \d+\.\d s \(\d+ games\/s\)$/);
  t.is(lines[2], 'seat  wins  win share  95% interval');
  t.regex(lines[3]!, /^p1 +\d+ +\d+\.\d% +\d+\.\d-\d+\.\d%$/);
  t.regex(
    run.stdout,
    /\nfirst seat \(p1\): clear DISADVANTAGE of \d+\.\d points: it wins \d+\.\d% of the games, the second seat \(p2\) \d+\.\d%\n/,
  );
  t.regex(run.stdout, /\nlength +games +p50 +p90 +p99 +mean +max\nturns +40 /);
  t.regex(
    run.stdout,
    /\ncards, strongest first \(win share of the seat that played it\); \d+ of 18 dead \(DEAD\):\ncard +drawn +played +played\/drawn +won when played +95% interval +won when not played +dead\n/,
  );
});

test('the progress bar: none on a pipe, drawn when forced, and drawn on a terminal (a pseudo-terminal from script)', async (t) => {
  const forced = await bin(WAR, '--games', '40', '--seed', '1', '--workers', '1', '--progress', 'always');
  t.is(forced.status, 0);
  t.true(
    forced.stderr.endsWith('\r[##############################] 100% 40/40 games\n'),
    JSON.stringify(forced.stderr.slice(-80)),
  );
  const never = await bin(WAR, '--games', '40', '--seed', '1', '--workers', '1', '--progress', 'never');
  t.is(never.stderr, '');
  // script(1) runs the command on a pseudo-terminal, so stderr is a TTY; stdout goes to /dev/null.
  const command = `${process.execPath} --import=tsx lib/server/bin.ts sim ${WAR} --games 40 --seed 1 --workers 1 >/dev/null`;
  const tty = await new Promise<string>((done, fail) =>
    execFile('script', ['-qec', command, '/dev/null'], { cwd: root, encoding: 'utf8' }, (error, stdout) =>
      error === null ? done(stdout) : fail(new Error(error.message)),
    ),
  );
  t.true(tty.includes('\r[##############################] 100% 40/40 games'), JSON.stringify(tty.slice(-120)));
});
