// What docs/project.md and the README say about "type": "module" is what a newcomer meets: in a
// project made by `npm init -y`, a program that imports stops with "Cannot use import statement
// outside a module", and after `npm pkg set type=module` the same program runs. The project lives in
// a temporary folder, and npm runs with none of this run's npm settings (npm_config_local_prefix
// would point it at this repository).
import test from 'ava';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const project = mkdtempSync(join(tmpdir(), 'cardweave-type-module-'));

test.after.always(() => {
  rmSync(project, { recursive: true, force: true });
});

/** This process's environment without npm's per-run settings and NODE_OPTIONS. */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== 'NODE_OPTIONS'));
}

function run(file: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(file, args, { cwd: project, env: cleanEnv(), encoding: 'utf8' }, (error, stdout, stderr) => {
      done({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout, stderr });
    });
  });
}

test('both pages say what to do, and it is what an npm init -y project needs to import', async (t) => {
  for (const page of ['README.md', 'docs/project.md']) {
    const text = readFileSync(join(root, page), 'utf8').replace(/\n/g, ' ');
    t.true(text.includes('`npm init -y` writes `"type": "commonjs"`'), page);
    t.true(text.includes('`SyntaxError: Cannot use import statement outside a module`'), page);
    t.true(text.includes('`npm pkg set type=module`'), page);
  }

  t.is((await run('npm', ['init', '-y'])).code, 0);
  writeFileSync(join(project, 'main.js'), "import { sep } from 'node:path';\nconsole.log(`imported ${sep}`);\n");
  const before = await run(process.execPath, ['main.js']);
  t.is(before.code, 1);
  t.true(before.stderr.includes('SyntaxError: Cannot use import statement outside a module'), before.stderr);

  t.is((await run('npm', ['pkg', 'set', 'type=module'])).code, 0);
  t.deepEqual(await run(process.execPath, ['main.js']), { code: 0, stdout: 'imported /\n', stderr: '' });
});
