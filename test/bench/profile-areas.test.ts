import test from 'ava';
import { selfTimes, type Profile } from '../../bench/profile.js';
import { areaOf, splitByArea } from '../../bench/profile-areas.js';

test('each file of the engine falls in its area, through tsx and built alike', (t) => {
  const cases: [string, string, string][] = [
    ['copyElement', 'lib/graph/clone.ts', 'copies and freezing'],
    ['deepFreeze', 'dist/graph/clone.js', 'copies and freezing'],
    ['resolveValue', 'dist/card-text/selectors.js', 'selectors'],
    ['all', 'lib/graph/hook-table.ts', 'hook table'],
    ['all', 'lib/graph/run/hook-table.ts', 'hook table'],
    ['measureQuery', 'dist/graph/query.js', 'value queries'],
    ['#translate', 'dist/views/card-lens.js', 'views'],
    ['decide', 'examples/duel/agents/greedy.ts', 'agents'],
    ['quickJson', 'dist/graph/json-check.js', 'JSON checks'],
    ['brief', 'lib/graph/json-compare.ts', 'JSON checks'],
    ['snapshot', 'dist/graph/snapshot.js', 'saves and forks'],
    ['restore', 'lib/saves/restore.ts', 'saves and forks'],
    ['runNode', 'dist/graph/run-loop.js', 'run loop'],
    ['invoke', 'lib/graph/run/invoke.ts', 'run loop'],
    ['#drain', 'lib/graph/engine.ts', 'run loop'],
    ['body', 'dist/nodes/turns/phases.js', 'rule bodies and card effects'],
    ['runStep', 'lib/card-text/steps.ts', 'rule bodies and card effects'],
    ['body', 'examples/duel/nodes/main-move.ts', 'rule bodies and card effects'],
    ['(garbage collector)', '', 'GC'],
    ['__name', 'lib/card-text/selectors.ts', 'tsx __name'],
    ['has', '', 'Set operations'],
    ['(program)', '', 'start-up and idle'],
    ['compileSourceTextModule', 'node:internal/modules/esm/utils', 'start-up and idle'],
    ['listenerCount', 'node_modules/eventemitter3/index.js', 'other'],
    ['clone', 'library/graph/clone.ts', 'other'],
  ];
  t.deepEqual(
    cases.map(([fn, file]) => [fn, file, areaOf(fn, file)]),
    cases,
  );
});

test('the split adds up each area and gives its share, in the order areas print', (t) => {
  t.deepEqual(
    splitByArea([
      { fn: '(garbage collector)', file: '', ms: 10 },
      { fn: 'copy', file: 'dist/graph/clone.js', ms: 20 },
      { fn: 'copyArray', file: 'dist/graph/clone.js', ms: 30 },
      { fn: 'body', file: 'examples/war/nodes/reveal.ts', ms: 40 },
    ]),
    [
      { area: 'rule bodies and card effects', ms: 40, share: 0.4 },
      { area: 'copies and freezing', ms: 50, share: 0.5 },
      { area: 'GC', ms: 10, share: 0.1 },
    ],
  );
});

test("a bundle's lines are traced back to the module esbuild copied them from", (t) => {
  const bundle = ['// bench/duel.ts', 'function counting() {}', '// examples/duel/agents/mcts.ts', 'function decide() {}'].join(
    '\n',
  );
  const frame = (id: number, functionName: string, url: string, lineNumber: number) => ({
    id,
    callFrame: { functionName, url, lineNumber },
  });
  const profile: Profile = {
    nodes: [
      frame(1, 'decide', 'file:///tmp/x/games.mjs', 3),
      frame(2, 'counting', 'file:///tmp/x/games.mjs', 1),
      frame(3, 'copy', 'file:///repo/dist/graph/clone.js', 39),
    ],
    samples: [1, 2, 3, 1],
    timeDeltas: [0, 2000, 1000, 1000, 4000],
  };
  const rows = selfTimes(profile, (url) => (url === 'file:///tmp/x/games.mjs' ? bundle : undefined));
  t.deepEqual(
    rows.map((r) => [r.fn, r.where, r.area, r.ms]),
    [
      ['decide', 'file:///tmp/x/games.mjs:4 (examples/duel/agents/mcts.ts)', 'agents', 6],
      ['counting', 'file:///tmp/x/games.mjs:2 (bench/duel.ts)', 'other', 1],
      ['copy', 'dist/graph/clone.js:40', 'copies and freezing', 1],
    ],
  );
});
