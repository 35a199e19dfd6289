// The bench's simulation section, run for real at a tiny size: simulate() with 1 and 2 workers and the
// machine's ceiling in the same round. Speeds are never asserted, only what each figure is made of.
import test from 'ava';
import { CEILING_KINDS } from '../../bench/ceiling-games.js';
import { benchSimulation } from '../../bench/simulation.js';

test('the two-worker speed-up comes with the ceiling of the same games, and its share of it', async (t) => {
  const figures = await benchSimulation(64, 1);
  t.deepEqual(Object.keys(figures).sort(), [
    'ceiling',
    'endToEndMs',
    'games',
    'ofCeiling',
    'processes',
    'sameTotals',
    'speedup',
    'startupMs',
    'warmUpGames',
    'workers1',
    'workers2',
  ]);
  t.is(figures.games, 64);
  t.is(figures.warmUpGames, 8);
  t.true(figures.sameTotals);
  t.is(figures.speedup, figures.workers2 / figures.workers1);
  t.deepEqual(Object.keys(figures.ceiling), [...CEILING_KINDS]);
  for (const kind of CEILING_KINDS) t.true(figures.ceiling[kind] > 0 && Number.isFinite(figures.ceiling[kind]), kind);
  t.is(figures.ofCeiling, figures.speedup / figures.ceiling.engine);
  t.true(figures.processes.one > 0 && figures.processes.two > 0);
});
