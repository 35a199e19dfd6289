// Card data as named, declared effects. Every piece of a card's data that runs (a triggered
// ability's steps, a hook given by steps) is registered in the game's graph as an effect named
// after its place in the card ("war.gain-1-point#abilities[0]"), declared with the flow read from
// the data itself: the nodes its steps name and how they run, the hooks it attaches. Traces name
// that effect, so checkFlow and the pictures follow a data card as they follow code, and the
// declaration cannot drift from what the card does.
import { defineEffect } from '../graph/effect.js';
import type { RuleGraph } from '../graph/graph.js';
import type { Json } from '../graph/json.js';
import type { Condition, Continuation, Effect, EffectDeclaration, HookDeclaration, PassedNodes, Phase } from '../graph/types.js';
import { isStatic, type CardHook, type Step, type StepsAbility } from './card-data.js';
import type { CardDefinition } from './definition.js';
import { cardOf } from '../cards/instances.js';
import { LIFETIMES_KEY, lifetimesEffect } from './lifetimes.js';
import { markUsed, usedUp } from '../cards/limits.js';
import { CardError } from '../cards/errors.js';
import { BIND_UNTIL_NEXT_TURN, registerUntilNextTurn, turnStartNode, UNTIL_YOUR_NEXT_TURN } from './until-next-turn.js';
import { compileCondition, type SelectorScope } from './selectors.js';
import type { CardState } from '../cards/state.js';
import { runSteps, type EffectLookup } from './steps.js';
import { cardFlowName, hookKeyTemplate, keyPattern, maskIfIsCondition } from './card-hooks.js';

/** One piece of a card's data that runs: an ability's steps, or a hook's. */
type DataPart =
  | { kind: 'ability'; name: string; ability: StepsAbility }
  | { kind: 'hook'; name: string; hook: CardHook & { steps: Step[] } }
  | { kind: 'answer'; name: string; hook: CardHook & { reason: string } };

/** Every piece of a card's data that runs, each with its effect name, in the order written. */
function dataParts(card: CardDefinition): DataPart[] {
  const parts: DataPart[] = [];
  const walkSteps = (steps: readonly Step[], at: string): void => {
    steps.forEach((step, k) => {
      if (step.do !== 'attach') return;
      const hook = step.hook as unknown as CardHook;
      // A hook given by steps runs them; a query's hook given by a reason answers: both are the card's data to register.
      if (hook.steps !== undefined || hook.reason !== undefined) walkHook(hook, `${at}[${k}].hook`);
    });
  };
  const walkHook = (hook: CardHook, path: string): void => {
    if (hook.reason !== undefined)
      parts.push({ kind: 'answer', name: cardFlowName(card.id, path), hook: hook as CardHook & { reason: string } });
    if (hook.steps === undefined) return;
    parts.push({ kind: 'hook', name: cardFlowName(card.id, path), hook: hook as CardHook & { steps: Step[] } });
    walkSteps(hook.steps, `${path}.steps`);
  };
  card.abilities.forEach((ability, a) => {
    if (isStatic(ability)) ability.hooks.forEach((hook, h) => walkHook(hook, `abilities[${a}].hooks[${h}]`));
    else if ('steps' in ability) {
      parts.push({ kind: 'ability', name: cardFlowName(card.id, `abilities[${a}]`), ability });
      walkSteps(ability.steps, `abilities[${a}].steps`);
    }
  });
  return parts;
}

/**
 * What a card's abilities do to the flow of a game, for pictures: a
 * triggered ability names the effect that runs it (a registered one, or its
 * data's), a static ability the hooks it holds while in its zones.
 *
 * @example
 * cardAbilityFlows(rallyingBanner); // [{ trigger: 'while {controller}.spells', hooks: [{ node: 'duel.measure-atk', ... }] }]
 */
export function cardAbilityFlows(card: CardDefinition): { trigger: string; effect?: string; hooks?: HookDeclaration[] }[] {
  return card.abilities.map((ability, a) => {
    if (isStatic(ability)) {
      const zones = Array.isArray(ability.while) ? ability.while.join(' or ') : ability.while;
      return {
        trigger: `while ${zones}`,
        hooks: ability.hooks.map((hook, h) => hookDeclaration(card, hook, `abilities[${a}].hooks[${h}]`)),
      };
    }
    return { trigger: ability.on, effect: 'effect' in ability ? ability.effect : cardFlowName(card.id, `abilities[${a}]`) };
  });
}

function hookDeclaration(card: CardDefinition, hook: CardHook, path: string): HookDeclaration {
  return {
    node: hook.node,
    phase: hook.phase,
    key: keyPattern(hookKeyTemplate(card, hook)),
    effect: hook.effect ?? cardFlowName(card.id, path),
  };
}

/**
 * True when a game holding this card must keep hooks bound to zones: it has
 * a static ability, or a step that attaches a hook `whileIn` zones.
 *
 * @example
 * if (cards.some(needsZoneLifetimes)) startCardLifetimes(engine);
 */
export function needsZoneLifetimes(card: CardDefinition): boolean {
  const inSteps = (steps: readonly Step[]): boolean =>
    steps.some((step) => step.do === 'attach' && (step.whileIn !== undefined || inHook(step.hook as unknown as CardHook)));
  const inHook = (hook: CardHook): boolean => hook.steps !== undefined && inSteps(hook.steps);
  return card.abilities.some((ability) => (isStatic(ability) ? true : 'steps' in ability ? inSteps(ability.steps) : false));
}

/** A declaration being gathered from card data: each continuation, hook and node once. */
class Flow {
  readonly continuesTo: Continuation[] = [];
  readonly calls: Continuation[] = [];
  readonly attaches: HookDeclaration[] = [];
  readonly becomes: string[] = [];
  ends = false;
  readonly #seen = new Set<string>();

  add(list: 'continuesTo' | 'calls', entry: Continuation): void {
    const id = `${list}\u0000${JSON.stringify(entry)}`;
    if (this.#seen.has(id)) return;
    this.#seen.add(id);
    this[list].push(entry);
  }

  attach(hook: HookDeclaration): void {
    const id = `attach\u0000${hook.node}\u0000${hook.phase}\u0000${hook.key}\u0000${hook.effect}`;
    if (this.#seen.has(id)) return;
    this.#seen.add(id);
    this.attaches.push(hook);
  }

  merge(decl: EffectDeclaration): void {
    for (const c of decl.continuesTo ?? []) this.add('continuesTo', c);
    for (const c of decl.calls ?? []) this.add('calls', c);
    for (const h of decl.attaches ?? []) this.attach(h);
    for (const b of decl.becomes ?? []) if (!this.becomes.includes(b)) this.becomes.push(b);
    if (decl.ends === true) this.ends = true;
  }

  declaration(): EffectDeclaration {
    const out: { -readonly [K in keyof EffectDeclaration]: EffectDeclaration[K] } = {};
    if (this.continuesTo.length > 0) out.continuesTo = this.continuesTo;
    if (this.calls.length > 0) out.calls = this.calls;
    if (this.attaches.length > 0) out.attaches = this.attaches;
    if (this.becomes.length > 0) out.becomes = this.becomes;
    if (this.ends) out.ends = true;
    return out;
  }
}

/**
 * The flow declared by a list of card steps at `at` (the name its attach
 * steps' hooks are named under): node verbs called or queued as their `via`
 * says, with the node names they pass literally in the args the node takes
 * as `{ arg }`; hooks attached; a decision's `then`; a redirect's node; what
 * a named effect declares.
 */
function stepsFlow(
  graph: RuleGraph,
  card: CardDefinition,
  steps: readonly Step[],
  at: string,
  hooked: string | undefined,
  flow: Flow,
): void {
  steps.forEach((step, k) => {
    switch (step.do) {
      case 'attach': {
        const hook = step.hook as unknown as CardHook;
        flow.attach(hookDeclaration(card, hook, `${at}[${k}].hook`));
        // "Until your next turn" attaches the companion hook that ends it, as its bind effect declares.
        if (hook.lifetime === UNTIL_YOUR_NEXT_TURN) flow.merge(graph.effectDeclaration(BIND_UNTIL_NEXT_TURN) ?? {});
        return;
      }
      case 'choose':
        flow.add('continuesTo', { node: step.then as string, choice: true });
        return;
      case 'redirect':
        flow.merge({ becomes: [(step.node as string | undefined) ?? hooked!] });
        return;
      case 'effect': {
        const decl = graph.effectDeclaration(step.effect as string);
        if (decl !== undefined) flow.merge(decl);
        return;
      }
      case 'detach':
      case 'let':
      case 'cancel':
      case 'set':
        return;
    }
    const passed = passedNames(graph, step.do, step);
    const entry: Continuation = passed === undefined ? step.do : { node: step.do, with: passed };
    flow.add(step.via === 'next' || step.via === 'enqueue' ? 'continuesTo' : 'calls', entry);
  });
}

/** Node names a step passes literally in the args its node continues to (`{ arg }`), e.g. draw's onEmpty. */
function passedNames(graph: RuleGraph, node: string, step: Step): PassedNodes | undefined {
  if (!graph.hasNode(node)) return undefined;
  const def = graph.node(node);
  let out: Record<string, string> | undefined;
  for (const c of [...(def.continuesTo ?? []), ...(def.calls ?? [])]) {
    if (typeof c !== 'object' || !('arg' in c)) continue;
    const value: unknown = step[c.arg];
    if (typeof value === 'string' && !value.startsWith('$')) (out ??= {})[c.arg] = value;
  }
  return out;
}

/** The params of a hook from card data: the card and its player; the rest is in the card's data. */
interface DataHookParams {
  card: number;
  you: string;
}

/** What a run's scope reads of its context: the state, and the hooks for `$hasHook`. */
interface ScopeSource {
  readonly state: CardState;
  hasHook(node: string, phase: Phase, key: string): boolean;
}

/**
 * The scope selectors of a card's data resolve against, for the card `card`
 * and player `you`, with the args of the run. Its `hasHook` is made when a
 * selector reads it (`$hasHook`), not at every run: few cards ask.
 */
class DataScope implements SelectorScope {
  readonly state: CardState;
  readonly names: Record<string, Json> = {};
  it?: number;

  constructor(
    private readonly source: ScopeSource,
    readonly card: number,
    readonly you: string,
    public args: object,
  ) {
    this.state = source.state;
  }

  get hasHook(): (node: string, phase: Phase, key: string) => boolean {
    const source = this.source;
    return (node, phase, key) => source.hasHook(node, phase, key);
  }
}

function abilityEffect(ability: StepsAbility, name: string, effects: EffectLookup): Effect<CardState> {
  const holds = ability.if === undefined ? undefined : compileCondition(ability.if, 'if');
  const path = dataPath(name);
  const once = ability.once;
  return (ctx, args: { card: number; player?: Json }) => {
    if (once !== undefined && usedUp(ctx.state, args.card, path, once)) return;
    // "You" is whoever the trigger names (the player who drew), else the card's controller.
    const you = typeof args.player === 'string' ? args.player : cardOf(ctx.state, args.card).controller;
    const scope = new DataScope(ctx, args.card, you, args);
    if (holds !== undefined && !holds(scope)) return;
    if (once !== undefined) markUsed(ctx.state, args.card, path, once);
    runSteps(ctx, ability.steps, scope, effects, `${name}.steps`);
  };
}

function hookEffect(hook: CardHook & { steps: Step[] }, name: string, effects: EffectLookup): Effect<CardState> {
  const holds = hook.if === undefined ? undefined : compileCondition(hook.if, 'if');
  const path = dataPath(name);
  return (ctx, args: object, { card, you }: DataHookParams) => {
    const scope = new DataScope(ctx, card, you, args);
    if (holds !== undefined && !holds(scope)) {
      // A mask whose board check fails does not apply to this event: it declines, and another mask or the body runs.
      if (hook.phase === 'mask') ctx.decline();
      return undefined;
    }
    // Its condition kept it out while used up (hookCondition); this run is the one counted.
    if (hook.once !== undefined) markUsed(ctx.state, card, path, hook.once);
    const outcome = runSteps(ctx, hook.steps, scope, effects, `${name}.steps`);
    return outcome.redirect ?? outcome.args;
  };
}

/** A query's permit or forbid hook from card data: its reason when its `if` holds on the board (its `when` is its condition). */
function answerEffect(hook: CardHook & { reason: string }): Effect<CardState> {
  const holds = hook.if === undefined ? undefined : compileCondition(hook.if, 'if');
  return (ctx, args: object, { card, you }: DataHookParams) => {
    if (holds === undefined) return hook.reason;
    const scope = new DataScope(ctx, card, you, args);
    return holds(scope) ? hook.reason : undefined;
  };
}

/** A hook's `when`: resolved without the state, against the args and the hook's card and player. */
function whenCondition(when: Json): Condition<object, DataHookParams> {
  const holds = compileCondition(when, 'when');
  return (args: object, { card, you }: DataHookParams) => holds({ state: undefined, card, you, args, names: {} });
}

/**
 * The condition of a data hook: its `when` on the args, for a mask its `if`
 * on the board (see maskIfIsCondition), and for a limited hook that its card
 * has not used it up (so a used-up mask is not a candidate, and no hook runs).
 */
function hookCondition(hook: CardHook, name: string): Condition<object, DataHookParams> | undefined {
  const when = hook.when === undefined ? undefined : whenCondition(hook.when);
  const onBoard = maskIfIsCondition(hook) ? compileCondition(hook.if as Json, 'if') : undefined;
  const once = hook.once;
  if (onBoard === undefined && once === undefined) return when;
  const path = dataPath(name);
  return (args: object, params: DataHookParams, state: unknown) =>
    (when === undefined || when(args, params, state)) &&
    (once === undefined || !usedUp(state as CardState, params.card, path, once)) &&
    (onBoard === undefined || onBoard({ state: state as CardState, card: params.card, you: params.you, args, names: {} }));
}

/** Where a card first attaches a hook "until your next turn" (`'abilities[0].steps[1].hook'`), or undefined. */
function untilNextTurnPath(card: CardDefinition): string | undefined {
  const inSteps = (steps: readonly Step[], at: string): string | undefined => {
    for (let k = 0; k < steps.length; k++) {
      const step = steps[k]!;
      if (step.do !== 'attach') continue;
      const hook = step.hook as unknown as CardHook;
      if (hook.lifetime === UNTIL_YOUR_NEXT_TURN) return `${at}[${k}].hook`;
      const inner = hook.steps === undefined ? undefined : inSteps(hook.steps, `${at}[${k}].hook.steps`);
      if (inner !== undefined) return inner;
    }
    return undefined;
  };
  for (let a = 0; a < card.abilities.length; a++) {
    const ability = card.abilities[a]!;
    const found = isStatic(ability)
      ? ability.hooks.reduce<string | undefined>(
          (seen, hook, h) =>
            seen ?? (hook.steps === undefined ? undefined : inSteps(hook.steps, `abilities[${a}].hooks[${h}].steps`)),
          undefined,
        )
      : 'steps' in ability
        ? inSteps(ability.steps, `abilities[${a}].steps`)
        : undefined;
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The place of card data in its card, from its effect name: `'x.card#abilities[0]'` gives `'abilities[0]'`. */
function dataPath(name: string): string {
  return name.slice(name.indexOf('#') + 1);
}

/**
 * Registers the data of a game's cards in its graph, once its nodes and
 * effects are all there: each triggered ability's steps and each hook given
 * by steps as an effect named by {@link cardFlowName} and declared with the
 * flow its data describes (a hook's `when` as the condition of that name),
 * and the card layer's lifetimes hook, declared with every static hook it
 * may attach. `defineCardGame` does this with its packs' cards.
 *
 * @example
 * registerCardData(registerCardNodes(new RuleGraph({ id: 'mine' })).define(...standardNodes), [herald, forge]);
 */
export function registerCardData(graph: RuleGraph, cards: Iterable<CardDefinition>): RuleGraph {
  const effects: EffectLookup = (name) => graph.getEffect(name);
  const statics = new Flow();
  const turnStart = turnStartNode(graph);
  const list = [...cards];
  // Only a game whose cards say "until your next turn" gets its effects: the others' graphs stay as they were.
  for (const card of list) {
    const untilNextTurn = untilNextTurnPath(card);
    if (untilNextTurn === undefined) continue;
    // Refused where the card is loaded, not when the hook would be attached mid-game.
    if (turnStart === undefined)
      throw new CardError(
        'until-next-turn-no-turns',
        `Card "${card.id}" has a hook until your next turn (${untilNextTurn}), and this game has no turns: it needs the node begin-turn (the turn structure) or next-player`,
      );
    if (!graph.hasEffect(BIND_UNTIL_NEXT_TURN)) registerUntilNextTurn(graph, turnStart);
  }
  for (const card of list) {
    for (const flow of cardAbilityFlows(card)) for (const hook of flow.hooks ?? []) statics.attach(hook);
    for (const part of dataParts(card)) {
      const flow = new Flow();
      if (part.kind === 'ability') {
        stepsFlow(graph, card, part.ability.steps, `${part.name.slice(card.id.length + 1)}.steps`, undefined, flow);
        graph.effect(part.name, defineEffect({ ...flow.declaration(), run: abilityEffect(part.ability, part.name, effects) }));
        continue;
      }
      if (part.kind === 'answer') {
        // A query's hook: it answers with its reason where when and if hold, and declares no flow.
        graph.effect(part.name, defineEffect({ run: answerEffect(part.hook) }));
        if (part.hook.when !== undefined) graph.condition(part.name, whenCondition(part.hook.when));
        continue;
      }
      const hook = part.hook;
      stepsFlow(graph, card, hook.steps, `${part.name.slice(card.id.length + 1)}.steps`, hook.node, flow);
      graph.effect(part.name, defineEffect({ ...flow.declaration(), run: hookEffect(hook, part.name, effects) }));
      const condition = hookCondition(hook, part.name);
      if (condition !== undefined) graph.condition(part.name, condition);
    }
  }
  // Its own function per graph: a declaration belongs to one function, and each game's statics differ.
  const keepLifetimes: Effect<CardState> = (ctx, args, params) => lifetimesEffect(ctx, args, params);
  graph.effect(LIFETIMES_KEY, defineEffect({ ...statics.declaration(), run: keepLifetimes }));
  return graph;
}
