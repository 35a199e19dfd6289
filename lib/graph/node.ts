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
// Args are inferred from the body's annotation, else Args (an object: type them to read a field); the state stays
// any (see Body in types.ts).
export function defineNode<A extends Args = Args, S = any>(node: NodeDefinition<A, S>): NodeDefinition<A, S> {
  return node;
}
