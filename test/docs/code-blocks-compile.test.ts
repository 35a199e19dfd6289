// Every ```ts block of the README and of docs/*.md typechecks against the package's entry points, as
// a reader would paste it into a project: each block is a module of its own at the root of a
// checkout, so `cardweave`, `cardweave/verbs` and `cardweave/testing` resolve as tsconfig.json's paths
// say and an example's adapter is imported by its path. A block fenced ```ts fragment is skipped (a
// piece of a larger file, said so beside it); there are few. Every ```json block is JSON.
import test from 'ava';
import ts from 'typescript';
import { blocks, guide, page, PAGES, root, type Block } from './guide-blocks.js';

/** Every block of every page, with the page it is on. */
const all: (Block & { file: string })[] = PAGES.flatMap((file) => blocks(page(file), file).map((block) => ({ ...block, file })));
const code = all.filter((block) => block.info === 'ts');
const fragments = all.filter((block) => block.info === 'ts fragment');

/** The compiler options of the repository's tsconfig.json, which map the package names onto lib/. */
function options(): ts.CompilerOptions {
  const config = ts.readConfigFile(`${root}tsconfig.json`, (file) => ts.sys.readFile(file));
  return ts.parseJsonConfigFileContent(config.config, ts.sys, root).options;
}

test('the card guide has TypeScript examples, and only a few fragments are skipped', (t) => {
  const inGuide = blocks(guide);
  t.true(inGuide.filter((b) => b.info === 'ts').length >= 20);
  t.true(inGuide.filter((b) => b.info === 'ts fragment').length <= 4);
});

test('every page fences TypeScript as ts or ts fragment, and few blocks are fragments', (t) => {
  t.deepEqual(
    all
      .filter((b) => b.info.startsWith('ts') && b.info !== 'ts' && b.info !== 'ts fragment' && !/^ts [\w./-]+\.ts$/.test(b.info))
      .map((b) => `${b.file}:${b.line} ${b.info}`),
    [],
    'a ts block is fenced ts, ts fragment, or ts <the file it is part of>',
  );
  t.true(code.length >= 35, `${code.length} ts blocks`);
  const pagesWithCode = new Set(code.map((b) => b.file));
  for (const file of ['docs/cards.md', 'docs/tutorial.md', 'docs/history.md', 'docs/simulation.md']) {
    t.true(pagesWithCode.has(file), `${file} has compiled ts blocks`);
  }
  t.true(fragments.length <= 12, `${fragments.length} fragments: ${fragments.map((b) => `${b.file}:${b.line}`).join(', ')}`);
});

test('every ```ts block of the README and docs/ typechecks against the package entry points', (t) => {
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
    return `${block.file}:${block.line + line} (under "${block.heading}"): ${message}`;
  });
  t.deepEqual(problems, []);
});

test('every ```json block of the README and docs/ is JSON', (t) => {
  const bad = all
    .filter((block) => block.info === 'json')
    .flatMap((block) => {
      try {
        JSON.parse(block.code);
        return [];
      } catch (error) {
        return [`${block.file}:${block.line} (under "${block.heading}"): ${(error as Error).message}`];
      }
    });
  t.deepEqual(bad, []);
});
