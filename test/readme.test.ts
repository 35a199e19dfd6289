// The README is the front door: it opens with the two set-up commands, stays short, runs its game as
// shown, and leads to every guide of docs/ and nowhere that does not exist.
import test from 'ava';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runSample } from './docs/guide-blocks.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const readme = readFileSync(`${root}README.md`, 'utf8');

/** The code block fenced as ```<info>. */
function block(info: string): string {
  const at = readme.indexOf(`\n\`\`\`${info}\n`);
  if (at === -1) throw new Error(`README.md has no \`\`\`${info} block`);
  const body = readme.slice(at + info.length + 5);
  return body.slice(0, body.indexOf('```'));
}

test('the README opens with the install-and-run and the test commands', (t) => {
  const firstBlock = readme.split('```')[1]!;
  t.regex(firstBlock, /^sh\nnpm install && npm start\s+#/);
  t.regex(firstBlock, /\nnpm test\s+#/);
});

test('the README is at most 250 lines', (t) => {
  const lines = readme.split('\n').length - 1;
  t.true(lines <= 250, `${lines} lines`);
});

test("the README's game runs and prints what the README says", async (t) => {
  const printed = readme.split('`node dice.js` prints:\n\n```\n')[1]!.split('```')[0]!;
  t.deepEqual(await runSample(block('js dice.js')), { code: 0, stdout: printed, stderr: '' });
});

test('the README links every guide of docs/, and its links to files lead to files that exist', (t) => {
  const links = [...readme.matchAll(/\]\(([^)#]+)(#[^)]*)?\)|<img src="([^"]+)"/g)].map((m) => m[1] ?? m[3]!);
  const guides = readdirSync(`${root}docs`).filter((file) => file.endsWith('.md'));
  t.deepEqual(
    guides.filter((file) => !links.includes(`docs/${file}`)),
    [],
    'a guide the README does not link',
  );
  const local = links.filter((link) => !/^[a-z]+:/.test(link));
  t.deepEqual(
    local.filter((link) => {
      try {
        readFileSync(`${root}${link}`);
        return false;
      } catch {
        return true;
      }
    }),
    [],
  );
});
