import { ContainerModule } from 'inversify';
import type { Agent } from '../graph/agents.js';
import { Engine } from '../graph/engine.js';
import { DefinitionError } from '../graph/errors.js';
import { RESOLVE_REPLACEMENT, RuleGraph, type Formatter } from '../graph/graph.js';
import type { Rng } from '../graph/rng.js';
import type { Condition, Effect, Invocation, NodeDefinition } from '../graph/types.js';
import { registerCardNodes } from './abilities.js';
import { CardPackError } from './errors.js';
import { packsFromModules, type CardPack } from './pack.js';
import { createCardState, type CardState } from './state.js';
import { validateCardPacks } from './validate-packs.js';

/**
 * A pack, or an inversify module that binds packs under CARD_PACK.
 *
 * @example
 * const packs: PackSource[] = [twist, cardPackModule(reversalPack)];
 */
export type PackSource = CardPack | ContainerModule;

/**
 * What `defineCardGame` takes.
 *
 * @example
 * const definition: CardGameDefinition = { id: 'high-card', nodes: [...standardNodes, round], setup, start: { node: 'round', args: {} } };
 */
export interface CardGameDefinition<S extends CardState = CardState, O = any> {
  /** Names the rule set (snapshots remember it; extra packs are appended: "war+reversal"). */
  id: string;
  /** The game's nodes; `move-card` and `resolve-ability` are always added. */
  nodes?: NodeDefinition<any, any>[];
  effects?: Record<string, Effect<S>>;
  conditions?: Record<string, Condition>;
  formatters?: Record<string, Formatter>;
  /** Packs every game of this kind loads (the base rules may be a pack). */
  packs?: PackSource[];
  /** Fills a fresh `createCardState()`: zones, players, cards, shuffles (with `rng`, the game's RNG). */
  setup: (state: S, rng: Rng, options: O) => void;
  /** What runs first, once setup is done. */
  start: Invocation | Invocation[] | ((state: S) => Invocation | Invocation[]);
}

/**
 * How to start one game.
 *
 * @example
 * const engine = game.createEngine({ seed: 7, packs: [luckySeven], agents: { p2: randomAgent(7) } } satisfies CardEngineOptions);
 */
export interface CardEngineOptions<O = any> {
  seed?: number;
  agents?: Record<string, Agent>;
  log?: boolean;
  budget?: number;
  /** Packs loaded for this game on top of the game's own (a variant is a pack). */
  packs?: PackSource[];
  /** Passed to setup functions. */
  options?: O;
}

/**
 * A game kind: makes engines with its nodes, its packs and any extra packs.
 *
 * @example
 * const game: CardGame = defineCardGame({ id: 'high-card', nodes: [...standardNodes], setup, start }); game.createEngine({ seed: 1 }).run();
 */
export interface CardGame<S extends CardState = CardState, O = any> {
  readonly id: string;
  /** The rule graph with the game's packs plus `packs` (validated together, cached per pack list). */
  graph(packs?: readonly PackSource[]): RuleGraph;
  /** A new game: state set up, pack hooks attached, start queued. */
  createEngine(options?: CardEngineOptions<O>): Engine<S>;
}

/**
 * Declares a card game: its nodes and effects, its base packs, how a game is
 * set up and where it starts. Bad packs are refused here, before any game.
 *
 * @example
 * const war = defineCardGame({ id: 'war', nodes: [...standardNodes, battle], setup, start: { node: 'war.begin', args: {} } });
 * const engine = war.createEngine({ seed: 7, packs: [reversalPack] });
 */
export function defineCardGame<S extends CardState = CardState, O = any>(def: CardGameDefinition<S, O>): CardGame<S, O> {
  if (def === null || typeof def !== 'object') throw new DefinitionError('defineCardGame needs { id, nodes, setup, start }');
  if (typeof def.id !== 'string' || def.id === '') throw new DefinitionError('A card game needs a non-empty string id');
  if (typeof def.setup !== 'function')
    throw new DefinitionError(`Card game "${def.id}" needs a setup(state, rng, options) function`);
  if (def.start === undefined) throw new DefinitionError(`Card game "${def.id}" needs a start invocation`);
  const basePacks = resolvePacks(def.packs ?? []);
  const cache = new Map<string, { packs: CardPack[]; graph: RuleGraph }>();

  function build(extra: CardPack[]): { packs: CardPack[]; graph: RuleGraph } {
    const key = extra.map((p) => p.name).join('\u0000');
    const hit = cache.get(key);
    if (
      hit !== undefined &&
      hit.packs.length === basePacks.length + extra.length &&
      extra.every((p, i) => hit.packs[basePacks.length + i] === p)
    ) {
      return hit;
    }
    // The game's own definitions first: a clash among them is the game author's error, not a pack's.
    const graph = registerCardNodes(
      new RuleGraph({ id: extra.length === 0 ? def.id : `${def.id}+${extra.map((p) => p.name).join('+')}` }),
    );
    graph.define(...(def.nodes ?? []));
    for (const [name, fn] of Object.entries(def.effects ?? {})) graph.effect(name, fn);
    for (const [name, fn] of Object.entries(def.conditions ?? {})) graph.condition(name, fn);
    for (const [type, fn] of Object.entries(def.formatters ?? {})) graph.formatter(type, fn);
    const packs = validateCardPacks([...basePacks, ...extra], {
      nodes: [RESOLVE_REPLACEMENT, ...graph.nodes().map((n) => n.name)],
      effects: graph.effectNames(),
      conditions: Object.keys(def.conditions ?? {}),
      formatters: ['replaced', 'cancelled', ...Object.keys(def.formatters ?? {})],
    });
    // Validation passed for every pack: only now is anything of theirs registered.
    for (const pack of packs) {
      graph.define(...pack.nodes);
      for (const [name, fn] of Object.entries(pack.effects)) graph.effect(name, fn);
      for (const [name, fn] of Object.entries(pack.conditions)) graph.condition(name, fn);
      for (const [type, fn] of Object.entries(pack.formatters)) graph.formatter(type, fn);
    }
    const built = { packs, graph };
    cache.set(key, built);
    return built;
  }

  build([]);
  return {
    id: def.id,
    graph: (packs = []) => build(resolvePacks(packs)).graph,
    createEngine(options = {}) {
      const { packs, graph } = build(resolvePacks(options.packs ?? []));
      const engine = new Engine<S>(graph, {
        state: createCardState() as S,
        seed: options.seed,
        agents: options.agents,
        log: options.log,
        budget: options.budget,
      });
      const setupOptions = options.options as O;
      def.setup(engine.state, engine.rng, setupOptions);
      for (const pack of packs) {
        try {
          pack.setup?.(engine.state, engine.rng, setupOptions);
        } catch (error) {
          // The engine is dropped, so nothing of a half-done setup survives; say which pack broke it.
          const reason = error instanceof Error ? error.message : String(error);
          throw new CardPackError(`Card pack "${pack.name}": setup failed: ${reason}`, { cause: error });
        }
      }
      for (const pack of packs) {
        // Params are copied per game: a hook that keeps count in its params must not share it between games.
        // Most hooks have none, and a fresh {} is what structuredClone({}) makes, at a fraction of its cost.
        for (const hook of pack.hooks) {
          const params = hook.spec.params == null ? {} : structuredClone(hook.spec.params);
          engine.attach(hook.node, hook.phase, { ...hook.spec, params });
        }
      }
      const start = typeof def.start === 'function' ? def.start(engine.state) : def.start;
      for (const inv of Array.isArray(start) ? start : [start]) engine.enqueue(inv.node, inv.args);
      return engine;
    },
  };
}

function resolvePacks(sources: readonly PackSource[]): CardPack[] {
  const out: CardPack[] = [];
  for (const source of sources) {
    if (source instanceof ContainerModule) out.push(...packsFromModules([source]));
    else out.push(source);
  }
  return out;
}
