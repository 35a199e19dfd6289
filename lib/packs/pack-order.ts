// The order packs declare among themselves (`after`, `before`): the order they load in, and the
// only thing that orders two packs' masks of one node and tier (see mask-conflicts.ts). A name of a
// pack that is not loaded orders nothing: packs are optional, and a pack may order itself against
// one a game does not load. A misspelt name cannot hide a conflict, because the conflict it was
// meant to order is still refused, naming the declaration that matched nothing.
import { describe } from '../card-text/definition.js';
import { CardPackError } from '../cards/errors.js';
import type { CardPack } from './pack.js';
import { isBasePack } from './base-pack.js';

/**
 * The packs of a game in their load order, and which of them are ordered by declarations.
 *
 * @internal
 * @example const order = orderPacks(packs); order.declared('halve', 'shield'); // true when one is declared after the other
 */
export interface PackOrder {
  /** The packs, each after every pack it loads after: their given order wherever no declaration says otherwise. */
  readonly packs: CardPack[];
  /** True when a declaration orders `a` and `b`, directly or through packs between them. */
  declared(a: string, b: string): boolean;
  /** The names a pack orders itself against that are not loaded ([] when none). */
  absent(pack: string): string[];
}

/**
 * Sorts packs by their `after` and `before` declarations, keeping the given
 * order where none applies; a cycle of declarations is refused, naming it.
 *
 * @internal
 * @example orderPacks([shield, halve]).packs.map((p) => p.name); // ['halve', 'shield'] when shield declares after: ['halve']
 */
export function orderPacks(packs: readonly CardPack[]): PackOrder {
  // `after` and `before` name packs, never a game's base pack (it loads first, before every pack): a pack named like
  // the game (War's rules pack "war") is the one they name.
  const index = new Map<string, number>();
  packs.forEach((p, i) => {
    if (!isBasePack(p)) index.set(p.name, i);
  });
  // later[i]: the packs that load after pack i; earlier counts, per pack, the packs it waits for.
  const later: Set<number>[] = packs.map(() => new Set());
  const absent = new Map<string, string[]>();
  packs.forEach((pack, i) => {
    for (const field of ['after', 'before'] as const) {
      for (const name of declaredNames(pack, field)) {
        if (name === pack.name)
          throw new CardPackError(
            'pack-order-cycle',
            `Card pack "${pack.name}" declares ${field}: ["${name}"], itself; a pack cannot load ${field} itself`,
          );
        const other = index.get(name);
        if (other === undefined) {
          absent.set(pack.name, [...(absent.get(pack.name) ?? []), name]);
          continue;
        }
        if (field === 'after') later[other]!.add(i);
        else later[i]!.add(other);
      }
    }
  });
  const waiting = packs.map(() => 0);
  for (const set of later) for (const j of set) waiting[j]!++;
  const order: number[] = [];
  const done = packs.map(() => false);
  // Each time, the first pack in the given order that waits for nothing: the given order is kept where it can be.
  for (;;) {
    const next = waiting.findIndex((w, i) => w === 0 && !done[i]);
    if (next < 0) break;
    done[next] = true;
    order.push(next);
    for (const j of later[next]!) waiting[j]!--;
  }
  if (order.length < packs.length) throw cycleError(packs, later, done);
  const reach = reachability(later);
  return {
    packs: order.map((i) => packs[i]!),
    declared(a, b) {
      const i = index.get(a);
      const j = index.get(b);
      return i !== undefined && j !== undefined && (reach[i]!.has(j) || reach[j]!.has(i));
    },
    absent: (pack) => absent.get(pack) ?? [],
  };
}

/** A pack's `after` or `before`, checked: a list of non-empty pack names. */
function declaredNames(pack: CardPack, field: 'after' | 'before'): readonly string[] {
  const names = pack[field] as unknown;
  if (names === undefined) return [];
  if (!Array.isArray(names) || names.some((n) => typeof n !== 'string' || n === ''))
    throw new CardPackError(
      'pack-order-bad',
      `Card pack "${pack.name}": ${field} must be a list of pack names, got ${describe(names)}`,
    );
  return names as string[];
}

/** Every pack each pack is (transitively) before. O(packs × declarations): a game loads a handful of packs. */
function reachability(later: readonly Set<number>[]): Set<number>[] {
  return later.map((_, start) => {
    const seen = new Set<number>();
    const stack = [...later[start]!];
    while (stack.length > 0) {
      const j = stack.pop()!;
      if (seen.has(j)) continue;
      seen.add(j);
      stack.push(...later[j]!);
    }
    return seen;
  });
}

/** The refusal of a cycle: one cycle among the packs left unsorted, in load-after order. */
function cycleError(packs: readonly CardPack[], later: readonly Set<number>[], done: readonly boolean[]): CardPackError {
  // Walk back from an unsorted pack through packs it waits for: every unsorted pack waits for another, so a walk repeats.
  const waitsFor = (j: number) => packs.findIndex((_, i) => !done[i] && later[i]!.has(j));
  let at = done.indexOf(false);
  const path: number[] = [];
  while (!path.includes(at)) {
    path.push(at);
    at = waitsFor(at);
  }
  const loop = path.slice(path.indexOf(at)).reverse(); // each loads after the one before it, the first after the last
  // Told from the pack given first, so the message does not depend on where the walk began.
  const start = loop.indexOf(Math.min(...loop));
  const cycle = [...loop.slice(start), ...loop.slice(0, start)];
  const names = cycle.map((i) => `"${packs[i]!.name}"`);
  const steps = cycle.map((i, k) => `${names[k]} after ${names[(k + cycle.length - 1) % cycle.length]}`);
  return new CardPackError(
    'pack-order-cycle',
    `Card packs ${names.join(', ')} declare a cycle of load orders (${steps.join(', ')}); drop one of these after or before declarations`,
  );
}
