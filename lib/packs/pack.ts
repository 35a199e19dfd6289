import { Container, ContainerModule } from 'inversify';
import type { Formatter } from '../graph/graph.js';
import type { Rng } from '../graph/rng.js';
import type { Condition, Effect, HookSpec, NodeDefinition, Phase } from '../graph/types.js';
import type { CardDefinition } from '../card-text/definition.js';
import { CardPackError } from '../cards/errors.js';

/**
 * Injection token under which a container module binds its card pack.
 *
 * @example
 * const module = new ContainerModule(({ bind }) => { bind(CARD_PACK).toConstantValue(myPack); });
 */
export const CARD_PACK = Symbol.for('cardweave.CardPack');

/**
 * A rule hook a pack attaches to every game it is loaded into.
 *
 * @example
 * const hook: PackHook = { node: 'compare', phase: 'mask', spec: { key: 'lower-wins', effect: 'rev.lowerWins' } };
 */
export interface PackHook {
  node: string;
  phase: Phase;
  /**
   * A bare HookSpec: a `run`, `effect` or `applies` typed for this node
   * fits (args and params are `never` until annotated), with JSON params;
   * pack validation checks the parts when the game loads.
   */
  spec: HookSpec;
}

/**
 * The plugin unit: cards, the effects they name, and optionally nodes, hooks and setup.
 *
 * @example
 * const pack: CardPack = defineCardPack({ name: 'lucky-seven', cards: [luckySeven], effects: { 'lucky.arm': arm } });
 */
// S stays any: a bare CardPack is a pack of any game (lists of packs, PackSource), and its effects and nodes read
// `ctx.state` unannotated. O is never: `setup` is a function property, so only never admits every typed setup.
export interface CardPack<S = any, O = never> {
  name: string;
  /**
   * The pack's version (any non-empty string, e.g. "1.2.0"). Saves record it,
   * and a save is restored only with the same version of the pack: a changed
   * pack may play a saved game differently. Bump it when the pack's rules change.
   */
  version?: string;
  /**
   * Packs this pack loads after, when they are loaded too (a name of a pack
   * the game does not load orders nothing). Where this pack and one of them
   * mask the same node in the same tier, theirs applies first; such masks of
   * two packs that declare no order are refused at load.
   */
  after?: string[];
  /** Packs this pack loads before, when they are loaded too: `after` seen from the other side. */
  before?: string[];
  cards: CardDefinition[];
  effects: Record<string, Effect<S>>;
  nodes: NodeDefinition<any, S>[];
  conditions: Record<string, Condition>;
  formatters: Record<string, Formatter>;
  hooks: PackHook[];
  /** Runs after the game's own setup, with the game's seeded RNG (e.g. to create and shuffle in the pack's cards). */
  setup?: (state: S, rng: Rng, options: O) => void;
}

/**
 * What `defineCardPack` takes: only `name` and `cards` are required.
 *
 * @example
 * const input: CardPackInput = { name: 'gift', cards: [gift], effects: { 'gift.give': give } }; defineCardPack(input);
 */
export type CardPackInput<S = any, O = never> = Pick<CardPack<S, O>, 'name' | 'cards'> &
  Partial<Omit<CardPack<S, O>, 'name' | 'cards'>>;

/**
 * Declares a card pack. Nothing is checked here: packs are validated all
 * together when a game loads them, so cross-pack problems are found too.
 *
 * @example
 * export default defineCardPack({ name: 'reversal', cards: [reversal], effects: { 'rev.arm': arm } });
 */
export function defineCardPack<S = any, O = never>(input: CardPackInput<S, O>): CardPack<S, O> {
  return {
    effects: {},
    nodes: [],
    conditions: {},
    formatters: {},
    hooks: [],
    ...input,
  };
}

/**
 * Wraps packs as an inversify ContainerModule that binds each under {@link CARD_PACK}, in order.
 *
 * @example
 * const container = createGameContainer(war, cardPackModule(reversalPack, giftPack));
 */
export function cardPackModule(...packs: CardPack[]): ContainerModule {
  return new ContainerModule(({ bind }) => {
    for (const pack of packs) bind(CARD_PACK).toConstantValue(pack);
  });
}

/**
 * Every card pack bound in a container under {@link CARD_PACK}, in binding
 * order; none bound is an empty list, not an error.
 *
 * @example
 * packsIn(createGameContainer(war, cardPackModule(reversalPack))).map((p) => p.name); // ['reversal']
 */
export function packsIn(container: Container): CardPack[] {
  return container.getAll<CardPack>(CARD_PACK, { optional: true });
}

/**
 * Loads container modules into a fresh container and returns the card packs
 * they bind, in load order: how a game reads packs given as modules.
 *
 * @example
 * const [pack] = packsFromModules([cardPackModule(reversalPack)]);
 */
export function packsFromModules(modules: readonly ContainerModule[]): CardPack[] {
  const container = new Container();
  try {
    container.load(...modules);
  } catch (error) {
    // E.g. an async load function: inversify's own message says what to do, but not that a card pack module was loading.
    const reason = error instanceof Error ? error.message : String(error);
    throw new CardPackError('pack-module-async', `A card pack module could not be loaded: ${reason}`, { cause: error });
  }
  return packsIn(container);
}
