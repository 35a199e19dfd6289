import test from 'ava';
import { Readable } from 'node:stream';
import { runCli } from '../../../examples/duel/cli/run.js';
import { playDuel } from '../../../examples/duel/simulate-game.js';
import { playDuels, simulateDuels } from '../../../examples/duel/simulate.js';

/** Runs the duel CLI in this process with captured, non-terminal output and empty stdin. */
async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const sink = (write: (s: string) => void) =>
    ({ isTTY: false, write: (s: string) => (write(s), true) }) as unknown as NodeJS.WriteStream;
  const code = await runCli(argv, {
    stdin: Readable.from([]),
    stdout: sink((s) => (stdout += s)),
    stderr: sink((s) => (stderr += s)),
  });
  return { code, stdout, stderr };
}

/** A summary without its timing, the only figure allowed to differ between runs; the timing must still be positive. */
const figures = ({ gamesPerSecond, ...rest }: { gamesPerSecond: number }): object => ({ ...rest, timed: gamesPerSecond > 0 });

const refusals: [string[], string][] = [
  [['--games', '5', '--workers', '0'], 'Invalid --workers "0": expected a whole number from 1 to 256'],
  [['--games', '5', '--workers', 'abc'], 'Invalid --workers "abc": expected a whole number from 1 to 256'],
  [['--games', '5', '--workers', '257'], 'Invalid --workers "257": expected a whole number from 1 to 256'],
  [['--workers', '2'], '--workers needs --games N: it sets how many threads play the simulation'],
  [['--workers'], "option '--workers <n>' argument missing"],
];

for (const [args, message] of refusals) {
  test(`${args.join(' ')}: one line on stderr, exit 2`, async (t) => {
    t.deepEqual(await cli(...args), { code: 2, stdout: '', stderr: `${message}\n` });
  });
}

test('playDuel gives the winner and the turns of the game playDuels plays for the same seed', (t) => {
  for (const seed of [1, 2, 3]) {
    const one = playDuels({ games: 1, seed, p1: 'greedy', p2: 'random' });
    const outcome = playDuel(seed, [], { p1: 'greedy', p2: 'random' });
    t.deepEqual(
      {
        p1Wins: outcome.winner === 'p1' ? 1 : 0,
        p2Wins: outcome.winner === 'p2' ? 1 : 0,
        draws: outcome.winner === null ? 1 : 0,
        meanTurns: outcome.measures?.turns,
      },
      { p1Wins: one.p1Wins, p2Wins: one.p2Wins, draws: one.draws, meanTurns: one.meanTurns },
      `seed ${seed}`,
    );
  }
});

test('seeds 1 to 50 through simulate() with 1 and with 2 workers give the figures of the synchronous playDuels', async (t) => {
  const expected = playDuels({ games: 50, seed: 1, p1: 'greedy', p2: 'random' });
  // Both players win some of these games, so a swapped or dropped count would show.
  t.true(expected.p1Wins > 0 && expected.p2Wins > 0, JSON.stringify(expected));
  for (const workers of [1, 2]) {
    const summary = await simulateDuels({ games: 50, seed: 1, p1: 'greedy', p2: 'random', workers });
    t.deepEqual(figures(summary), figures(expected), `${workers} worker(s)`);
  }
});

test('--games --json with --workers 1 and 2 prints the summary keys with the figures of playDuels, options included', async (t) => {
  const args = ['--games', '12', '--seed', '40', '--p1', 'random', '--p2', 'greedy', '--life-points', '3000', '--json'];
  const expected = playDuels({ games: 12, seed: 40, p1: 'random', p2: 'greedy', lifePoints: 3000 });
  // 3000 life points make shorter duels than the default 8000: the option reached the games.
  t.true(expected.meanTurns < playDuels({ games: 12, seed: 40, p1: 'random', p2: 'greedy' }).meanTurns);
  for (const workers of ['1', '2']) {
    const run = await cli(...args, '--workers', workers);
    t.deepEqual({ code: run.code, stderr: run.stderr }, { code: 0, stderr: '' });
    const summary = JSON.parse(run.stdout) as { gamesPerSecond: number };
    t.deepEqual(Object.keys(summary), ['games', 'p1Wins', 'p2Wins', 'draws', 'meanTurns', 'gamesPerSecond']);
    t.deepEqual(figures(summary), figures(expected), `--workers ${workers}`);
  }
});
