import type { RuleGraph } from '../graph/graph.js';
import type { Json, JsonObject } from '../graph/json.js';
import { defineNode } from '../graph/node.js';
import type { Context, NodeDefinition } from '../graph/types.js';
import { isTriggered } from './card-data.js';
import { CARD_HOOK_EFFECT, CARD_HOOK_WHEN, cardHookEffect, cardHookWhen } from './card-hooks.js';
import { createCardNode } from './create-card.js';
import type { CardDefinition } from './definition.js';
import { CardError } from './errors.js';
import { cardOf, describeCard, noCard } from './instances.js';
import { LIFETIMES_KEY, lifetimesEffect } from './lifetimes.js';
import { moveCardNode } from './move-card.js';
import { removeCardNode } from './remove-card.js';
import { resolveCondition, type SelectorScope } from './selectors.js';
import type { CardState } from './state.js';
import { runSteps } from './steps.js';

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
    if ((abilities[i] as { on?: string }).on !== trigger) continue;
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
  return defineNode<ResolveAbilityArgs, CardState>({
    name: RESOLVE_ABILITY,
    description: "Runs one ability of a card: the registered effect it names, with the ability's params.",
    // What a run continues to is the flow of the effect it runs: traces and pictures follow that effect.
    resolves: (args, state) => {
      const card = state.cards[args.card];
      return card == null ? undefined : state.defs[card.def]?.abilities[args.ability]?.effect;
    },
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
      const ability = state.defs[card.def]?.abilities[args.ability];
      if (ability === undefined || !isTriggered(ability))
        throw new CardError('ability-unknown', `${describeCard(state, args.card)} has no ability ${args.ability}`);
      const what = 'effect' in ability ? `effect "${ability.effect}"` : 'steps';
      try {
        if ('effect' in ability) {
          graph.getEffect(ability.effect)(ctx, args, ability.params ?? NO_PARAMS);
          return;
        }
        // Card data: "you" is whoever the trigger names (the player who drew), else the card's controller.
        const you = typeof args.player === 'string' ? args.player : card.controller;
        const scope: SelectorScope = { state, card: args.card, you, args, names: {}, hasHook: (n, p, k) => ctx.hasHook(n, p, k) };
        if (ability.if !== undefined && !resolveCondition(ability.if, scope, 'if')) return;
        runSteps(ctx, ability.steps, scope, (name) => graph.getEffect(name));
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
 * `resolve-ability`, `create-card` and `remove-card`, and the library effects
 * and condition that card data runs on. `cards` finds the game's cards by id
 * for `create-card` (defineCardGame passes its packs' cards).
 *
 * @example
 * const graph = registerCardNodes(new RuleGraph({ id: 'war' })).define(...standardNodes);
 */
export function registerCardNodes(graph: RuleGraph, cards: ReadonlyMap<string, CardDefinition> = new Map()): RuleGraph {
  graph.define(moveCardNode, resolveAbilityNode(graph), createCardNode((id) => cards.get(id), () => cards.keys()), removeCardNode);
  graph.effect(CARD_HOOK_EFFECT, cardHookEffect((name) => graph.getEffect(name)));
  graph.effect(LIFETIMES_KEY, lifetimesEffect);
  graph.condition(CARD_HOOK_WHEN, cardHookWhen);
  return graph;
}
