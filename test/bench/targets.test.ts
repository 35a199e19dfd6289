import test from 'ava';
import { formatReport } from '../../bench/report.js';
import { judge, MCTS_TODAY_PER_M, type BenchResults } from '../../bench/results.js';
import { benchSimQueue, queueRatios } from '../../bench/sim-queue.js';

const machine = { cpu: 'Test CPU', cores: 2, node: 'v20.20.2', platform: 'linux x64', load: [0.5, 0.7] as [number, number] };

/** A run where every figure is given and every target is exactly at its limit. */
function atLimits(): Omit<BenchResults, 'targets'> {
  return {
    date: '2026-01-01T00:00:00.000Z',
    machine,
    seconds: 90,
    war: {
      engine: { comparisonsPerSecond: 6e6, meanComparisons: 1500.5 },
      baseline: { comparisonsPerSecond: 120e6, meanComparisons: 1500.5 },
      stateLoop: { comparisonsPerSecond: 40e6, meanComparisons: 1500.5 },
      statePlay: { comparisonsPerSecond: 48e6, meanComparisons: 1500.5 },
      ratio: 20,
      layoutRatio: 3,
      playLayoutRatio: 2.5,
      engineRatio: 6.67,
      games: 200,
      seed: 1,
      sameGames: true,
      baselineRepeats: 50,
      runsPerComparison: 6.05,
      stateBytes: 10_609,
    },
    twist: { gamesPerSecond: 900, games: 1000, meanComparisons: 19 },
    // bare 20 ns a run, the floor 8 ns: 12 ns over it, the limit; unrelated hooks at 90% of bare.
    nodes: {
      bare: 50e6,
      hooks1: 30e6,
      hooks10: 15e6,
      unrelated10k: 45e6,
      floor: 125e6,
      plain: 1e9,
      firstStepMs: 0.1,
      firstStepMs10k: 4,
    },
    queue: {
      operations: 1e6,
      fillDrain: { engine: 50, engineSmall: 1, arraySmall: 200, smallOperations: 50_000 },
      steady: { engine: 10, array: 18 },
    },
    depth: { nodes: 1e6, ms: 150, peakRssMb: 108, startRssMb: 99, stackKb: 128, finished: true },
    snapshot: {
      synthetic: { game: 'synthetic', snapshotUs: 700, restoreUs: 2000, replayUs: null, bytes: 27_000 },
      war: { game: 'war', snapshotUs: 500, restoreUs: 1500, replayUs: 3000, bytes: 28_000 },
      duel: { pending: 'its game is not in the repository yet' },
    },
    fork: { war: { game: 'war', forkUs: 20, stateCopyUs: 3 }, duel: { game: 'duel', forkUs: 20, stateCopyUs: 5 } },
    simulation: {
      workers1: 100,
      workers2: 180,
      speedup: 1.8,
      games: 400,
      sameTotals: true,
      startupMs: 2000,
      warmUpGames: 50,
      endToEndMs: { workers1: 4000, workers2: 4200 },
      // Two processes 1.875x one on the same games: the workers' 1.8x is 96% of it.
      ceiling: { engine: 1.875, stateLoop: 1.85, typedArrays: 1.97 },
      ofCeiling: 0.96,
      processes: { one: 104, two: 195 },
    },
    // 1,800 games/s with the report, 2,000 without: 10%, the limit.
    report: {
      withReport: 1800,
      withoutReport: 2000,
      cost: 0.1,
      games: 300,
      rounds: 5,
      duel: { withReport: 190, withoutReport: 195, cost: 0.026, games: 30, rounds: 5 },
    },
    // 4,000 ms through the queue in 4 shards, 4,040 in 8 (10 ms an extra shard over 1,000 a shard: 1%),
    // 2,222.2 with two workers (1.8x), where two plain processes reach 1.85x.
    simQueue: {
      oneWorker: 4000,
      oneWorkerDoubled: 4040,
      twoWorkers: 4000 / 1.8,
      plainOne: 3700,
      plainTwo: 2000,
      speedup: 1.8,
      ceiling: 1.85,
      overheadPerShard: 0.01,
      shards: 4,
      games: 6000,
      rounds: 2,
      sameReport: true,
    },
    memory: { games: [10_000, 100_000], heapMb: [9, 11], growthMb: 2 },
    // 200 games/s against a yardstick of 100 M comparisons/s: 2.0 per million, the limit.
    duel: {
      gamesPerSecond: 200,
      decisionsPerSecond: 36_000,
      games: 40,
      seed: 1,
      rounds: 5,
      meanDecisions: 180,
      yardstick: 100e6,
      perMillion: 2,
    },
    // Five times today's playouts per million comparisons/s of the yardstick: the limit.
    mcts: {
      playoutsPerSecond: 5 * MCTS_TODAY_PER_M * 100,
      msPerDecision: 20,
      iterations: 100,
      seeds: 2,
      decisionsPerSeed: 6,
      rounds: 5,
      playouts: 1200,
      yardstick: 100e6,
      perMillion: 5 * MCTS_TODAY_PER_M,
    },
  };
}

const status = (run: Omit<BenchResults, 'targets'>, previous?: BenchResults) =>
  Object.fromEntries(judge(run, previous).map((v) => [v.name, v.met]));

test('every target exactly at its limit is met; twist has nothing to judge without a previous run', (t) => {
  t.deepEqual(status(atLimits()), {
    'war ratio': true,
    'war: same games': true,
    'twist games/s': null,
    'unhooked node run': true,
    'unrelated 10k hooks': true,
    'war fork': true,
    'duel fork': true,
    '1M-node chain': true,
    '2 workers speed-up': true,
    '2 workers: machine ceiling': null,
    'workers: same totals': true,
    'report cost': true,
    'queue: 2 workers speed-up': true,
    'queue: overhead per shard': true,
    'queue: same report': true,
    'heap growth': true,
    'duel games/s per M': true,
    'mcts playouts vs today': true,
  });
});

test('just past each limit, each target is not met', (t) => {
  const run = atLimits();
  Object.assign(run.war as object, { ratio: 20.01, sameGames: false });
  Object.assign(run.nodes as object, { bare: 1e9 / 20.01, unrelated10k: 0.8999 * (1e9 / 20.01) });
  Object.assign((run.fork as { war: object }).war, { forkUs: 20.01 });
  Object.assign((run.fork as { duel: object }).duel, { forkUs: 20.01 });
  Object.assign(run.depth as object, { finished: false, failure: 'RangeError: Maximum call stack size exceeded' });
  Object.assign(run.simulation as object, { speedup: 1.79, sameTotals: false });
  Object.assign(run.report as object, { withReport: 1799.8, cost: 0.1001 });
  Object.assign(run.simQueue as object, { speedup: 1.79, overheadPerShard: 0.0101, sameReport: false });
  Object.assign(run.memory as object, { growthMb: 2.01 });
  Object.assign(run.duel as object, { perMillion: 1.999 });
  Object.assign(run.mcts as object, { perMillion: 4.999 * MCTS_TODAY_PER_M });
  const previous = { ...atLimits(), targets: [] } as BenchResults;
  Object.assign(previous.twist as object, { gamesPerSecond: 1001 });
  t.deepEqual(status(run, previous), {
    'war ratio': false,
    'war: same games': false,
    'twist games/s': false,
    'unhooked node run': false,
    'unrelated 10k hooks': false,
    'war fork': false,
    'duel fork': false,
    '1M-node chain': false,
    '2 workers speed-up': false,
    '2 workers: machine ceiling': null,
    'workers: same totals': false,
    'report cost': false,
    'queue: 2 workers speed-up': false,
    'queue: overhead per shard': false,
    'queue: same report': false,
    'heap growth': false,
    'duel games/s per M': false,
    'mcts playouts vs today': false,
  });
});

test('twist is judged only against a previous run on the same machine', (t) => {
  const previous = { ...atLimits(), targets: [] } as BenchResults;
  Object.assign(previous.twist as object, { gamesPerSecond: 1000 });
  t.is(status(atLimits(), previous)['twist games/s'], true); // 900 is 90% of 1000
  previous.machine = { ...machine, cpu: 'Other CPU' };
  t.is(status(atLimits(), previous)['twist games/s'], null);
});

test('a pending section is judged as nothing and printed as pending, never as a figure', (t) => {
  const run = {
    ...atLimits(),
    war: { pending: 'its game is not in the repository yet' },
    simulation: { error: 'worker failed' },
  };
  const verdicts = judge(run);
  t.deepEqual(
    verdicts.filter((v) => v.name === 'war ratio' || v.name === '2 workers speed-up').map((v) => [v.value, v.met]),
    [
      ['pending: its game is not in the repository yet', null],
      ['error: worker failed', null],
    ],
  );
  const text = formatReport({ ...run, targets: verdicts });
  t.regex(text, /war \(classic, engine vs hand-written, same seeds\)\n {2}\s*pending: its game is not in the repository yet/);
  t.regex(text, /duel mid-game\s+pending: its game is not in the repository yet/);
  t.notRegex(text, /engine comparisons\/s/);
});

test('the report prints the machine, each figure and a status per target', (t) => {
  const run = atLimits();
  const text = formatReport({ ...run, targets: judge(run) });
  t.true(text.includes('Test CPU, 2 cores, Node v20.20.2, linux x64; load 0.50 at start, 0.70 at end; 90 s'));
  t.regex(text, /ratio \(baseline \/ engine\)\s+20\.0\n/);
  t.regex(text, /by hand on the engine's card state, comparisons\/s\s+40\.00 M\n/);
  t.regex(text, /= layout \(baseline \/ card state\) × engine \(card state \/ engine\)\s+3\.0 × 6\.67\n/);
  t.regex(text, /bare chain\s+50\.00 M {2}\(20\.0 ns\/run; \+19\.0 ns over a plain call, \+12\.0 over the floor\)/);
  t.regex(text, /war: fork\(\) \/ a copy of its state alone\s+20\.0 µs \/ 3\.0 µs\n/);
  t.regex(text, /war ratio\s+20\.0\s+<= 20 \(aim 13\)\s+met\n/);
  t.regex(text, /unhooked node run\s+12\.0 ns over the floor\s+<= 12 ns over the floor\s+met\n/);
  t.regex(text, /war fork\s+20\.0 µs\s+<= 20 µs\s+met\n/);
  t.regex(text, /duel fork\s+20\.0 µs\s+<= 20 µs\s+met\n/);
  t.regex(text, /2 workers speed-up\s+1\.80x\s+>= 1\.8x\s+met\n/);
  t.regex(text, /twist games\/s\s+900 \(no previous run here\)\s+>= 90% of last run\s+-\n/);
});

test('the two-worker speed-up prints beside the machine ceiling, which is shown, never judged', (t) => {
  const run = atLimits();
  const verdicts = judge(run);
  const text = formatReport({ ...run, targets: verdicts });
  t.regex(text, /speed-up\s+1\.80x\n/);
  t.regex(text, /ceiling: 2 processes \/ 1, same games \(engine \/ card state \/ typed arrays\)\s+1\.88x \/ 1\.85x \/ 1\.97x\n/);
  t.regex(text, /the engine's processes games\/s, 1 \/ 2\s+104 \/ 195\n/);
  t.regex(text, /speed-up of the ceiling \(2 workers against 2 processes\)\s+96\.0%\n/);
  t.deepEqual(
    verdicts.filter((v) => v.name.startsWith('2 workers')),
    [
      { name: '2 workers speed-up', value: '1.80x', target: '>= 1.8x', met: true },
      {
        name: '2 workers: machine ceiling',
        value: '96.0% of 1.88x (card state 1.85x, typed arrays 1.97x)',
        target: 'two processes, same games',
        met: null,
      },
    ],
  );
  t.regex(
    text,
    /2 workers: machine ceiling\s+96\.0% of 1\.88x \(card state 1\.85x, typed arrays 1\.97x\)\s+two processes, same games\s+-\n/,
  );
});

test('the duel and look-ahead figures print beside their yardstick, and their targets say today and the goal', (t) => {
  const run = atLimits();
  const text = formatReport({ ...run, targets: judge(run) });
  t.regex(text, /duel \(random against random, one thread, beside the yardstick\)\n {2}games\/s\s+200\.0\n/);
  t.regex(text, /decisions\/s \(both seats\)\s+36,000\n/);
  t.regex(text, /games\/s per M comparisons\/s of the yardstick\s+2\.00\n/);
  t.regex(text, /games per round, seeds; rounds\s+40, 1\.\.40; 5\n/);
  t.regex(text, /ms per decision\s+20\.0\n/);
  t.regex(text, /budget, positions; rounds\s+100 iterations \(greedy playouts\), first 6 decisions of seeds 1\.\.2; 5\n/);
  t.regex(text, /duel games\/s per M\s+2\.00\s+>= 2\.0 \(goal 4\.0\)\s+met\n/);
  const today = MCTS_TODAY_PER_M.toFixed(2);
  t.true(
    new RegExp(
      `mcts playouts vs today\\s+5\\.00x \\(${(5 * MCTS_TODAY_PER_M).toFixed(2)} per M, today ${today}\\)\\s+>= 5x today \\(goal 10x\\)\\s+met`,
    ).test(text),
  );
});

test('a duel at the goal says so; a missing duel or mcts section is judged as nothing', (t) => {
  const run = atLimits();
  Object.assign(run.duel as object, { perMillion: 4 });
  Object.assign(run.mcts as object, { perMillion: 10 * MCTS_TODAY_PER_M });
  const values = Object.fromEntries(judge(run).map((v) => [v.name, v.value]));
  t.is(values['duel games/s per M'], '4.00, goal met');
  t.true(values['mcts playouts vs today']!.startsWith('10.00x (') && values['mcts playouts vs today']!.endsWith('), goal met'));
  const missing = { ...atLimits(), duel: { pending: 'its game is not in the repository yet' }, mcts: { error: 'search failed' } };
  const verdicts = judge(missing).filter((v) => v.name === 'duel games/s per M' || v.name === 'mcts playouts vs today');
  t.deepEqual(
    verdicts.map((v) => [v.value, v.met]),
    [
      ['pending: its game is not in the repository yet', null],
      ['error: search failed', null],
    ],
  );
  const text = formatReport({ ...missing, targets: judge(missing) });
  t.regex(
    text,
    /duel \(random against random, one thread, beside the yardstick\)\n {2}\s*pending: its game is not in the repository yet/,
  );
  t.notRegex(text, /playouts\/s per M/);
});

test('the simulation queue prints its five times, its speed-up beside the ceiling, and its targets at the limit', (t) => {
  const run = atLimits();
  const text = formatReport({ ...run, targets: judge(run) });
  t.regex(
    text,
    /simulation queue \(classic War as a card game, worker processes through PostgreSQL\)\n {2}games, shards; rounds\s+6,000, 4; 2\n/,
  );
  t.regex(text, /1 worker, 4 \/ 8 shards; 2 workers\s+4,000 \/ 4,040; 2,222 ms\n/);
  t.regex(text, /1 plain process \/ 2 \(no queue\)\s+3,700 \/ 2,000 ms\n/);
  t.regex(text, /speed-up \(1 worker \/ 2 workers\)\s+1\.80x where 2 plain processes reach 1\.85x\n/);
  t.regex(text, /overhead per shard \(one more shard, over a shard\)\s+1\.00%\n/);
  t.regex(text, /queue: 2 workers speed-up\s+1\.80x \(2 plain processes: 1\.85x\)\s+>= 1\.8x\s+met\n/);
  t.regex(text, /queue: overhead per shard\s+1\.00%\s+<= 1%\s+met\n/);
  t.regex(text, /queue: same report\s+true\s+as a plain run\s+met\n/);
});

test('the overhead per shard is the slope from N to 2N shards over a shard; the speed-ups are one process over two', (t) => {
  // 2 more shards cost 40 ms, 20 ms each, over shards of 2,000 ms: 1%. Fixed costs are in both runs and cancel.
  t.deepEqual(queueRatios({ oneWorker: 4000, oneWorkerDoubled: 4040, twoWorkers: 2000, plainOne: 3960, plainTwo: 2000 }, 2), {
    speedup: 2,
    ceiling: 1.98,
    overheadPerShard: 0.01,
    shards: 2,
  });
  // Twice as many shards that cost less (noise on a busy machine) read as a negative overhead, as measured.
  t.deepEqual(queueRatios({ oneWorker: 3000, oneWorkerDoubled: 2970, twoWorkers: 2400, plainOne: 3000, plainTwo: 1600 }, 6), {
    speedup: 1.25,
    ceiling: 1.875,
    overheadPerShard: -0.01,
    shards: 6,
  });
});

test('without PostgreSQL the queue section is skipped in one line, judged as nothing, never failed', async (t) => {
  const skipped = await benchSimQueue(0.1, 4, 1, () => false);
  t.deepEqual(skipped, { skipped: 'no PostgreSQL binaries (initdb, pg_ctl): apt-get install postgresql' });
  const run = { ...atLimits(), simQueue: skipped };
  const verdicts = judge(run).filter((v) => v.name.startsWith('queue: '));
  const line = 'skipped: no PostgreSQL binaries (initdb, pg_ctl): apt-get install postgresql';
  t.deepEqual(
    verdicts.map((v) => [v.name, v.value, v.met]),
    [
      ['queue: 2 workers speed-up', line, null],
      ['queue: overhead per shard', line, null],
    ],
  );
  const text = formatReport({ ...run, targets: verdicts });
  t.true(
    text.includes(`simulation queue (classic War as a card game, worker processes through PostgreSQL)\n  ${'  '}${line}\n`),
    text,
  );
  const { simQueue: _, ...before } = atLimits();
  t.deepEqual(
    judge(before)
      .filter((v) => v.name.startsWith('queue: '))
      .map((v) => v.value),
    ['not measured', 'not measured'],
  );
});
