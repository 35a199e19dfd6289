/**
 * Node runs per second through the engine's general machinery: a chain of
 * one node that enqueues itself, bare, with hooks on it, and with many hooks
 * on other nodes (which a node run must not even look at); beside it, in the
 * same rounds, the same countdown as plain calls and as a hand-written
 * queue-and-dispatch loop, so a run's cost can be given over each.
 */
import { Engine, RuleGraph, defineNode } from '../lib/index.js';
import { interleaved, isMain, perSecond, time } from './measure.js';

export interface NodeFigures {
  /** Runs per second of a chain with no hooks. */
  bare: number;
  /** With one pre and one post hook on the chained node. */
  hooks1: number;
  /** With ten pre and ten post hooks on the chained node. */
  hooks10: number;
  /** No hooks on the chained node, 10,000 hooks on 100 other nodes. */
  unrelated10k: number;
  /** A hand-written queue-and-dispatch loop doing the same work: the floor any engine sits on. */
  floor: number;
  /** The same countdown as plain calls of its body in a loop: no queue, no dispatch. */
  plain: number;
  /** Milliseconds of a game's first step with no hooks: run() then copies the game as its origin. */
  firstStepMs: number;
  /** The same with 10,000 hooks attached: the copy grows with every hook in the game. */
  firstStepMs10k: number;
}

interface ChainState {
  left: number;
}

const NO_ARGS = Object.freeze({});
const OTHER_NODES = 100;

/** A graph with the chained node, a do-nothing effect for hooks, and nodes to hang unrelated hooks on. */
export function chainGraph(): RuleGraph {
  const graph = new RuleGraph({ id: 'bench.chain' }).effect('bench.noop', () => undefined);
  graph.define(
    defineNode<typeof NO_ARGS, ChainState>({
      name: 'step',
      description: 'Counts down and enqueues itself until the count reaches zero.',
      continuesTo: ['step'],
      body(ctx) {
        if (--ctx.state.left > 0) ctx.enqueue('step', NO_ARGS);
        else ctx.end(null);
      },
    }),
  );
  for (let i = 0; i < OTHER_NODES; i++)
    graph.define(defineNode({ name: `other-${i}`, description: 'Never runs; carries hooks.', body() {} }));
  return graph;
}

/** An engine about to run `runs` chained node runs, with `hooks` pre and `hooks` post hooks on the node and `unrelated` hooks elsewhere. */
export function chainEngine(graph: RuleGraph, runs: number, hooks: number, unrelated: number): Engine<ChainState> {
  const engine = new Engine<ChainState>(graph, {
    state: { left: runs },
    start: { node: 'step', args: NO_ARGS },
    log: false,
    budget: runs + 1,
  });
  for (let i = 0; i < hooks; i++) {
    engine.attach('step', 'pre', { key: `pre-${i}`, effect: 'bench.noop' });
    engine.attach('step', 'post', { key: `post-${i}`, effect: 'bench.noop' });
  }
  for (let i = 0; i < unrelated; i++) {
    engine.attach(`other-${i % OTHER_NODES}`, i % 2 === 0 ? 'pre' : 'post', { key: `h-${i}`, effect: 'bench.noop' });
  }
  return engine;
}

/**
 * The same countdown as plain calls: the body's work in a function called in
 * a loop, with no queue and no dispatch. What a node run costs is measured
 * over this.
 */
export function plainLoop(runs: number): void {
  const state = { left: runs };
  const body = (s: ChainState): boolean => --s.left > 0;
  while (body(state));
}

/**
 * The same countdown through the least a hookable dispatch must do, written
 * by hand: a ring queue of node numbers (an Int32Array) beside their args, a
 * table of bodies, and per run a step count and a look at whether the node
 * has hooks (here it never has). It allocates nothing. The floor any engine
 * with a queue and hooks sits on; issue 14 measured such a loop at about 12 ns
 * a run over plain code.
 */
export function floorLoop(runs: number): void {
  const state = { left: runs };
  const nodes = new Int32Array(16);
  const args: object[] = new Array<object>(16).fill(NO_ARGS);
  const hooked = [false];
  let head = 0;
  let size = 0;
  let steps = 0;
  const bodies: ((args: object) => void)[] = [
    () => {
      if (--state.left > 0) {
        const at = (head + size) & 15;
        nodes[at] = 0;
        args[at] = NO_ARGS;
        size++;
      }
    },
  ];
  nodes[0] = 0;
  args[0] = NO_ARGS;
  size = 1;
  while (size > 0) {
    const node = nodes[head]!;
    const given = args[head]!;
    head = (head + 1) & 15;
    size--;
    steps++;
    if (hooked[node] === true) throw new Error('the floor has no hooks');
    bodies[node]!(given);
  }
  if (steps !== runs) throw new Error(`the floor ran ${steps} of ${runs}`);
}

/** Measures all variants, `rounds` rounds of `runs` node runs each, interleaved; medians. */
export function benchNodes(runs = 1_000_000, rounds = 5): NodeFigures {
  const graph = chainGraph();
  // Building an engine with 10,000 hooks is no part of any claim: only run() is timed.
  const chain = (hooks: number, unrelated: number) => (): number => {
    const engine = chainEngine(graph, runs, hooks, unrelated);
    // run() copies the whole game (state and every hook) once, as the origin for replay; that
    // is a cost per game, measured apart in firstStep(), not per node run.
    engine.step();
    let status: ReturnType<typeof engine.run> | undefined;
    const ms = time(() => (status = engine.run()));
    if (status?.status !== 'ended' || engine.steps !== runs)
      throw new Error(`chain stopped after ${engine.steps} of ${runs} runs`);
    return ms;
  };
  const ms = interleaved(rounds, {
    bare: chain(0, 0),
    hooks1: chain(1, 0),
    hooks10: chain(10, 0),
    unrelated10k: chain(0, 10_000),
    floor: () => time(() => floorLoop(runs)),
    plain: () => time(() => plainLoop(runs)),
    firstStep: () => time(() => chainEngine(graph, 2, 0, 0).step()),
    firstStep10k: () => {
      const engine = chainEngine(graph, 2, 0, 10_000);
      return time(() => engine.step());
    },
  });
  return {
    bare: perSecond(runs, ms.bare),
    hooks1: perSecond(runs, ms.hooks1),
    hooks10: perSecond(runs, ms.hooks10),
    unrelated10k: perSecond(runs, ms.unrelated10k),
    floor: perSecond(runs, ms.floor),
    plain: perSecond(runs, ms.plain),
    firstStepMs: ms.firstStep,
    firstStepMs10k: ms.firstStep10k,
  };
}

/**
 * Nanoseconds a node run costs over another loop's iteration (`over` runs per
 * second): what the engine adds to a plain call, or to the hand-written floor.
 */
export function nsOver(runsPerSecond: number, over: number): number {
  return 1e9 / runsPerSecond - 1e9 / over;
}

if (isMain(import.meta.url)) {
  const figures = benchNodes(Number(process.argv[2] ?? 1_000_000), Number(process.argv[3] ?? 5));
  for (const [name, value] of Object.entries(figures)) {
    if (name.startsWith('firstStep')) console.log(`${name.padEnd(14)} ${value.toFixed(3)} ms`);
    else console.log(`${name.padEnd(14)} ${(value / 1e6).toFixed(2)} M runs/s  ${(1e9 / value).toFixed(1)} ns/run`);
  }
}
