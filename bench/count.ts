/**
 * One scenario, run once, for instruction counts: `perf stat -e
 * instructions:u node --import=tsx bench/count.ts <scenario> <n>`, run at
 * two sizes and subtracted, gives instructions per node run (or per game,
 * per fork) without start-up and compile costs. Counts, unlike times, hardly
 * move when other work shares the machine.
 *
 *     bare | hooks1 | hooks10 <runs>          a chain of node runs
 *     next <runs>                             a chain that continues with ctx.next instead of ctx.enqueue
 *     call <runs>                             a chain whose node also ctx.calls a leaf node: two runs per count
 *     plain | floor <runs>                    the same countdown as plain calls, or through the hand-written floor
 *     war <games>                             classic War games, seeds 1..games
 *     state <games>                           the same games by hand on the card state (bench/state-war.ts)
 *     baseline <games>                        the same games by the typed-array loop (bench/baseline-war.ts)
 *     fork <forks>                            forks of the mid-game War position
 *     clone | engine <n>                      copies of its state alone, or new engines of its graph
 */
import { chainEngine, chainGraph, floorLoop, plainLoop } from './nodes.js';

const [scenario = 'bare', count = '1000000'] = process.argv.slice(2);
const CALL_ARGS = Object.freeze({});
const n = Number(count);

switch (scenario) {
  case 'bare':
  case 'hooks1':
  case 'hooks10': {
    const hooks = scenario === 'bare' ? 0 : scenario === 'hooks1' ? 1 : 10;
    const engine = chainEngine(chainGraph(), n + 1, hooks, 0);
    engine.step();
    engine.run();
    break;
  }
  case 'call': {
    // Each run of the chained node also ctx.calls a leaf node: two node runs per count.
    const { RuleGraph, defineNode, Engine } = await import('../lib/index.js');
    const graph = new RuleGraph({ id: 'bench.call' })
      .define(defineNode({ name: 'leaf', description: 'Counts.', body: (ctx) => void ctx.state.leaves++ }))
      .define(
        defineNode({
          name: 'step',
          description: 'Calls leaf, then enqueues itself.',
          body(ctx) {
            ctx.call('leaf', CALL_ARGS);
            if (--ctx.state.left > 0) ctx.enqueue('step', CALL_ARGS);
          },
        }),
      );
    const engine = new Engine(graph, {
      state: { left: n + 1, leaves: 0 },
      start: { node: 'step', args: {} },
      log: false,
      budget: 2 * n + 10,
    });
    engine.step();
    engine.run();
    break;
  }
  case 'next': {
    // The chain continues with ctx.next: staged while the node runs, moved to the front when it ends.
    const { RuleGraph, defineNode, Engine } = await import('../lib/index.js');
    const graph = new RuleGraph({ id: 'bench.next' }).define(
      defineNode({
        name: 'step',
        description: 'Counts down and runs itself next.',
        body(ctx) {
          if (--ctx.state.left > 0) ctx.next('step', CALL_ARGS);
        },
      }),
    );
    const engine = new Engine(graph, { state: { left: n + 1 }, start: { node: 'step', args: {} }, log: false, budget: n + 10 });
    engine.step();
    engine.run();
    break;
  }
  case 'plain':
    plainLoop(n);
    break;
  case 'floor':
    floorLoop(n);
    break;
  case 'war': {
    const { playWarGame } = await import('../examples/war/simulate-game.js');
    for (let seed = 1; seed <= n; seed++) playWarGame(seed, [], { variant: 'classic' });
    break;
  }
  case 'state': {
    const { playStateWars } = await import('./state-war.js');
    playStateWars(1, n);
    break;
  }
  case 'baseline': {
    const { playBaselineWars } = await import('./baseline-war.js');
    playBaselineWars(1, n);
    break;
  }
  case 'clone': {
    const { midGameWar } = await import('./games.js');
    const { cloneJson } = await import('../lib/graph/clone.js');
    const state = midGameWar().state;
    for (let i = 0; i < n; i++) cloneJson(state);
    break;
  }
  case 'engine': {
    const { midGameWar } = await import('./games.js');
    const { Engine } = await import('../lib/index.js');
    const graph = midGameWar().graph;
    for (let i = 0; i < n; i++) new Engine(graph, { state: {} });
    break;
  }
  case 'fork': {
    const { midGameWar } = await import('./games.js');
    const engine = midGameWar();
    for (let i = 0; i < n; i++) engine.fork();
    break;
  }
  default:
    throw new Error(`unknown scenario ${scenario}`);
}
