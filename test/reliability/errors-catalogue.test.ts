// docs/errors.md is the catalogue of every error a user can meet. This test
// reads its "You see" lines and runs the scenario of the same id, so the page
// cannot drift from what cardweave says: a changed message, a new entry
// without a scenario or a scenario without an entry fails here.
import test, { type ExecutionContext } from 'ava';
import { readFileSync } from 'node:fs';
import { SCRATCH } from './catalogue/file-scenarios.js';
import { scenarios } from './catalogue/scenarios.js';

interface Entry {
  id: string;
  /** The error class, or 'CLI' for a command line's stderr line with exit status 2. */
  kind: string;
  message: string;
}

/** The entries of docs/errors.md: a `### \`id\`` heading, then a "You see" line with the message in a double-backtick span. */
function readCatalogue(): Entry[] {
  const entries: Entry[] = [];
  let id: string | undefined;
  for (const line of readFileSync('docs/errors.md', 'utf8').split('\n')) {
    const heading = /^### `([a-z0-9-]+)`/.exec(line);
    if (heading !== null) id = heading[1];
    const seen = /^- \*\*You see:\*\* (.+?): `` (.*) ``$/.exec(line);
    if (seen === null) continue;
    if (id === undefined) throw new Error(`a "You see" line before any entry: ${line}`);
    entries.push({ id, kind: seen[1] === 'exit status 2, on stderr' ? 'CLI' : seen[1]!, message: seen[2]! });
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

test('every entry of docs/errors.md has a scenario, and every scenario an entry', (t) => {
  const documented = catalogue.map((e) => e.id);
  t.deepEqual(documented.filter((id, i) => documented.indexOf(id) !== i), [], 'ids are unique');
  t.deepEqual(documented.filter((id) => !(id in scenarios)), [], 'entries without a scenario');
  t.deepEqual(Object.keys(scenarios).filter((id) => !documented.includes(id)), [], 'scenarios without an entry');
  t.true(catalogue.length >= 150);
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
    }
  });
}
