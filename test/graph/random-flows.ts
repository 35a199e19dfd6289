// A small random rule set for property tests: nodes whose bodies use the
// game's RNG to enqueue, next, attach and detach hooks and ask decisions.
import { defineNode, Engine, fieldText, randomAgent, RuleGraph, type HookSpec, type Json, type Phase } from '../../lib/index.js';

export interface FlowState {
  trace: string[];
  counter: number;
  attached: [string, Phase, string][];
  [field: string]: Json;
}

const NODES = ['n0', 'n1', 'n2', 'n3'];
const PHASES: Phase[] = ['pre', 'mask', 'post'];

export function flowGraph(): RuleGraph {
  const graph = new RuleGraph({ id: 'flows' });
  // How a flow starts from a seed and its fuel: saves can then be verified by replay.
  graph.recipe({
    state: (): FlowState => ({ trace: [], counter: 0, attached: [] }),
    setup(engine, { fuel }: { fuel: number }) {
      engine.enqueue('n0', flowArgs(fuel, 's'));
      engine.enqueue('n2', flowArgs(Math.floor(fuel / 2), 's'));
    },
  });
  graph.effect('note', (ctx, _args, params: { label: string }) => {
    ctx.state.trace.push(params.label);
  });
  graph.effect('retag', (_ctx, args: { tag: string; fuel: number }) => ({ ...args, tag: `${args.tag}'` }));
  graph.effect('veto', (ctx, args: { fuel: number }) => {
    if (args.fuel % 3 === 0) ctx.cancel('fuel divisible by three');
  });
  graph.effect('redirect', (_ctx, args: { fuel: number; tag: string }, params: { to: string }) => ({ node: params.to, args }));
  graph.condition('even-fuel', (args: { fuel: number }) => args.fuel % 2 === 0);
  NODES.forEach((name, i) => {
    graph.define(
      defineNode({
        name,
        description: `Random flow node ${i}.`,
        body(ctx, args: { fuel: number; tag: string; choice?: Json }) {
          const state = ctx.state as FlowState;
          state.trace.push(`${name}:${args.tag}:${args.fuel}${args.choice === undefined ? '' : `:${fieldText(args.choice)}`}`);
          ctx.log({ type: 'ran', node: name, fuel: args.fuel });
          if (args.fuel <= 0) return;
          const fuel = args.fuel - 1;
          const roll = ctx.rng.int(8);
          const target = NODES[ctx.rng.int(NODES.length)]!;
          if (roll === 0) ctx.enqueue(target, flowArgs(fuel, 'e'));
          else if (roll === 1) ctx.next(target, flowArgs(fuel, 'n'));
          else if (roll === 2) {
            const phase = PHASES[ctx.rng.int(3)]!;
            const key = `h${state.counter++}`;
            const spec: HookSpec =
              phase === 'mask'
                ? { key, effect: 'redirect', params: { to: NODES[ctx.rng.int(NODES.length)]! }, lifetime: 'once' }
                : {
                    key,
                    // retag and veto are pre-hook effects; a post hook only notes.
                    effect: phase === 'pre' ? ['note', 'retag', 'veto'][ctx.rng.int(3)]! : 'note',
                    params: { label: key },
                    lifetime: ctx.rng.int(2) === 0 ? { runs: 2 } : { until: 'n3' },
                  };
            if (ctx.rng.int(2) === 0) spec.applies = 'even-fuel';
            ctx.attach(target, phase, spec);
            state.attached.push([target, phase, key]);
            ctx.enqueue(target, flowArgs(fuel, 'h'));
          } else if (roll === 3 && state.attached.length > 0) {
            const [node, phase, key] = state.attached.splice(ctx.rng.int(state.attached.length), 1)[0]!;
            if (ctx.hasHook(node, phase, key)) ctx.detach(node, phase, key);
            ctx.enqueue(target, flowArgs(fuel, 'd'));
          } else if (roll === 4) {
            ctx.choose({
              player: ctx.rng.int(2) === 0 ? 'p1' : 'p2',
              prompt: 'Which way?',
              options: NODES,
              then: 'n0',
              args: flowArgs(fuel, 'c'),
            });
          } else {
            ctx.enqueue(target, flowArgs(fuel, 'x'));
            if (roll > 5) ctx.next(NODES[(i + 1) % NODES.length]!, flowArgs(fuel - 1, 'y'));
          }
        },
      }),
    );
  });
  return graph;
}

/** Args of a flow node; the player (by fuel parity) is who chooses when several masks apply. */
function flowArgs(fuel: number, tag: string) {
  return { fuel, tag, player: fuel % 2 === 0 ? 'p1' : 'p2' };
}

export function flowAgents(seed: number) {
  return { p1: randomAgent(seed), p2: randomAgent(seed + 1) };
}

export function newFlow(seed: number, fuel: number, agents = true): Engine<FlowState> {
  return Engine.start<FlowState>(flowGraph(), { seed, options: { fuel }, agents: agents ? flowAgents(seed) : {} });
}
