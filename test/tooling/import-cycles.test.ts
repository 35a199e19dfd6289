// lib/graph's files import each other in small circles only (issue 24: 21 of its 32 files were one
// circle through types, so none could be read alone). tools/import-cycles.ts finds the circles.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import test from 'ava';
import { importCircles, importGraph } from '../../tools/import-cycles.js';

const GRAPH = fileURLToPath(new URL('../../lib/graph', import.meta.url));
/**
 * The engine and its core (game-core.ts: the engine's internals, kept apart so engine.ts stays a
 * page of public members; the saves room reaches a core's engine through it), the graph (a recipe's
 * setup and a viewer's determinize take an Engine) and the options (an agent's look-ahead gives one).
 */
const MOST = 4;

test(`no import circle in lib/graph holds more than ${MOST} files, type-only imports included`, (t) => {
  const circles = importCircles(importGraph(GRAPH));
  const largest = circles[0] ?? [];
  t.true(largest.length <= MOST, `the largest circle holds ${largest.length} files: ${largest.join(', ')}`);
});

test('the files that run a node (lib/graph/run) are in no circle', (t) => {
  const circles = importCircles(importGraph(GRAPH));
  t.deepEqual(
    circles.flat().filter((file) => file.startsWith('run/')),
    [],
  );
});

test('type-only imports, re-exports and import() types count; imports leaving the folder do not', (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, 'run'));
  writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b.js';\nexport type A = B;\n");
  writeFileSync(path.join(dir, 'b.ts'), "export type { C } from './run/c.js';\nexport type B = number;\n");
  writeFileSync(path.join(dir, 'run', 'c.ts'), "export type C = import('../a.js').A;\nimport 'node:fs';\nimport '../../x.js';\n");
  writeFileSync(path.join(dir, 'd.ts'), "import { A } from './a.js';\n");
  const graph = importGraph(dir);
  t.deepEqual(Object.fromEntries(graph), { 'a.ts': ['b.ts'], 'b.ts': ['run/c.ts'], 'd.ts': ['a.ts'], 'run/c.ts': ['a.ts'] });
  t.deepEqual(importCircles(graph), [['a.ts', 'b.ts', 'run/c.ts']]);
});

test('circles come largest first, each sorted; a file alone is no circle', (t) => {
  const graph = new Map([
    ['x', ['y']],
    ['y', ['x']],
    ['p', ['q']],
    ['q', ['r']],
    ['r', ['p', 'x']],
    ['alone', ['alone']],
  ]);
  t.deepEqual(importCircles(graph), [
    ['p', 'q', 'r'],
    ['x', 'y'],
  ]);
});
