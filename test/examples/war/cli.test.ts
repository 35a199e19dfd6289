import test from 'ava';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { warLines } from '../../../examples/war/formatters.js';
import { warGame } from '../../../examples/war/game.js';
import { warPicture } from '../../../examples/war/picture.js';
import { reversalPack } from '../../../examples/war/packs/reversal.js';
import { simulateWarGames } from '../../../examples/war/simulate.js';
import { twist } from '../../../examples/war/twist/pack.js';
import { tempFolder } from '../../temp-folder.js';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI as `npm start` does, without npm's own output. stderr is a pipe here, so no progress bar. */
function cli(...args: string[]): Promise<Run> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import=tsx', 'examples/war/main.ts', ...args],
      { encoding: 'utf8' },
      (error, stdout, stderr) => {
        done({ code: error === null ? 0 : Number(error.code), stdout, stderr });
      },
    );
  });
}

function expectedLog(seed: number, packs = [twist]): string {
  const engine = warGame.createEngine({ seed, packs });
  engine.run();
  return `${[`Seed: ${seed}`, ...warLines(engine)].join('\n')}\n`;
}

const RESULT_LINE = /^(Player [12] wins with \d+ points!|Draw! Both players have \d+ points\.)$/;

test('with no options it plays one twist game with a fresh seed: the seed first, the result last; that seed reproduces it', async (t) => {
  const run = await cli();
  t.is(run.code, 0);
  t.is(run.stderr, '');
  const lines = run.stdout.trimEnd().split('\n');
  t.regex(lines[0]!, /^Seed: \d+$/);
  t.regex(lines.at(-1)!, RESULT_LINE);
  t.is(run.stdout, expectedLog(Number(lines[0]!.slice('Seed: '.length))));
});

test('--pack loads a third-party pack from a file', async (t) => {
  t.deepEqual(await cli('--seed', '4', '--pack', 'examples/war/packs/reversal.ts'), {
    code: 0,
    stdout: expectedLog(4, [twist, reversalPack]),
    stderr: '',
  });
});

test('--games --json prints one JSON summary with the documented keys', async (t) => {
  const run = await cli('--variant', 'classic', '--games', '20', '--seed', '1', '--json');
  t.is(run.code, 0);
  t.is(run.stderr, '');
  const summary = JSON.parse(run.stdout) as Record<string, number>;
  t.deepEqual(Object.keys(summary), [
    'games',
    'p1Wins',
    'p2Wins',
    'draws',
    'meanComparisons',
    'medianComparisons',
    'p95Comparisons',
    'gamesPerSecond',
  ]);
  const { gamesPerSecond, ...figures } = await simulateWarGames({ variant: 'classic', games: 20, seed: 1, workers: 1 });
  t.true(summary.gamesPerSecond! > 0 && gamesPerSecond > 0);
  t.deepEqual({ ...summary, gamesPerSecond: 0 }, { ...figures, gamesPerSecond: 0 });
});

test('--games prints a readable summary, and no progress bar when stderr is not a terminal', async (t) => {
  const run = await cli('--variant', 'classic', '--games', '3', '--seed', '10');
  t.is(run.code, 0);
  t.is(run.stderr, '');
  const lines = run.stdout.trimEnd().split('\n');
  t.deepEqual(lines.slice(0, 2), ['Seed: 10', 'Games: 3 (seeds 10 to 12)']);
  t.is(lines.length, 7);
  t.regex(lines[6]!, /^Games per second: \d+\.\d$/);
});

test('--help prints the options and exits 0', async (t) => {
  const run = await cli('--help');
  t.is(run.code, 0);
  t.true(run.stdout.startsWith('Usage: war [options]\n'));
  for (const flag of ['--variant', '--seed', '--pack', '--games', '--json', '--graph', '--trace'])
    t.true(run.stdout.includes(flag), flag);
});

test("--graph prints the picture of the variant and packs as Mermaid: the loop, twist's masks in the nodes they replace, the hooks cards may attach named by card; and plays nothing", async (t) => {
  const run = await cli('--graph', '--pack', 'examples/war/packs/reversal.ts');
  t.deepEqual(run, { code: 0, stdout: warPicture([twist, reversalPack]).mermaid, stderr: '' });
  const lines = run.stdout.split('\n');
  const { nodes, hooks } = warPicture([twist, reversalPack]);
  const mask = hooks.find((h) => h.node === 'compare' && h.phase === 'mask' && h.key === 'reversal')!.id;
  t.true(lines.includes('flowchart TD'));
  t.true(
    lines.includes(`  ${nodes['war.reveal']}["war.reveal<br/>mask<br/>twist.draw"]`),
    'twist.draw replaces the body of war.reveal',
  );
  t.true(
    lines.includes(`  ${nodes.compare} -.->|"then"| ${nodes['war.resolve']}`),
    'compare continues to war.resolve, the node reveal names in its then',
  );
  t.true(lines.includes(`  ${nodes['war.resolve']} ==> ${nodes['war.reveal']}`), 'war.resolve queues war.reveal: the round loop');
  // Reversal is data: its mask's flow (a redirect back to compare, a log) is read from its steps.
  t.true(lines.includes(`  ${mask}[/"mask reversal<br/>then the body<br/>by Reversal<br/>calls log"/]`));
  t.true(lines.includes(`  k2 -.->|"Reversal"| ${mask}`), 'the Reversal card may attach the mask');
  const classic = await cli('--variant', 'classic', '--graph');
  t.is(classic.stdout, warPicture([]).mermaid);
  t.false(/^ {2}h\d/m.test(classic.stdout), 'classic War attaches no hook');
});

test("--trace FILE writes a header with the game's picture, then one JSON line per node run of the game it plays, in step order, and the log is unchanged", async (t) => {
  const file = join(tempFolder(t, 'war-trace-'), 'game.jsonl');
  t.deepEqual(await cli('--seed', '4', '--trace', file), { code: 0, stdout: expectedLog(4), stderr: '' });
  const engine = warGame.createEngine({ seed: 4, packs: [twist] });
  const runs: string[] = [];
  engine.on('nodeStart', (node) => runs.push(node));
  engine.run();
  const [header, ...records] = readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as { step: number; node: string });
  t.deepEqual(header, { trace: 'cardweave', version: 1, rules: 'war+twist', picture: warPicture([twist]) });
  t.true(runs.length > 100);
  t.deepEqual(
    records.map((r) => r.node),
    runs,
  );
  t.deepEqual(
    records.map((r) => r.step),
    runs.map((_, i) => i + 1),
  );
  t.deepEqual(Object.keys(records[0]!), ['step', 'node', 'depth', 'args', 'hooks', 'queue']);
  t.deepEqual(Object.keys(records[1]!), ['step', 'node', 'depth', 'via', 'args', 'hooks', 'log', 'queue']);
});

const refusals: [string[], string][] = [
  [['--variant', 'poker'], 'Unknown variant "poker": expected classic or twist'],
  [['--trace', 'game.jsonl', '--games', '2'], '--trace writes the trace of one game: it cannot be combined with --games'],
  [
    ['--seed', '1', '--trace', 'no/such/dir/game.jsonl'],
    'Cannot write trace file "no/such/dir/game.jsonl": its folder does not exist (ENOENT)',
  ],
  [['--games', '1e3'], 'Invalid --games "1e3": expected a whole number from 1 to 10000000'],
  [['--pack', 'no/such/pack.ts'], `Card pack file "${resolve('no/such/pack.ts')}" does not exist`],
  [
    ['--pack', 'test/examples/war/fixtures/broken-pack.ts'],
    'Card pack "broken": card "broken.card" field "abilities[0].effect" names unknown effect "broken.nothing"',
  ],
];

for (const [args, message] of refusals) {
  test(`refuses ${args.join(' ')} with one line on stderr and exit status 2`, async (t) => {
    t.deepEqual(await cli(...args), { code: 2, stdout: '', stderr: `${message}\n` });
  });
}
