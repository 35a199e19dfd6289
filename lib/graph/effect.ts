import { DefinitionError } from './errors.js';
import { flowShapeProblem } from './flow.js';
import type { Effect, EffectDeclaration } from './types.js';

// Beside the function, not on it: an effect stays a plain function wherever it is registered.
const declarations = new WeakMap<Effect, Readonly<EffectDeclaration>>();

/**
 * Declares an effect with its flow: the nodes it queues and calls, the hooks
 * it attaches, and for a hook what it sets (`with`) or becomes. Returns `run`
 * itself, to register by name in a pack or graph as any effect is; pictures
 * and trace checks read the declaration from it.
 *
 * @example
 * const gainPointAndDraw = defineEffect({
 *   calls: ['move-card', 'score'], continuesTo: [{ node: 'draw', with: { onEmpty: 'war.out-of-cards' } }],
 *   run(ctx, { card, player }) { moveCard(ctx, { card, to: discard }); ctx.call('score', { player, points: 1 }); ctx.next('draw', drawArgs(player)); },
 * });
 */
// Defaults as Effect's: args and params never until typed (defineEffect<WarState>({ run(ctx, args: RevealArgs) })
// keeps its annotation), the state any.
export function defineEffect<S = any, A = never, P = never>(
  effect: EffectDeclaration & { run: Effect<S, A, P> },
): Effect<S, A, P> {
  if (effect === null || typeof effect !== 'object')
    throw new DefinitionError('flow-bad-shape', 'defineEffect needs { run, continuesTo?, calls?, attaches?, ... }');
  const { run, ...declaration } = effect;
  if (typeof run !== 'function')
    throw new DefinitionError('flow-bad-shape', 'defineEffect needs run, the effect function (ctx, args, params)');
  const problem = flowShapeProblem(declaration, true);
  if (problem !== undefined) throw new DefinitionError('flow-bad-shape', `defineEffect: ${problem}`);
  if (declarations.has(run))
    throw new DefinitionError(
      'flow-bad-shape',
      'defineEffect: this function is already declared as an effect; declare each effect once',
    );
  declarations.set(run, Object.freeze(declaration));
  return run;
}

/**
 * The flow an effect was declared with by {@link defineEffect}, or undefined for a plain function.
 *
 * @example
 * effectDeclaration(graph.getEffect('war.fortune'))?.continuesTo; // ['twist.draw-until', 'twist.fortune-keep']
 */
export function effectDeclaration(fn: Effect): Readonly<EffectDeclaration> | undefined {
  return declarations.get(fn);
}
