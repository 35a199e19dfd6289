import { effectDeclaration } from './effect.js';
import type { Engine } from './engine.js';
import { DefinitionError } from './errors.js';
import { fieldText } from './field-text.js';
import { flowNameProblem, flowShapeProblem } from './flow.js';
import type { Args, JsonObject } from './json.js';
import { tieredPolicy, type ReplacementPolicy } from './replacement.js';
import type { Rng } from './rng.js';
import { RESOLVE_REPLACEMENT, type InternalContext, type ReplacementResume } from './rules.js';
import { didYouMean, unknownNodeHint } from './suggest.js';
import type { Condition, Context, Effect, HookFn, EffectDeclaration, LogEntry, NodeDefinition } from './types.js';
import type { Lens } from './view.js';

// Public from here, as it always was; it lives with what a running game reads of its graph (rules.ts).
export { RESOLVE_REPLACEMENT } from './rules.js';

/**
 * A pack of the rules a game was saved with, and its version (null when the pack declares none).
 *
 * @example
 * const packs: SavedPack[] = snapshot(engine).packs; // [{ name: 'war', version: null }, { name: 'twist', version: '1.0.0' }]
 */
export interface SavedPack {
  name: string;
  version: string | null;
}

// A recipe and a viewer are what a graph is given that names the Engine (a recipe sets one up, a viewer deals
// a copy anew). They are declared here, beside the graph that holds them, and not in types.ts: every file
// imports types.ts, so an Engine named there tied 21 of lib/graph's files into one import circle (issue 24).
// The engine and the graph still name each other; the run room and the saves read the graph as `Rules`.

/**
 * How a game of a rule graph starts: the state it starts from, and the setup
 * that fills it (with the game's RNG), attaches hooks and queues the first
 * invocations. Registered with `graph.recipe`; `Engine.start` runs it, and a
 * verified restore runs it again with the seed and options a save records, so
 * setup must depend on nothing else (no clock, no `Math.random`, no files).
 *
 * @example
 * const recipe: GameRecipe<{ points: number }, { rounds: number }> = {
 *   state: () => ({ points: 0 }),
 *   setup: (engine, options) => engine.enqueue('round', { left: options.rounds }),
 * };
 */
// S stays any: graph.recipe takes a recipe of any state (the graph does not carry the state's type).
export interface GameRecipe<S extends object = any, O = unknown> {
  /** A fresh state, before setup. */
  state(): S;
  /** Sets a new game up on its engine: `engine.state`, `engine.rng`, `engine.attach`, `engine.enqueue`. */
  setup(engine: Engine<S>, options: O): void;
}

/**
 * A game's visibility: which seats there are and how each sees a position.
 * Register it with `graph.visibility(viewer)`; card games declare theirs with
 * `cardVisibility` (lib/views).
 *
 * @example
 * graph.visibility({ seats: () => ['p1', 'p2'], lens: (state, seat) => myLens(state, seat) });
 */
export interface Viewer {
  /** The seats a view may be asked for (a spectator's view is asked with null). */
  seats(state: any): readonly string[];
  /** How `seat` (null: a spectator) sees the position `state`; made per view, so keep it cheap until asked. */
  lens(state: any, seat: string | null): Lens;
  /**
   * Deals anew what `seat` cannot see of `game` (a copy, changed in place:
   * its state, and hooks that hidden cards own), with `rng`, so that
   * `seat`'s view stays the same and nothing of the old deal is kept: what
   * `engine.sample` does to its copy. Optional: without it a game cannot be
   * sampled.
   */
  determinize?(game: Engine, seat: string, rng: Rng): void;
}

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
  /**
   * The packs (plugins) the rules are made of, with their versions. Snapshots
   * record them, and a save is restored only by rules with the same packs and
   * versions. `defineCardGame` fills this in from its card packs.
   */
  packs?: readonly { name: string; version?: string }[];
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
  /** The packs the rules are made of, with their versions (null when a pack declares none). */
  readonly packs: readonly SavedPack[];
  readonly #nodes = new Map<string, NodeDefinition>();
  readonly #effects = new Map<string, Effect>();
  readonly #conditions = new Map<string, Condition>();
  readonly #formatters = new Map<string, Formatter>();
  readonly #formatterFields = new Map<string, readonly string[]>();
  readonly #stateChecks: ((state: any) => void)[] = [];
  #recipe: GameRecipe | undefined;
  #viewer: Viewer | undefined;
  /** True once the names in every flow declaration were found; a new node or effect clears it. */
  #flowChecked = false;

  constructor(options: RuleGraphOptions) {
    if (typeof options?.id !== 'string' || options.id === '') {
      throw new DefinitionError('graph-no-id', 'A rule graph needs a non-empty string id, e.g. new RuleGraph({ id: "war" })');
    }
    this.id = options.id;
    this.policy = options.policy ?? tieredPolicy();
    this.packs = Object.freeze(
      (options.packs ?? []).map((p) => {
        if (typeof p?.name !== 'string' || p.name === '')
          throw new DefinitionError('graph-bad-packs', `Rule graph "${options.id}": every pack needs a non-empty string name`);
        if (p.version !== undefined && (typeof p.version !== 'string' || p.version === '')) {
          throw new DefinitionError(
            'graph-bad-packs',
            `Rule graph "${options.id}": pack "${p.name}" has a version that is not a non-empty string`,
          );
        }
        return Object.freeze({ name: p.name, version: p.version ?? null });
      }),
    );
    this.define({
      name: RESOLVE_REPLACEMENT,
      description: 'Internal: applies the mask a player chose, then resolves the rest of the event.',
      body(ctx: Context, args: Args) {
        (ctx as InternalContext).resumeReplacement(args as ReplacementResume);
      },
    });
    // The engine writes these two entry types itself; games may not redefine them.
    this.formatter('replaced', (e) => `Replacement "${fieldText(e.key)}" applied to ${fieldText(e.node)}`, [
      'node',
      'key',
      'owner',
    ]);
    this.formatter(
      'cancelled',
      (e) => `${fieldText(e.node)} was cancelled by "${fieldText(e.key)}"${e.reason ? `: ${fieldText(e.reason)}` : ''}`,
      ['node', 'key', 'reason'],
    );
  }

  /** Registers nodes; a name registered twice is refused. */
  define(...nodes: NodeDefinition[]): this {
    for (const node of nodes) {
      if (typeof node?.name !== 'string' || node.name === '')
        throw new DefinitionError('node-no-name', 'A node needs a non-empty string name');
      if (typeof node.body !== 'function') throw new DefinitionError('node-no-body', `Node "${node.name}" needs a body function`);
      if (this.#nodes.has(node.name)) throw new DefinitionError('node-duplicate', `Node "${node.name}" is already defined`);
      const problem = flowShapeProblem(node, false);
      if (problem !== undefined) throw new DefinitionError('flow-bad-shape', `Node "${node.name}": ${problem}`);
      if (node.resolves !== undefined && typeof node.resolves !== 'function')
        throw new DefinitionError(
          'flow-bad-shape',
          `Node "${node.name}": resolves must be a function (args, state) => effect name`,
        );
      this.#nodes.set(node.name, node);
      this.#flowChecked = false;
    }
    return this;
  }

  /** Registers a named effect: a hook or ability function that survives a save. */
  effect(name: string, fn: Effect): this {
    if (typeof name !== 'string' || name === '')
      throw new DefinitionError('definition-bad', 'An effect needs a non-empty string name');
    if (typeof fn !== 'function') throw new DefinitionError('definition-bad', `Effect "${name}" must be a function`);
    if (this.#effects.has(name)) throw new DefinitionError('effect-duplicate', `Effect "${name}" is already registered`);
    this.#effects.set(name, fn);
    this.#flowChecked = false;
    return this;
  }

  /** Registers a named condition, usable as a hook's `applies`. */
  condition(name: string, fn: Condition): this {
    if (typeof fn !== 'function') throw new DefinitionError('definition-bad', `Condition "${name}" must be a function`);
    if (this.#conditions.has(name)) throw new DefinitionError('effect-duplicate', `Condition "${name}" is already registered`);
    this.#conditions.set(name, fn);
    return this;
  }

  /**
   * Registers the formatter of one log entry type. `fields` names the fields
   * every entry of the type must have: `ctx.log` refuses an entry without
   * them (while the log is recorded), and so does a restore, so a saved log
   * always prints. A restore also formats every entry, refusing one whose
   * formatter throws.
   */
  formatter(type: string, fn: Formatter, fields?: readonly string[]): this {
    if (this.#formatters.has(type))
      throw new DefinitionError('effect-duplicate', `A formatter for log entries of type "${type}" is already registered`);
    if (typeof fn !== 'function')
      throw new DefinitionError('definition-bad', `The formatter of log entries of type "${type}" must be a function`);
    if (fields !== undefined && (!Array.isArray(fields) || (fields as unknown[]).some((f) => typeof f !== 'string'))) {
      throw new DefinitionError('definition-bad', `The fields of log entries of type "${type}" must be an array of field names`);
    }
    this.#formatters.set(type, fn);
    if (fields !== undefined && fields.length > 0) this.#formatterFields.set(type, Object.freeze(Array.from(fields, String)));
    return this;
  }

  /** The first field a log entry lacks of those its formatter declares, or undefined. */
  missingField(entry: LogEntry): string | undefined {
    const fields = this.#formatterFields.get(entry.type);
    if (fields === undefined) return undefined;
    for (const field of fields) if (!Object.hasOwn(entry, field) || entry[field] === undefined) return field;
    return undefined;
  }

  /**
   * Registers how a game of these rules starts from a seed and setup options:
   * `Engine.start` makes games with it, and a verified restore (`verify:
   * 'replay'`) plays a save again through it. Once per graph.
   *
   * @example
   * graph.recipe({ state: () => ({ points: 0 }), setup: (engine) => engine.enqueue('round', { left: 3 }) });
   */
  recipe(recipe: GameRecipe): this {
    if (
      recipe === null ||
      typeof recipe !== 'object' ||
      typeof recipe.state !== 'function' ||
      typeof recipe.setup !== 'function'
    ) {
      throw new DefinitionError(
        'definition-bad',
        `The recipe of rule graph "${this.id}" must be { state(), setup(engine, options) }`,
      );
    }
    if (this.#recipe !== undefined) throw new DefinitionError('recipe-twice', `Rule graph "${this.id}" already has a recipe`);
    this.#recipe = recipe;
    return this;
  }

  /** The game recipe, or undefined when the graph has none. */
  get gameRecipe(): GameRecipe | undefined {
    return this.#recipe;
  }

  /**
   * Declares what each seat may see (once per graph): `engine.view(seat)`,
   * agents and `engine.viewEntry` go through it. Card games pass
   * `visibility: cardVisibility({ ... })` to `defineCardGame` instead; a game
   * with nothing to hide declares `openVisibility(seats)`.
   *
   * @example
   * graph.visibility(openVisibility(['p1', 'p2']));
   */
  visibility(viewer: Viewer): this {
    if (
      viewer === null ||
      typeof viewer !== 'object' ||
      typeof viewer.seats !== 'function' ||
      typeof viewer.lens !== 'function'
    ) {
      throw new DefinitionError(
        'definition-bad',
        `The visibility of rule graph "${this.id}" must be { seats(state), lens(state, seat) }`,
      );
    }
    if (this.#viewer !== undefined)
      throw new DefinitionError('visibility-twice', `Rule graph "${this.id}" already declares its visibility`);
    this.#viewer = viewer;
    return this;
  }

  /** The declared visibility, or undefined when the graph declares none. */
  get viewer(): Viewer | undefined {
    return this.#viewer;
  }

  /**
   * Registers a check every restored state must pass (card games register
   * card conservation): it throws to refuse the state, and the refusal is a
   * SnapshotError quoting its message.
   *
   * @example
   * graph.stateCheck((state: { points: number }) => { if (!(state.points >= 0)) throw new Error('points must not be negative'); });
   */
  stateCheck(check: (state: any) => void): this {
    if (typeof check !== 'function')
      throw new DefinitionError('definition-bad', `A state check of rule graph "${this.id}" must be a function`);
    this.#stateChecks.push(check);
    return this;
  }

  /** Runs the state checks on `state`; the first failure's message, or undefined when all pass. */
  checkState(state: unknown): string | undefined {
    for (const check of this.#stateChecks) {
      try {
        check(state);
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    }
    return undefined;
  }

  /** True when a node of that name is defined. */
  hasNode(name: string): boolean {
    return this.#nodes.has(name);
  }

  /** The node named `name`; an unknown name is refused. */
  node(name: string): NodeDefinition {
    const node = this.#nodes.get(name);
    if (node === undefined)
      throw new DefinitionError('node-unknown-lookup', `Unknown node "${name}"${unknownNodeHint(name, this.#nodes.keys())}`);
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

  /**
   * The effect named `name`, callable as the engine calls it (with a run's
   * args and a hook's params, whatever it was typed with); an unknown name is refused.
   */
  getEffect(name: string): HookFn<any, Args, JsonObject> {
    const fn = this.#effects.get(name);
    if (fn === undefined)
      throw new DefinitionError('effect-unknown-lookup', `Unknown effect "${name}"${didYouMean(name, this.#effects.keys())}`);
    // Registered as any effect (args and params `never`, which every typed effect fits); called with JSON, which
    // is what reaches it at run time: its own types were checked where a hook was attached with it, if anywhere.
    return fn as HookFn<any, Args, JsonObject>;
  }

  /**
   * The names a function is registered under as an effect, in registration
   * order: none for a function that is not a registered effect. How a hook
   * given the effect function itself is saved by name.
   *
   * @example
   * graph.effect('double', double); graph.effectNamesOf(double); // ['double']
   */
  effectNamesOf(fn: Effect): string[] {
    const names: string[] = [];
    for (const [name, registered] of this.#effects) if (registered === fn) names.push(name);
    return names;
  }

  /** Names of the registered effects, in registration order. */
  effectNames(): string[] {
    return [...this.#effects.keys()];
  }

  /** The flow the effect named `name` was declared with (`defineEffect`); undefined for a plain function or an unknown name. */
  effectDeclaration(name: string): Readonly<EffectDeclaration> | undefined {
    const fn = this.#effects.get(name);
    return fn === undefined ? undefined : effectDeclaration(fn);
  }

  /**
   * Checks the names in every node's and effect's flow declaration (nodes
   * continued to, called, passed or becomes; hooks attached and their
   * effects) now that the graph is whole, and refuses the first unknown one
   * with a did-you-mean. Engines check their graph when made; a graph checked
   * since its last change is not checked again.
   */
  checkFlow(): this {
    if (this.#flowChecked) return this;
    const problem = this.flowProblem();
    if (problem !== undefined) throw new DefinitionError('node-continues-to-unknown', problem.message);
    this.#flowChecked = true;
    return this;
  }

  /** @internal The first unknown name in the flow declarations, with the node or effect declaring it. */
  flowProblem(): { node?: string; effect?: string; message: string } | undefined {
    return flowNameProblem(this);
  }

  /** True when a condition of that name is registered. */
  hasCondition(name: string): boolean {
    return this.#conditions.has(name);
  }

  /** The condition named `name`, callable as the engine calls it (see getEffect); an unknown name is refused. */
  getCondition(name: string): Condition<Args, JsonObject> {
    const fn = this.#conditions.get(name);
    if (fn === undefined)
      throw new DefinitionError(
        'effect-unknown-lookup',
        `Unknown condition "${name}"${didYouMean(name, this.#conditions.keys())}`,
      );
    return fn as Condition<Args, JsonObject>;
  }

  /** A readable line for a log entry; entries without a formatter print as JSON. */
  format(entry: LogEntry): string {
    const fn = this.#formatters.get(entry.type);
    return fn === undefined ? JSON.stringify(entry) : fn(entry);
  }
}
