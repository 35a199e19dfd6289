import test from 'ava';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../../examples/duel/cli/run.js';
import { captureCli } from '../shared/fixtures/capture-cli.js';

const cli = (argv: string[], input: string[] = []) => captureCli(runCli, argv, input);

test('--p2 mcts plays a bot duel to its end with --iterations and --think-ms', async (t) => {
  const { code, stdout, stderr } = await cli([
    '--p1',
    'random',
    '--p2',
    'mcts',
    '--iterations',
    '6',
    '--think-ms',
    '50',
    '--seed',
    '3',
  ]);
  t.is(stderr, '');
  t.is(code, 0);
  t.true(stdout.startsWith('Seed 3: Player 1 is random, Player 2 is mcts\n'));
  t.regex(stdout, /Player [12] wins/);
});

test('the mcts flags are checked, and refused where no mcts player would use them', async (t) => {
  const refused = async (argv: string[], message: string) =>
    t.deepEqual(await cli(argv), { code: 2, stdout: '', stderr: `${message}\n` });
  await refused(['--p2', 'mcts', '--iterations', '0'], 'Invalid --iterations "0": expected a whole number from 1 to 100000');
  await refused(['--p2', 'mcts', '--think-ms', 'soon'], 'Invalid --think-ms "soon": expected a whole number from 1 to 600000');
  await refused(
    ['--p2', 'greedy', '--iterations', '50'],
    '--iterations and --think-ms set the mcts player: name it with --p1 mcts or --p2 mcts',
  );
  await refused(
    ['--p2', 'mcts', '--games', '10'],
    '--games does not run the mcts player (seconds per game): its win shares come from npx tsx bench/mcts.ts',
  );
});

test("a saved game keeps the mcts player's budget", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'duel-mcts-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const save = join(dir, 'mcts.json');
  const { code } = await cli(['--p1', 'human', '--p2', 'mcts', '--iterations', '7', '--seed', '4'], [`s ${save}\n`, 'q\n']);
  t.is(code, 0);
  const saved = JSON.parse(readFileSync(save, 'utf8')) as { agents: unknown; search: unknown };
  t.deepEqual(saved.agents, { p1: 'human', p2: 'mcts' });
  t.deepEqual(saved.search, { iterations: 7 });
});
