/**
 * A chain of 1,000,000 node runs, each continuing to the next with
 * `ctx.next`, run in a child process of its own: its peak RSS then belongs
 * to the chain alone, and it is started with a small stack so that any
 * recursion per node run would overflow long before the end.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Engine, RuleGraph, defineNode } from '../lib/index.js';
import { isMain, time } from './measure.js';

export interface DepthFigures {
  nodes: number;
  /** Milliseconds for the whole chain. */
  ms: number;
  /** Peak resident set size of the child process, in MB. */
  peakRssMb: number;
  /** RSS just before the chain started, in MB: the part that is not the chain's. */
  startRssMb: number;
  /** V8 stack size the child ran with, in KB (the default is 984). */
  stackKb: number;
  finished: boolean;
  /** When the chain did not finish: the child's error. */
  failure?: string;
}

/** An eighth of the default stack (tsx itself needs about this much to load); recursion per node run would fail within a few thousand. */
export const DEPTH_STACK_KB = 128;

function chainOnce(nodes: number): { ms: number; steps: number } {
  const graph = new RuleGraph({ id: 'bench.depth' }).define(
    defineNode<{ left: number }>({
      name: 'link',
      description: 'Runs the next link of the chain before anything queued.',
      continuesTo: ['link'],
      body(ctx, { left }) {
        if (left > 1) ctx.next('link', { left: left - 1 });
      },
    }),
  );
  const engine = new Engine(graph, { state: {}, start: { node: 'link', args: { left: nodes } }, log: false, budget: nodes + 1 });
  const ms = time(() => engine.run());
  return { ms, steps: engine.steps };
}

/** Runs the chain in a child process with a small stack and reports time and peak RSS. */
export function benchDepth(nodes = 1_000_000): DepthFigures {
  const child = spawnSync(
    process.execPath,
    [`--stack-size=${DEPTH_STACK_KB}`, '--import=tsx', fileURLToPath(import.meta.url), String(nodes)],
    // From the repository root, where --import=tsx finds the project's tsx.
    { encoding: 'utf8', timeout: 120_000, cwd: fileURLToPath(new URL('..', import.meta.url)) },
  );
  const line = child.stdout.trim().split('\n').pop() ?? '';
  try {
    return JSON.parse(line) as DepthFigures;
  } catch {
    const error = (child.stderr || child.error?.message || `exit ${child.status}`).trim().split('\n').slice(-3).join(' ');
    return { nodes, ms: NaN, peakRssMb: NaN, startRssMb: NaN, stackKb: DEPTH_STACK_KB, finished: false, failure: error };
  }
}

if (isMain(import.meta.url)) {
  const nodes = Number(process.argv[2] ?? 1_000_000);
  const startRssMb = process.memoryUsage.rss() / 2 ** 20;
  const { ms, steps } = chainOnce(nodes);
  // maxRSS is in kilobytes.
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  const figures: DepthFigures = { nodes, ms, peakRssMb, startRssMb, stackKb: DEPTH_STACK_KB, finished: steps === nodes };
  console.log(JSON.stringify(figures));
}
