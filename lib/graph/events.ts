import type { CardweaveError } from './errors.js';
import type { Args, Json } from './json.js';
import type { Decision, HookInfo, LogEntry } from './types.js';

/**
 * Everything an engine reports, for UIs, traces and tests. Listeners observe;
 * they must not change the game. No payload is built while nobody listens.
 *
 * @example
 * engine.on('nodeStart', (node, args, step) => console.log(step, node, args));
 */
export interface EngineEvents {
  nodeStart: [node: string, args: Args, step: number];
  nodeEnd: [node: string, args: Args, step: number];
  /**
   * The run in progress (`engine.running`) queued a node (`next`,
   * `enqueue`) or is about to run one nested (`call`, just before its
   * nodeStart): how traces tell who continues to whom.
   */
  link: [node: string, how: 'next' | 'enqueue' | 'call'];
  hookAttached: [hook: HookInfo];
  hookDetached: [hook: HookInfo];
  hookRun: [hook: HookInfo, args: Args];
  decisionAsked: [decision: Decision];
  decisionAnswered: [decision: Decision, choice: Json];
  log: [entry: LogEntry];
  end: [result: Json];
  error: [error: CardweaveError];
}
