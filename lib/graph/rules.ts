/**
 * What a running game reads of its rule graph, as the run room (run/) and
 * saves read it: node definitions, named effects and conditions, the
 * replacement policy, log checks and formatting. `RuleGraph` (graph.ts)
 * implements it. It sits at the bottom of lib/graph and names no class above
 * it, so the files that run and save a game need not import the graph, which
 * names the engine (a recipe's setup takes one): that circle held 21 of
 * lib/graph's files together (issue 24).
 */
import type { Args, JsonObject } from './json.js';
import type { ReplacementPolicy } from './replacement.js';
import type { Condition, Context, Effect, HookFn, LogEntry, NodeDefinition } from './types.js';

/**
 * Name of the internal node that resumes mask resolution once a player has chosen an order.
 *
 * @example
 * engine.pending?.then === RESOLVE_REPLACEMENT; // true while a player orders replacement effects
 */
export const RESOLVE_REPLACEMENT = 'cardweave.resolve-replacement';

/**
 * A rule graph as a game reads it while it runs, saves and restores.
 *
 * @internal
 * @example const rules: Rules = new RuleGraph({ id: 'demo' }); rules.hasNode('hello'); // false
 */
export interface Rules {
  readonly id: string;
  readonly policy: ReplacementPolicy;
  /** The packs the rules are made of, with their versions (null when a pack declares none). */
  readonly packs: readonly { readonly name: string; readonly version: string | null }[];
  hasNode(name: string): boolean;
  node(name: string): NodeDefinition;
  nodes(): NodeDefinition[];
  hasEffect(name: string): boolean;
  getEffect(name: string): HookFn<any, Args, JsonObject>;
  effectNames(): string[];
  effectNamesOf(fn: Effect): string[];
  hasCondition(name: string): boolean;
  getCondition(name: string): Condition<Args, JsonObject>;
  /** The first field a log entry lacks of those its formatter declares, or undefined. */
  missingField(entry: LogEntry): string | undefined;
  /** Runs the state checks on `state`; the first failure's message, or undefined when all pass. */
  checkState(state: unknown): string | undefined;
  format(entry: LogEntry): string;
}

/** @internal Args of the internal replacement node. */
export interface ReplacementResume {
  node: string;
  args: Args;
  applied: string[];
  choice: string;
}

/** @internal The engine's context has one extra method the internal node calls. */
export interface InternalContext extends Context {
  resumeReplacement(args: ReplacementResume): void;
  /** Who must choose which replacement applies first to an event of `node` with `args`, if anyone (reads only). */
  replacementQuestion(node: string, args: Args): { player: string; among: string[] } | undefined;
  /** ctx.call of an event with its replacement order given: the first of `order` that applies is chosen. */
  callInOrder(node: string, args: Args, order: readonly string[]): boolean;
}
