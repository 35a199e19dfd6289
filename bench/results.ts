/**
 * The shape of one bench run (what `--json` prints and latest.json holds),
 * and the targets each figure is judged against. Pure functions, tested in
 * test/bench/targets.test.ts.
 */
import type { DepthFigures } from './depth.js';
import type { DuelFigures, MctsFigures } from './duel.js';
import type { ForkFigures } from './fork.js';
import type { MemoryFigures } from './memory.js';
import { nsOver, type NodeFigures } from './nodes.js';
import type { QueueFigures } from './queue.js';
import type { ReportCostFigures } from './report-cost.js';
import type { SimulationFigures } from './simulation.js';
import type { SimQueueFigures } from './sim-queue.js';
import type { SnapshotFigures } from './snapshot.js';
import type { TwistFigures, WarFigures } from './war.js';

/** A section that could not be measured: its game is not there yet, it failed, or what it needs is not installed. */
export interface Missing {
  pending?: string;
  error?: string;
  /** Not run: what it needs is missing on this machine (the simulation queue's PostgreSQL); not a failure. */
  skipped?: string;
}

export type Section<T> = T | Missing;

export interface Machine {
  cpu: string;
  cores: number;
  node: string;
  platform: string;
  /** 1-minute load average when the run started and when it ended: other work on the machine skews every figure. */
  load: [number, number];
}

export interface BenchResults {
  date: string;
  machine: Machine;
  seconds: number;
  war: Section<WarFigures>;
  twist: Section<TwistFigures>;
  nodes: Section<NodeFigures>;
  queue: Section<QueueFigures>;
  depth: Section<DepthFigures>;
  snapshot: Section<{ synthetic: SnapshotFigures; war: Section<SnapshotFigures>; duel: Section<SnapshotFigures> }>;
  fork: Section<{ war: Section<ForkFigures>; duel: Section<ForkFigures> }>;
  simulation: Section<SimulationFigures>;
  /** What the simulation report costs: classic War as a card game with and without its per-card figures (issue 26). Absent from runs before it. */
  report?: Section<ReportCostFigures>;
  /** The simulation queue: local, one and two worker processes through a throwaway PostgreSQL (issue 26). Absent from runs before it. */
  simQueue?: Section<SimQueueFigures>;
  memory: Section<MemoryFigures>;
  /** The duel, random against random, beside War's typed-array loop (the yardstick). */
  duel: Section<DuelFigures>;
  /** The duel's look-ahead player at a fixed budget on fixed positions, beside the yardstick. */
  mcts: Section<MctsFigures>;
  targets: Verdict[];
}

/** One target, judged: `met` is null when there is nothing to judge yet. */
export interface Verdict {
  name: string;
  value: string;
  target: string;
  met: boolean | null;
}

export function isMissing<T extends object>(section: Section<T> | undefined): section is Missing | undefined {
  return section === undefined || 'pending' in section || 'error' in section || 'skipped' in section;
}

/** War ratio at most this (baseline speed / engine speed). */
export const WAR_RATIO = 20;
/** The War ratio aimed at: the floor measured for a hookable engine with one node per rule step (issue 14). */
export const WAR_RATIO_AIM = 13;
/** An unhooked node run costs at most this many nanoseconds more than a run of the hand-written dispatch loop. */
export const NODE_OVER_FLOOR_NS = 12;
/** A mid-game War fork (snapshot and restore in memory) takes at most this many microseconds. */
export const WAR_FORK_US = 20;
/** Node runs with 10,000 unrelated hooks: at least this share of the bare speed. */
export const UNRELATED_SHARE = 0.9;
/** The simulation report costs at most this share of a simulation without its per-card figures (issue 26). */
export const REPORT_COST = 0.1;
/** Two `cardweave worker` processes through the simulation queue at least this many times one (issue 26). */
export const QUEUE_SPEEDUP = 1.8;
/** What one more shard costs the simulation queue, at most this share of a shard's time (issue 26). */
export const QUEUE_OVERHEAD = 0.01;
/** Two simulation workers at least this many times one (issue 24: 1.8; issue 14 asked 1.7). */
export const SPEEDUP = 1.8;
/** A mid-game duel fork takes at most this many microseconds (issue 24, as War's). */
export const DUEL_FORK_US = 20;
/** Heap growth between the two memory readings that still counts as noise. */
export const MEMORY_NOISE_MB = 2;
/** Duel games/s per million comparisons/s of War's typed-array loop, at least this (issue 24; 0.4 to 0.5 before it). */
export const DUEL_PER_M = 2;
/** The duel ratio aimed at: ten times issue 24's day. */
export const DUEL_PER_M_GOAL = 4;
/**
 * The look-ahead player's playouts/s per million comparisons/s of the
 * yardstick on issue 24's day, before its work (main at 2e0b951, this
 * bench's settings, medians of three interleaved runs; bench/README.md):
 * the "today" its target is a multiple of. A ratio to the yardstick, not a
 * speed, so that it means the same on another machine or load.
 */
export const MCTS_TODAY_PER_M = 13.4;
/** The look-ahead player's playouts at least this many times today's (goal 10). */
export const MCTS_TIMES = 5;
export const MCTS_TIMES_GOAL = 10;
/** A twist run slower than this share of the previous run on the same machine is a regression. */
export const TWIST_KEEP = 0.9;

/**
 * Judges a run against the targets. `previous` is the last run's results,
 * used for the twist variant's no-regression target when it ran on the same
 * machine.
 */
export function judge(r: Omit<BenchResults, 'targets'>, previous?: BenchResults): Verdict[] {
  const out: Verdict[] = [];
  const n = (x: number, digits = 1) =>
    x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  const warTarget = `<= ${WAR_RATIO} (aim ${WAR_RATIO_AIM})`;
  if (isMissing(r.war)) out.push({ name: 'war ratio', value: label(r.war), target: warTarget, met: null });
  else {
    const aim = r.war.ratio <= WAR_RATIO_AIM ? ', aim met' : '';
    out.push({ name: 'war ratio', value: `${n(r.war.ratio)}${aim}`, target: warTarget, met: r.war.ratio <= WAR_RATIO });
    out.push({
      name: 'war: same games',
      value: `mean ${n(r.war.engine.meanComparisons, 3)} vs ${n(r.war.baseline.meanComparisons, 3)} vs ${n(r.war.stateLoop.meanComparisons, 3)}`,
      target: 'identical means',
      met: r.war.sameGames,
    });
  }
  if (isMissing(r.twist)) out.push({ name: 'twist games/s', value: label(r.twist), target: 'no regression', met: null });
  else {
    const before = sameMachine(r.machine, previous) && !isMissing(previous!.twist) ? previous!.twist.gamesPerSecond : undefined;
    out.push({
      name: 'twist games/s',
      value:
        before === undefined
          ? `${n(r.twist.gamesPerSecond, 0)} (no previous run here)`
          : `${n(r.twist.gamesPerSecond, 0)} (last run ${n(before, 0)})`,
      target: `>= ${TWIST_KEEP * 100}% of last run`,
      met: before === undefined ? null : r.twist.gamesPerSecond >= TWIST_KEEP * before,
    });
  }
  const floorTarget = `<= ${NODE_OVER_FLOOR_NS} ns over the floor`;
  if (isMissing(r.nodes)) {
    out.push({ name: 'unhooked node run', value: label(r.nodes), target: floorTarget, met: null });
    out.push({ name: 'unrelated 10k hooks', value: label(r.nodes), target: `>= ${UNRELATED_SHARE * 100}% of bare`, met: null });
  } else {
    const over = nsOver(r.nodes.bare, r.nodes.floor);
    out.push({
      name: 'unhooked node run',
      value: `${n(over)} ns over the floor`,
      target: floorTarget,
      met: over <= NODE_OVER_FLOOR_NS,
    });
    const share = r.nodes.unrelated10k / r.nodes.bare;
    out.push({
      name: 'unrelated 10k hooks',
      value: `${n(share * 100)}% of bare`,
      target: `>= ${UNRELATED_SHARE * 100}% of bare`,
      met: share >= UNRELATED_SHARE,
    });
  }
  for (const [name, game, limit] of [
    ['war fork', 'war', WAR_FORK_US],
    ['duel fork', 'duel', DUEL_FORK_US],
  ] as const) {
    const fork = isMissing(r.fork) ? r.fork : r.fork[game];
    if (isMissing(fork)) out.push({ name, value: label(fork), target: `<= ${limit} µs`, met: null });
    else out.push({ name, value: `${n(fork.forkUs)} µs`, target: `<= ${limit} µs`, met: fork.forkUs <= limit });
  }
  if (isMissing(r.depth))
    out.push({ name: '1M-node chain', value: label(r.depth), target: 'finishes, constant stack', met: null });
  else {
    out.push({
      name: '1M-node chain',
      value: r.depth.finished ? `finished on a ${r.depth.stackKb} KB stack` : `failed: ${r.depth.failure ?? 'did not finish'}`,
      target: 'finishes, constant stack',
      met: r.depth.finished,
    });
  }
  if (isMissing(r.simulation))
    out.push({ name: '2 workers speed-up', value: label(r.simulation), target: `>= ${SPEEDUP}x`, met: null });
  else {
    out.push({
      name: '2 workers speed-up',
      value: `${n(r.simulation.speedup, 2)}x`,
      target: `>= ${SPEEDUP}x`,
      met: r.simulation.speedup >= SPEEDUP,
    });
    // Beside the target, not a target: what two independent processes reach on the same games (bench/ceiling.ts).
    const { ceiling, ofCeiling } = r.simulation;
    out.push({
      name: '2 workers: machine ceiling',
      value: `${n(ofCeiling * 100)}% of ${n(ceiling.engine, 2)}x (card state ${n(ceiling.stateLoop, 2)}x, typed arrays ${n(ceiling.typedArrays, 2)}x)`,
      target: 'two processes, same games',
      met: null,
    });
    out.push({
      name: 'workers: same totals',
      value: String(r.simulation.sameTotals),
      target: 'same for 1 and 2',
      met: r.simulation.sameTotals,
    });
  }
  const reportTarget = `<= ${REPORT_COST * 100}%`;
  if (isMissing(r.report))
    out.push({
      name: 'report cost',
      value: r.report === undefined ? 'not measured' : label(r.report),
      target: reportTarget,
      met: null,
    });
  else
    out.push({
      name: 'report cost',
      value: `${n(r.report.cost * 100, 1)}%`,
      target: reportTarget,
      met: r.report.cost <= REPORT_COST,
    });
  judgeSimQueue(r, out, n);
  if (isMissing(r.memory))
    out.push({ name: 'heap growth', value: label(r.memory), target: `<= ${MEMORY_NOISE_MB} MB`, met: null });
  else {
    const [a, b] = r.memory.games;
    out.push({
      name: 'heap growth',
      value:
        r.memory.failure !== undefined
          ? `failed: ${r.memory.failure}`
          : `${n(r.memory.growthMb, 2)} MB from ${a.toLocaleString('en-US')} to ${b.toLocaleString('en-US')} games`,
      target: `<= ${MEMORY_NOISE_MB} MB`,
      met: Number.isFinite(r.memory.growthMb) ? r.memory.growthMb <= MEMORY_NOISE_MB : false,
    });
  }
  judgeGames(r, out, n);
  return out;
}

/** The simulation queue's targets: two worker processes against one, and its overhead per shard. */
function judgeSimQueue(r: Omit<BenchResults, 'targets'>, out: Verdict[], n: (x: number, digits?: number) => string): void {
  const speedTarget = `>= ${QUEUE_SPEEDUP}x`;
  const overheadTarget = `<= ${QUEUE_OVERHEAD * 100}%`;
  if (isMissing(r.simQueue)) {
    const value = r.simQueue === undefined ? 'not measured' : label(r.simQueue);
    out.push({ name: 'queue: 2 workers speed-up', value, target: speedTarget, met: null });
    out.push({ name: 'queue: overhead per shard', value, target: overheadTarget, met: null });
    return;
  }
  const q = r.simQueue;
  out.push({
    name: 'queue: 2 workers speed-up',
    // Beside the machine's ceiling for this game: two plain processes, no queue, in the same rounds.
    value: `${n(q.speedup, 2)}x (2 plain processes: ${n(q.ceiling, 2)}x)`,
    target: speedTarget,
    met: q.speedup >= QUEUE_SPEEDUP,
  });
  out.push({
    name: 'queue: overhead per shard',
    value: `${n(q.overheadPerShard * 100, 2)}%`,
    target: overheadTarget,
    met: q.overheadPerShard <= QUEUE_OVERHEAD,
  });
  out.push({ name: 'queue: same report', value: String(q.sameReport), target: 'as a plain run', met: q.sameReport });
}

/** The duel and look-ahead targets: ratios to the yardstick measured in the same rounds. */
function judgeGames(r: Omit<BenchResults, 'targets'>, out: Verdict[], n: (x: number, digits?: number) => string): void {
  const duelTarget = `>= ${n(DUEL_PER_M)} (goal ${n(DUEL_PER_M_GOAL)})`;
  if (isMissing(r.duel)) out.push({ name: 'duel games/s per M', value: label(r.duel), target: duelTarget, met: null });
  else {
    const goal = r.duel.perMillion >= DUEL_PER_M_GOAL ? ', goal met' : '';
    out.push({
      name: 'duel games/s per M',
      value: `${n(r.duel.perMillion, 2)}${goal}`,
      target: duelTarget,
      met: r.duel.perMillion >= DUEL_PER_M,
    });
  }
  const mctsTarget = `>= ${MCTS_TIMES}x today (goal ${MCTS_TIMES_GOAL}x)`;
  if (isMissing(r.mcts)) out.push({ name: 'mcts playouts vs today', value: label(r.mcts), target: mctsTarget, met: null });
  else {
    const times = r.mcts.perMillion / MCTS_TODAY_PER_M;
    const goal = times >= MCTS_TIMES_GOAL ? ', goal met' : '';
    out.push({
      name: 'mcts playouts vs today',
      value: `${n(times, 2)}x (${n(r.mcts.perMillion, 2)} per M, today ${n(MCTS_TODAY_PER_M, 2)})${goal}`,
      target: mctsTarget,
      met: times >= MCTS_TIMES,
    });
  }
}

function label(section: Missing | undefined): string {
  if (section === undefined) return 'pending';
  if (section.skipped !== undefined) return `skipped: ${section.skipped}`;
  return section.error !== undefined ? `error: ${section.error}` : `pending: ${section.pending}`;
}

function sameMachine(machine: Machine, previous: BenchResults | undefined): boolean {
  return previous !== undefined && previous.machine?.cpu === machine.cpu && previous.machine.cores === machine.cores;
}
