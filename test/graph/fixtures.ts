// Small graphs shared by the engine tests. Bodies and hooks write what they do
// into state.trace, so a test can compare one ordered trace.
import { defineNode, Engine, fieldText, RuleGraph, type EngineOptions, type Invocation } from '../../lib/index.js';

export interface TraceState {
  trace: string[];
  [field: string]: unknown;
}

/** A graph with nodes a, b, c that record themselves, and effects that record their hook key. */
export function traceGraph(id = 'trace'): RuleGraph {
  const graph = new RuleGraph({ id });
  for (const name of ['a', 'b', 'c', 'end-turn']) {
    graph.define(
      defineNode({
        name,
        description: `Records "${name}" in the trace.`,
        body(ctx, args: { tag?: string }) {
          ctx.state.trace.push(args.tag === undefined ? name : `${name}:${args.tag}`);
        },
      }),
    );
  }
  graph.effect('record', (ctx, _args, params: { label: string }) => {
    ctx.state.trace.push(params.label);
  });
  graph.condition('tagged', (args: { tag?: string }, params: { tag: string }) => args.tag === params.tag);
  return graph;
}

export function engineOf(
  graph: RuleGraph,
  start: Invocation[] = [],
  options: Partial<EngineOptions<TraceState>> = {},
): Engine<TraceState> {
  return new Engine<TraceState>(graph, { state: { trace: [] }, start, ...options });
}

/** The classic pair of rule 616.1 tests: gain life, draw cards, and two replacement effects. */
export function lifeGraph(): RuleGraph {
  const graph = new RuleGraph({ id: 'life' });
  graph.define(
    defineNode({
      name: 'gain-life',
      description: 'The player gains that much life.',
      body(ctx, { player, amount }: { player: string; amount: number }) {
        ctx.state.life[player] += amount;
        ctx.log({ type: 'gained', player, amount });
      },
    }),
    defineNode({
      name: 'draw-cards',
      description: 'The player draws that many cards.',
      body(ctx, { player, count }: { player: string; count: number }) {
        ctx.state.drawn[player] += count;
        ctx.log({ type: 'drew', player, count });
      },
    }),
  );
  // "If you would gain life, gain twice that much life instead."
  graph.effect('double-gain', (_ctx, args: { player: string; amount: number }) => ({
    node: 'gain-life',
    args: { player: args.player, amount: args.amount * 2 },
  }));
  // "If you would gain life, draw that many cards instead."
  graph.effect('gain-to-draw', (_ctx, args: { player: string; amount: number }) => ({
    node: 'draw-cards',
    args: { player: args.player, count: args.amount },
  }));
  graph.formatter('gained', (e) => `${fieldText(e.player)} gains ${fieldText(e.amount)} life`);
  graph.formatter('drew', (e) => `${fieldText(e.player)} draws ${fieldText(e.count)} cards`);
  return graph;
}

export interface LifeState {
  life: Record<string, number>;
  drawn: Record<string, number>;
}

export function lifeState(): LifeState {
  return { life: { p1: 20, p2: 20 }, drawn: { p1: 0, p2: 0 } };
}
