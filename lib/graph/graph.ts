import { DefinitionError } from './errors.js';
import { fieldText } from './field-text.js';
import type { Args } from './json.js';
import { tieredPolicy, type ReplacementPolicy } from './replacement.js';
import { didYouMean } from './suggest.js';
import type { Condition, Context, Effect, LogEntry, NodeDefinition } from './types.js';

/**
 * Name of the internal node that resumes mask resolution once a player has chosen an order.
 *
 * @example
 * engine.pending?.then === RESOLVE_REPLACEMENT; // true while a player orders replacement effects
 */
export const RESOLVE_REPLACEMENT = 'cardweave.resolve-replacement';

/**
 * Turns a log entry into a readable line.
 *
 * @example
 * const scored: Formatter = (e) => `${fieldText(e.player)} scores ${fieldText(e.points)}`;
 */
export type Formatter = (entry: LogEntry) => string;

/**
 * Options of a rule graph.
 *
 * @example
 * new RuleGraph({ id: 'my-game', policy: tieredPolicy({ tiers: ['self', 'other'] }) });
 */
export interface RuleGraphOptions {
  /** Names the rule set; snapshots remember it and refuse to restore into another. */
  id: string;
  /** How several applicable masks are ordered. Default: {@link tieredPolicy} (rule 616.1). */
  policy?: ReplacementPolicy;
}

/**
 * The definitions of a game: its nodes, named effects and conditions, log
 * formatters and replacement policy. One graph serves any number of engines
 * (games); it holds no per-game state.
 *
 * @example
 * const graph = new RuleGraph({ id: 'demo' })
 *   .define(defineNode({ name: 'hello', description: 'Says hello.', body: (ctx) => ctx.log({ type: 'hello' }) }))
 *   .formatter('hello', () => 'Hello!');
 */
export class RuleGraph {
  readonly id: string;
  readonly policy: ReplacementPolicy;
  readonly #nodes = new Map<string, NodeDefinition>();
  readonly #effects = new Map<string, Effect>();
  readonly #conditions = new Map<string, Condition>();
  readonly #formatters = new Map<string, Formatter>();

  constructor(options: RuleGraphOptions) {
    if (typeof options?.id !== 'string' || options.id === '') {
      throw new DefinitionError('A rule graph needs a non-empty string id, e.g. new RuleGraph({ id: "war" })');
    }
    this.id = options.id;
    this.policy = options.policy ?? tieredPolicy();
    this.define({
      name: RESOLVE_REPLACEMENT,
      description: 'Internal: applies the mask a player chose, then resolves the rest of the event.',
      body(ctx: Context, args: Args) {
        (ctx as InternalContext).resumeReplacement(args as ReplacementResume);
      },
    });
    // The engine writes these two entry types itself; games may not redefine them.
    this.formatter('replaced', (e) => `Replacement "${fieldText(e.key)}" applied to ${fieldText(e.node)}`);
    this.formatter('cancelled', (e) => `${fieldText(e.node)} was cancelled by "${fieldText(e.key)}"${e.reason ? `: ${fieldText(e.reason)}` : ''}`);
  }

  /** Registers nodes; a name registered twice is refused. */
  define(...nodes: NodeDefinition[]): this {
    for (const node of nodes) {
      if (typeof node?.name !== 'string' || node.name === '') throw new DefinitionError('A node needs a non-empty string name');
      if (typeof node.body !== 'function') throw new DefinitionError(`Node "${node.name}" needs a body function`);
      if (this.#nodes.has(node.name)) throw new DefinitionError(`Node "${node.name}" is already defined`);
      this.#nodes.set(node.name, node);
    }
    return this;
  }

  /** Registers a named effect: a hook or ability function that survives a save. */
  effect(name: string, fn: Effect): this {
    if (typeof name !== 'string' || name === '') throw new DefinitionError('An effect needs a non-empty string name');
    if (typeof fn !== 'function') throw new DefinitionError(`Effect "${name}" must be a function`);
    if (this.#effects.has(name)) throw new DefinitionError(`Effect "${name}" is already registered`);
    this.#effects.set(name, fn);
    return this;
  }

  /** Registers a named condition, usable as a hook's `applies`. */
  condition(name: string, fn: Condition): this {
    if (typeof fn !== 'function') throw new DefinitionError(`Condition "${name}" must be a function`);
    if (this.#conditions.has(name)) throw new DefinitionError(`Condition "${name}" is already registered`);
    this.#conditions.set(name, fn);
    return this;
  }

  /** Registers the formatter of one log entry type. */
  formatter(type: string, fn: Formatter): this {
    if (this.#formatters.has(type)) throw new DefinitionError(`A formatter for log entries of type "${type}" is already registered`);
    this.#formatters.set(type, fn);
    return this;
  }

  /** True when a node of that name is defined. */
  hasNode(name: string): boolean {
    return this.#nodes.has(name);
  }

  /** The node named `name`; an unknown name is refused. */
  node(name: string): NodeDefinition {
    const node = this.#nodes.get(name);
    if (node === undefined) throw new DefinitionError(`Unknown node "${name}"${didYouMean(name, this.#nodes.keys())}`);
    return node;
  }

  /** Every node, internal ones excluded, in registration order. */
  nodes(): NodeDefinition[] {
    return [...this.#nodes.values()].filter((n) => n.name !== RESOLVE_REPLACEMENT);
  }

  /** True when an effect of that name is registered. */
  hasEffect(name: string): boolean {
    return this.#effects.has(name);
  }

  /** The effect named `name`; an unknown name is refused. */
  getEffect(name: string): Effect {
    const fn = this.#effects.get(name);
    if (fn === undefined) throw new DefinitionError(`Unknown effect "${name}"${didYouMean(name, this.#effects.keys())}`);
    return fn;
  }

  /** Names of the registered effects, in registration order. */
  effectNames(): string[] {
    return [...this.#effects.keys()];
  }

  /** True when a condition of that name is registered. */
  hasCondition(name: string): boolean {
    return this.#conditions.has(name);
  }

  /** The condition named `name`; an unknown name is refused. */
  getCondition(name: string): Condition {
    const fn = this.#conditions.get(name);
    if (fn === undefined) throw new DefinitionError(`Unknown condition "${name}"${didYouMean(name, this.#conditions.keys())}`);
    return fn;
  }

  /** A readable line for a log entry; entries without a formatter print as JSON. */
  format(entry: LogEntry): string {
    const fn = this.#formatters.get(entry.type);
    return fn === undefined ? JSON.stringify(entry) : fn(entry);
  }
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
}
