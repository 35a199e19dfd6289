import { isShared } from '../graph/clone.js';
import type { Effect, HookSpec, Phase } from '../graph/types.js';
import { isStatic, type WhileAbility } from './card-data.js';
import { cardFlowName } from './card-hooks.js';
import { cardHookSpec } from './card-hooks.js';
import type { CardDefinition } from './definition.js';
import { CardError } from '../cards/errors.js';
import { cardOf, describeCard, hookOwner } from '../cards/instances.js';
import { MOVE_CARD, type MoveCardArgs } from '../nodes/move-card.js';
import { compileTemplate, type CompiledTemplate, type SelectorScope } from './selectors.js';
import { zoneHandle, type CardState, type ZoneRef } from '../cards/state.js';
import { zonesNamed } from '../cards/zone-pattern.js';

/**
 * Key (and effect name) of the post hook on `move-card` that keeps hooks bound
 * to zones true after every move: attached only to games that need it.
 *
 * @example
 * engine.hasHook('move-card', 'post', LIFETIMES_KEY); // true in a duel: its spells have statics
 */
export const LIFETIMES_KEY = 'cardweave.lifetimes';

/**
 * What the zone lifetimes work on: a node's context, or an engine while it is
 * set up (both read the state and attach, detach and find hooks).
 *
 * @example
 * startCardLifetimes(engine satisfies HookTarget);
 */
export interface HookTarget {
  /** The game state, with its card fields. */
  readonly state: CardState;
  /** Attaches a hook (`ctx.attach`, `engine.attach`). */
  attach(node: string, phase: Phase, spec: HookSpec): void;
  /** Detaches a hook by key (`ctx.detach`, `engine.detach`). */
  detach(node: string, phase: Phase, key: string): void;
  /** True when a hook with that key is attached (`ctx.hasHook`, `engine.hasHook`). */
  hasHook(node: string, phase: Phase, key: string): boolean;
}

/**
 * Attaches a hook owned by a card that lives while the card is in one of
 * `zones`: it is detached after the move (or removal) that takes the card out,
 * whatever moved it. Refused when the card is not in one of them now. Given
 * the card's `incarnation` (see `cardIncarnation`), it attaches nothing and
 * returns false once the card has moved since: a "for as long as" that has
 * already ended does nothing (CR 611.2b).
 *
 * @example
 * attachWhileIn(ctx, card, ['p1.spells'], 'duel.measure-atk', 'pre', { key: `banner:${card}`, effect: 'duel.boostAtk', params: { amount: 300 } });
 */
export function attachWhileIn(
  target: HookTarget,
  card: number,
  zones: ZoneRef | readonly ZoneRef[],
  node: string,
  phase: Phase,
  spec: HookSpec,
  options: { incarnation?: number } = {},
): boolean {
  const state = target.state;
  const instance = cardOf(state, card);
  const handles = (Array.isArray(zones) ? (zones as readonly ZoneRef[]) : [zones as ZoneRef]).map((zone) =>
    zoneHandle(state, zone),
  );
  if (options.incarnation !== undefined && state.incarnations[card] !== options.incarnation) return false;
  if (!handles.includes(instance.zone)) {
    const key = (spec as { key?: unknown } | null)?.key;
    const names = handles.map((zone) => `"${state.zoneNames[zone]}"`).join(' or ');
    throw new CardError(
      'lifetime-not-in-zone',
      `Cannot attach hook ${JSON.stringify(key)} to ${node} (${phase}) while ${describeCard(state, card)} is in ${names}: it is in "${state.zoneNames[instance.zone]}"`,
    );
  }
  watchZones(target);
  target.attach(node, phase, { owner: hookOwner(state, card), ...spec });
  state.bound.push({ card, zones: handles, node, phase, key: spec.key });
  return true;
}

/**
 * Makes a game keep hooks bound to zones: attaches the post hook on
 * `move-card` that does it, once. Games whose cards have no static abilities
 * and bind nothing never get it, so their moves stay unhooked.
 *
 * @example
 * watchZones(ctx);
 */
export function watchZones(target: HookTarget): void {
  if (!target.hasHook(MOVE_CARD, 'post', LIFETIMES_KEY))
    target.attach(MOVE_CARD, 'post', { key: LIFETIMES_KEY, effect: LIFETIMES_KEY, priority: 1_000_000 });
}

/**
 * Starts the zone lifetimes of a game whose cards are laid out: watches moves
 * and attaches the static hooks of every card already in its zone. A card
 * game does it when set up, if any of its cards has a static ability; a game
 * laid out by hand (a test, a scenario) calls it on its engine.
 *
 * @example
 * const engine = new Engine(duelGame.graph(), { state, start }); startCardLifetimes(engine);
 */
export function startCardLifetimes(target: HookTarget): void {
  watchZones(target);
  const cards: number[] = [];
  for (let card = 0; card < target.state.cards.length; card++) if (target.state.cards[card] != null) cards.push(card);
  refreshLifetimes(target, cards);
}

/**
 * Brings bound hooks up to date: every binding whose card left its zones (or
 * the game) ends, and each of the `arrived` cards that is in the zone of one
 * of its static abilities gets that ability's hooks (once).
 *
 * @example
 * refreshLifetimes(ctx, args.cards); // what the post hook on move-card does
 */
export function refreshLifetimes(target: HookTarget, arrived: readonly number[] = []): void {
  const state = target.state;
  const bound = state.bound;
  // Every move of a card runs this, and most end no binding: the list is copied only from the first that ends.
  let kept: typeof bound | undefined;
  for (let i = 0; i < bound.length; i++) {
    const entry = bound[i]!;
    const card = state.cards[entry.card];
    if (card != null && entry.zones.includes(card.zone)) {
      kept?.push(entry);
      continue;
    }
    kept ??= bound.slice(0, i);
    if (target.hasHook(entry.node, entry.phase, entry.key)) target.detach(entry.node, entry.phase, entry.key);
  }
  if (kept !== undefined) state.bound = kept;
  for (const card of arrived) {
    const instance = state.cards[card];
    if (instance == null) continue;
    const abilities = state.defs[instance.def]!.abilities;
    for (let a = 0; a < abilities.length; a++) {
      const ability = abilities[a]!;
      if (isStatic(ability)) startStatic(target, card, ability, a);
    }
  }
}

/** The post hook on move-card: the moved cards arrived somewhere. */
export const lifetimesEffect: Effect<CardState> = (ctx, args: MoveCardArgs) => {
  refreshLifetimes(ctx, args.cards);
};

/**
 * True when a definition has a static ability, so a game holding it must keep zone lifetimes.
 *
 * @example
 * if (state.defs.some(hasStaticAbility)) startCardLifetimes(engine);
 */
export function hasStaticAbility(def: CardDefinition): boolean {
  return def.abilities.some(isStatic);
}

// A static ability's zone templates, compiled once: the ability is frozen with its definition and read at every move.
const compiledWhile = new WeakMap<WhileAbility, CompiledTemplate[]>();

function whileTemplates(ability: WhileAbility, templates: readonly string[]): CompiledTemplate[] {
  const known = compiledWhile.get(ability);
  if (known !== undefined) return known;
  const fills = templates.map(compileTemplate);
  if (isShared(ability)) compiledWhile.set(ability, fills);
  return fills;
}

/** Attaches a static ability's hooks (ability `index` of its card) when its card is in one of the ability's zones and they are not attached yet. */
function startStatic(target: HookTarget, card: number, ability: WhileAbility, index: number): void {
  const state = target.state;
  const instance = state.cards[card]!;
  const scope: SelectorScope = { state, card, you: instance.controller, args: {}, names: {} };
  const templates = Array.isArray(ability.while) ? ability.while : [ability.while];
  const fills = whileTemplates(ability, templates);
  const zones = templates.flatMap((template, i) => {
    const name = fills[i]!(scope);
    try {
      return zonesNamed(state, name);
    } catch (error) {
      throw new CardError(
        'zone-unknown',
        `${describeCard(state, card)} has a static ability while in ${JSON.stringify(template)}, and this game has no zone ${name.includes('*') ? 'matching ' : ''}${JSON.stringify(name)}`,
        { cause: error },
      );
    }
  });
  if (!zones.includes(instance.zone)) return;
  const id = state.defs[instance.def]!.id;
  for (let h = 0; h < ability.hooks.length; h++) {
    const hook = ability.hooks[h]!;
    const spec = cardHookSpec(state, scope, hook, cardFlowName(id, `abilities[${index}].hooks[${h}]`));
    if (target.hasHook(hook.node, hook.phase, spec.key)) continue;
    target.attach(hook.node, hook.phase, spec);
    state.bound.push({ card, zones, node: hook.node, phase: hook.phase, key: spec.key });
  }
}
