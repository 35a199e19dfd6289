import type { Args } from './json.js';
import type { NodeDefinition } from './types.js';

/**
 * Declares a rule step. The returned object is registered on a graph with
 * `graph.define(node)`.
 *
 * @example
 * const draw = defineNode({
 *   name: 'draw', description: 'The player draws one card.', continuesTo: [],
 *   body(ctx, { player }: { player: string }) { ctx.state.hands[player].push(ctx.state.deck.pop()); },
 * });
 */
export function defineNode<A extends Args = any, S = any>(node: NodeDefinition<A, S>): NodeDefinition<A, S> {
  return node;
}
