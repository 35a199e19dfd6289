// The two-core ceiling, run for real at a tiny size: six child processes (two per kind of War
// work), one round, then closed. Speeds are never asserted here, only the figures' shape.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import test from 'ava';
import { CEILING_KINDS } from '../../bench/ceiling-games.js';
import { medianCeiling, openCeiling } from '../../bench/ceiling.js';

test('a round gives each kind a speed-up, and the engine its games per second alone and as a pair', async (t) => {
  const ceiling = await openCeiling(1, 80, 5);
  t.teardown(() => ceiling.close());
  t.deepEqual(ceiling.games, { first: 10, count: 70 });
  t.is(ceiling.halves[0].first, 10);
  t.is(ceiling.halves[1].first, 10 + ceiling.halves[0].count);
  t.is(ceiling.halves[0].count + ceiling.halves[1].count, 70);
  const rounds = [await ceiling.round(), await ceiling.round()];
  for (const round of rounds) {
    t.deepEqual(Object.keys(round.speedups), [...CEILING_KINDS]);
    for (const kind of CEILING_KINDS) t.true(round.speedups[kind] > 0 && Number.isFinite(round.speedups[kind]), kind);
    t.true(round.engine.one > 0 && round.engine.two > 0);
  }
  const medians = medianCeiling(rounds);
  for (const kind of CEILING_KINDS)
    t.is(medians[kind], (rounds[0]!.speedups[kind] + rounds[1]!.speedups[kind]) / 2, `median of two rounds: ${kind}`);
  await ceiling.close();
});

test('too few games to time after the warm-up are refused before any process starts', async (t) => {
  await t.throwsAsync(openCeiling(1, 11, 5), {
    instanceOf: RangeError,
    message: 'ceiling: 11 games leave 1 to time after the warm-up; at least 2',
  });
});

test('a ceiling process asked for a kind it does not know stops with one line naming it', (t) => {
  const child = spawnSync(process.execPath, ['--import=tsx', 'bench/ceiling-child.ts', 'chess', '1', '0', '0'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    encoding: 'utf8',
  });
  t.is(child.status, 1);
  t.regex(child.stderr, /Error: ceiling-child: unknown kind chess\n/);
  t.is(child.stdout, '');
});
