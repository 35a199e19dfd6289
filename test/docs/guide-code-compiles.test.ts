// Every ```ts block of docs/authoring.md typechecks against the package's entry points, as a reader
// would paste it into a project: each block is a module of its own at the root of a checkout, so
// `cardweave`, `cardweave/verbs` and `cardweave/testing` resolve as tsconfig.json's paths say and an
// example's adapter is imported by its path. A block fenced ```ts fragment is skipped (a piece of a
// larger file, said so in the guide); there are few. Every ```json block is JSON.
import test from 'ava';
import ts from 'typescript';
import { blocks, GUIDE, root } from './guide-blocks.js';

const code = blocks().filter((block) => block.info === 'ts');
const fragments = blocks().filter((block) => block.info === 'ts fragment');

/** The compiler options of the repository's tsconfig.json, which map the package names onto lib/. */
function options(): ts.CompilerOptions {
  const config = ts.readConfigFile(`${root}tsconfig.json`, (file) => ts.sys.readFile(file));
  return ts.parseJsonConfigFileContent(config.config, ts.sys, root).options;
}

test('the guide has TypeScript examples, and only a few fragments are skipped', (t) => {
  t.true(code.length >= 20, `${code.length} ts blocks`);
  t.true(fragments.length <= 4, `${fragments.length} fragments: ${fragments.map((b) => b.heading).join(', ')}`);
  t.deepEqual(
    blocks()
      .filter((b) => b.info.startsWith('ts') && b.info !== 'ts' && b.info !== 'ts fragment')
      .map((b) => b.info),
    [],
    'a ts block is fenced ts or ts fragment',
  );
});

test('every ```ts block of the guide typechecks against the package entry points', (t) => {
  // Virtual files beside package.json: nothing is written into the checkout.
  // A block with no import or export would be a script sharing one global scope with the others.
  const asModule = (text: string): string => (/^(import|export) /m.test(text) ? text : `${text}export {};\n`);
  const files = new Map(code.map((block, i) => [`${root}guide-block-${i}.ts`, asModule(block.code)]));
  const disk = ts.createCompilerHost(options());
  const host: ts.CompilerHost = {
    ...disk,
    fileExists: (file) => files.has(file) || disk.fileExists(file),
    readFile: (file) => files.get(file) ?? disk.readFile(file),
    getSourceFile: (file, language, ...rest) => {
      const text = files.get(file);
      return text === undefined ? disk.getSourceFile(file, language, ...rest) : ts.createSourceFile(file, text, language, true);
    },
  };
  const program = ts.createProgram([...files.keys()], { ...options(), noEmit: true, noUnusedLocals: false }, host);
  const problems = ts.getPreEmitDiagnostics(program).map((d) => {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (d.file === undefined || d.start === undefined) return message;
    const index = [...files.keys()].indexOf(d.file.fileName);
    const { line } = d.file.getLineAndCharacterOfPosition(d.start);
    if (index === -1) return `${d.file.fileName}:${line + 1}: ${message}`;
    const block = code[index]!;
    return `${GUIDE}:${block.line + line} (under "${block.heading}"): ${message}`;
  });
  t.deepEqual(problems, []);
});

test('every ```json block of the guide is JSON', (t) => {
  const bad = blocks()
    .filter((block) => block.info === 'json')
    .flatMap((block) => {
      try {
        JSON.parse(block.code);
        return [];
      } catch (error) {
        return [`${GUIDE}:${block.line} (under "${block.heading}"): ${(error as Error).message}`];
      }
    });
  t.deepEqual(bad, []);
});
