// What one step of a sandbox ran, heard from the engine's own events while it runs: the trace
// page's stepper shows one run at a time from a trace file; the sandbox page shows a whole step
// (an answer and the run to the next question) at once, live.
import type { Engine } from '../../graph/engine.js';
import type { HookInfo } from '../../graph/types.js';
import type { CardState } from '../../cards/state.js';
import type { SandboxTrace } from './sandbox-wire.js';

/** The most node names one step keeps: a long step's first ones are dropped, the asking node always kept. */
export const MAX_TRACE_NODES = 2000;

/**
 * Runs `step` with listeners on the engine, and returns the names of the
 * nodes that started (in order, the last one the node that asked or ended
 * the game) and the hooks that ran (each once). The listeners are removed
 * after, so a sandbox at rest costs the engine nothing.
 *
 * @example
 * const trace = traced(engine, () => engine.run()); trace.nodes.at(-1); // 'duel.main-move'
 */
export function traced(engine: Engine<CardState>, step: () => void): SandboxTrace {
  const nodes: string[] = [];
  const hooks = new Map<string, [string, string, string]>();
  const onNode = (node: string): void => {
    if (nodes.length >= MAX_TRACE_NODES) nodes.shift();
    nodes.push(node);
  };
  const onHook = (hook: HookInfo): void => {
    const id = `${hook.node}\n${hook.phase}\n${hook.key}`;
    if (!hooks.has(id)) hooks.set(id, [hook.key, hook.phase, hook.node]);
  };
  engine.on('nodeStart', onNode);
  engine.on('hookRun', onHook);
  try {
    step();
  } finally {
    engine.off('nodeStart', onNode);
    engine.off('hookRun', onHook);
  }
  return { nodes, hooks: [...hooks.values()] };
}
