import { Engine } from '../graph/engine.js';
import { RuleGraph } from '../graph/graph.js';
import { didYouMean, STANDARD_NODE_EXPORTS, unknownNodeHint } from '../graph/suggest.js';
import { namesUsed } from '../card-text/card-data-names.js';
import { cardFieldProblem, describe } from '../card-text/definition.js';
import { CardPackError } from '../cards/errors.js';
import { checkMaskConflicts } from './mask-conflicts.js';
import type { CardPack } from './pack.js';
import { orderPacks } from './pack-order.js';
import { isBasePack, packLabel } from './base-pack.js';

/**
 * Names the game itself already registers, which packs may use but not redefine.
 *
 * @example
 * validateCardPacks([luckySeven], { nodes: ['draw', 'score'], effects: [] } satisfies GameNames);
 */
export interface GameNames {
  nodes?: Iterable<string>;
  effects?: Iterable<string>;
  conditions?: Iterable<string>;
  formatters?: Iterable<string>;
  /** The tier a mask without one gets: the game's replacement policy's `defaultTier` (default `'other'`). */
  defaultTier?: string;
}

type Registry = Map<string, string>; // name -> who registered it ("the game" or 'card pack "x"')

/**
 * Validates card packs together, against the names the game registers, before
 * anything is registered: pack names, cards and their fields, duplicate ids,
 * effects and nodes, every rule hook, and the load order packs declare
 * (`after`, `before`), which must order any two packs that mask one node in
 * one tier. Throws a CardPackError naming the pack, card and field of the
 * first problem. Returns the packs in their load order.
 *
 * @example
 * validateCardPacks([warPack, reversalPack], { nodes: graph.nodes().map((n) => n.name) });
 */
export function validateCardPacks(packs: readonly unknown[], game: GameNames = {}): CardPack[] {
  if (!Array.isArray(packs))
    throw new CardPackError('packs-not-array', `Card packs must be given as an array, got ${describe(packs)}`);
  const nodes = registry(game.nodes);
  const effects = registry(game.effects);
  const conditions = registry(game.conditions);
  const formatters = registry(game.formatters);
  const names = new Set<string>();
  const valid: CardPack[] = [];
  for (const raw of packs) {
    const pack = checkPackShape(raw);
    // A game's base pack is named after the game, and a pack may share that name (War's rules pack "war").
    if (!isBasePack(pack)) {
      if (names.has(pack.name)) throw new CardPackError('pack-twice', `Card pack "${pack.name}" is loaded twice`);
      names.add(pack.name);
    }
    const by = packLabel(pack);
    claimFunctions(pack, 'effect', pack.effects, effects, by);
    claimFunctions(pack, 'condition', pack.conditions, conditions, by);
    claimFunctions(pack, 'formatter', pack.formatters, formatters, by);
    pack.nodes.forEach((node, i) => {
      const name = (node as { name?: unknown } | null)?.name;
      if (typeof name !== 'string' || name === '')
        throw packError(pack, 'pack-node-no-name', `nodes[${i}] needs a non-empty string name`);
      if (typeof node.body !== 'function') throw packError(pack, 'pack-node-no-body', `node "${name}" needs a body function`);
      claim(pack, 'node', name, nodes, by, 'defined');
    });
    valid.push(pack);
  }
  // From here on, packs are in their declared load order: the order the game registers them and attaches their hooks in.
  const order = orderPacks(valid);
  const cardOwners = new Map<string, string>();
  for (const pack of order.packs) checkCards(pack, cardOwners, nodes, effects, conditions);
  checkHooks(order.packs, nodes, effects, conditions);
  checkMaskConflicts(order, game.defaultTier ?? 'other');
  return order.packs;
}

function registry(names: Iterable<string> | undefined): Registry {
  const out: Registry = new Map();
  for (const name of names ?? []) out.set(name, 'the game');
  return out;
}

function packError(pack: CardPack, code: string, message: string): CardPackError {
  return new CardPackError(code, `Card pack "${pack.name}": ${message}`);
}

/** The catalogue entry of a refused card field, by the field cardFieldProblem names. */
function cardFieldCode(field: string): string {
  if (field === 'name' || field === 'kind' || field === 'text' || field === 'stats' || field === 'abilities')
    return `pack-card-${field}`;
  if (field.startsWith('stats.')) return 'pack-card-stat-value';
  if (/^abilities\[\d+\]$/.test(field)) return 'pack-card-ability-shape';
  if (/^abilities\[\d+\]\.on$/.test(field)) return 'pack-card-ability-on';
  if (/^abilities\[\d+\]\.effect$/.test(field)) return 'pack-card-ability-effect-empty';
  if (/^abilities\[\d+\]\.params$/.test(field)) return 'pack-card-ability-params';
  return 'pack-card-data';
}

function checkPackShape(raw: unknown): CardPack {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new CardPackError('pack-not-object', `A card pack must be an object made by defineCardPack, got ${describe(raw)}`);
  }
  const pack = raw as CardPack;
  if (typeof pack.name !== 'string' || pack.name === '')
    throw new CardPackError('pack-no-name', `A card pack needs a non-empty string name, got ${describe(pack.name)}`);
  if (pack.version !== undefined && (typeof pack.version !== 'string' || pack.version === ''))
    throw packError(pack, 'pack-bad-version', `version must be a non-empty string, got ${describe(pack.version)}`);
  if (!Array.isArray(pack.cards))
    throw packError(pack, 'pack-cards-not-array', `cards must be an array of card definitions, got ${describe(pack.cards)}`);
  for (const field of ['effects', 'conditions', 'formatters'] as const) {
    const value = pack[field] as unknown;
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      throw packError(pack, 'pack-effects-not-object', `${field} must be an object of functions by name`);
  }
  if (!Array.isArray(pack.nodes)) throw packError(pack, 'pack-nodes-not-array', 'nodes must be an array of nodes');
  if (!Array.isArray(pack.hooks))
    throw packError(pack, 'pack-hooks-not-array', 'hooks must be an array of { node, phase, spec }');
  if (pack.setup !== undefined && typeof pack.setup !== 'function')
    throw packError(pack, 'pack-setup-not-function', 'setup must be a function');
  return pack;
}

function claimFunctions(pack: CardPack, what: string, fns: Record<string, unknown>, reg: Registry, by: string): void {
  for (const [name, fn] of Object.entries(fns)) {
    // The graph refuses an empty name only at registration, with an error that cannot name the pack.
    if (name === '') throw packError(pack, 'pack-effect-empty-name', `${what} names must be non-empty strings`);
    if (typeof fn !== 'function') throw packError(pack, 'pack-effect-not-function', `${what} "${name}" must be a function`);
    claim(pack, what, name, reg, by, 'registered');
  }
}

function claim(pack: CardPack, what: string, name: string, reg: Registry, by: string, verb: string): void {
  const owner = reg.get(name);
  // A pack written when `each` was not yet standard brings it; a game built on standardNodes now has it.
  const hint =
    what === 'node' && Object.hasOwn(STANDARD_NODE_EXPORTS, name)
      ? ' (a standard node: a pack that uses it need not bring it; to change what it does, mask it)'
      : '';
  if (owner !== undefined)
    throw packError(
      pack,
      what === 'node' ? 'pack-node-clash' : 'pack-effect-clash',
      `${what} "${name}" is already ${verb} by ${owner}${hint}`,
    );
  reg.set(name, by);
}

function checkCards(pack: CardPack, owners: Map<string, string>, nodes: Registry, effects: Registry, conditions: Registry): void {
  const own = new Set<string>();
  pack.cards.forEach((card, i) => {
    if (card === null || typeof card !== 'object')
      throw packError(pack, 'pack-card-not-object', `cards[${i}] must be a card definition, got ${describe(card)}`);
    const id = (card as { id?: unknown }).id;
    if (typeof id !== 'string' || id === '')
      throw packError(pack, 'pack-card-no-id', `cards[${i}] field "id" must be a non-empty string`);
    if (own.has(id)) throw packError(pack, 'pack-card-twice', `card "${id}" is defined twice`);
    own.add(id);
    const other = owners.get(id);
    if (other !== undefined)
      throw packError(pack, 'pack-card-other-pack', `card "${id}" is already defined by card pack "${other}"`);
    const bad = cardFieldProblem(card);
    if (bad !== undefined) throw packError(pack, cardFieldCode(bad.field), `card "${id}" field "${bad.field}" ${bad.problem}`);
    for (const used of namesUsed(card.abilities ?? [])) {
      const known = used.kind === 'node' ? nodes : used.kind === 'effect' ? effects : conditions;
      if (known.has(used.name)) continue;
      // An ability's own effect keeps its long-standing code; a name inside card data has its own.
      const code = /^abilities\[\d+\]\.effect$/.test(used.field) ? 'pack-card-ability-effect-unknown' : 'pack-card-unknown-name';
      throw packError(
        pack,
        code,
        `card "${id}" field "${used.field}" names unknown ${used.kind} "${used.name}"${used.kind === 'node' ? unknownNodeHint(used.name, known.keys()) : didYouMean(used.name, known.keys())}`,
      );
    }
    owners.set(id, pack.name);
  });
}

/**
 * Attaches every hook on a throwaway engine whose graph has stand-ins for all
 * known names: the hook table's own checks (phase, key, lifetime, priority,
 * duplicate keys across packs) then apply exactly as they will at load.
 */
function checkHooks(packs: readonly CardPack[], nodes: Registry, effects: Registry, conditions: Registry): void {
  const scratch = new RuleGraph({ id: 'cardweave.pack-validation' });
  const noop = (): void => {};
  for (const name of nodes.keys()) if (!scratch.hasNode(name)) scratch.define({ name, description: '', body: noop });
  for (const name of effects.keys()) scratch.effect(name, noop);
  for (const name of conditions.keys()) scratch.condition(name, () => true);
  const engine: Engine = new Engine(scratch, { state: {}, log: false });
  for (const pack of packs) {
    pack.hooks.forEach((hook, i) => {
      if (hook === null || typeof hook !== 'object')
        throw packError(pack, 'pack-hook-not-object', `hooks[${i}] must be { node, phase, spec }, got ${describe(hook)}`);
      if (typeof hook.node !== 'string' || !nodes.has(hook.node)) {
        throw packError(
          pack,
          'pack-hook-unknown-node',
          `hooks[${i}] names unknown node ${describe(hook.node)}${typeof hook.node === 'string' ? unknownNodeHint(hook.node, nodes.keys()) : ''}`,
        );
      }
      try {
        engine.attach(hook.node, hook.phase, hook.spec);
      } catch (error) {
        const key = (hook.spec as { key?: unknown } | null)?.key;
        const reason = error instanceof Error ? error.message : String(error);
        // A key too long to save is shown short: the refusal stays one readable line.
        const shown = typeof key === 'string' && key.length > 40 ? JSON.stringify(`${key.slice(0, 40)}…`) : describe(key);
        throw packError(
          pack,
          'pack-hook-refused',
          `hooks[${i}] (${shown} on ${hook.node} ${String(hook.phase)}) is refused: ${reason}`,
        );
      }
    });
  }
}
