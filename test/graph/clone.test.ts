import test from 'ava';
import fc from 'fast-check';
import { cloneJson } from '../../lib/graph/clone.js';

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
