// The position digest's canonical JSON: keys sorted at every depth, otherwise exactly what JSON.stringify writes.
import test from 'ava';
import { canonicalJson } from '../../tools/golden/digest.js';

test('keys are sorted at every depth; arrays keep their order', (t) => {
  t.is(canonicalJson({ b: 1, a: [2, { d: 3, c: 4 }] }), '{"a":[2,{"c":4,"d":3}],"b":1}');
});

test('the same value in another key order gives the same text', (t) => {
  t.is(canonicalJson({ x: { p: 1, q: [true, null] }, y: 'z' }), canonicalJson({ y: 'z', x: { q: [true, null], p: 1 } }));
});

test('numbers, strings, undefined and non-finite values are written as JSON.stringify writes them', (t) => {
  const value = { n: [-0, 1.5, 1e21, NaN, Infinity, undefined], s: 'a"\n\u2028', u: undefined, e: {}, l: [] };
  t.is(canonicalJson(value), '{"e":{},"l":[],"n":[0,1.5,1e+21,null,null,null],"s":"a\\"\\n\u2028"}');
  t.is(canonicalJson(value), JSON.stringify({ e: {}, l: [], n: value.n, s: value.s }));
});
