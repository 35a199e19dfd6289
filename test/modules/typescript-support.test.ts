// How lib/modules loads a TypeScript module (issue 28): through tsx when one is found from the module
// (the user's project) or from cardweave, else by a Node that strips types, else nothing, and then one
// line says the three ways out. The decision is read here with the places tsx is looked for given;
// test/package/consumer.test.ts runs the built package where no tsx is installed.
import test from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ModuleRefusal } from '../../lib/modules/module-refusal.js';
import { tsxApiFrom, typeScriptRefusal, typeScriptSupport } from '../../lib/modules/typescript.js';
import { startEntryWorker } from '../../lib/modules/worker-thread.js';

const bare = mkdtempSync(join(tmpdir(), 'cardweave-no-tsx-'));
test.after.always(() => rmSync(bare, { recursive: true, force: true }));
const game = join(bare, 'game.ts');
const repoTsx = tsxApiFrom(import.meta.url)!;

test("tsx is looked for from the module's folder up, then from cardweave's", (t) => {
  t.regex(repoTsx, /^file:\/\/.*\/node_modules\/tsx\/dist\/esm\/api\/index\.mjs$/);
  t.is(tsxApiFrom(game), undefined, 'no tsx above a scratch folder');
  t.deepEqual(typeScriptSupport(game, { fromSources: false, anchors: [game, import.meta.url] }), { by: 'tsx', api: repoTsx });
});

test('without tsx, a Node that strips types loads it; an older Node has nothing', (t) => {
  t.deepEqual(typeScriptSupport(game, { fromSources: false, anchors: [game], strips: true }), { by: 'node' });
  t.deepEqual(typeScriptSupport(game, { fromSources: false, anchors: [game], strips: false }), { by: 'none' });
});

test("run from cardweave's TypeScript sources, the loader running them loads the module too", (t) => {
  t.deepEqual(typeScriptSupport(game), { by: 'running' });
});

test('the refusal names the module, the Node that cannot load it and the three ways out, in one line', (t) => {
  const refusal = typeScriptRefusal(game);
  t.true(refusal instanceof ModuleRefusal);
  t.is(refusal.kind, 'typescript');
  t.is(
    refusal.message,
    `${game} is TypeScript, which Node ${process.version} cannot load by itself: install tsx in the project (npm i -D tsx), run Node 22.18 or later, or give the compiled JavaScript`,
  );
});

test("a worker thread on cardweave's TypeScript entry imports a user's TypeScript module through the same loader", async (t) => {
  const entry = new URL('./fixtures/import-in-worker.ts', import.meta.url);
  const module = fileURLToPath(new URL('./fixtures/typed-module.ts', import.meta.url));
  const worker: Worker = startEntryWorker(entry, { workerData: module });
  t.teardown(() => void worker.terminate());
  const answer = await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  t.deepEqual(answer, { kind: 'typed', answer: 42 });
});
