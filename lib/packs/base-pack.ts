// A card game's own nodes, effects, conditions and formatters, as a pack: its base pack. A game
// and its packs then take one path: validated together (a pack that redefines a name of the game's
// is refused as one that redefines another pack's), loaded in one order (the base pack first: it
// is the rules every pack changes) and registered by the same function. The base pack is never one
// of the game's listed packs (`game.packs()`, the pack list a save names, the groups of a picture):
// the game's own definitions are not a variant, and a pack named like the game (War's rules pack
// "war") stays a pack of its own, which `after` and `before` name.
import type { Formatter, RuleGraph } from '../graph/graph.js';
import type { Condition, Effect, NodeDefinition } from '../graph/types.js';
import { defineCardPack, type CardPack } from './pack.js';

/** Base packs made here: told apart by identity, so no pack name (not even the game's id) is reserved. */
const BASE_PACKS = new WeakSet<CardPack>();

/**
 * @internal A game's own definitions as its base pack, named after the game.
 * @example const base = basePack('war', { nodes: [...standardNodes] });
 */
export function basePack(
  game: string,
  own: {
    nodes?: readonly NodeDefinition<any, any>[];
    effects?: Record<string, Effect<any>>;
    conditions?: Record<string, Condition>;
    formatters?: Record<string, Formatter>;
  },
): CardPack {
  const pack = defineCardPack({
    name: game,
    cards: [],
    // Copied: a game definition changed after defineCardGame does not change the rules it registered.
    nodes: [...(own.nodes ?? [])],
    effects: { ...own.effects },
    conditions: { ...own.conditions },
    formatters: { ...own.formatters },
  });
  BASE_PACKS.add(pack);
  return pack;
}

/**
 * @internal True for a game's base pack (see basePack), false for every pack given to a game.
 * @example validated.filter((pack) => !isBasePack(pack)); // the game's listed packs
 */
export function isBasePack(pack: CardPack): boolean {
  return BASE_PACKS.has(pack);
}

/**
 * @internal How a refusal names who registered a name: "the game" for its base pack, `card pack "x"` for a pack.
 * @example `node "war.battle" is already defined by ${packLabel(base)}`; // '... by the game'
 */
export function packLabel(pack: CardPack): string {
  return isBasePack(pack) ? 'the game' : `card pack "${pack.name}"`;
}

/**
 * @internal Registers a pack's nodes, effects, conditions and formatters on a graph: how a game's
 * base pack and every pack it loads are registered, in load order.
 * @example for (const pack of packs) registerPack(graph, pack);
 */
export function registerPack(graph: RuleGraph, pack: CardPack): void {
  graph.define(...pack.nodes);
  for (const [name, fn] of Object.entries(pack.effects)) graph.effect(name, fn);
  for (const [name, fn] of Object.entries(pack.conditions)) graph.condition(name, fn);
  for (const [type, fn] of Object.entries(pack.formatters)) graph.formatter(type, fn);
}
