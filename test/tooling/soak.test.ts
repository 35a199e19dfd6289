// npm run soak: its options are checked (one line, status 2), --help prints
// its usage, and a short run plays games and corrupt saves and reports both.
import test from 'ava';
import { spawnSync } from 'node:child_process';
import { parseSoakArgs, SoakUsageError } from '../../tools/soak-options.js';

test('the soak reads --games, --seed and --saves, with defaults', (t) => {
  t.deepEqual(parseSoakArgs([]), { games: 100_000, seed: 1, saves: 20_000 });
  t.deepEqual(parseSoakArgs(['--games', '0', '--seed', '7', '--saves', '500']), { games: 0, seed: 7, saves: 500 });
});

test('the soak refuses a bad option with one line naming it', (t) => {
  const cases: [string[], string][] = [
    [['--games', '-5'], 'Invalid --games "-5": expected a whole number from 0 to 100000000'],
    [['--seed', '0x10'], 'Invalid --seed "0x10": expected a whole number from 0 to 4294967295'],
    [['--saves', 'many'], 'Invalid --saves "many": expected a whole number from 0 to 100000000'],
    [['--turbo'], "unknown option '--turbo'"],
    [['20000'], 'too many arguments. Expected 0 arguments but got 1.'],
  ];
  for (const [argv, message] of cases) t.is(t.throws(() => parseSoakArgs(argv), { instanceOf: SoakUsageError }).message, message);
});

test('--help prints the usage', (t) => {
  const parsed = parseSoakArgs(['--help']);
  if (!('help' in parsed)) return t.fail();
  t.true(parsed.help.startsWith('Usage: npm run soak -- [options]'), parsed.help);
  t.regex(parsed.help, /--saves <n> +corrupt-save mutants to restore \(0 for none\) \(default: 20000\)/);
});

const soak = (...argv: string[]) =>
  spawnSync(process.execPath, ['--expose-gc', '--import=tsx', 'tools/soak.ts', ...argv], { encoding: 'utf8', timeout: 120_000 });

test('a bad option ends the soak with status 2 and one line on stderr', (t) => {
  const run = soak('--games', 'lots');
  t.is(run.status, 2);
  t.is(run.stderr, 'Invalid --games "lots": expected a whole number from 0 to 100000000\n');
});

test('a short soak plays its games and corrupt saves and reports both', (t) => {
  const run = soak('--games', '12', '--seed', '5', '--saves', '40');
  t.is(run.status, 0, run.stderr);
  t.regex(run.stdout, /^Soak: 12 twist games with random packs \(seeds 5 to 16\)/);
  t.regex(
    run.stdout,
    /Corrupt saves: 40 mutants in [\d.]+ s: refused \d+, loaded as trusted only \d+, loaded and verified \d+; heap growth at most [\d.-]+ MB \(bound 256 MB\)/,
  );
});
