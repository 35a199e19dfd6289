/**
 * Not part of `npm run bench`: what one node run costs when each node
 * continues to the next with `ctx.next`, as War's nodes do (nodes.ts's chain
 * continues with `ctx.enqueue`, which goes through the queue either way).
 * One node that continues to itself, and six distinct nodes in a ring, so
 * the body call site sees six bodies as War's loop does. CPU time
 * (`process.cpuUsage`), the two alternating, median of 9 rounds of 2,000,000
 * runs each; prints one JSON line of nanoseconds per run.
 *
 *     npx tsx bench/next-chain.ts
 */
import { cpuUsage } from 'node:process';
import { Engine, RuleGraph, defineNode } from '../lib/index.js';
import { isMain, median } from './measure.js';

const NO_ARGS = Object.freeze({});

/** `size` nodes n0 .. n(size-1), each counting down and continuing to the next, the last to the first. */
export function nextRing(size: number): RuleGraph {
  const graph = new RuleGraph({ id: 'bench.next-ring' });
  for (let i = 0; i < size; i++) {
    const next = `n${(i + 1) % size}`;
    graph.define(
      defineNode<typeof NO_ARGS, { left: number }>({
        name: `n${i}`,
        description: 'Counts down and continues to the next node of the ring until the count reaches zero.',
        continuesTo: [next],
        body(ctx) {
          if (--ctx.state.left > 0) ctx.next(next, NO_ARGS);
          else ctx.end(null);
        },
      }),
    );
  }
  return graph;
}

/** CPU nanoseconds per node run of `runs` runs of the ring, its first step (the origin's copy) left out. */
export function timeRing(graph: RuleGraph, runs: number): number {
  const engine = new Engine<{ left: number }>(graph, {
    state: { left: runs },
    start: { node: 'n0', args: NO_ARGS },
    log: false,
    budget: runs + 1,
  });
  engine.step();
  const start = cpuUsage();
  engine.run();
  const used = cpuUsage(start);
  return ((used.user + used.system) * 1000) / (runs - 1);
}

if (isMain(import.meta.url)) {
  const one = nextRing(1);
  const six = nextRing(6);
  const times = { one: [] as number[], six: [] as number[] };
  timeRing(one, 200_000);
  timeRing(six, 200_000);
  for (let round = 0; round < 9; round++) {
    times.one.push(timeRing(one, 2_000_000));
    times.six.push(timeRing(six, 2_000_000));
  }
  console.log(JSON.stringify({ oneNodeNs: median(times.one), sixNodesNs: median(times.six) }));
}
