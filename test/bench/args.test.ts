import test from 'ava';
import { spawnSync } from 'node:child_process';
import { parseBenchArgs } from '../../bench/args.js';
import { UsageError } from '../../examples/shared/usage-error.js';

test('the bench reads --json and --quick, in any order', (t) => {
  t.deepEqual(parseBenchArgs([]), { kind: 'run', options: { json: false, quick: false } });
  t.deepEqual(parseBenchArgs(['--quick', '--json']), { kind: 'run', options: { json: true, quick: true } });
});

const refusals: [string[], string][] = [
  [['--jsno'], "unknown option '--jsno'"],
  [['quick'], 'too many arguments. Expected 0 arguments but got 1.'],
  [['--json=yes'], "unknown option '--json=yes'"],
];

for (const [argv, message] of refusals) {
  test(`the bench refuses ${argv.join(' ')} before measuring anything`, (t) => {
    t.throws(() => parseBenchArgs(argv), { instanceOf: UsageError, message });
  });
}

test('npm run bench -- --help prints the options and exits 0; a bad argument is one line on stderr, exit 2, and nothing runs', (t) => {
  const help = spawnSync(process.execPath, ['--import=tsx', 'bench/run.ts', '--help'], { encoding: 'utf8' });
  t.is(help.status, 0);
  t.true(help.stdout.startsWith('Usage: bench [options]\n'));
  for (const flag of ['--json', '--quick', '--help']) t.true(help.stdout.includes(flag), flag);
  t.is(help.stderr, '');
  const bad = spawnSync(process.execPath, ['--import=tsx', 'bench/run.ts', '--jsno'], { encoding: 'utf8' });
  t.deepEqual(
    { status: bad.status, stdout: bad.stdout, stderr: bad.stderr },
    { status: 2, stdout: '', stderr: "unknown option '--jsno'\n" },
  );
});
