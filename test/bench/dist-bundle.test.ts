import test from 'ava';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleForDist, checkDist, distFileFor } from '../../bench/dist-bundle.js';

/** A throwaway repository: lib/ with one source, dist/ built from it, and a bench entry importing it both ways. */
function repo(t: { teardown(fn: () => void): void }): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cardweave-dist-bundle-'));
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(path.join(root, 'lib/graph'), { recursive: true });
  mkdirSync(path.join(root, 'dist/graph'), { recursive: true });
  mkdirSync(path.join(root, 'bench'));
  writeFileSync(path.join(root, 'lib/index.ts'), "export { answer } from './graph/answer.js';\n");
  writeFileSync(path.join(root, 'lib/graph/answer.ts'), 'export const answer = 42;\n');
  writeFileSync(path.join(root, 'dist/index.js'), "export { answer } from './graph/answer.js';\n");
  writeFileSync(path.join(root, 'dist/graph/answer.js'), 'export const answer = 42;\n');
  writeFileSync(
    path.join(root, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { paths: { cardweave: ['./lib/index.ts'] } } }),
  );
  writeFileSync(path.join(root, 'bench/game.ts'), "import { answer } from 'cardweave';\nexport const doubled = answer * 2;\n");
  writeFileSync(
    path.join(root, 'bench/entry.ts'),
    "import { answer } from '../lib/graph/answer.js';\nimport { doubled } from './game.js';\nconsole.log(answer + doubled);\n",
  );
  return root;
}

test('a source file under lib/ maps to its dist/ file; anything else is bundled as it is', (t) => {
  t.is(distFileFor('/repo', '/repo/lib/graph/engine.ts'), '/repo/dist/graph/engine.js');
  t.is(distFileFor('/repo', '/repo/lib/index.ts'), '/repo/dist/index.js');
  t.is(distFileFor('/repo', '/repo/examples/duel/game.ts'), undefined);
  t.is(distFileFor('/repo', '/repo/library/x.ts'), undefined);
  t.is(distFileFor('/repo', '/repo/lib/cards/README.md'), undefined);
});

test('the bundle imports lib/ from dist/, by a relative path and through cardweave alike, and runs', async (t) => {
  const root = repo(t);
  const out = await bundleForDist(root, 'bench/entry.ts', path.join(root, 'out.mjs'));
  const text = readFileSync(out, 'utf8');
  t.true(text.includes(JSON.stringify(pathToFileURL(path.join(root, 'dist/graph/answer.js')).href)));
  t.true(text.includes(JSON.stringify(pathToFileURL(path.join(root, 'dist/index.js')).href)));
  t.false(text.includes('answer = 42'), 'no file of lib/ is copied into the bundle');
  const run = spawnSync(process.execPath, [out], { encoding: 'utf8' });
  t.deepEqual({ status: run.status, stdout: run.stdout }, { status: 0, stdout: '126\n' });
});

test('a missing dist/ or one older than a file of lib/ is refused in one line naming it', (t) => {
  const root = repo(t);
  t.notThrows(() => checkDist(root));
  // answer.ts is the newest file of lib/, and dist/index.js older than it.
  const older = new Date(Date.now() - 120_000);
  const old = new Date(Date.now() - 60_000);
  utimesSync(path.join(root, 'lib/index.ts'), older, older);
  utimesSync(path.join(root, 'dist/index.js'), old, old);
  t.throws(() => checkDist(root), { message: 'dist/ is older than lib/graph/answer.ts: run npm run build again' });
  rmSync(path.join(root, 'dist'), { recursive: true });
  t.throws(() => checkDist(root), { message: `${path.join(root, 'dist')} has no index.js: run npm run build first` });
});

test('bench/built.ts refuses a bad round count in one line, exit 2, before building or timing anything', (t) => {
  const run = spawnSync(process.execPath, ['--import=tsx', 'bench/built.ts', '0'], { encoding: 'utf8' });
  t.deepEqual(
    { status: run.status, stdout: run.stdout, stderr: run.stderr },
    { status: 2, stdout: '', stderr: 'usage: npx tsx bench/built.ts [rounds from 1 to 50] [--quick]; got "0"\n' },
  );
});
