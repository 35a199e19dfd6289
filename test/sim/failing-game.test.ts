import test from 'ava';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { simulate } from '../../lib/index.js';
import { SimulationError } from '../../lib/sim/index.js';
import { play } from './fixtures/modules.js';

const FAIL_AND_EXIT = fileURLToPath(import.meta.resolve('./fixtures/fail-and-exit.js'));
const MESSAGE = 'Game 38 (seed 40) failed: RangeError: the coin rolled off the table';

for (const workers of [1, 3]) {
  test(`a game that throws rejects with one error naming its seed (${workers} workers)`, async (t) => {
    const error = await t.throwsAsync(simulate({ game: play('failing'), options: { failAt: 40 }, games: 90, seed: 3, workers }), {
      instanceOf: SimulationError,
      message: MESSAGE,
    });
    t.is(error?.seed, 40);
    t.is(error?.code, 'sim-game-fails');
    t.is((error?.cause as Error).name, 'RangeError');
    t.is((error?.cause as Error).message, 'the coin rolled off the table');
  });
}

test('a failing game terminates the other workers, even one stuck in an endless game, so the process can exit', async (t) => {
  // Worker 1 plays seeds 0-49 and fails at 40; worker 2 starts on seed 50 and never returns from it.
  // Were it left running, the child process could not exit: the kill timer would end it instead.
  const run = await new Promise<{ code: number | null; stdout: string }>((done) => {
    const child = execFile(
      process.execPath,
      ['--import=tsx', FAIL_AND_EXIT],
      { encoding: 'utf8', timeout: 90_000 },
      (_error, stdout) => done({ code: child.exitCode, stdout }),
    );
  });
  t.deepEqual(run, { code: 0, stdout: 'Game 41 (seed 40) failed: RangeError: the coin rolled off the table\n' });
});

test('an onProgress that throws stops the simulation with that error', async (t) => {
  const boom = new Error('the bar fell off');
  const error = await t.throwsAsync(
    simulate({
      game: play('coin'),
      games: 400,
      seed: 1,
      workers: 2,
      onProgress: () => {
        throw boom;
      },
    }),
  );
  t.is(error, boom);
});
