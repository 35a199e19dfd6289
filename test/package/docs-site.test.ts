// `npm run docs` builds the documentation site with typedoc (typedoc.json): the README as its
// landing page, the guides of docs/ in the order of their table of contents, the API by area. typedoc.json treats every warning as an error, so a
// broken {@link}, an undocumented export or a guide that went missing fails here, not on release.
import test from 'ava';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'cardweave-docs-'));
const typedoc = join(createRequire(import.meta.url).resolve('typedoc/package.json'), '../bin/typedoc');

test.after.always(() => {
  rmSync(out, { recursive: true, force: true });
});

test('the docs site builds without a warning: README landing page, the guides by task, one API page per area', async (t) => {
  const run = await new Promise<{ code: number; output: string }>((done) => {
    execFile(process.execPath, [typedoc, '--out', out], { cwd: root, encoding: 'utf8' }, (error, stdout, stderr) => {
      done({ code: error === null ? 0 : Number(error.code), output: stdout + stderr });
    });
  });
  t.is(run.code, 0, run.output);
  t.false(/warning|error/i.test(run.output.replace('Found 0 errors and 0 warnings', '')), run.output);
  const landing = readFileSync(join(out, 'index.html'), 'utf8');
  t.true(landing.includes('Use it in your project'), 'the landing page is the README');
  for (const area of ['graph', 'cards', 'nodes', 'pictures', 'sim', 'views'])
    t.true(existsSync(join(out, 'modules', `${area}.html`)), area);
  t.true(readFileSync(join(out, 'modules', 'graph.html'), 'utf8').includes('Engine'));
  for (const guide of ['cards.README', 'nodes.README', 'sim.README', 'views.README']) {
    t.true(existsSync(join(out, 'documents', `${guide}.html`)), guide);
  }
  // Every page of docs/ is a page of the site, listed in typedoc.json in the order docs/README.md lists them.
  const pages = readdirSync(join(root, 'docs')).filter((file) => file.endsWith('.md'));
  const listed = (JSON.parse(readFileSync(join(root, 'typedoc.json'), 'utf8')) as { projectDocuments: string[] })
    .projectDocuments;
  t.deepEqual([...listed].sort(), pages.map((file) => `docs/${file}`).sort());
  const contents = readFileSync(join(root, 'docs/README.md'), 'utf8');
  const order = [...contents.matchAll(/^- \[[^\]]+\]\(([a-z-]+\.md)\)/gm)].map((m) => `docs/${m[1]!}`);
  t.deepEqual(listed.slice(1), order, 'typedoc.json lists the guides in the order of docs/README.md');
  for (const page of pages) t.true(existsSync(join(out, 'documents', page.replace(/\.md$/, '.html'))), page);
  // The README's links to the guides lead to their pages, not to raw markdown.
  t.true(landing.includes('href="documents/errors.html"'));
  t.true(landing.includes('href="documents/trust-model.html"'));
  t.true(landing.includes('href="documents/tutorial.html"'));
});
