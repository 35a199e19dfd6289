/**
 * `cardVisibility`: a card game's visibility declaration made into the
 * engine's {@link Viewer}.
 */
import { type CardState, type LogDeclaringViewer, type PackLogVisibility } from '../cards/index.js';
import { hasStaticAbility, refreshLifetimes } from '../card-text/lifetimes.js';
import { LIMBO } from '../nodes/create-card.js';
import type { Engine } from '../graph/engine.js';
import { coreOf } from '../graph/game-core.js';
import type { Rng } from '../graph/rng.js';
import {
  checkDeclaration,
  resolveZone,
  type CardVisibilityDeclaration,
  type LogVisibility,
  type ZoneRule,
} from './declaration.js';
import { CardLens, listPerCard } from './card-lens.js';

/**
 * Makes a card game's visibility from its declaration (checked now): pass
 * it to `defineCardGame({ visibility })`, or to `graph.visibility()`. Every
 * zone must be declared; fields, per-card arrays and log entry types are
 * shown only when declared. It also deals a copy's hidden cards anew for
 * `engine.sample`: their definitions are shuffled among them, owner by
 * owner, the hooks they owned are detached, the static abilities of what
 * they now are attached where their zone holds them, then `redealt` runs.
 *
 * @example
 * const visibility = cardVisibility({
 *   seats: ['p1', 'p2'],
 *   zones: (zone) => (zone.endsWith('.deck') ? 'hidden' : zone.endsWith('.hand') ? { seen: 'owner', owner: zone.split('.')[0] } : 'public'),
 *   fields: { lifePoints: 'public' },
 *   log: { turn: 'public', drew: { seenBy: 'player' } },
 * });
 */
export function cardVisibility<S extends CardState>(decl: CardVisibilityDeclaration<S>): LogDeclaringViewer {
  checkDeclaration(decl);
  // Listed now, as checked: a change to the declaration object afterwards shows nothing new (see listPerCard).
  const perCard = listPerCard(decl);
  // Zone rules by zone handle, worked out once per zone list (a game's zones rarely change after setup).
  const cache = new WeakMap<readonly string[], { length: number; rules: ZoneRule[] }>();
  let last: { names: readonly string[]; rules: ZoneRule[] } | undefined;
  const zones = decl.zones;
  const rulesOf = (state: CardState): ZoneRule[] => {
    const names = state.zoneNames;
    const hit = cache.get(names);
    if (hit !== undefined && hit.length === names.length) return hit.rules;
    // A sampled world's state is a copy, with its own zoneNames array holding the same names: the last rules
    // worked out serve it when the names are the same, rather than every zone's rule worked out again per world.
    if (last !== undefined && sameNames(last.names, names)) {
      cache.set(names, { length: names.length, rules: last.rules });
      return last.rules;
    }
    const rules = names.map((name) => {
      const declared = typeof zones === 'function' ? zones(name) : Object.hasOwn(zones, name) ? zones[name] : undefined;
      // The card layer's own limbo (cards create-card made and has not delivered yet) is hidden unless declared.
      return resolveZone(name, declared === undefined && name === LIMBO ? 'hidden' : declared);
    });
    cache.set(names, { length: names.length, rules });
    last = { names: names.slice(), rules };
    return rules;
  };
  const seats = decl.seats;
  return {
    logTypes: Object.keys(decl.log ?? {}),
    withLog: (extra) => cardVisibility({ ...decl, log: { ...decl.log, ...packLogRules(extra) } }),
    seats: (state: S) => (typeof seats === 'function' ? seats(state) : seats),
    lens: (state: S, seat: string | null) => new CardLens(decl, rulesOf(state), perCard, state, seat),
    determinize(game: Engine<S>, seat: string, rng: Rng) {
      const state = game.state;
      const lens = new CardLens(decl, rulesOf(state), perCard, state, seat);
      const cards = redeal(state, (card) => !lens.sees(card), rng);
      // A hidden card's hooks would tell what it was: they go, with their zone bindings; the static abilities
      // of its new identity are attached as its zone holds it (a set trap arms), then the game's redealt runs.
      // Owners end in "[<handle>]": each hook's handle is read back and looked up, rather than a string made for
      // every dealt card (a duel deals some 70 a sample, and has a few hooks). The text must be the handle's own
      // spelling ("[07]" names no card), as matching "[7]" by text did.
      const dealt = new Set(cards);
      // The hook records themselves, read through the engine's core: engine.hooks() makes a new description of
      // every hook (and the fork's table lists its nodes in the graph's order first), once per sampled world.
      for (const hook of coreOf(game).loop.hooks.all()) {
        const owner = hook.owner;
        const at = owner === undefined ? -1 : owner.lastIndexOf('[');
        if (at < 0) continue;
        const suffix = owner!.slice(at);
        const card = Number(suffix.slice(1, -1));
        if (dealt.has(card) && suffix === `[${card}]`) game.detach(hook.node, hook.phase, hook.key);
      }
      if (Array.isArray(state.bound) && state.bound.some((b) => dealt.has(b.card)))
        state.bound = state.bound.filter((b) => !dealt.has(b.card));
      if (state.defs.some(hasStaticAbility)) refreshLifetimes(game, cards);
      decl.redealt?.(game, cards, seat);
    },
  };
}

/** A pack's log declarations as the declaration's own rules: `'nobody'` shows the entry to no seat. */
function packLogRules(extra: Readonly<Record<string, PackLogVisibility>>): Record<string, LogVisibility> {
  const rules: Record<string, LogVisibility> = {};
  for (const [type, how] of Object.entries(extra)) rules[type] = how === 'nobody' ? hideEntry : how;
  return rules;
}

function hideEntry(): undefined {
  return undefined;
}

/**
 * Deals the definitions of the cards `hidden` picks anew among themselves,
 * owner by owner (a player's hidden cards come from that player's cards),
 * from a canonical order (cards by handle, definitions by handle), so the
 * deal depends on `rng` and on what is public, not on the old deal. Returns
 * the cards dealt.
 */
function redeal(state: CardState, hidden: (card: number) => boolean, rng: Rng): number[] {
  const byOwner = new Map<string, number[]>();
  const all = state.cards;
  for (let card = 0; card < all.length; card++) {
    const inst = all[card];
    if (inst == null || !hidden(card)) continue;
    const list = byOwner.get(inst.owner);
    if (list === undefined) byOwner.set(inst.owner, [card]);
    else list.push(card);
  }
  const dealt: number[] = [];
  for (const owner of [...byOwner.keys()].sort()) {
    const cards = byOwner.get(owner)!;
    const defs = cards.map((card) => state.cards[card]!.def).sort((a, b) => a - b);
    rng.shuffle(defs);
    cards.forEach((card, i) => (state.cards[card]!.def = defs[i]!));
    dealt.push(...cards);
  }
  return dealt;
}

/** True when two zone name lists hold the same names in the same order. */
function sameNames(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
