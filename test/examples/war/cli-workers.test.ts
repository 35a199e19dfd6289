import test from 'ava';
import { runCli } from '../../../examples/war/cli/run.js';
import { captureCli } from '../shared/fixtures/capture-cli.js';
import { availableParallelism } from 'node:os';
import { simulateWarGames } from '../../../examples/war/simulate.js';

/** Runs the War CLI in this process with captured, non-terminal output. */
const cli = (...argv: string[]) => captureCli(runCli, argv);

// The cap is twice the cores of the machine running the tests.
const cap = 2 * availableParallelism();
const expected = `expected a whole number from 1 to twice this machine's cores (${cap} here)`;

const refusals: [string[], string][] = [
  [['--games', '5', '--workers', '0'], `Invalid --workers "0": ${expected}`],
  [['--games', '5', '--workers', 'abc'], `Invalid --workers "abc": ${expected}`],
  [['--games', '5', '--workers', String(cap + 1)], `Invalid --workers "${cap + 1}": ${expected}`],
  [['--workers', '2'], '--workers needs --games N: it sets how many threads play the simulation'],
];

for (const [args, message] of refusals) {
  test(`${args.join(' ')}: one line on stderr, exit 2`, async (t) => {
    t.deepEqual(await cli(...args), { code: 2, stdout: '', stderr: `${message}\n` });
  });
}

test('--games with 1 and with 2 workers prints the same summary as simulateWarGames in this thread (games per second aside)', async (t) => {
  const args = ['--variant', 'classic', '--games', '24', '--seed', '5', '--json'];
  const [one, two] = await Promise.all([cli(...args, '--workers', '1'), cli(...args, '--workers', '2')]);
  const { gamesPerSecond, ...figures } = await simulateWarGames({ variant: 'classic', games: 24, seed: 5, workers: 1 });
  t.true(gamesPerSecond > 0);
  for (const run of [one, two]) {
    t.is(run.stderr, '');
    t.is(run.code, 0);
    const summary = JSON.parse(run.stdout) as Record<string, number>;
    t.true(summary.gamesPerSecond! > 0);
    t.deepEqual({ ...summary, gamesPerSecond: 0 }, { ...figures, gamesPerSecond: 0 });
  }
});

test('a pack that breaks a game mid-simulation: one line naming the seed, exit 2', async (t) => {
  // Validation passes (the pack is well formed); its hook throws on a game's 50th comparison.
  const args = ['--variant', 'classic', '--games', '6', '--seed', '3', '--pack', 'test/examples/war/fixtures/throwing-pack.ts'];
  const failed = (game: number, seed: number) =>
    `Game ${game} (seed ${seed}) failed: RuleError: pre hook "walkout" on node "compare" failed: the referee walked out\n`;
  t.deepEqual(await cli(...args, '--workers', '1'), { code: 2, stdout: '', stderr: failed(1, 3) });
  // Two workers fail at once: each plays its first batch first (games are handed out one batch each, in turns:
  // game 1, seed 3, and game 2, seed 4); whichever reports first is named.
  const two = await cli(...args, '--workers', '2');
  t.deepEqual({ ...two, stderr: '' }, { code: 2, stdout: '', stderr: '' });
  t.true([failed(1, 3), failed(2, 4)].includes(two.stderr), two.stderr);
});
