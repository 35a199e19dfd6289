import 'reflect-metadata';
import { Container, ContainerModule, injectable, multiInject, optional } from 'inversify';
import type { Formatter } from '../graph/graph.js';
import type { Rng } from '../graph/rng.js';
import type { Condition, Effect, HookSpec, NodeDefinition, Phase } from '../graph/types.js';
import type { CardDefinition } from './definition.js';

/**
 * Injection token under which a container module binds its card pack.
 *
 * @example
 * const module = new ContainerModule(({ bind }) => { bind(CARD_PACK).toConstantValue(myPack); });
 */
export const CARD_PACK = Symbol.for('cardweave.CardPack');

/**
 * Token of the service that multi-injects every bound card pack.
 *
 * @example
 * const packs = container.get<CardPackSet>(CARD_PACK_SET).packs;
 */
export const CARD_PACK_SET = Symbol.for('cardweave.CardPackSet');

/**
 * A rule hook a pack attaches to every game it is loaded into.
 *
 * @example
 * const hook: PackHook = { node: 'compare', phase: 'mask', spec: { key: 'lower-wins', effect: 'rev.lowerWins' } };
 */
export interface PackHook {
  node: string;
  phase: Phase;
  spec: HookSpec;
}

/**
 * The plugin unit: cards, the effects they name, and optionally nodes, hooks and setup.
 *
 * @example
 * const pack: CardPack = defineCardPack({ name: 'lucky-seven', cards: [luckySeven], effects: { 'lucky.arm': arm } });
 */
export interface CardPack<S = any, O = any> {
  name: string;
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
export type CardPackInput<S = any, O = any> = Pick<CardPack<S, O>, 'name' | 'cards'> &
  Partial<Omit<CardPack<S, O>, 'name' | 'cards'>>;

/**
 * Declares a card pack. Nothing is checked here: packs are validated all
 * together when a game loads them, so cross-pack problems are found too.
 *
 * @example
 * export default defineCardPack({ name: 'reversal', cards: [reversal], effects: { 'rev.arm': arm } });
 */
export function defineCardPack<S = any, O = any>(input: CardPackInput<S, O>): CardPack<S, O> {
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
 * Wraps a pack as an inversify ContainerModule that binds it under {@link CARD_PACK}.
 *
 * @example
 * container.load(cardPackModule(reversalPack));
 */
export function cardPackModule(pack: CardPack): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(CARD_PACK).toConstantValue(pack);
  });
}

/**
 * Every card pack bound in a container, gathered by multi-injection.
 *
 * @example
 * container.bind(CARD_PACK_SET).to(CardPackSet); container.get<CardPackSet>(CARD_PACK_SET).packs.map((p) => p.name);
 */
@injectable()
export class CardPackSet {
  readonly packs: readonly CardPack[];
  constructor(@multiInject(CARD_PACK) @optional() packs: CardPack[] | undefined) {
    this.packs = packs ?? [];
  }
}

/**
 * Loads container modules into a fresh container and returns the card packs
 * they bind, in load order.
 *
 * @example
 * const [pack] = packsFromModules([cardPackModule(reversalPack)]);
 */
export function packsFromModules(modules: readonly ContainerModule[]): CardPack[] {
  const container = new Container();
  container.load(...modules);
  container.bind(CARD_PACK_SET).to(CardPackSet);
  return [...container.get<CardPackSet>(CARD_PACK_SET).packs];
}
