import test from 'ava';
import { availableParallelism } from 'node:os';
import { gameSeed } from '../../../lib/sim/index.js';
import { runCli } from '../../../examples/duel/cli/run.js';
import { captureCli } from '../shared/fixtures/capture-cli.js';
import { playDuel } from '../../../examples/duel/simulate-game.js';
import { simulateDuels } from '../../../examples/duel/simulate.js';

/** Runs the duel CLI in this process with captured, non-terminal output and empty stdin. */
const cli = (...argv: string[]) => captureCli(runCli, argv);

/** A summary without its timing, the only figure allowed to differ between runs; the timing must still be positive. */
const figures = ({ gamesPerSecond, ...rest }: { gamesPerSecond: number }): object => ({ ...rest, timed: gamesPerSecond > 0 });

// The cap is twice the cores of the machine running the tests.
const cap = 2 * availableParallelism();
const expected = `expected a whole number from 1 to twice this machine's cores (${cap} here)`;

const refusals: [string[], string][] = [
  [['--games', '5', '--workers', '0'], `Invalid --workers "0": ${expected}`],
  [['--games', '5', '--workers', 'abc'], `Invalid --workers "abc": ${expected}`],
  [['--games', '5', '--workers', String(cap + 1)], `Invalid --workers "${cap + 1}": ${expected}`],
  [['--workers', '2'], '--workers needs --games N: it sets how many threads play the simulation'],
  [['--workers'], "option '--workers <n>' argument missing"],
];

for (const [args, message] of refusals) {
  test(`${args.join(' ')}: one line on stderr, exit 2`, async (t) => {
    t.deepEqual(await cli(...args), { code: 2, stdout: '', stderr: `${message}\n` });
  });
}

test('seeds 1 to 50 through simulate() with 1 and with 2 workers give the figures of playing each seed with playDuel', async (t) => {
  let p1Wins = 0;
  let p2Wins = 0;
  let draws = 0;
  let turns = 0;
  for (let i = 0; i < 50; i++) {
    const outcome = playDuel(gameSeed(1, i), [], { p1: 'greedy', p2: 'random' });
    if (outcome.winner === 'p1') p1Wins++;
    else if (outcome.winner === 'p2') p2Wins++;
    else draws++;
    turns += outcome.measures!.turns!;
  }
  // Both players win some of these games, so a swapped or dropped count would show.
  t.true(p1Wins > 0 && p2Wins > 0, `${p1Wins} to ${p2Wins}`);
  for (const workers of [1, 2]) {
    const summary = await simulateDuels({ games: 50, seed: 1, p1: 'greedy', p2: 'random', workers });
    t.deepEqual(
      figures(summary),
      { games: 50, p1Wins, p2Wins, draws, meanTurns: turns / 50, timed: true },
      `${workers} worker(s)`,
    );
  }
});

test('--games --json with --workers 1 and 2 prints the summary keys with the figures of simulateDuels, options included', async (t) => {
  const args = ['--games', '12', '--seed', '40', '--p1', 'random', '--p2', 'greedy', '--life-points', '3000', '--json'];
  const direct = await simulateDuels({ games: 12, seed: 40, p1: 'random', p2: 'greedy', lifePoints: 3000, workers: 1 });
  // 3000 life points make shorter duels than the default 8000: the option reached the games.
  const longer = await simulateDuels({ games: 12, seed: 40, p1: 'random', p2: 'greedy', workers: 1 });
  t.true(direct.meanTurns < longer.meanTurns);
  for (const workers of ['1', '2']) {
    const run = await cli(...args, '--workers', workers);
    t.deepEqual({ code: run.code, stderr: run.stderr }, { code: 0, stderr: '' });
    const summary = JSON.parse(run.stdout) as { gamesPerSecond: number };
    t.deepEqual(Object.keys(summary), ['games', 'p1Wins', 'p2Wins', 'draws', 'meanTurns', 'gamesPerSecond']);
    t.deepEqual(figures(summary), figures(direct), `--workers ${workers}`);
  }
});
