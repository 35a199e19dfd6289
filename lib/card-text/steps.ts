import { isShared } from '../graph/clone.js';
import { StepBudgetError } from '../graph/errors.js';
import type { Args, Json, JsonObject } from '../graph/json.js';
import type { Context, Effect, HookSpec, Invocation, Phase } from '../graph/types.js';
import type { CardHook, Step } from './card-data.js';
import { cardHookSpec } from './card-hooks.js';
import { CardError } from '../cards/errors.js';
import { cardOf } from '../cards/instances.js';
import { attachWhileIn } from './lifetimes.js';
import { BIND_UNTIL_NEXT_TURN, UNTIL_YOUR_NEXT_TURN } from './until-next-turn.js';
import {
  compileCondition,
  compileValue,
  fillTemplate,
  resolveValue,
  type CompiledCondition,
  type SelectorScope,
  type Selector,
} from './selectors.js';
import { type CardState } from '../cards/state.js';
import { zonesNamed } from '../cards/zone-pattern.js';

/**
 * Finds a registered effect by name (the graph's), for the `effect` verb,
 * callable with the run's args and the step's params as `graph.getEffect` gives it.
 *
 * @example
 * const effects: EffectLookup = (name) => graph.getEffect(name);
 */
export type EffectLookup = (name: string) => Effect<any, Args, JsonObject>;

/**
 * What steps leave for the hook that ran them: rewritten args (a pre hook's `set`) or an invocation (a mask's `redirect`).
 *
 * @example
 * const { args, redirect }: StepsOutcome = runSteps(ctx, steps, scope, effects); return redirect ?? args;
 */
export interface StepsOutcome {
  args?: object;
  redirect?: Invocation;
}

const META = new Set(['do', 'as', 'if', 'via']);
const CREATE_CARD = 'create-card';

/**
 * Runs card steps in order, each verb a node run through its hooks (or a card
 * verb), with selectors resolved against `scope` when the step runs. `at`
 * names the steps in their card (`'x.thief#abilities[0].steps'`): a hook an
 * `attach` step attaches runs as the effect registered under that name plus
 * `[k].hook` (see `registerCardData`). A step that fails is reported with its
 * place: `step 2 (score): <reason>`.
 *
 * @example
 * runSteps(ctx, [{ do: 'score', player: '$you', points: 1 }], scope, (name) => graph.getEffect(name), 'x.herald#abilities[0].steps');
 */
export function runSteps(
  ctx: Context<CardState>,
  steps: readonly Step[],
  scope: SelectorScope,
  effects: EffectLookup,
  at: string,
): StepsOutcome {
  const outcome: StepsOutcome = {};
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    const plan = stepPlan(step);
    try {
      if (plan.if !== undefined && !plan.if(scope)) continue;
      const value = runStep(ctx, step, plan, scope, effects, outcome, at, i);
      if (step.as !== undefined) scope.names[step.as] = value;
    } catch (error) {
      // The step budget's own error must reach the engine as it is: it is not the step's fault.
      if (error instanceof StepBudgetError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new CardError('step-failed', `step ${i} (${step.do}): ${reason}`, { cause: error });
    }
  }
  return outcome;
}

/** A step's selectors, compiled once: its condition and its args (every field but do, as, if and via), in the step's order. */
interface StepPlan {
  if: CompiledCondition | undefined;
  argKeys: string[];
  argValues: Selector[];
}

// By identity: a card's steps are frozen with its definition, so each is compiled once for every game.
const plans = new WeakMap<Step, StepPlan>();

function stepPlan(step: Step): StepPlan {
  const known = plans.get(step);
  if (known !== undefined) return known;
  const argKeys: string[] = [];
  for (const key in step) if (!META.has(key)) argKeys.push(key);
  const plan: StepPlan = {
    if: step.if === undefined ? undefined : compileCondition(step.if, 'if'),
    argKeys,
    argValues: argKeys.map((key) => compileValue(step[key]!)),
  };
  // Steps the library did not freeze may change between runs: they are planned again each time.
  if (isShared(step)) plans.set(step, plan);
  return plan;
}

/** The step's args, resolved now. */
function stepArgs(plan: StepPlan, scope: SelectorScope, into: Record<string, unknown>): void {
  for (let k = 0; k < plan.argKeys.length; k++) into[plan.argKeys[k]!] = plan.argValues[k]!(scope);
}

function runStep(
  ctx: Context<CardState>,
  step: Step,
  plan: StepPlan,
  scope: SelectorScope,
  effects: EffectLookup,
  outcome: StepsOutcome,
  at: string,
  index: number,
): Json {
  switch (step.do) {
    case 'attach':
      return attach(ctx, step, scope, `${at}[${index}].hook`, effects);
    case 'detach':
      ctx.detach(step.node as string, step.phase as Phase, fillTemplate(step.key as string, scope));
      return true;
    case 'let':
      return resolveValue(step.value!, scope);
    case 'effect': {
      // An object (defineCard checks it is one), so it resolves to an object field by field.
      const params = step.params === undefined ? {} : (resolveValue(step.params, scope) as JsonObject);
      effects(step.effect as string)(ctx, scope.args, params);
      return true;
    }
    case 'cancel': {
      const reason = step.reason === undefined ? undefined : resolveValue(step.reason, scope);
      ctx.cancel(
        reason === undefined || reason === null ? undefined : typeof reason === 'string' ? reason : JSON.stringify(reason),
      );
      return true;
    }
    case 'set': {
      const args: Record<string, unknown> = { ...scope.args };
      stepArgs(plan, scope, args);
      scope.args = args;
      outcome.args = args;
      return true;
    }
    case 'redirect': {
      const set = step.set === undefined ? {} : (resolveValue(step.set, scope) as Record<string, Json>);
      outcome.redirect = { node: (step.node as string | undefined) ?? ctx.node, args: { ...scope.args, ...set } };
      return true;
    }
    case 'choose': {
      const args = step.args === undefined ? undefined : (resolveValue(step.args, scope) as object);
      // A pick (k of n): its counts may be selectors; the engine checks them against the options it is given.
      const pick =
        step.pick === undefined ? undefined : (resolveValue(step.pick, scope) as { min: number; max: number; ordered?: boolean });
      ctx.choose({
        player: resolveValue(step.player!, scope) as string,
        prompt: resolveValue(step.prompt!, scope) as string,
        options: resolveValue(step.options!, scope) as Json[],
        then: step.then as string,
        args,
        ...(pick === undefined ? {} : { pick }),
      });
      return true;
    }
  }
  // A node verb. A log step costs nothing when nothing records the log, as the games' own derived verbs do.
  if (step.do === 'log' && !ctx.logging) return false;
  const args: Record<string, Json> = {};
  stepArgs(plan, scope, args);
  const via = step.via ?? 'call';
  if (via === 'next') ctx.next(step.do, args);
  else if (via === 'enqueue') ctx.enqueue(step.do, args);
  else {
    // Handles are never reused, so the cards a creation made are the handles after the ones that were there.
    const before = ctx.state.cards.length;
    const ran = ctx.call(step.do, args);
    if (step.do === CREATE_CARD) return createdSince(ctx.state, before);
    return ran;
  }
  return true;
}

/** The `attach` verb: a hook owned by the card (run as the effect `name`), bound to zones when `whileIn` says so. */
function attach(ctx: Context<CardState>, step: Step, scope: SelectorScope, name: string, effects: EffectLookup): boolean {
  const hook = step.hook as unknown as CardHook;
  const spec = cardHookSpec(ctx.state, scope, hook, name);
  let attached = true;
  if (step.whileIn === undefined) ctx.attach(hook.node, hook.phase, spec as HookSpec<CardState>);
  else {
    // A pattern (`'*.hand'`) binds the hook to every zone it matches.
    const zones = (Array.isArray(step.whileIn) ? step.whileIn : [step.whileIn]).flatMap((zone) =>
      zonesNamed(ctx.state, fillTemplate(zone as string, scope)),
    );
    attached = attachWhileIn(ctx, scope.card, zones, hook.node, hook.phase, spec);
  }
  // "Until your next turn": the player is the card's controller now; a companion hook ends the hook then (until-next-turn.ts).
  if (attached && hook.lifetime === UNTIL_YOUR_NEXT_TURN) {
    const player = cardOf(ctx.state, scope.card).controller;
    effects(BIND_UNTIL_NEXT_TURN)(ctx, scope.args, {
      player,
      node: hook.node,
      phase: hook.phase,
      key: spec.key,
      owner: spec.owner!,
    });
  }
  return attached;
}

function createdSince(state: CardState, before: number): number[] {
  const made: number[] = [];
  for (let card = before; card < state.cards.length; card++) if (state.cards[card] != null) made.push(card);
  return made;
}
