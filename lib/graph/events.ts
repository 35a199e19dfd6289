import type { CardweaveError } from './errors.js';
import type { Args, Json } from './json.js';
import type { Decision, HookInfo, LogEntry } from './types.js';

/**
 * How a run reached a node: queued (`next`, `enqueue`), run nested
 * (`call`), or made by a mask that redirected its event (`redirect`).
 *
 * @example
 * engine.on('link', (to, how: LinkKind) => console.log(how, to));
 */
export type LinkKind = 'next' | 'enqueue' | 'call' | 'redirect';

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
   * nodeStart), or the mask running turned its event into another node's
   * (`redirect`, just before the new event's nodeStart): how traces tell who
   * continues to whom.
   */
  link: [node: string, how: LinkKind];
  hookAttached: [hook: HookInfo];
  hookDetached: [hook: HookInfo];
  hookRun: [hook: HookInfo, args: Args];
  decisionAsked: [decision: Decision];
  decisionAnswered: [decision: Decision, choice: Json];
  log: [entry: LogEntry];
  end: [result: Json];
  error: [error: CardweaveError];
}
