// lib/modules' importModule: the one way cardweave imports a path a user gave (issue 28). Each kind of
// file loads with no flag; each refusal is one line naming the file. The modules are written to a
// scratch folder, as a user's project would hold them.
import test from 'ava';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { exportOf, importModule } from '../../lib/modules/import-module.js';
import { ModuleRefusal, type RefusalKind } from '../../lib/modules/module-refusal.js';

const dir = mkdtempSync(join(tmpdir(), 'cardweave-modules-'));
test.after.always(() => rmSync(dir, { recursive: true, force: true }));

const FILES: Record<string, string> = {
  'plain.js': "export const kind = 'js';\n",
  'plain.mjs': "export const kind = 'mjs';\n",
  'plain.cjs': "module.exports = { kind: 'cjs' };\n",
  'typed.ts': "const kind: string = 'ts';\nexport { kind };\n",
  'typed.mts': "export const kind: string = 'mts';\n",
  'typed.cts': "exports.kind = 'cts' as string;\n",
  'data.json': '{ "kind": "json" }\n',
};

test.before(() => {
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  for (const [name, text] of Object.entries(FILES)) writeFileSync(join(dir, name), text);
});

for (const name of Object.keys(FILES)) {
  test(`a ${name.slice(name.indexOf('.'))} module loads`, async (t) => {
    const exports = await importModule(join(dir, name));
    const kind = name.slice(name.indexOf('.') + 1);
    const value = name.endsWith('.json') || name.endsWith('.cjs') ? (exports.default as { kind: string }).kind : exports.kind;
    t.is(value, kind);
  });
}

test('a file: URL and a path name the same module, imported once', async (t) => {
  const file = join(dir, 'typed.ts');
  t.is(await importModule(pathToFileURL(file).href), await importModule(file));
});

test('a path that names nothing, a folder, or a module that throws: one line naming the file', async (t) => {
  writeFileSync(join(dir, 'throws.ts'), "throw new Error('broken on purpose');\n");
  writeFileSync(join(dir, 'bad.json'), '{ "kind": ');
  const refusals: [string, RefusalKind, string][] = [
    [join(dir, 'nope.ts'), 'missing', `no file ${join(dir, 'nope.ts')}`],
    [dir, 'not-a-file', `${dir} is a directory, not a file`],
    [join(dir, 'throws.ts'), 'broken', `${join(dir, 'throws.ts')} does not load: broken on purpose`],
    [join(dir, 'bad.json'), 'broken', `${join(dir, 'bad.json')} does not load: Unexpected end of JSON input`],
  ];
  for (const [where, kind, message] of refusals) {
    const error = await t.throwsAsync(importModule(where), { instanceOf: ModuleRefusal, message });
    t.is(error.kind, kind);
  }
});

test("a TypeScript syntax error is one line with tsx's place in it, not its header alone", async (t) => {
  writeFileSync(join(dir, 'syntax.ts'), 'export const x = ;\n');
  const error = await t.throwsAsync(importModule(join(dir, 'syntax.ts')), { instanceOf: ModuleRefusal });
  t.false(error.message.includes('\n'));
  t.regex(error.message, /does not load: Transform failed with 1 error: .*syntax\.ts:1:\d+: ERROR: /);
});

test('exportOf names the export missing and lists those there are', (t) => {
  t.is(exportOf({ a: 1 }, '/g.ts', 'a'), 1);
  t.throws(() => exportOf({ a: 1, b: 2 }, '/g.ts', 'c'), {
    instanceOf: ModuleRefusal,
    message: '/g.ts has no export "c" (it exports: a, b)',
  });
  t.throws(() => exportOf({}, '/g.ts', 'c'), { message: '/g.ts has no export "c" (it exports: none)' });
});

test('a generation imports the module and its folder again; the library it imports stays one', async (t) => {
  const game = join(dir, 'fresh', 'game.ts');
  mkdirSync(join(dir, 'fresh'));
  const library = new URL('../../lib/modules/module-refusal.ts', import.meta.url).href;
  const write = (n: number) => {
    writeFileSync(join(dir, 'fresh', 'rule.ts'), `export const points: number = ${n};\n`);
    writeFileSync(
      game,
      `import { points } from './rule.ts';\nimport { ModuleRefusal } from '${library}';\nexport { points, ModuleRefusal };\n`,
    );
  };
  write(1);
  const first = await importModule(game, { generation: 1 });
  write(2);
  const second = await importModule(game, { generation: 2 });
  t.deepEqual([first.points, second.points], [1, 2]);
  t.is(second.ModuleRefusal, ModuleRefusal);
});
