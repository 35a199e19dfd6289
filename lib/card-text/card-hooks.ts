import { isShared } from '../graph/clone.js';
import type { JsonObject } from '../graph/json.js';
import type { HookSpec } from '../graph/types.js';
import { UNTIL_YOUR_NEXT_TURN, type CardHook } from './card-data.js';
import type { CardDefinition } from './definition.js';
import { cardDef, hookOwner } from '../cards/instances.js';
import { compileTemplate, resolveValue, type CompiledTemplate, type SelectorScope } from './selectors.js';
import type { CardState } from '../cards/state.js';

/**
 * The hook spec for a hook in card data, for the card of `scope`: owned by the
 * card, keyed by its template (default `<card id>:<handle>`). A hook given by
 * steps runs through the effect registered for it under `name` (see
 * `cardFlowName`), with only the card and its player as params: its steps,
 * `when` and `if` stay in the card's data. A hook given by effect gets its
 * params resolved now.
 *
 * @example
 * ctx.attach(hook.node, hook.phase, cardHookSpec(ctx.state, scope, hook, 'x.thief#abilities[0].steps[0].hook'));
 */
export function cardHookSpec(state: CardState, scope: SelectorScope, hook: CardHook, name: string): HookSpec {
  const spec: HookSpec = {
    key: hookKey(cardDef(state, scope.card), hook)(scope),
    owner: hookOwner(state, scope.card),
  };
  // "Until your next turn" is the card layer's: the hook is permanent, and a companion hook ends it (until-next-turn.ts).
  if (hook.lifetime !== undefined && hook.lifetime !== UNTIL_YOUR_NEXT_TURN) spec.lifetime = hook.lifetime;
  if (hook.priority !== undefined) spec.priority = hook.priority;
  if (hook.tier !== undefined) spec.tier = hook.tier;
  if (hook.effect !== undefined) {
    spec.effect = hook.effect;
    if (hook.params !== undefined) spec.params = resolveValue(hook.params, scope) as JsonObject;
    if (hook.applies !== undefined) spec.applies = hook.applies;
    return spec;
  }
  spec.effect = name;
  spec.params = { card: scope.card, you: scope.you };
  if (hook.when !== undefined || hook.once !== undefined || maskIfIsCondition(hook)) spec.applies = name;
  return spec;
}

// A data hook's key template, compiled once per hook: the hook is frozen with its definition, whose id the default key names.
const compiledKeys = new WeakMap<CardHook, { id: string; fill: CompiledTemplate }>();

function hookKey(def: CardDefinition, hook: CardHook): CompiledTemplate {
  const known = compiledKeys.get(hook);
  if (known !== undefined && known.id === def.id) return known.fill;
  const fill = compileTemplate(hookKeyTemplate(def, hook));
  if (isShared(hook)) compiledKeys.set(hook, { id: def.id, fill });
  return fill;
}

/**
 * The name of the effect that runs the card data at `path` of card `cardId`:
 * a triggered ability (`abilities[0]`) or a hook given by steps
 * (`abilities[1].hooks[0]`, `abilities[0].steps[2].hook`).
 *
 * @example
 * cardFlowName('war.gain-1-point', 'abilities[0]'); // 'war.gain-1-point#abilities[0]'
 */
export function cardFlowName(cardId: string, path: string): string {
  return `${cardId}#${path}`;
}

/**
 * The key pattern of a hook key template, as flow declarations write keys:
 * the text before the first `{self}`-like name, then `*`.
 *
 * @example
 * keyPattern('extra-turn:{self}'); // 'extra-turn:*'
 */
export function keyPattern(template: string): string {
  const at = template.search(/\{(self|you|opponent|owner|controller)\}/);
  return at < 0 ? template : `${template.slice(0, at)}*`;
}

/** The key template a card hook is attached under: its own, or `<card id>:{self}`. */
export function hookKeyTemplate(card: CardDefinition, hook: CardHook): string {
  return hook.key ?? `${card.id}:{self}`;
}

/**
 * Whether a mask's `if` goes into its condition: it reads the board, and a
 * condition sees the state, so a mask whose `if` is false is never a
 * candidate (never offered to a player, never planned for by `each`). An
 * `if` that reads hooks (`$hasHook`) stays in the mask, which declines.
 */
export function maskIfIsCondition(hook: CardHook): boolean {
  return hook.phase === 'mask' && hook.if !== undefined && !JSON.stringify(hook.if).includes('"$hasHook"');
}
