// Links into the guide lead somewhere: every `(#anchor)` of docs/authoring.md itself and every
// `authoring.md#anchor` in the docs, the libraries' and examples' READMEs, and the TypeScript sources
// (help texts, comments) and the root README.md names a heading the guide has.
import test from 'ava';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { anchorOf, anchors, guide, root } from './guide-blocks.js';

const headings = anchors();

/** Every Markdown and TypeScript file under these folders of the checkout. */
function files(...folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(md|ts)$/.test(file) && !file.includes('node_modules'))
      .map((file) => join(folder, file)),
  );
}

test('every link of the guide to one of its own sections names a heading it has', (t) => {
  const broken = [...guide.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]!).filter((anchor) => !headings.has(anchor));
  t.deepEqual(broken, []);
});

test('the table of contents links every section of the guide, in order', (t) => {
  const contents = guide.slice(guide.indexOf('\n## Contents\n'), guide.indexOf('\n# Start here\n'));
  const listed = [...contents.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]!);
  const sections = [...guide.matchAll(/\n## (.+)/g)].map((m) => m[1]!).filter((h) => h !== 'Contents');
  t.deepEqual(listed, sections.map(anchorOf));
});

test('every authoring.md#anchor in README, docs, lib, examples, tools and bench names a heading of the guide', (t) => {
  const broken: string[] = [];
  for (const file of ['README.md', ...files('docs', 'lib', 'examples', 'tools', 'bench', 'test')]) {
    if (file.endsWith('guide-links.test.ts')) continue;
    const text = readFileSync(join(root, file), 'utf8');
    for (const m of text.matchAll(/authoring\.md#([A-Za-z0-9_-]+)/g)) if (!headings.has(m[1]!)) broken.push(`${file}: #${m[1]!}`);
  }
  t.deepEqual(broken, []);
});
