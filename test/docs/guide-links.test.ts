// Links lead somewhere: every link of the README and of docs/*.md to a file names one that exists,
// and its #anchor a heading that file has; every `(#anchor)` of docs/cards.md names one of its own
// headings; and every `cards.md#anchor` in the libraries' and examples' READMEs and the TypeScript
// sources (help texts, comments) names a heading the guide has.
import test from 'ava';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { anchorOf, anchors, guide, page, PAGES, root } from './guide-blocks.js';

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

test('every cards.md#anchor in README, docs, lib, examples, tools and bench names a heading of the guide', (t) => {
  const broken: string[] = [];
  for (const file of ['README.md', ...files('docs', 'lib', 'examples', 'tools', 'bench', 'test')]) {
    if (file.endsWith('guide-links.test.ts') || file.startsWith('docs/api')) continue;
    const text = readFileSync(join(root, file), 'utf8');
    for (const m of text.matchAll(/\bcards\.md#([A-Za-z0-9_-]+)/g)) if (!headings.has(m[1]!)) broken.push(`${file}: #${m[1]!}`);
  }
  t.deepEqual(broken, []);
});

test('every link of the README and docs/*.md leads to a file that exists, and to a heading it has', (t) => {
  const broken: string[] = [];
  for (const file of PAGES) {
    const text = page(file);
    // Code blocks hold code, not links.
    const prose = text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
    for (const m of prose.matchAll(/\]\(([^)\s]*)\)|<img src="([^"]+)"/g)) {
      const link = (m[1] ?? m[2])!;
      if (/^[a-z]+:/.test(link)) continue;
      const [path, anchor] = link.split('#') as [string, string | undefined];
      const target = path === '' ? join(root, file) : join(root, dirname(file), path);
      if (!existsSync(target)) broken.push(`${file}: ${link} (no such file)`);
      else if (anchor !== undefined && target.endsWith('.md') && !anchors(readFileSync(target, 'utf8')).has(anchor)) {
        broken.push(`${file}: ${link} (no such heading)`);
      }
    }
  }
  t.deepEqual(broken, []);
});
