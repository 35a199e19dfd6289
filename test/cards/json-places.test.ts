// The JSON parser that keeps places (lib/packs/json-places.ts): the same values as JSON.parse for
// any JSON, the place of every key and value, and loud where JSON.parse is silent.
import test from 'ava';
import fc from 'fast-check';
import { JsonPlaceError, parseJsonWithPlaces } from '../../lib/packs/json-places.js';

test('any JSON text parses to what JSON.parse gives (1,000 seeded documents, compact and indented)', (t) => {
  fc.assert(
    fc.property(fc.jsonValue(), fc.constantFrom(0, 2, '\t'), (value, indent) => {
      const text = JSON.stringify(value, null, indent);
      // JSON.parse keeps a "__proto__" key as an own field too; compare as text, which both sides agree on.
      t.is(JSON.stringify(parseJsonWithPlaces(text).value), JSON.stringify(JSON.parse(text)));
    }),
    { seed: 25, numRuns: 1000 },
  );
});

test('every key and value has its line and column', (t) => {
  const { places } = parseJsonWithPlaces('{\n  "a": [1, {"b": "x"}],\n\t"c": null\n}');
  t.deepEqual(places.get(''), { value: { line: 1, column: 1 } });
  t.deepEqual(places.get('a'), { key: { line: 2, column: 3 }, value: { line: 2, column: 8 } });
  t.deepEqual(places.get('a[0]'), { value: { line: 2, column: 9 } });
  t.deepEqual(places.get('a[1].b'), { key: { line: 2, column: 13 }, value: { line: 2, column: 18 } });
  t.deepEqual(places.get('c'), { key: { line: 3, column: 2 }, value: { line: 3, column: 7 } });
});

test('refusals name the place: a key twice, nesting past 128, a raw line break in a string, text after the value', (t) => {
  const cases: [string, string][] = [
    ['{"a": 1,\n "a": 2}', 'line 2, column 2: key "a" is given twice (first at line 1, column 2)'],
    [`${'['.repeat(130)}${']'.repeat(130)}`, 'line 1, column 130: the JSON is nested deeper than 128 levels'],
    [
      '{"a": "one\ntwo"}',
      'line 1, column 11: a string holds a control character (a line break?); write it as an escape such as \\n',
    ],
    ['{} {}', 'line 1, column 4: unexpected "{" after the end of the JSON value'],
    ['{"a": 01}', 'line 1, column 8: expected "," or "}" in an object, got "1"'],
    ['', 'line 1, column 1: expected a JSON value, got end of file'],
  ];
  for (const [text, message] of cases)
    t.is(t.throws(() => parseJsonWithPlaces(text), { instanceOf: JsonPlaceError }).message, message, text);
});

test('a "__proto__" key is a plain own field, never the prototype', (t) => {
  const { value } = parseJsonWithPlaces('{"__proto__": {"polluted": true}}') as { value: Record<string, unknown> };
  t.is(Object.getPrototypeOf(value), Object.prototype);
  t.deepEqual(Object.keys(value), ['__proto__']);
  t.is(({} as Record<string, unknown>).polluted, undefined);
});
