// The guide's samples that play a game (a pack loaded into an engine, a card test with the log it
// expects) run as written, each in a child process from the root of a checkout, the way a reader runs
// a pasted file with tsx: a card test whose expected lines the game no longer prints exits non-zero.
import test from 'ava';
import { blocks, GUIDE, runSample } from './guide-blocks.js';

const playable = blocks().filter((block) => block.info === 'ts' && /\bcardTest\(|\.createEngine\(/.test(block.code));

test('the guide plays a pack and tests two cards', (t) => {
  t.is(playable.length, 3, playable.map((block) => `${GUIDE}:${block.line}`).join(', '));
});

for (const block of playable) {
  test(`the sample under "${block.heading}" runs and exits 0`, async (t) => {
    const ran = await runSample(block.code);
    t.deepEqual([ran.code, ran.stderr], [0, '']);
  });
}
