// The guide's samples that play a game (a pack loaded into an engine, a card test with the log it
// expects) run as written, each in a child process from the root of a checkout, the way a reader runs
// a pasted file with tsx: a card test whose expected lines the game no longer prints exits non-zero.
import test from 'ava';
import { execFile } from 'node:child_process';
import { blocks, GUIDE, root } from './guide-blocks.js';

const playable = blocks().filter((block) => block.info === 'ts' && /\bcardTest\(|\.createEngine\(/.test(block.code));

/** Runs TypeScript module code given on the command line, with tsx, from the checkout's root. */
function run(code: string): Promise<{ code: number; stderr: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import=tsx', '--input-type=module', '-e', code],
      { cwd: root, encoding: 'utf8' },
      (error, _stdout, stderr) => {
        done({ code: error === null ? 0 : Number(error.code), stderr });
      },
    );
  });
}

test('the guide plays a pack and tests two cards', (t) => {
  t.is(playable.length, 3, playable.map((block) => `${GUIDE}:${block.line}`).join(', '));
});

for (const block of playable) {
  test(`the sample under "${block.heading}" runs and exits 0`, async (t) => {
    t.deepEqual(await run(block.code), { code: 0, stderr: '' });
  });
}
