// Reads the guides for their tests: docs/cards.md (the card author's guide) and every other page of
// docs/ and the README, their sections and their fenced code blocks, each with the heading it sits
// under, so a failure names where in which page to look.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const GUIDE = 'docs/cards.md';
export const guide = readFileSync(`${root}${GUIDE}`, 'utf8');

export interface Block {
  /** The fence's info string: `ts`, `ts fragment`, `json`, ... */
  info: string;
  code: string;
  /** The nearest heading above the block, and the block's first line in the guide (1-based). */
  heading: string;
  line: number;
}

/** The Markdown pages whose code blocks are checked: the README, then every page of docs/, by name. */
export const PAGES: readonly string[] = [
  'README.md',
  ...readdirSync(`${root}docs`)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => `docs/${file}`),
];

/** A page's text, read from the checkout. */
export const page = (file: string): string => readFileSync(`${root}${file}`, 'utf8');

/** Every fenced code block of a page (by default the guide), in order. */
export function blocks(text: string = guide, file: string = GUIDE): Block[] {
  const found: Block[] = [];
  const lines = text.split('\n');
  let heading = '(top)';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('#')) heading = line.replace(/^#+ /, '');
    if (!line.startsWith('```')) continue;
    const info = line.slice(3).trim();
    const start = i + 1;
    let end = start;
    while (end < lines.length && !lines[end]!.startsWith('```')) end++;
    if (end === lines.length) throw new Error(`${file}:${i + 1}: a code block under "${heading}" is never closed`);
    found.push({ info, code: lines.slice(start, end).join('\n') + '\n', heading, line: start + 1 });
    i = end;
  }
  return found;
}

/** The GitHub anchor of a heading: lower case, punctuation but hyphens dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of every heading of a Markdown text, with GitHub's -1, -2 for repeated ones. */
export function anchors(text: string = guide): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    if (fenced || !/^#{1,6} /.test(line)) continue;
    const base = anchorOf(line.replace(/^#+ /, ''));
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** The text of a second-level section, from its heading to the next one. */
export function section(heading: string, text: string = guide, file: string = GUIDE): string {
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start === -1) throw new Error(`${file} has no "## ${heading}" section`);
  const end = text.indexOf('\n## ', start + heading.length + 4);
  return text.slice(start, end === -1 ? undefined : end);
}

/**
 * Runs a TypeScript sample as a reader runs a pasted file, from the root of a checkout: its types
 * stripped by the compiler, then run as a module by node with tsx's loader, which maps `cardweave`
 * onto lib/ as tsconfig.json says and loads the examples' .ts files.
 */
export function runSample(code: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const js = ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import=tsx', '--input-type=module', '-e', js],
      { cwd: root, encoding: 'utf8' },
      (error, stdout, stderr) => {
        done({ code: error === null ? 0 : Number(error.code), stdout, stderr });
      },
    );
  });
}
