import test from 'ava';
import { availableParallelism } from 'node:os';
import { simulate } from '../../lib/index.js';
import { maxWorkers, SimulationError } from '../../lib/sim/index.js';
import { play } from './fixtures/modules.js';

test('the workers cap is twice the cores (at least 2)', (t) => {
  t.deepEqual([maxWorkers(1), maxWorkers(2), maxWorkers(8), maxWorkers(0)], [2, 4, 16, 2]);
  t.is(maxWorkers(), 2 * availableParallelism());
});

test('simulate() refuses more workers than the cap, naming it, before any thread starts', async (t) => {
  const cap = maxWorkers();
  await t.throwsAsync(simulate({ game: play('coin'), games: 10, seed: 1, workers: cap + 1 }), {
    instanceOf: SimulationError,
    message: `simulate(): workers must be at most twice this machine's cores (more threads only slow a simulation down): ${cap} here, got ${cap + 1}`,
  });
});

test('simulate() accepts the cap itself (never more workers than games)', async (t) => {
  const result = await simulate({ game: play('coin'), games: 2, seed: 1, workers: maxWorkers() });
  t.is(result.workers, 2);
  t.is(result.games, 2);
});
