import test from 'ava';
import fc from 'fast-check';
import { defineCardPack, type CardPack } from '../../lib/index.js';
import { CardPackError, validateCardPacks } from '../../lib/cards/index.js';

const NAMES = ['a', 'b', 'c', 'd', 'e', 'f'];

/** Packs a..(n-1), each declaring after/before some of a..f (names past n are packs that are not loaded). */
const declarations = fc
  .integer({ min: 1, max: 5 })
  .chain((n) =>
    fc.tuple(
      fc.constant(n),
      fc.array(fc.record({ after: fc.subarray(NAMES), before: fc.subarray(NAMES) }), { minLength: n, maxLength: n }),
      fc.boolean(),
    ),
  )
  .map(([n, decls, acyclic]) =>
    decls.map((d, i) => {
      const name = NAMES[i]!;
      // Acyclic: a pack only loads after packs given before it and before packs given after it (or absent ones).
      const keep = (other: string, later: boolean) =>
        other !== name && (!acyclic || NAMES.indexOf(other) >= n || NAMES.indexOf(other) > i === later);
      return defineCardPack({
        name,
        cards: [],
        after: d.after.filter((o) => keep(o, false)),
        before: d.before.filter((o) => keep(o, true)),
      });
    }),
  );

/** True when pack `x` declares it loads after `y`, from either side. */
const declaredAfter = (packs: readonly CardPack[], x: string, y: string): boolean =>
  packs.some((p) => (p.name === x && p.after?.includes(y)) || (p.name === y && p.before?.includes(x)));

test('packs load in an order that keeps every declaration among loaded packs, or are refused naming a real cycle', (t) => {
  fc.assert(
    fc.property(declarations, (packs) => {
      let loaded: CardPack[];
      try {
        loaded = validateCardPacks(packs);
      } catch (error) {
        if (!(error instanceof CardPackError)) throw error;
        if (error.code !== 'pack-order-cycle') return false;
        // Every step of the named cycle is a declaration, and the steps close the circle.
        const steps = [...error.message.matchAll(/"(\w)" after "(\w)"/g)].map((m) => [m[1]!, m[2]!] as const);
        if (steps.length === 0) return false;
        return steps.every(([x, y], k) => declaredAfter(packs, x, y) && steps[(k + 1) % steps.length]![1] === x);
      }
      const at = new Map(loaded.map((p, i) => [p.name, i]));
      if (loaded.length !== packs.length) return false;
      return packs.every(
        (p) =>
          (p.after ?? []).every((o) => !at.has(o) || at.get(o)! < at.get(p.name)!) &&
          (p.before ?? []).every((o) => !at.has(o) || at.get(o)! > at.get(p.name)!),
      );
    }),
    { seed: 25, numRuns: 500 },
  );
  t.pass();
});

test('declarations that never contradict each other always load', (t) => {
  fc.assert(
    fc.property(declarations, (packs) => {
      // Orient every declaration by the given order, as the acyclic case does: such a set has no cycle.
      const forward = packs.map((p, i) =>
        defineCardPack({
          name: p.name,
          cards: [],
          after: (p.after ?? []).filter((o) => NAMES.indexOf(o) < i),
          before: (p.before ?? []).filter((o) => NAMES.indexOf(o) > i),
        }),
      );
      return (
        validateCardPacks(forward)
          .map((p) => p.name)
          .join('') === forward.map((p) => p.name).join('')
      );
    }),
    { seed: 25, numRuns: 300 },
  );
  t.pass();
});
