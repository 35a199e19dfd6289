import test from 'ava';
import { parseArgs, UsageError } from '../../../examples/war/cli/options.js';
import { summaryLines } from '../../../examples/war/cli/summary-text.js';
import { spread } from '../../../examples/war/stats.js';

/** The shared flags when none is given. */
const NONE = {
  seed: undefined,
  games: undefined,
  json: false,
  workers: undefined,
  graph: false,
  trace: undefined,
  force: false,
  maxInputMb: 16,
};

test('defaults: one twist game, fresh seed, no packs, 16 MiB input files', (t) => {
  t.deepEqual(parseArgs([]), {
    kind: 'run',
    options: { ...NONE, variant: 'twist', packs: [] },
  });
});

test('every option is read, --pack repeatable in order', (t) => {
  t.deepEqual(
    parseArgs([
      '--variant',
      'classic',
      '--seed',
      '0',
      '--pack',
      'a.ts',
      '--pack',
      'b.ts',
      '--games',
      '5',
      '--json',
      '--workers',
      '2',
      '--max-input-mb',
      '64',
    ]),
    {
      kind: 'run',
      options: {
        ...NONE,
        variant: 'classic',
        seed: 0,
        packs: ['a.ts', 'b.ts'],
        games: 5,
        json: true,
        workers: 2,
        maxInputMb: 64,
      },
    },
  );
});

test('--graph and --trace FILE are read for a single game', (t) => {
  t.deepEqual(parseArgs(['--graph', '--pack', 'a.ts']), {
    kind: 'run',
    options: { ...NONE, variant: 'twist', packs: ['a.ts'], graph: true },
  });
  t.deepEqual(parseArgs(['--seed', '3', '--trace', 'game.jsonl']), {
    kind: 'run',
    options: { ...NONE, variant: 'twist', seed: 3, packs: [], trace: 'game.jsonl' },
  });
  t.deepEqual(parseArgs(['--trace', 'game.jsonl', '--force']), {
    kind: 'run',
    options: { ...NONE, variant: 'twist', packs: [], trace: 'game.jsonl', force: true },
  });
});

const refusals: [string[], string][] = [
  [['--variant', 'poker'], 'Unknown variant "poker": expected classic or twist'],
  [['--seed', '-1'], 'Invalid --seed "-1": expected a whole number from 0 to 4294967295'],
  [['--seed', '4294967296'], 'Invalid --seed "4294967296": expected a whole number from 0 to 4294967295'],
  [['--games', '0'], 'Invalid --games "0": expected a whole number from 1 to 10000000'],
  [['--games', '2.5'], 'Invalid --games "2.5": expected a whole number from 1 to 10000000'],
  [['--json'], '--json needs --games N: it prints the summary of a simulation'],
  [['--bogus'], "unknown option '--bogus'"],
  [['--seed'], "option '--seed <n>' argument missing"],
  [['extra'], 'too many arguments. Expected 0 arguments but got 1.'],
  [['--trace', 'game.jsonl', '--games', '2'], '--trace writes the trace of one game: it cannot be combined with --games'],
  [['--graph', '--games', '2'], '--graph prints the rule graph and plays no game: it cannot be combined with --games'],
  [['--graph', '--trace', 'game.jsonl'], '--graph prints the rule graph and plays no game: it cannot be combined with --trace'],
  [['--trace', ''], '--trace needs a file path'],
  [['--trace'], "option '--trace <file>' argument missing"],
  [['--force'], '--force needs --trace FILE: it lets the trace replace an existing file'],
  [['--games', '3', '--force'], '--force needs --trace FILE: it lets the trace replace an existing file'],
  [['--max-input-mb', '0'], 'Invalid --max-input-mb "0": expected a whole number from 1 to 4096'],
  [['--max-input-mb', '4097'], 'Invalid --max-input-mb "4097": expected a whole number from 1 to 4096'],
  [['--pack', ''], '--pack needs a file path'],
];

for (const [args, message] of refusals) {
  test(`refuses ${args.map((a) => (a === '' ? "''" : a)).join(' ')}`, (t) => {
    t.throws(() => parseArgs(args), { instanceOf: UsageError, message });
  });
}

test('spread: mean, median (middle pair averaged) and nearest-rank 95th percentile', (t) => {
  t.deepEqual(spread([1, 2, 3, 10]), { mean: 4, median: 2.5, p95: 10 });
  t.deepEqual(spread([5]), { mean: 5, median: 5, p95: 5 });
  t.deepEqual(spread(Array.from({ length: 100 }, (_, i) => 100 - i)), { mean: 50.5, median: 50.5, p95: 95 });
  t.throws(() => spread([]), { instanceOf: RangeError, message: 'Cannot summarise an empty list of values' });
});

test('the text summary names every figure', (t) => {
  const summary = {
    games: 4,
    p1Wins: 1,
    p2Wins: 2,
    draws: 1,
    meanComparisons: 12.25,
    medianComparisons: 9,
    p95Comparisons: 30,
    gamesPerSecond: 123.456,
  };
  t.deepEqual(summaryLines(summary, 4294967295), [
    'Games: 4 (seeds 4294967295 to 2)',
    'Player 1 wins: 1 (25.0%)',
    'Player 2 wins: 2 (50.0%)',
    'Draws: 1 (25.0%)',
    'Comparisons per game: mean 12.3, median 9, p95 30',
    'Games per second: 123.5',
  ]);
});
