import type { RuleGraph } from '../graph/graph.js';
import type { Json, JsonObject } from '../graph/json.js';
import { defineNode } from '../graph/node.js';
import type { Context, NodeDefinition } from '../graph/types.js';
import { ARGS_MATCH, argsMatch, CANCEL_EFFECT, cancelEffect } from './cancel-effect.js';
import { isTriggered } from './card-data.js';
import { cardFlowName } from './card-hooks.js';
import { createCardNode } from '../nodes/create-card.js';
import type { CardDefinition } from './definition.js';
import { CardError } from '../cards/errors.js';
import { cardOf, describeCard, noCard } from '../cards/instances.js';
import { markUsed, usedUp } from '../cards/limits.js';
import { moveCardNode } from '../nodes/move-card.js';
import { removeCardNode } from '../nodes/remove-card.js';
import type { CardState } from '../cards/state.js';
import { TOKENS_KEY, tokensEffect } from '../nodes/tokens.js';

/**
 * Node name through which every ability resolves.
 *
 * @example
 * engine.attach(RESOLVE_ABILITY, 'pre', { key: 'silence', effect: 'cancel-abilities' }); // no ability resolves
 */
export const RESOLVE_ABILITY = 'resolve-ability';

/**
 * Args of `resolve-ability`; the ability's effect receives this same object.
 *
 * @example
 * const arm: Effect = (ctx, { card, player }: ResolveAbilityArgs) => ctx.attach('score', 'pre', { key: `lucky:${card}`, effect: 'double', params: { player: String(player) }, owner: hookOwner(ctx.state, card) });
 */
export interface ResolveAbilityArgs {
  /** Handle of the card whose ability resolves. */
  card: number;
  /** The card's owner. */
  owner: string;
  /** The trigger that fired, e.g. "drawn". */
  trigger: string;
  /** Index of the ability in the card's definition. */
  ability: number;
  /** Whatever the trigger passed as `extra` (e.g. `player`). */
  [extra: string]: Json;
}

const NO_PARAMS: JsonObject = Object.freeze({});

/**
 * Fires a trigger for one card: every ability of the card whose `on` equals
 * `trigger` resolves, in order, through the `resolve-ability` node. Returns
 * how many resolved (a cancelled one does not count).
 *
 * @example
 * triggerAbilities(ctx, 'drawn', card, { player: 'p1' });
 */
export function triggerAbilities(ctx: Context, trigger: string, card: number, extra?: JsonObject): number {
  const state = ctx.state as CardState;
  const instance = state.cards[card];
  if (instance == null || typeof card !== 'number') throw noCard(state, card);
  const abilities = state.defs[instance.def]?.abilities;
  // Most cards have no abilities: this is the hot path and allocates nothing.
  if (abilities === undefined || abilities.length === 0) return 0;
  let resolved = 0;
  for (let i = 0; i < abilities.length; i++) {
    const ability = abilities[i] as { on?: string; once?: 'turn' | 'game' };
    if (ability.on !== trigger) continue;
    // An ability used up this turn (or game) does not resolve, so it is not counted either.
    if (ability.once !== undefined && usedUp(state, card, `abilities[${i}]`, ability.once)) continue;
    if (ctx.call(RESOLVE_ABILITY, { ...extra, card, owner: instance.owner, trigger, ability: i })) resolved++;
  }
  return resolved;
}

/**
 * The `resolve-ability` node of one graph: it looks effects up in that graph.
 *
 * @example
 * graph.define(resolveAbilityNode(graph)); // registerCardNodes(graph) does this for you
 */
export function resolveAbilityNode(graph: RuleGraph): NodeDefinition<ResolveAbilityArgs, CardState> {
  /** The effect a run resolves: the one the ability names, or the one its steps are registered as. */
  const effectOf = (state: CardState, args: ResolveAbilityArgs): string | undefined => {
    const def = state.defs[state.cards[args.card]?.def ?? -1];
    const ability = def?.abilities[args.ability];
    if (ability === undefined || !isTriggered(ability)) return undefined;
    return 'effect' in ability ? ability.effect : cardFlowName(def!.id, `abilities[${args.ability}]`);
  };
  return defineNode<ResolveAbilityArgs, CardState>({
    name: RESOLVE_ABILITY,
    description: "Runs one ability of a card: the registered effect it names, or its steps, with the ability's params.",
    // What a run continues to is the flow of the effect it runs: traces and pictures follow that effect.
    resolves: (args, state) => effectOf(state, args),
    args: {
      card: 'handle of the card',
      owner: "the card's owner",
      trigger: 'the trigger that fired, e.g. "drawn"',
      ability: "index of the ability in the card's definition",
      '...extra': 'what the trigger passed along (e.g. player); the effect receives these args',
    },
    body(ctx, args) {
      const state = ctx.state;
      const card = cardOf(state, args.card);
      const def = state.defs[card.def]!;
      const ability = def.abilities[args.ability];
      if (ability === undefined || !isTriggered(ability))
        throw new CardError('ability-unknown', `${describeCard(state, args.card)} has no ability ${args.ability}`);
      const what = 'effect' in ability ? `effect "${ability.effect}"` : 'steps';
      // A used-up ability does nothing. A limited effect is counted here; limited steps count when their `if` holds (card-flows.ts).
      if (ability.once !== undefined) {
        if (usedUp(state, args.card, `abilities[${args.ability}]`, ability.once)) return;
        if ('effect' in ability) markUsed(state, args.card, `abilities[${args.ability}]`, ability.once);
      }
      const name = effectOf(state, args)!;
      // Card data runs as the effect registered for it: a card the game does not know has none.
      if (!('effect' in ability) && !graph.hasEffect(name))
        throw new CardError(
          'card-data-unknown',
          `${describeCard(state, args.card)} has abilities as data, and "${def.id}" is not one of this game's cards: list it in a pack's cards`,
        );
      try {
        graph.getEffect(name)(ctx, args, 'effect' in ability ? (ability.params ?? NO_PARAMS) : NO_PARAMS);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new CardError(
          'ability-failed',
          `ability ${args.ability} ("${ability.on}" -> ${what}) of ${describeCard(state, args.card)} failed: ${reason}`,
          { cause: error },
        );
      }
    },
  });
}

/**
 * Defines what every card game needs on a graph: the nodes `move-card`,
 * `resolve-ability`, `create-card` and `remove-card`, and the library's cancel
 * effect and args-match condition (the turn structure's skips). `cards` finds
 * the game's cards by id for `create-card` (defineCardGame passes its packs'
 * cards). Card data runs once `registerCardData` has registered it, when the
 * graph's nodes are all defined.
 *
 * @example
 * const graph = registerCardNodes(new RuleGraph({ id: 'war' })).define(...standardNodes);
 */
export function registerCardNodes(graph: RuleGraph, cards: ReadonlyMap<string, CardDefinition> = new Map()): RuleGraph {
  graph.define(
    moveCardNode,
    resolveAbilityNode(graph),
    createCardNode(
      (id) => cards.get(id),
      () => cards.keys(),
    ),
    removeCardNode,
  );
  graph.effect(CANCEL_EFFECT, cancelEffect);
  graph.effect(TOKENS_KEY, tokensEffect());
  graph.condition(ARGS_MATCH, argsMatch);
  return graph;
}
