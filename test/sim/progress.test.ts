import test from 'ava';
import { simulate } from '../../lib/index.js';
import { play } from './fixtures/modules.js';

for (const workers of [1, 2]) {
  test(`onProgress counts up to (games, games), never backwards, total always the games asked (${workers} workers)`, async (t) => {
    const calls: [number, number][] = [];
    await simulate({ game: play('coin'), games: 1000, seed: 1, workers, onProgress: (done, total) => calls.push([done, total]) });
    t.true(calls.length >= 10, `${calls.length} calls`);
    t.deepEqual(calls.at(-1), [1000, 1000]);
    t.true(calls.every(([, total]) => total === 1000));
    t.true(
      calls.every(([done], i) => i === 0 || done > calls[i - 1]![0]),
      'strictly increasing',
    );
  });
}
