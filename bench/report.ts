/**
 * The readable report of a bench run: the figures section by section, then
 * the targets with met / not met. Pure: takes results, returns text.
 */
import type { DepthFigures } from './depth.js';
import type { MemoryFigures } from './memory.js';
import type { ReportCostFigures } from './report-cost.js';
import type { SimQueueFigures } from './sim-queue.js';
import { nsOver } from './nodes.js';
import { isMissing, type BenchResults, type Missing, type Verdict } from './results.js';

const num = (x: number, digits = 0) =>
  Number.isFinite(x) ? x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : String(x);
const millions = (x: number) => `${num(x / 1e6, 2)} M`;

/** Rows of [label, value] per section; a missing section is one row saying why. */
export function figureRows(r: BenchResults): [string, [string, string][]][] {
  const sections: [string, [string, string][]][] = [];
  const add = (title: string, section: object | undefined, rows: () => [string, string][]) =>
    sections.push([title, isMissing(section as Missing) ? [['', missingText(section)]] : rows()]);
  add('war (classic, engine vs hand-written, same seeds)', r.war, () => {
    const w = r.war as Exclude<BenchResults['war'], Missing>;
    return [
      ['engine comparisons/s', millions(w.engine.comparisonsPerSecond)],
      ['baseline comparisons/s', millions(w.baseline.comparisonsPerSecond)],
      ["by hand on the engine's card state, comparisons/s", millions(w.stateLoop.comparisonsPerSecond)],
      [
        'mean comparisons (engine / baseline / card state)',
        `${num(w.engine.meanComparisons, 3)} / ${num(w.baseline.meanComparisons, 3)} / ${num(w.stateLoop.meanComparisons, 3)}`,
      ],
      ['ratio (baseline / engine)', num(w.ratio, 1)],
      [
        '  = layout (baseline / card state) × engine (card state / engine)',
        `${num(w.layoutRatio, 1)} × ${num(w.engineRatio, 2)}`,
      ],
      ['card state, play alone (set-up untimed), comparisons/s', millions(w.statePlay.comparisonsPerSecond)],
      ['layout, play alone (baseline / card state play)', num(w.playLayoutRatio, 2)],
      ['games per round, seeds', `${w.games}, ${w.seed}..${w.seed + w.games - 1}`],
      ['node runs per comparison (engine)', num(w.runsPerComparison, 2)],
      ['mid-game War state as JSON (seed 1, comparison 150)', `${num(w.stateBytes)} bytes`],
    ];
  });
  add('twist', r.twist, () => {
    const t = r.twist as Exclude<BenchResults['twist'], Missing>;
    return [
      ['games/s', num(t.gamesPerSecond)],
      ['mean comparisons', num(t.meanComparisons, 2)],
    ];
  });
  add('nodes (runs per second)', r.nodes, () => {
    const n = r.nodes as Exclude<BenchResults['nodes'], Missing>;
    const row = (label: string, v: number): [string, string] => [label, `${millions(v)}  (${num(1e9 / v, 1)} ns/run)`];
    // What a run costs over a plain call of its body, and over the hand-written dispatch floor.
    const signed = (x: number) => `${x < 0 ? '-' : '+'}${num(Math.abs(x), 1)}`;
    const over = (label: string, v: number): [string, string] => [
      label,
      `${millions(v)}  (${num(1e9 / v, 1)} ns/run; ${signed(nsOver(v, n.plain))} ns over a plain call, ${signed(nsOver(v, n.floor))} over the floor)`,
    ];
    return [
      over('bare chain', n.bare),
      over('1 pre + 1 post hook', n.hooks1),
      over('10 pre + 10 post hooks', n.hooks10),
      row('10,000 hooks on other nodes', n.unrelated10k),
      row('hand-written dispatch loop (floor)', n.floor),
      row('plain calls of the body', n.plain),
      ['first step (origin copy), 0 / 10k hooks', `${num(n.firstStepMs, 3)} / ${num(n.firstStepMs10k, 3)} ms`],
    ];
  });
  add('queue (1,000,000 push + shift)', r.queue, () => {
    const q = r.queue as Exclude<BenchResults['queue'], Missing>;
    const f = q.fillDrain;
    return [
      ['engine queue fill then drain', `${num(f.engine, 1)} ms`],
      [
        `fill then drain, ${num(f.smallOperations)} items: engine queue / array`,
        `${num(f.engineSmall, 2)} / ${num(f.arraySmall, 1)} ms`,
      ],
      ['steady (16 queued): engine queue / array', `${num(q.steady.engine, 1)} / ${num(q.steady.array, 1)} ms`],
    ];
  });
  add('depth (chain of 1,000,000 nodes, own process)', r.depth, () => {
    const d = r.depth as DepthFigures;
    return [
      ['time', `${num(d.ms)} ms`],
      ['peak RSS (RSS before the chain)', `${num(d.peakRssMb, 1)} MB (${num(d.startRssMb, 1)} MB)`],
      ['stack', `${d.stackKb} KB, ${d.finished ? 'finished' : `failed: ${d.failure ?? ''}`}`],
    ];
  });
  add('snapshot (JSON text)', r.snapshot, () => {
    const s = r.snapshot as Exclude<BenchResults['snapshot'], Missing>;
    return [s.synthetic, s.war, s.duel].map((f, i): [string, string] => {
      const name = ['synthetic', 'war mid-game', 'duel mid-game'][i]!;
      if (isMissing(f)) return [name, missingText(f)];
      const replay = f.replayUs === null ? 'n/a (no recorded start)' : `${num(f.replayUs)} µs`;
      return [
        `${name}: save / restore (trusted) / restore (verified by replay) / size`,
        `${num(f.snapshotUs)} µs / ${num(f.restoreUs)} µs / ${replay} / ${num(f.bytes)} B`,
      ];
    });
  });
  add('fork (in memory, mid-game)', r.fork, () => {
    const f = r.fork as Exclude<BenchResults['fork'], Missing>;
    return [f.war, f.duel].map((figures, i): [string, string] => {
      const name = ['war', 'duel'][i]!;
      if (isMissing(figures)) return [name, missingText(figures)];
      return [`${name}: fork() / a copy of its state alone`, `${num(figures.forkUs, 1)} µs / ${num(figures.stateCopyUs, 1)} µs`];
    });
  });
  add('simulation (classic War, worker threads)', r.simulation, () => {
    const s = r.simulation as Exclude<BenchResults['simulation'], Missing>;
    return [
      ['1 worker games/s', num(s.workers1)],
      ['2 workers games/s', num(s.workers2)],
      ['speed-up', `${num(s.speedup, 2)}x`],
      [
        'ceiling: 2 processes / 1, same games (engine / card state / typed arrays)',
        `${num(s.ceiling.engine, 2)}x / ${num(s.ceiling.stateLoop, 2)}x / ${num(s.ceiling.typedArrays, 2)}x`,
      ],
      ["the engine's processes games/s, 1 / 2", `${num(s.processes.one)} / ${num(s.processes.two)}`],
      ['speed-up of the ceiling (2 workers against 2 processes)', `${num(s.ofCeiling * 100, 1)}%`],
      ['worker start-up and warm-up games (not timed above)', `${num(s.startupMs)} ms, ${num(s.warmUpGames)} games`],
      ['whole simulate() call, 1 / 2 workers', `${num(s.endToEndMs.workers1)} / ${num(s.endToEndMs.workers2)} ms`],
    ];
  });
  if (r.report !== undefined)
    add('simulation report (classic War as a card game, one fresh thread, CPU time)', r.report, () => {
      const c = r.report as ReportCostFigures;
      return [
        ['with the report games/s', num(c.withReport)],
        ['without its cards games/s', num(c.withoutReport)],
        ['cost', `${num(c.cost * 100, 1)}%`],
        [
          'the duel: cost (with / without, games/s)',
          // Runs before stop 34 measured War alone.
          c.duel === undefined
            ? 'not measured'
            : `${num(c.duel.cost * 100, 1)}% (${num(c.duel.withReport)} / ${num(c.duel.withoutReport)})`,
        ],
      ];
    });
  if (r.simQueue !== undefined)
    add('simulation queue (classic War as a card game, worker processes through PostgreSQL)', r.simQueue, () => {
      const q = r.simQueue as SimQueueFigures;
      return [
        ['games, shards; rounds', `${num(q.games)}, ${num(q.shards)}; ${q.rounds}`],
        [
          `1 worker, ${num(q.shards)} / ${num(2 * q.shards)} shards; 2 workers`,
          `${num(q.oneWorker)} / ${num(q.oneWorkerDoubled)}; ${num(q.twoWorkers)} ms`,
        ],
        ['1 plain process / 2 (no queue)', `${num(q.plainOne)} / ${num(q.plainTwo)} ms`],
        ['speed-up (1 worker / 2 workers)', `${num(q.speedup, 2)}x where 2 plain processes reach ${num(q.ceiling, 2)}x`],
        ['overhead per shard (one more shard, over a shard)', `${num(q.overheadPerShard * 100, 2)}%`],
        ['same report, queued and plain', String(q.sameReport)],
      ];
    });
  add('duel (random against random, one thread, beside the yardstick)', r.duel, () => {
    const d = r.duel as Exclude<BenchResults['duel'], Missing>;
    return [
      ['games/s', num(d.gamesPerSecond, 1)],
      ['decisions/s (both seats)', num(d.decisionsPerSecond)],
      ["yardstick: War's typed-array loop, comparisons/s", millions(d.yardstick)],
      ['games/s per M comparisons/s of the yardstick', num(d.perMillion, 2)],
      ['games per round, seeds; rounds', `${d.games}, ${d.seed}..${d.seed + d.games - 1}; ${d.rounds}`],
      ['decisions per game', num(d.meanDecisions, 1)],
    ];
  });
  add("mcts (the duel's look-ahead player against greedy, fixed positions)", r.mcts, () => {
    const m = r.mcts as Exclude<BenchResults['mcts'], Missing>;
    return [
      ['playouts/s', num(m.playoutsPerSecond)],
      ['ms per decision', num(m.msPerDecision, 1)],
      ["yardstick: War's typed-array loop, comparisons/s", millions(m.yardstick)],
      ['playouts/s per M comparisons/s of the yardstick', num(m.perMillion, 2)],
      [
        'budget, positions; rounds',
        `${num(m.iterations)} iterations (greedy playouts), first ${m.decisionsPerSeed} decisions of seeds 1..${m.seeds}; ${m.rounds}`,
      ],
      ['playouts per round', num(m.playouts)],
    ];
  });
  add('memory (heap after full GC)', r.memory, () => {
    const m = r.memory as MemoryFigures;
    if (m.failure !== undefined) return [['failed', m.failure]];
    const rows: [string, string][] = [
      [`after ${num(m.games[0])} games`, `${num(m.heapMb[0], 2)} MB`],
      [`after ${num(m.games[1])} games`, `${num(m.heapMb[1], 2)} MB`],
    ];
    if (m.requested)
      rows.push(['note', `${num(m.requested[0])} / ${num(m.requested[1])} games would not fit the time budget at this speed`]);
    return rows;
  });
  return sections;
}

function missingText(section: Missing | undefined): string {
  if (section?.skipped !== undefined) return `skipped: ${section.skipped}`;
  if (section === undefined || section.pending !== undefined) return `pending${section?.pending ? `: ${section.pending}` : ''}`;
  return `error: ${section.error}`;
}

/** The whole report as text. */
export function formatReport(r: BenchResults): string {
  const lines: string[] = [];
  const m = r.machine;
  lines.push(`cardweave bench — ${r.date}`);
  lines.push(
    `${m.cpu}, ${m.cores} cores, Node ${m.node}, ${m.platform}; load ${num(m.load[0], 2)} at start, ${num(m.load[1], 2)} at end; ${num(r.seconds)} s`,
  );
  lines.push('Figures are medians of several rounds; on a shared machine they are noisy: compare ratios, not absolute values.');
  for (const [title, rows] of figureRows(r)) {
    lines.push('', title);
    const width = Math.max(...rows.map(([label]) => label.length));
    for (const [label, value] of rows) lines.push(`  ${label.padEnd(width)}  ${value}`);
  }
  lines.push('', 'targets');
  lines.push(...targetTable(r.targets));
  return lines.join('\n');
}

/** The targets as an aligned table with a status column. */
export function targetTable(verdicts: readonly Verdict[]): string[] {
  const head: [string, string, string, string] = ['figure', 'value', 'target', 'status'];
  const rows = verdicts.map((v): [string, string, string, string] => [
    v.name,
    v.value,
    v.target,
    v.met === null ? '-' : v.met ? 'met' : 'NOT MET',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  return [head, ...rows].map((row) => `  ${row.map((cell, i) => (i === 3 ? cell : cell.padEnd(widths[i]!))).join('  ')}`);
}
