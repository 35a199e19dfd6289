import { ContainerModule } from 'inversify';
import type { Agent } from '../graph/agents.js';
import { Engine } from '../graph/engine.js';
import { DefinitionError } from '../graph/errors.js';
import type { JsonLimits } from '../graph/json-check.js';
import { RESOLVE_REPLACEMENT, RuleGraph, type Formatter, type GameRecipe } from '../graph/graph.js';
import { tieredPolicy, type ReplacementPolicy } from '../graph/replacement.js';
import type { Rng } from '../graph/rng.js';
import type { Viewer } from '../graph/graph.js';
import type { Condition, Effect, HookSpec, Invocation, NodeDefinition } from '../graph/types.js';
import { registerCardNodes } from '../card-text/abilities.js';
import { ARGS_MATCH } from '../card-text/cancel-effect.js';
import { isTriggered } from '../card-text/card-data.js';
import { needsZoneLifetimes, registerCardData } from '../card-text/card-flows.js';
import type { CardDefinition } from '../card-text/definition.js';
import { startCardLifetimes } from '../card-text/lifetimes.js';
import { jsonEqual } from '../graph/json-compare.js';
import { CardError, CardPackError } from '../cards/errors.js';
import { packsFromModules, type CardPack } from './pack.js';
import { orderPacks } from './pack-order.js';
import { packOrderPolicy } from './pack-order-policy.js';
import { withPackLogs } from './pack-log.js';
import { checkConservation } from '../cards/conservation.js';
import { createCardState, type CardState } from '../cards/state.js';
import { validateCardPacks } from './validate-packs.js';
import { basePack, isBasePack, registerPack } from './base-pack.js';

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
export interface CardGameDefinition<S extends CardState = CardState, O = unknown> {
  /** Names the rule set (snapshots remember it; extra packs are appended: "war+reversal"). */
  id: string;
  /** The game's nodes; `move-card` and `resolve-ability` are always added. */
  nodes?: NodeDefinition<any, any>[];
  effects?: Record<string, Effect<S>>;
  conditions?: Record<string, Condition>;
  formatters?: Record<string, Formatter>;
  /** Packs every game of this kind loads (the base rules may be a pack); with extra packs, all load in their declared order (`after`, `before`). */
  packs?: PackSource[];
  /** The replacement policy of the game's graph (default `tieredPolicy()`, which asks nodes' `affectedPlayer`). */
  policy?: ReplacementPolicy;
  /**
   * Fills a fresh `createCardState()`: zones, players, cards, shuffles (with `rng`, the game's RNG). `cards` holds
   * every card of the packs this game loads (its own and any extra), by id, so a deck named by ids can be dealt
   * from a pack the game itself does not know.
   */
  setup: (state: S, rng: Rng, options: O, cards: ReadonlyMap<string, CardDefinition>) => void;
  /** What runs first, once setup is done. */
  start: Invocation | Invocation[] | ((state: S) => Invocation | Invocation[]);
  /** What each seat may see (`cardVisibility({ ... })` from lib/views); without it, `engine.view` is refused. */
  visibility?: Viewer;
}

/**
 * How to start one game.
 *
 * @example
 * const engine = game.createEngine({ seed: 7, packs: [luckySeven], agents: { p2: randomAgent(7) } } satisfies CardEngineOptions);
 */
export interface CardEngineOptions<O = unknown> {
  /** Seed of the game's RNG, a whole number from 0 to 4294967295 (anything else is refused: `seed-out-of-range`). Default 1. */
  seed?: number;
  agents?: Record<string, Agent>;
  log?: boolean;
  budget?: number;
  /** Packs loaded for this game on top of the game's own (a variant is a pack). */
  packs?: PackSource[];
  /** Passed to setup functions: JSON, recorded in saves so a verified restore sets the game up the same way. */
  options?: O;
  /** Size limits of the game's values and saves; see {@link JsonLimits}. */
  limits?: Partial<JsonLimits>;
}

/**
 * A game kind: makes engines with its nodes, its packs and any extra packs.
 *
 * @example
 * const game: CardGame = defineCardGame({ id: 'high-card', nodes: [...standardNodes], setup, start }); game.createEngine({ seed: 1 }).run();
 */
export interface CardGame<S extends CardState = CardState, O = unknown> {
  readonly id: string;
  /** The rule graph with the game's packs plus `packs` (validated together, cached per pack list). */
  graph(packs?: readonly PackSource[]): RuleGraph;
  /** The card packs a game with `packs` loads, in load order (the game's own first, unless `after`/`before` say otherwise), as validated (pictures group nodes by them). */
  packs(packs?: readonly PackSource[]): CardPack[];
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
export function defineCardGame<S extends CardState = CardState, O = unknown>(def: CardGameDefinition<S, O>): CardGame<S, O> {
  if (def === null || typeof def !== 'object')
    throw new DefinitionError('card-game-no-id', 'defineCardGame needs { id, nodes, setup, start }');
  if (typeof def.id !== 'string' || def.id === '')
    throw new DefinitionError('card-game-no-id', 'A card game needs a non-empty string id');
  if (typeof def.setup !== 'function')
    throw new DefinitionError('card-game-no-setup', `Card game "${def.id}" needs a setup(state, rng, options) function`);
  if (def.start === undefined) throw new DefinitionError('card-game-no-start', `Card game "${def.id}" needs a start invocation`);
  const basePacks = resolvePacks(def.packs ?? []);
  const basePolicy = def.policy ?? tieredPolicy();
  // The game's own nodes, effects, conditions and formatters are its base pack: validated, ordered and registered
  // as every pack is, loaded first (base-pack.ts).
  const base = basePack(def.id, def);
  // Checked alone first, on a graph with only the engine's card nodes: a clash among them is the game author's
  // error, refused with the graph's own message rather than a pack's.
  registerPack(cardGraph(def.id, []), base);
  // `extra` is the pack list as given: a hit compares it, since `packs` is in load order (after/before may reorder it).
  const cache = new Map<string, { extra: CardPack[]; packs: CardPack[]; graph: RuleGraph }>();

  /** A graph with only what every card game has (move-card, resolve-ability, ...); `cards` are what create-card may make. */
  function cardGraph(
    id: string,
    packs: { name: string; version?: string }[],
    cards: ReadonlyMap<string, CardDefinition> = new Map(),
    policy: ReplacementPolicy = basePolicy,
  ): RuleGraph {
    return registerCardNodes(new RuleGraph({ id, packs, policy }), cards);
  }

  function build(extra: CardPack[]): { packs: CardPack[]; graph: RuleGraph } {
    const key = extra.map((p) => p.name).join('\u0000');
    const hit = cache.get(key);
    if (hit !== undefined && hit.extra.length === extra.length && extra.every((p, i) => hit.extra[i] === p)) return hit;
    const engineOwn = cardGraph(def.id, []);
    // In load order, the base pack first; the game's listed packs leave it out.
    const loaded = validateCardPacks([base, ...basePacks, ...extra], {
      nodes: [RESOLVE_REPLACEMENT, ...engineOwn.nodes().map((n) => n.name)],
      effects: engineOwn.effectNames(),
      conditions: [ARGS_MATCH],
      formatters: ['replaced', 'cancelled'],
      defaultTier: basePolicy.defaultTier,
    });
    const packs = loaded.filter((pack) => !isBasePack(pack));
    // The rule set's id names the extra packs in load order: listed in any order, packs that declare theirs make one rule set.
    const added = new Set(extra);
    const id =
      extra.length === 0
        ? def.id
        : `${def.id}+${packs
            .filter((p) => added.has(p))
            .map((p) => p.name)
            .join('+')}`;
    // The graph records its packs and their versions (saves carry them), so it is made once they are valid.
    const cards = new Map<string, CardDefinition>();
    for (const pack of packs) for (const card of pack.cards) cards.set(card.id, card);
    // Masks of packs that declare an order apply in that order (validation refused any unordered ones).
    const graph = cardGraph(
      id,
      packs.map((p) => ({ name: p.name, version: p.version })),
      cards,
      packOrderPolicy(basePolicy, orderPacks(loaded)),
    );
    // Validation passed for every pack: only now is anything of theirs registered, the game's base pack first.
    for (const pack of loaded) registerPack(graph, pack);
    // Card data runs as effects declared from the data; the nodes and effects it names are all there now.
    registerCardData(graph, cards.values());
    // The names in flow declarations can be checked now that every node and effect is known.
    const flow = graph.flowProblem();
    if (flow !== undefined) {
      const pack = packs.find(
        (p) => p.nodes.some((n) => n.name === flow.node) || (flow.effect !== undefined && Object.hasOwn(p.effects, flow.effect)),
      );
      if (pack === undefined) throw new DefinitionError('node-continues-to-unknown', flow.message);
      throw new CardPackError('pack-flow-unknown-name', `Card pack "${pack.name}": ${flow.message}`);
    }
    graph.checkFlow();
    // A restored card state must hold every card exactly once, in the zone it names, and card data only as the game has it.
    const checkData = cardDataCheck(cards);
    graph.stateCheck(checkCardState);
    graph.stateCheck(checkData);
    // How every game of these rules starts: createEngine and a verified restore both come through here.
    graph.recipe(cardGameRecipe(def, packs, checkData));
    // The packs' log entry types join the game's visibility, or a log line of theirs would reach no view.
    const visibility = withPackLogs(def.visibility, def.id, packs);
    if (visibility !== undefined) graph.visibility(visibility);
    const built = { extra, packs, graph };
    cache.set(key, built);
    return built;
  }

  build([]);
  return {
    id: def.id,
    graph: (packs = []) => build(resolvePacks(packs)).graph,
    packs: (packs = []) => [...build(resolvePacks(packs)).packs],
    createEngine(options = {}) {
      const { graph } = build(resolvePacks(options.packs ?? []));
      return Engine.start<S, O>(graph, {
        seed: options.seed,
        options: options.options,
        agents: options.agents,
        log: options.log,
        budget: options.budget,
        limits: options.limits,
      });
    },
  };
}

/** A restored state's check: every card once, in the zone it names (a module function, holding nothing). */
function checkCardState(state: CardState): void {
  checkConservation(state);
}

/**
 * The check that card data in a state is the game's: a definition with
 * abilities as data (steps, statics) must be one of the game's cards, as the
 * game has it, since its data runs as the effects registered from the game's
 * cards. Made outside the graph cache's scope, as the recipe is.
 */
function cardDataCheck(cards: ReadonlyMap<string, CardDefinition>): (state: CardState) => void {
  return (state) => {
    for (const def of state.defs) {
      if (!def.abilities.some(isCardData)) continue;
      const own = cards.get(def.id);
      if (own === undefined)
        throw new CardError(
          'card-data-unknown',
          `Card "${def.id}" has abilities as data, and is not one of this game's cards: list it in a pack's cards`,
        );
      if (own !== def && !jsonEqual(own, def))
        throw new CardError(
          'card-data-unknown',
          `Card "${def.id}" in the state is not the game's card of that id: its definition differs`,
        );
    }
  };
}

/**
 * True for an ability given as data (steps or a static ability), not as a registered effect. A module function, not
 * a closure made per definition: the check runs over every definition of every game set up, and under tsx each
 * closure made is also named at run time.
 */
function isCardData(ability: CardDefinition['abilities'][number]): boolean {
  return !isTriggered(ability) || !('effect' in ability);
}

/**
 * How a game of a card game with these packs starts. Made here, outside the
 * graph cache's scope: a closure made in there would keep the cache's last
 * entry (and through it every graph before it) alive.
 */
function cardGameRecipe<S extends CardState, O>(
  def: CardGameDefinition<S, O>,
  packs: readonly CardPack[],
  checkData: (state: CardState) => void,
): GameRecipe<S, O> {
  // The packs of a recipe do not change (a pack's cards are frozen): whether their cards need zone lifetimes is
  // known once, not asked again of every card at every game's set-up (a tenth of a classic War game's set-up).
  const zoneLifetimes = packs.some((pack) => pack.cards.some(needsZoneLifetimes));
  // Every loaded card by id, built once per recipe (a later pack's card of the same id cannot exist: packs are checked).
  const catalogue: ReadonlyMap<string, CardDefinition> = new Map(
    packs.flatMap((pack) => pack.cards.map((card) => [card.id, card])),
  );
  return {
    state: () => createCardState() as S,
    setup(engine: Engine<S>, setupOptions: O) {
      def.setup(engine.state, engine.rng, setupOptions, catalogue);
      for (const pack of packs) {
        try {
          // A pack types its options itself (a bare CardPack's are never); it gets the game's, JSON checked at the door.
          pack.setup?.(engine.state, engine.rng, setupOptions as never);
        } catch (error) {
          // The engine is dropped, so nothing of a half-done setup survives; say which pack broke it.
          const reason = error instanceof Error ? error.message : String(error);
          throw new CardPackError('pack-setup-failed', `Card pack "${pack.name}": setup failed: ${reason}`, { cause: error });
        }
      }
      // attach copies each hook's params, so a hook that keeps count in its params counts per game.
      for (const pack of packs) for (const hook of pack.hooks) engine.attach(hook.node, hook.phase, hook.spec as HookSpec<S>);
      checkData(engine.state);
      // Cards with static abilities (or steps that bind hooks to zones): their hooks start for the cards set up in their
      // zones, and moves keep them true. Started here for every card the game may hold, so nothing attaches it mid-game.
      if (zoneLifetimes) startCardLifetimes(engine);
      const start = typeof def.start === 'function' ? def.start(engine.state) : def.start;
      for (const inv of Array.isArray(start) ? start : [start]) engine.enqueue(inv.node, inv.args);
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
