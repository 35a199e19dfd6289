import test from 'ava';
import fc from 'fast-check';
import { lineColumn, locateJsonError } from '../../../examples/shared/files/json-error.js';

const parses = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

// Strings over JSON's own characters (and a few that break it) hit every branch of the scanner.
const jsonish = fc
  .array(fc.constantFrom(...'{}[]":,0123456789-+.eEtruefalsn \n\t\\/ux\u0001'.split('')), { maxLength: 40 })
  .map((chars) => chars.join(''));

test('the scanner finds a mistake exactly when JSON.parse refuses the text', (t) => {
  fc.assert(
    fc.property(jsonish, (text) => parses(text) === (locateJsonError(text) === undefined)),
    { numRuns: 50_000 },
  );
  t.pass();
});

test('valid JSON of any shape has no mistake; every cut of it that JSON.parse refuses has one inside the text', (t) => {
  fc.assert(
    fc.property(fc.jsonValue(), fc.nat(), (value, at) => {
      const text = JSON.stringify(value, null, 2);
      if (locateJsonError(text) !== undefined) return false;
      const cut = text.slice(0, at % (text.length + 1));
      const problem = locateJsonError(cut);
      return parses(cut) ? problem === undefined : problem !== undefined && problem.offset <= cut.length;
    }),
    { numRuns: 5_000 },
  );
  t.pass();
});

const mistakes: [string, number, string][] = [
  ['{"a": 1,}', 8, 'unexpected "}" (expected a property name in double quotes)'],
  ['{"a" 1}', 5, 'unexpected "1" (expected ":" after the property name)'],
  ['{"a":\n  tru}', 8, 'unexpected "tru" (expected a value)'],
  ['[1,2]x', 5, 'unexpected "x" after the end of the JSON value'],
  ['{"a":[1,2', 9, 'the text ends too early (expected "," or "]")'],
  ['{"a":"\u0001"}', 6, 'a control character (U+0001) inside a string: write it as an escape'],
  ['"\\q"', 1, 'an unknown escape "\\q" in a string'],
  ['"\\u12"', 1, 'a \\u escape without four hex digits'],
  ['"abc', 4, 'the text ends inside a string'],
  ['{"a": "cut\n', 10, 'a line break inside a string (is its closing quote missing?)'],
  ['[01]', 1, 'a malformed number "01"'],
  ['[1.]', 1, 'a malformed number "1."'],
  ['\ufeff{}', 0, 'unexpected U+FEFF (expected a value)'],
];

for (const [text, offset, reason] of mistakes) {
  test(`${JSON.stringify(text)}: ${reason}`, (t) => {
    t.false(parses(text));
    t.deepEqual(locateJsonError(text), { offset, reason });
  });
}

test('nesting 200,000 deep is scanned without recursion', (t) => {
  t.is(locateJsonError(`${'['.repeat(200_000)}${']'.repeat(200_000)}`), undefined);
  t.deepEqual(locateJsonError('['.repeat(200_000)), { offset: 200_000, reason: 'the text ends too early (expected a value)' });
});

test('line and column are 1-based, lines end at \\n', (t) => {
  t.deepEqual(lineColumn('{\n  "a" 1}', 8), { line: 2, column: 7 });
  t.deepEqual(lineColumn('abc', 0), { line: 1, column: 1 });
  t.deepEqual(lineColumn('a\r\nb', 3), { line: 2, column: 1 });
  t.deepEqual(lineColumn('a\n', 2), { line: 2, column: 1 });
});
