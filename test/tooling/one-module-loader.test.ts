// Issue 28: one module loader (lib/modules) imports every path a user gives. It stands on the floor of
// lib/ (it imports no other room, so any room may use it), and no other file of lib/ imports a
// module by a computed name: a second loader would have to start with exactly that.
import path from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import test from 'ava';
import ts from 'typescript';
import { importGraph } from '../../tools/import-cycles.js';

const LIB = fileURLToPath(new URL('../../lib', import.meta.url));

test('lib/modules imports no other room of lib/', (t) => {
  const graph = importGraph(LIB);
  const leaving = [...graph]
    .filter(([file]) => file.startsWith('modules/'))
    .flatMap(([file, targets]) =>
      targets.filter((target) => !target.startsWith('modules/')).map((target) => `${file} -> ${target}`),
    );
  t.deepEqual(leaving, []);
  t.true(graph.has('modules/import-module.ts'));
});

/** Every `import(...)` call in `source` whose argument is not a string literal (a package's name). */
function computedImports(source: string, file: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      !ts.isStringLiteral(node.arguments[0]!)
    )
      found.push(`${file}: import(${node.arguments[0]!.getText()})`);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true));
  return found;
}

test('outside lib/modules, lib/ imports only packages by name, never a path it was given', (t) => {
  const files = (readdirSync(LIB, { recursive: true }) as string[]).filter(
    (f) => f.endsWith('.ts') && !f.startsWith(`modules${path.sep}`),
  );
  const computed = files.flatMap((file) => computedImports(readFileSync(path.join(LIB, file), 'utf8'), file));
  t.deepEqual(computed, []);
  // The check sees an import() when there is one: lib/modules has its own.
  t.not(computedImports(readFileSync(path.join(LIB, 'modules/import-module.ts'), 'utf8'), 'import-module.ts').length, 0);
});
