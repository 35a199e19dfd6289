import test from 'ava';
import { HookError } from '../../lib/graph/index.js';
import { engineOf, traceGraph } from './fixtures.js';

// Each refusal names what was wrong, and the hook table is left exactly as it was.
const cases: [string, () => [string, 'pre' | 'mask' | 'post', object], string][] = [
  [
    'a second hook with the same key',
    () => ['a', 'pre', { key: 'fortune', effect: 'record' }],
    'Hook "fortune" is already attached to a (pre)',
  ],
  ['an unknown node', () => ['compar', 'pre', { key: 'k', effect: 'record' }], 'Cannot attach hook "k": unknown node "compar"'],
  [
    'an unknown phase',
    () => ['a', 'around' as 'pre', { key: 'k', effect: 'record' }],
    'Unknown hook phase "around" (expected pre, mask, post, permit or forbid)',
  ],
  ['a missing key', () => ['a', 'pre', { effect: 'record' }], 'A hook on a (pre) needs a non-empty string key'],
  ['neither effect nor run', () => ['a', 'pre', { key: 'k' }], 'Hook "k" on a (pre) needs exactly one of effect or run'],
  [
    'both effect and run',
    () => ['a', 'pre', { key: 'k', effect: 'record', run: () => {} }],
    'Hook "k" on a (pre) needs exactly one of effect or run',
  ],
  [
    'an unknown effect',
    () => ['a', 'pre', { key: 'k', effect: 'recrod' }],
    'Hook "k" on a (pre) names unknown effect "recrod" (did you mean "record"?)',
  ],
  [
    'an unknown condition',
    () => ['a', 'pre', { key: 'k', effect: 'record', applies: 'nope' }],
    'Hook "k" on a (pre) names unknown condition "nope"',
  ],
  [
    'a bad priority',
    () => ['a', 'pre', { key: 'k', effect: 'record', priority: Number.NaN }],
    'Hook "k" on a (pre): priority must be a finite number',
  ],
  [
    'zero runs',
    () => ['a', 'pre', { key: 'k', effect: 'record', lifetime: { runs: 0 } }],
    'Hook "k" on a (pre): lifetime runs must be a whole number from 1 to 9007199254740991',
  ],
  [
    'until an unknown node',
    () => ['a', 'pre', { key: 'k', effect: 'record', lifetime: { until: 'eot' } }],
    'Hook "k" on a (pre): lifetime names unknown node "eot"',
  ],
  [
    'a malformed lifetime',
    () => ['a', 'pre', { key: 'k', effect: 'record', lifetime: 'forever' }],
    'Hook "k" on a (pre): lifetime must be "permanent", "once", { runs: N } or { until: "node" }',
  ],
  [
    'params that are not an object',
    () => ['a', 'pre', { key: 'k', effect: 'record', params: [1] }],
    'Hook "k" on a (pre): params must be a JSON object',
  ],
  [
    'a tier on a pre hook',
    () => ['a', 'pre', { key: 'k', effect: 'record', tier: 'self' }],
    'Hook "k" on a (pre): only masks have a replacement tier',
  ],
  [
    'an unknown tier',
    () => ['a', 'mask', { key: 'k', effect: 'record', tier: 'copy-on-entry' }],
    'Hook "k" on a (mask): unknown replacement tier "copy-on-entry" (known: self, control, copy, face-up, other)',
  ],
];

for (const [what, spec, message] of cases) {
  test(`attach refuses ${what} and changes nothing`, (t) => {
    const engine = engineOf(traceGraph());
    engine.attach('a', 'pre', { key: 'fortune', effect: 'record', params: { label: 'f' } });
    const before = engine.hooks();
    const [node, phase, options] = spec();
    const error = t.throws(() => engine.attach(node, phase, options as never), { instanceOf: HookError });
    t.is(error.message, message);
    t.deepEqual(engine.hooks(), before);
  });
}

test('detaching a missing hook is refused and names it', (t) => {
  const engine = engineOf(traceGraph());
  t.is(
    t.throws(() => engine.detach('a', 'post', 'ghost'), { instanceOf: HookError }).message,
    'No hook "ghost" is attached to a (post)',
  );
  t.is(t.throws(() => engine.detach('zz', 'post', 'ghost')).message, 'Cannot detach hook "ghost": unknown node "zz"');
});
