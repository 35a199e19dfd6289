// A failing property prints how to replay it, and FUZZ_SEED replays it (test/fuzz-replay.ts, loaded
// in every ava worker by package.json's "ava.require").
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import test from 'ava';
import fc from 'fast-check';

/** Runs `body` in a fresh Node with the replay helper installed as ava installs it; returns its output. */
function runWithHelper(body: string, env: Record<string, string>) {
  const code = `import install from './test/fuzz-replay.ts';\nimport fc from 'fast-check';\ninstall();\n${body}`;
  const child = spawnSync(process.execPath, ['--import=tsx', '--input-type=module', '-e', code], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 60_000,
  });
  return { status: child.status, stdout: child.stdout, stderr: child.stderr };
}

test('a failing property ends its error with the command that replays it, naming its seed and file', (t) => {
  const error = t.throws(() =>
    fc.assert(
      fc.property(fc.nat(), (n) => {
        throw new Error(`${n} is not negative`);
      }),
    ),
  );
  const reported = /\{ seed: (-?\d+), path: "[^"]*"/.exec(error.message);
  t.truthy(reported, error.message);
  t.is(
    error.message.split('\n').at(-1),
    `Replay it: FUZZ_SEED=${reported![1]} npx ava test/tooling/fuzz-replay.test.ts --match '<test title>'`,
  );
  t.regex(error.message, /^Property failed after 1 tests\n/);
  t.regex(error.message, /Counterexample: \[0\]/);
  // The property's own error is in the text: ava shows an error's message and stack, never its cause.
  t.regex(error.message, /\nGot error: 0 is not negative\n/);
});

test('FUZZ_SEED makes a property that names no seed draw the same values, and another seed other values', (t) => {
  const draw = `const seen = [];\nfc.assert(fc.property(fc.nat(), (n) => { seen.push(n); return true; }), { numRuns: 8 });\nconsole.log(JSON.stringify(seen));`;
  const first = runWithHelper(draw, { FUZZ_SEED: '777' });
  const again = runWithHelper(draw, { FUZZ_SEED: '777' });
  const other = runWithHelper(draw, { FUZZ_SEED: '778' });
  t.is(first.status, 0, first.stderr);
  t.is(JSON.parse(first.stdout).length, 8);
  t.is(again.stdout, first.stdout);
  t.not(other.stdout, first.stdout);
});

test('a failing property run under FUZZ_SEED reports that seed in its replay line', (t) => {
  const run = runWithHelper(`try { fc.assert(fc.property(fc.nat(), (n) => n < 0)); } catch (e) { console.log(e.message); }`, {
    FUZZ_SEED: '4242',
  });
  t.is(run.status, 0, run.stderr);
  t.regex(run.stdout, /\{ seed: 4242, path: "0:0"/);
  t.regex(run.stdout, /Replay it: FUZZ_SEED=4242 npx ava <test file> --match '<test title>'\n$/);
});

test('a FUZZ_SEED that is not an integer is refused in one line', (t) => {
  const run = runWithHelper('', { FUZZ_SEED: '12abc' });
  t.is(run.status, 1);
  t.regex(run.stderr, /Error: FUZZ_SEED must be an integer between -2147483648 and 4294967295, got "12abc"\n/);
});

test('no test draws from Math.random: its values could not be replayed', (t) => {
  const files = readdirSync('test', { recursive: true, encoding: 'utf8' }).filter((f) => /\.(ts|js|mjs)$/.test(f));
  t.true(files.length > 300, `only ${files.length} files found under test/`);
  const unseeded = files.filter(
    (f) => f !== join('tooling', 'fuzz-replay.test.ts') && readFileSync(join('test', f), 'utf8').includes('Math.random('),
  );
  t.deepEqual(unseeded, []);
});
