import test from 'ava';
import fc from 'fast-check';
import { cloneJson, deepFreeze, freezeShared, frozenCopy } from '../../lib/graph/clone.js';

/** Every object and array inside a value. */
function containers(value: unknown, out: object[] = []): object[] {
  if (typeof value === 'object' && value !== null) {
    out.push(value);
    for (const child of Object.values(value)) containers(child, out);
  }
  return out;
}

test('cloneJson copies any JSON value exactly and shares no object or array with it', (t) => {
  fc.assert(
    fc.property(fc.jsonValue(), (value) => {
      const copy = cloneJson(value);
      t.deepEqual(copy, value);
      const originals = new Set(containers(value));
      t.true(containers(copy).every((c) => !originals.has(c)));
    }),
    { numRuns: 300 },
  );
});

test('a change to the copy leaves the original as it was', (t) => {
  const state = { zones: { pot: ['c1', 'c2'] }, scores: { p1: 1 } };
  const copy = cloneJson(state);
  copy.zones.pot.push('c3');
  copy.scores.p1 = 9;
  t.deepEqual(state, { zones: { pot: ['c1', 'c2'] }, scores: { p1: 1 } });
});

// Found by the property above (fast-check generated a "__proto__" key): plain assignment set the prototype.
test('an own "__proto__" key, as JSON.parse makes it, is copied as a key and does not change the prototype', (t) => {
  const state = JSON.parse('{"__proto__": {"polluted": true}, "score": 1}') as Record<string, unknown>;
  const copy = cloneJson(state);
  t.deepEqual(Object.keys(copy), ['__proto__', 'score']);
  t.deepEqual(Object.getOwnPropertyDescriptor(copy, '__proto__')?.value, { polluted: true });
  t.is(Object.getPrototypeOf(copy), Object.prototype);
  t.is((copy as { polluted?: boolean }).polluted, undefined);
  t.is(JSON.stringify(copy), JSON.stringify(state));
});

test('a value made by freezeShared is deeply frozen and shared by a copy, not copied', (t) => {
  const def = freezeShared({ id: 'hc.7', stats: { rank: 7 }, abilities: [{ on: 'drawn', params: { points: 1 } }] });
  t.true(Object.isFrozen(def) && Object.isFrozen(def.stats) && Object.isFrozen(def.abilities[0]!.params));
  const state = { defs: { 'hc.7': def }, zones: { pot: ['c1'] } };
  const copy = cloneJson(state);
  t.is(copy.defs['hc.7'], def);
  t.not(copy.defs, state.defs); // the container around it is still copied
  t.not(copy.zones.pot, state.zones.pot);
  t.is(JSON.stringify(copy), JSON.stringify(state));
});

test("a caller's own frozen value is still copied, and the copy can be changed", (t) => {
  const frozen = Object.freeze({ scores: Object.freeze({ p1: 1 }), pot: Object.freeze(['c1']) });
  const copy = cloneJson(frozen) as { scores: { p1: number }; pot: string[] };
  t.not(copy, frozen);
  t.not(copy.scores, frozen.scores);
  t.false(Object.isFrozen(copy) || Object.isFrozen(copy.scores) || Object.isFrozen(copy.pot));
  copy.scores.p1 = 2;
  t.deepEqual(frozen, { scores: { p1: 1 }, pot: ['c1'] });
});

test('a frozen object with a mutable part is copied all the way down', (t) => {
  const shallow = Object.freeze({ stats: { rank: 7 } });
  const copy = cloneJson(shallow);
  t.not(copy.stats, shallow.stats);
  copy.stats.rank = 8;
  t.is(shallow.stats.rank, 7);
});

test('frozenCopy gives what deepFreeze(cloneJson(value)) gives: an equal copy, frozen all through, sharing nothing', (t) => {
  fc.assert(
    fc.property(fc.jsonValue(), (value) => {
      const copy = frozenCopy(value);
      t.deepEqual(copy, value);
      t.deepEqual(copy, deepFreeze(cloneJson(value)));
      const originals = new Set(containers(value));
      t.true(containers(copy).every((c) => Object.isFrozen(c) && !originals.has(c)));
    }),
    { numRuns: 300 },
  );
});

test('frozenCopy shares what freezeShared made, keeps an own "__proto__" key a key, and marks nothing shareable', (t) => {
  const def = freezeShared({ id: 'hc.7', stats: { rank: 7 } });
  const parsed = JSON.parse('{"__proto__": {"polluted": true}, "cards": [1]}') as Record<string, unknown>;
  const copy = frozenCopy({ def, parsed });
  t.is(copy.def, def);
  t.true(Object.hasOwn(copy.parsed, '__proto__'));
  t.is(Object.getPrototypeOf(copy.parsed), Object.prototype);
  // A copy is frozen but not shared: cloneJson of it is a new, mutable value (a node gets its own chosen option).
  const again = cloneJson(copy.parsed) as { cards: number[] };
  t.not(again, copy.parsed);
  again.cards.push(2);
  t.deepEqual(copy.parsed.cards, [1]);
});

test('frozenCopy refuses a value nested deeper than the ceiling, as cloneJson does', (t) => {
  let deep: unknown = 0;
  for (let i = 0; i < 1_001; i++) deep = [deep];
  t.throws(() => frozenCopy(deep), {
    message: 'Cannot copy a value nested more than 1000 levels deep; does the game state hold a cycle?',
  });
});
