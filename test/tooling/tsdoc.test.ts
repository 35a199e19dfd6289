import test from 'ava';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface ExportDoc {
  name: string;
  file: string;
  summary: string;
  examples: string[];
}

// Every entry point of the package (package.json "exports"), cardweave/server included.
const ENTRY_POINTS = ['index', 'graph', 'saves', 'cards', 'nodes', 'views', 'pictures', 'sim', 'testing', 'verbs', 'server'].map(
  (entry) => `${root}lib/${entry === 'index' ? 'index' : `${entry}/index`}.ts`,
);

/** Every export of those entry points, once, with the TSDoc comment of its declaration. */
function exportDocs(): ExportDoc[] {
  const program = ts.createProgram(ENTRY_POINTS, {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const seen = new Map<string, ExportDoc>();
  for (const file of ENTRY_POINTS) {
    const entry = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
    for (const exported of checker.getExportsOfModule(entry)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = symbol.declarations![0]!;
      const doc = ts.getJSDocCommentsAndTags(declaration).filter(ts.isJSDoc).at(-1);
      seen.set(exported.name, {
        name: exported.name,
        file: declaration.getSourceFile().fileName.slice(root.length),
        summary: ts.getTextOfJSDocComment(doc?.comment)?.trim() ?? '',
        examples: (doc?.tags ?? [])
          .filter((t) => t.tagName.text === 'example')
          .map((t) => ts.getTextOfJSDocComment(t.comment)?.trim() ?? ''),
      });
    }
  }
  return [...seen.values()];
}

const docs = exportDocs();

test("cardweave and its rooms' entry points export the API (more than 140 names), each found with its declaration", (t) => {
  t.true(docs.length > 140, String(docs.length));
  t.true(docs.some((d) => d.name === 'renderMermaid' && d.file === 'lib/pictures/game-picture.ts'));
});

test('every export of those entry points has a TSDoc sentence and a non-empty @example', (t) => {
  const lacking = docs
    .filter((d) => !/^[A-Z`"].*[.:!)]$/s.test(d.summary) || d.examples.length === 0 || d.examples.some((e) => e === ''))
    .map((d) => `${d.name} (${d.file})`);
  t.deepEqual(lacking, []);
});
