import test from 'ava';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const readme = readFileSync(`${root}README.md`, 'utf8');

test('the README opens with the install-and-run and the test commands', (t) => {
  const firstBlock = readme.split('```')[1]!;
  t.regex(firstBlock, /^sh\nnpm install && npm start\s+#/);
  t.regex(firstBlock, /\nnpm test\s+#/);
});

test('the README quickstart is examples/quickstart.ts, and it prints what the README says', (t) => {
  const source = readFileSync(`${root}examples/quickstart.ts`, 'utf8');
  const blocks = readme.split('```ts\n').slice(1).map((b) => b.slice(0, b.indexOf('```')));
  t.true(blocks.includes(source), 'a ts block of the README equals examples/quickstart.ts');
  const printed = readme.split('It prints:\n\n```\n')[1]!.split('```')[0]!;
  const out = execFileSync(process.execPath, ['--import=tsx', `${root}examples/quickstart.ts`], { encoding: 'utf8' });
  t.is(out, printed);
});
