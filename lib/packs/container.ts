import { Container, type ContainerModule } from 'inversify';
import type { Agent } from '../graph/agents.js';
import type { Engine } from '../graph/engine.js';
import { DefinitionError } from '../graph/errors.js';
import type { CardEngineOptions, CardGame } from './game.js';
import { packsIn } from './pack.js';
import type { CardState } from '../cards/state.js';

// The container is where one game's pieces are bound and found: the game kind under CARD_GAME,
// its packs under CARD_PACK (many), default agents under AGENTS (many records, merged), and
// whatever services the user binds under tokens of their own. Every token is an explicit symbol
// bound to a constant: nothing is injected by type, so no decorator or metadata setting is needed.

/**
 * Injection token of the card game (from `defineCardGame`) a container makes engines of.
 *
 * @example
 * const war = container.get<CardGame>(CARD_GAME);
 */
export const CARD_GAME = Symbol.for('cardweave.CardGame');

/**
 * Injection token of default agents, a `Record<player, Agent>`; it may be bound
 * several times, and later bindings win for the same player.
 *
 * @example
 * const bots = new ContainerModule(({ bind }) => { bind(AGENTS).toConstantValue({ p2: randomAgent(7) }); });
 */
export const AGENTS = Symbol.for('cardweave.Agents');

/**
 * A container holding `game` under {@link CARD_GAME}, with `modules` loaded in
 * order (card packs from `cardPackModule`, agents under {@link AGENTS}, your own services).
 *
 * @example
 * const container = createGameContainer(war, cardPackModule(reversalPack), botsModule);
 */
export function createGameContainer(game: CardGame<any, any>, ...modules: ContainerModule[]): Container {
  if (!isCardGame(game)) {
    throw new DefinitionError(
      'container-not-a-game',
      `createGameContainer needs a card game from defineCardGame, got ${kindOf(game)}`,
    );
  }
  const container = new Container();
  container.bind(CARD_GAME).toConstantValue(game);
  container.load(...modules);
  return container;
}

/**
 * The default agents bound in a container under {@link AGENTS}, merged in
 * binding order; none bound is `{}`.
 *
 * @example
 * agentsIn(container).p2?.name; // 'random'
 */
export function agentsIn(container: Container): Record<string, Agent> {
  const merged: Record<string, Agent> = {};
  for (const [i, agents] of container.getAll<Record<string, Agent>>(AGENTS, { optional: true }).entries()) {
    if (agents === null || typeof agents !== 'object' || Array.isArray(agents)) {
      throw new DefinitionError(
        'container-agents-not-record',
        `AGENTS binding ${i} must be a record of agents by player, got ${kindOf(agents)}`,
      );
    }
    for (const [player, agent] of Object.entries(agents)) {
      if (agent === null || typeof agent !== 'object' || typeof agent.decide !== 'function') {
        throw new DefinitionError(
          'container-agent-no-decide',
          `AGENTS binding ${i}: the agent for "${player}" has no decide(decision, state) function`,
        );
      }
      merged[player] = agent;
    }
  }
  return merged;
}

/**
 * A new game of the container's card game, with the container's packs and
 * agents; `options.packs` load after the container's, and `options.agents`
 * override its agents player by player.
 *
 * @example
 * const engine = createEngineFromContainer(container, { seed: 7 }); engine.run();
 */
export function createEngineFromContainer<S extends CardState = CardState, O = unknown>(
  container: Container,
  options: CardEngineOptions<O> = {},
): Engine<S> {
  // Duck-typed: a container from another copy of inversify in the user's project works as well.
  if (container === null || typeof container !== 'object' || typeof container.getAll !== 'function') {
    throw new DefinitionError(
      'container-not-a-container',
      `createEngineFromContainer needs an inversify Container, got ${kindOf(container)}`,
    );
  }
  const game = container.get<CardGame<S, O>>(CARD_GAME, { optional: true });
  if (game === undefined) {
    throw new DefinitionError(
      'container-no-game',
      'The container has no card game bound under CARD_GAME: make it with createGameContainer(game, ...modules)',
    );
  }
  return game.createEngine({
    ...options,
    packs: [...packsIn(container), ...(options.packs ?? [])],
    agents: { ...agentsIn(container), ...options.agents },
  });
}

function isCardGame(value: unknown): value is CardGame {
  return typeof value === 'object' && value !== null && typeof (value as CardGame).createEngine === 'function';
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return value === undefined ? 'undefined' : `a ${typeof value}`;
}
