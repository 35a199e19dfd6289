// Each entry point of package.json "exports" exports exactly the names test/package/entry-points.ts
// lists: its runtime values, read by importing it, and its type-only names, read by the TypeScript
// compiler from the entry's source. A name that appears or disappears by accident (an `export *`, a
// helper exported for a test) fails here with the names and how to change the list on purpose.
import test from 'ava';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { ENTRY_POINTS } from './entry-points.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const LIST = 'test/package/entry-points.ts';
const FRONT_DOOR_LIMIT = 60;

/** The package's entry points, from package.json "exports": `cardweave` and `cardweave/<room>`, each with its source file. */
function entryPoints(): Map<string, string> {
  const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { exports: Record<string, unknown> };
  const entries = new Map<string, string>();
  for (const subpath of Object.keys(pkg.exports)) {
    if (subpath === '.') entries.set('cardweave', `${root}lib/index.ts`);
    else if (!subpath.endsWith('.json')) entries.set(`cardweave${subpath.slice(1)}`, `${root}lib${subpath.slice(1)}/index.ts`);
  }
  return entries;
}

const entries = entryPoints();
const sorted = (names: Iterable<string>): string[] => [...names].sort();

/** Every name each entry's source exports, values and types, as the compiler resolves them. */
function exportedNames(): Map<string, string[]> {
  const program = ts.createProgram([...entries.values()], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
  });
  const checker = program.getTypeChecker();
  const names = new Map<string, string[]>();
  for (const [entry, file] of entries) {
    const module = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
    names.set(entry, sorted(checker.getExportsOfModule(module).map((symbol) => symbol.name)));
  }
  return names;
}

/** One line per difference: what appeared, what went, and where to change the list on purpose. */
function difference(what: string, actual: readonly string[], pinned: readonly string[]): string | undefined {
  const added = actual.filter((name) => !pinned.includes(name));
  const removed = pinned.filter((name) => !actual.includes(name));
  if (added.length === 0 && removed.length === 0) return undefined;
  return (
    `${what} changed: ${added.length > 0 ? `added ${added.join(', ')}` : ''}${added.length > 0 && removed.length > 0 ? '; ' : ''}` +
    `${removed.length > 0 ? `removed ${removed.join(', ')}` : ''}. If this is on purpose, change the list in ${LIST} ` +
    `(and the README and docs/ that name it); if not, change the entry point's export list back.`
  );
}

test('the pinned list names every entry point of package.json, and no other', (t) => {
  t.deepEqual(sorted(Object.keys(ENTRY_POINTS)), sorted(entries.keys()));
});

test('each entry point lists its exports by name: no `export *`', (t) => {
  for (const [entry, file] of entries)
    t.false(/^export \*/m.test(readFileSync(file, 'utf8')), `${entry} (${file}) re-exports with export *`);
});

test('each entry point exports exactly its pinned runtime values and type names', async (t) => {
  const all = exportedNames();
  const found: string[] = [];
  for (const [entry, file] of entries) {
    const values = sorted(Object.keys((await import(pathToFileURL(file).href)) as object));
    const types = all.get(entry)!.filter((name) => !values.includes(name));
    const pinned = ENTRY_POINTS[entry];
    if (pinned === undefined) continue; // the test above names it
    for (const change of [
      difference(`${entry}'s runtime values`, values, pinned.values),
      difference(`${entry}'s type exports`, types, pinned.types),
    ])
      if (change !== undefined) found.push(change);
  }
  t.deepEqual(found, []);
});

test(`the front door, cardweave, exports at most ${FRONT_DOOR_LIMIT} runtime values, each also from its room's entry point`, async (t) => {
  const front = (await import(pathToFileURL(entries.get('cardweave')!).href)) as Record<string, unknown>;
  t.true(Object.keys(front).length <= FRONT_DOOR_LIMIT, `cardweave exports ${Object.keys(front).length} values`);
  const rooms = await Promise.all(
    [...entries]
      .filter(([entry]) => entry !== 'cardweave')
      .map(async ([, file]) => (await import(pathToFileURL(file).href)) as Record<string, unknown>),
  );
  const homeless = Object.keys(front).filter((name) => !rooms.some((room) => room[name] === front[name]));
  t.deepEqual(
    homeless,
    [],
    'a name of cardweave that no room entry point exports (the same object) is missing from the docs site',
  );
});
