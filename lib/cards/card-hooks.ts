import type { Json, JsonObject } from '../graph/json.js';
import type { Condition, Effect, HookSpec } from '../graph/types.js';
import type { CardHook, Step, Value } from './card-data.js';
import { cardDef, hookOwner } from './instances.js';
import { fillTemplate, resolveCondition, resolveValue, type SelectorScope } from './selectors.js';
import type { CardState } from './state.js';
import { runSteps, type EffectLookup } from './steps.js';

/**
 * The registered effect behind every hook card data gives by `steps`: it runs
 * the steps kept in the hook's params, with `$args` the hooked node's args.
 *
 * @example
 * engine.hooks().filter((h) => h.effect === CARD_HOOK_EFFECT); // the hooks cards attached as data
 */
export const CARD_HOOK_EFFECT = 'cardweave.card-hook';

/**
 * The registered condition behind a card hook's `when`: the hook applies when
 * its condition on the args (and `$self`, `$you`) holds.
 *
 * @example
 * engine.hooks().filter((h) => h.key.startsWith('duel.mirror-ward')); // applies: CARD_HOOK_WHEN
 */
export const CARD_HOOK_WHEN = 'cardweave.when';

/** The params of a card hook given by steps: all it needs, as JSON, so it survives a save. */
interface CardHookParams {
  card: number;
  you: string;
  steps: Step[];
  if?: Value;
  when?: Value;
}

/**
 * The hook spec for a hook in card data, for the card of `scope`: owned by the
 * card, keyed by its template (default `<card id>:<handle>`), its selectors in
 * params resolved now; a hook given by steps runs them through {@link CARD_HOOK_EFFECT}.
 *
 * @example
 * ctx.attach(hook.node, hook.phase, cardHookSpec(ctx.state, scope, hook));
 */
export function cardHookSpec(state: CardState, scope: SelectorScope, hook: CardHook): HookSpec {
  const spec: HookSpec = {
    key: fillTemplate(hook.key ?? `${cardDef(state, scope.card).id}:{self}`, scope),
    owner: hookOwner(state, scope.card),
  };
  if (hook.lifetime !== undefined) spec.lifetime = hook.lifetime;
  if (hook.priority !== undefined) spec.priority = hook.priority;
  if (hook.tier !== undefined) spec.tier = hook.tier;
  if (hook.effect !== undefined) {
    spec.effect = hook.effect;
    if (hook.params !== undefined) spec.params = resolveValue(hook.params, scope) as JsonObject;
    if (hook.applies !== undefined) spec.applies = hook.applies;
    return spec;
  }
  const params: CardHookParams = { card: scope.card, you: scope.you, steps: hook.steps! };
  if (hook.if !== undefined) params.if = hook.if;
  if (hook.when !== undefined) {
    params.when = hook.when;
    spec.applies = CARD_HOOK_WHEN;
  }
  spec.effect = CARD_HOOK_EFFECT;
  spec.params = params as unknown as JsonObject;
  return spec;
}

/**
 * The card-hook effect of one graph (its `effect` steps look effects up there).
 * A pre hook returns the args its `set` steps made, a mask the invocation of
 * its `redirect`; `if` is checked first and, when false, the hook does nothing.
 *
 * @example
 * graph.effect(CARD_HOOK_EFFECT, cardHookEffect((name) => graph.getEffect(name)));
 */
export function cardHookEffect(effects: EffectLookup): Effect<CardState> {
  return (ctx, args: object, params: CardHookParams) => {
    const scope: SelectorScope = {
      state: ctx.state,
      card: params.card,
      you: params.you,
      args,
      names: {},
      hasHook: (node, phase, key) => ctx.hasHook(node, phase, key),
    };
    if (params.if !== undefined && !resolveCondition(params.if, scope, 'if')) return undefined;
    const outcome = runSteps(ctx, params.steps, scope, effects);
    return outcome.redirect ?? outcome.args;
  };
}

/**
 * The condition behind `when`: resolved without the state, against the args and the hook's card and player.
 *
 * @example
 * graph.condition(CARD_HOOK_WHEN, cardHookWhen);
 */
export const cardHookWhen: Condition = (args: object, params: CardHookParams) =>
  resolveCondition(params.when as Json, { state: undefined, card: params.card, you: params.you, args, names: {} }, 'when');
