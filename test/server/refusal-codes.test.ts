// Every refusal code the server can send is listed in lib/server/README.md, and every code
// listed there is one the server can send.
import test from 'ava';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

test('the refusal codes in lib/server are exactly those lib/server/README.md lists', (t) => {
  const found = new Set<string>();
  for (const file of sources('lib/server')) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/TableError\(\s*'([a-z]+(?:-[a-z]+)+)'/g)) found.add(m[1]!);
    for (const m of text.matchAll(/\berror: '([a-z]+(?:-[a-z]+)*)'/g)) found.add(m[1]!);
  }
  const listed = new Set([...readFileSync('lib/server/README.md', 'utf8').matchAll(/^\| `([a-z-]+)` *\|/gm)].map((m) => m[1]!));
  t.deepEqual([...found].filter((c) => !listed.has(c)).sort(), [], 'thrown but not listed');
  t.deepEqual([...listed].filter((c) => !found.has(c)).sort(), [], 'listed but never thrown');
  t.true(found.size >= 20);
});
