// docs/errors.md is the catalogue of every error a user can meet. This test
// reads its "You see" lines and runs the scenario of the same id, so the page
// cannot drift from what cardweave says: a changed message, a new entry
// without a scenario or a scenario without an entry fails here.
import test, { type ExecutionContext } from 'ava';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCRATCH } from './catalogue/file-scenarios.js';
import * as lib from '../../lib/index.js';
import { CardweaveError } from '../../lib/index.js';
import { scenarios } from './catalogue/scenarios.js';
import { removeFolder } from '../temp-folder.js';

interface Entry {
  id: string;
  /** The error class, or 'CLI' for a command line's stderr line with exit status 2. */
  kind: string;
  message: string;
}

/** A code span's text as CommonMark reads it: one space each side is dropped when both are there and it is not all spaces. */
function codeSpanText(inner: string): string {
  return inner.length > 2 && inner.startsWith(' ') && inner.endsWith(' ') && inner.trim() !== '' ? inner.slice(1, -1) : inner;
}

/**
 * The entries of docs/errors.md: a `### \`id\`` heading, then a "You see" line with the message in a code span.
 * The span is read as Markdown reads it, whatever its fence: prettier writes `` `` msg `` `` as `msg` when the
 * message holds no backtick, and keeps the double fence (with its padding spaces) when it does.
 */
function readCatalogue(): Entry[] {
  const entries: Entry[] = [];
  let id: string | undefined;
  for (const line of readFileSync('docs/errors.md', 'utf8').split('\n')) {
    const heading = /^### `([a-z0-9-]+)`/.exec(line);
    if (heading !== null) id = heading[1];
    const seen = /^- \*\*You see:\*\* (.+?): (`+)(.*)\2$/.exec(line);
    if (seen === null) continue;
    if (id === undefined) throw new Error(`a "You see" line before any entry: ${line}`);
    entries.push({ id, kind: seen[1] === 'exit status 2, on stderr' ? 'CLI' : seen[1]!, message: codeSpanText(seen[3]!) });
    id = undefined;
  }
  return entries;
}

/** Compares exactly; `<repo>` is the working directory, `<tmp>` the scenarios' scratch folder, and a trailing `…` matches any rest. */
function same(t: ExecutionContext, actual: string, documented: string): void {
  const expected = documented.replaceAll('<repo>', process.cwd()).replaceAll('<tmp>', SCRATCH);
  if (expected.endsWith('…')) t.true(actual.startsWith(expected.slice(0, -1)), `actual: ${actual}`);
  else t.is(actual, expected);
}

const catalogue = readCatalogue();

/** The names of the library's error classes: every CardweaveError, which carries a code. */
const LIBRARY_ERRORS = new Set(
  Object.values(lib)
    .filter(
      (value): value is typeof CardweaveError =>
        typeof value === 'function' && (value === CardweaveError || value.prototype instanceof CardweaveError),
    )
    .map((cls) => cls.name),
);

/** Every .ts file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/**
 * The codes written in the library's source where errors are made: `new XError('code', ...)`,
 * either side of a `? 'a' : 'b'` there, `packError(pack, 'code', ...)`, `refuse('code', ...)`,
 * `code: 'code'`, and the codes handed to checkJson, checkArgs and slot lookups.
 */
function codesInSource(): Map<string, string> {
  const found = new Map<string, string>();
  const code = "'([a-z0-9]+(?:-[a-z0-9]+)+)'";
  const patterns = [
    new RegExp(`new \\w*Error\\(\\s*${code}`, 'g'),
    new RegExp(`new \\w*Error\\(\\s*[^'(),;]*\\?\\s*${code}\\s*:\\s*${code}`, 'g'),
    new RegExp(`packError\\(\\s*pack,\\s*(?:[^,;]*\\?\\s*${code}\\s*:\\s*)?${code}`, 'g'),
    new RegExp(`refuse\\(\\s*${code}`, 'g'),
    new RegExp(`code: ${code}`, 'g'),
    new RegExp(`(?:checkJson|slot|slotNamed)\\([^;]*?${code}`, 'g'),
  ];
  // The table server (lib/server, 'cardweave/server') has its own list of refusal codes, checked
  // by test/server/refusal-codes.test.ts against lib/server/README.md.
  for (const file of sources('lib').filter((f) => !f.startsWith(join('lib', 'server')))) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns)
      for (const m of text.matchAll(pattern)) for (const c of m.slice(1)) if (c !== undefined) found.set(c, file);
  }
  return found;
}

/** Codes with no entry, and why: none can be staged in a test. */
const UNSTAGED: Record<string, string> = {
  'sim-needs-tsx': 'simulate() from TypeScript sources without tsx installed',
  'pack-file-unreadable': 'a pack file this process may not read (a root test process reads any file)',
  'node-unknown': 'the engine looking up a node it checked when it was queued or asked for',
};

// The scenarios' scratch folder (their files and PGlite folders) goes when the last scenario has run.
test.after.always(() => removeFolder(SCRATCH));

test('every entry of docs/errors.md has a scenario, and every scenario an entry', (t) => {
  const documented = catalogue.map((e) => e.id);
  t.deepEqual(
    documented.filter((id, i) => documented.indexOf(id) !== i),
    [],
    'ids are unique',
  );
  t.deepEqual(
    documented.filter((id) => !(id in scenarios)),
    [],
    'entries without a scenario',
  );
  t.deepEqual(
    Object.keys(scenarios).filter((id) => !documented.includes(id)),
    [],
    'scenarios without an entry',
  );
  t.true(catalogue.length >= 150);
});

test('every code the library throws has an entry in docs/errors.md', (t) => {
  const documented = new Set(catalogue.map((e) => e.id));
  const found = codesInSource();
  t.true(found.size >= 150, `found only ${found.size} codes: the source scan is broken`);
  const missing = [...found].filter(([c]) => !documented.has(c) && !(c in UNSTAGED)).map(([c, file]) => `${c} (${file})`);
  t.deepEqual(missing, []);
  for (const c of Object.keys(UNSTAGED)) t.true(found.has(c), `${c} is listed as unstaged but not thrown`);
});

for (const entry of catalogue) {
  test(`${entry.id}: ${entry.kind === 'CLI' ? 'the command line prints' : `a ${entry.kind} says`} the documented message`, async (t) => {
    const run = scenarios[entry.id];
    if (run === undefined) return t.fail(`no scenario for ${entry.id}`);
    const outcome = await run();
    if (entry.kind === 'CLI') {
      if (outcome.kind !== 'cli') return t.fail(`expected a command line run, got ${outcome.name}`);
      t.is(outcome.status, 2);
      t.true(outcome.stderr.endsWith('\n') && !outcome.stderr.slice(0, -1).includes('\n'), 'one line on stderr');
      same(t, outcome.stderr.slice(0, -1), entry.message);
    } else {
      if (outcome.kind !== 'error') return t.fail('expected an error, got a command line run');
      t.is(outcome.name, entry.kind);
      same(t, outcome.message, entry.message);
      // A CardweaveError's code is its entry's id; JavaScript's own errors (TypeError, RangeError) have none,
      // nor do the example command lines' own errors.
      // The table server's TableError carries its code the same way.
      if (LIBRARY_ERRORS.has(entry.kind) || entry.kind === 'TableError')
        t.is(outcome.code, entry.id, 'error.code is the id of its catalogue entry');
      else if (entry.kind === 'TypeError' || entry.kind === 'RangeError') t.is(outcome.code, undefined);
    }
  });
}
