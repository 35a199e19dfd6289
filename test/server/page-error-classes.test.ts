// The table page classes every refusal code the server can send as final (stop reconnecting) or
// retried, in one table (web/src/table/error-classes.ts): a server code without a class fails here.
import test from 'ava';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CLASSES, errorClass } from '../../web/src/table/error-classes.js';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** The codes lib/server throws or answers with, found as test/server/refusal-codes.test.ts finds them. */
function serverCodes(): string[] {
  const found = new Set<string>();
  for (const file of sources('lib/server')) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/TableError\(\s*'([a-z]+(?:-[a-z]+)+)'/g)) found.add(m[1]!);
    for (const m of text.matchAll(/\berror: '([a-z]+(?:-[a-z]+)*)'/g)) found.add(m[1]!);
  }
  return [...found].sort();
}

// Only this direction is checked: the page also classes codes of the parts of issue 27 built on
// other branches beside it (chat, replays, sandboxes), so that whichever merges first, none is missing.
test('every refusal code of the server has a class on the page', (t) => {
  const codes = serverCodes();
  t.true(codes.length >= 20);
  t.deepEqual(
    codes.filter((c) => !Object.hasOwn(ERROR_CLASSES, c)),
    [],
    'server codes the page does not class',
  );
  t.true(Object.keys(ERROR_CLASSES).every((c) => /^[a-z]+(-[a-z]+)*$/.test(c)));
});

test('a link whose token was cut short is final: the page stops instead of reconnecting for ever', (t) => {
  t.is(errorClass('message-bad'), 'final');
  t.is(errorClass('token-refused'), 'final');
  t.is(errorClass('store-failed'), 'retried');
  t.is(errorClass('decision-stale'), 'retried');
  t.is(errorClass('a-code-from-a-newer-server'), 'final');
});
