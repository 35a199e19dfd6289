// docs/tutorial.md, "Your first game in ten minutes", as a reader follows it: its blocks are the
// tutorial's files byte for byte, and those files print what the page says they print. Its last
// section, the engine without cards, is examples/quickstart.ts, which prints what the page shows.
import test from 'ava';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { commandOf, GRAPHS_DIR, README_PICTURES } from '../../tools/pictures/readme-pictures.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tutorial = readFileSync(`${root}docs/tutorial.md`, 'utf8');

/** The text of a page from `heading` to the next second-level heading. */
function section(text: string, heading: string): string {
  const start = text.indexOf(`\n${heading}\n`);
  if (start === -1) throw new Error(`the page has no "${heading}" section`);
  const end = text.indexOf('\n## ', start + heading.length + 2);
  return text.slice(start, end === -1 ? undefined : end);
}

/** The contents of every code block fenced as ```<info>, in order. */
function blocks(text: string, info: string): string[] {
  return text
    .split(`\n\`\`\`${info}\n`)
    .slice(1)
    .map((b) => b.slice(0, b.indexOf('```')));
}

/** Runs a TypeScript file the way `npx tsx` does, without npm's own output. */
function tsx(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(process.execPath, ['--import=tsx', ...args], { cwd: root, encoding: 'utf8' }, (error, stdout, stderr) => {
      done({ code: error === null ? 0 : Number(error.code), stdout, stderr });
    });
  });
}

test('the tutorial blocks of each file, joined by blank lines, are that file byte for byte', (t) => {
  for (const file of ['examples/tutorial/high-card.ts', 'examples/tutorial/lucky-seven.ts']) {
    const parts = blocks(tutorial, `ts ${file}`);
    t.true(parts.length > 0, file);
    t.is(parts.join('\n'), readFileSync(`${root}${file}`, 'utf8'), file);
  }
  t.is(blocks(tutorial, 'ts examples/tutorial/high-card.ts').length, 6);
});

test('high-card.ts --seed 1 prints exactly the game the tutorial shows, the winner last', async (t) => {
  const shown = section(tutorial, '## 5. Play it').split('It prints:\n\n```\n')[1]!.split('```')[0]!;
  t.is(shown.trimEnd().split('\n').at(-1), 'Bo wins (first to 5 points)');
  t.deepEqual(await tsx('examples/tutorial/high-card.ts', '--seed', '1'), { code: 0, stdout: shown, stderr: '' });
});

test('with --pack lucky-seven.ts the game prints the tutorial excerpt: the Lucky Seven win scores 2', async (t) => {
  const excerpt = tutorial.split('prints, among the rounds:\n\n```\n')[1]!.split('```')[0]!;
  const [first, ...rest] = excerpt.trimEnd().split('\n...\n');
  t.is(first!.slice(0, 4), '...\n');
  const middle = first!.slice(4);
  t.is(rest.length, 1);
  const run = await tsx('examples/tutorial/high-card.ts', '--seed', '3', '--pack', 'examples/tutorial/lucky-seven.ts');
  t.is(run.code, 0);
  t.is(run.stderr, '');
  t.true(run.stdout.includes(`\n${middle}\n`), 'the middle of the excerpt is a run of lines of the game');
  t.true(
    middle.includes(
      "Lucky Seven! Ada's next win scores double.\nBo drew 2 of Hearts\nCompared rank: 7 vs 2; Ada wins\nAda scores 2 (total 4)",
    ),
  );
  t.true(run.stdout.endsWith(`\n${rest[0]!}\n`), 'the excerpt ends with the last line');
});

test('high-card.ts refuses a bad seed, an unknown option and a missing pack file with one line and exit status 2', async (t) => {
  t.deepEqual(await tsx('examples/tutorial/high-card.ts', '--seed', 'x'), {
    code: 2,
    stdout: '',
    stderr: '--seed needs a whole number from 0 to 999999999, got "x"\n',
  });
  t.deepEqual(await tsx('examples/tutorial/high-card.ts', '--colour'), {
    code: 2,
    stdout: '',
    stderr: "Unknown option '--colour'\n",
  });
  t.deepEqual(await tsx('examples/tutorial/high-card.ts', '--pack', 'nope.ts'), {
    code: 2,
    stdout: '',
    stderr: `Card pack file "${root}nope.ts" does not exist\n`,
  });
});

test('the tutorial ends with examples/quickstart.ts, which prints what the page says', async (t) => {
  const last = section(tutorial, '## Without cards: a rule graph and a hook');
  const source = readFileSync(`${root}examples/quickstart.ts`, 'utf8');
  t.deepEqual(blocks(last, 'ts'), [source]);
  const printed = last.split('It prints:\n\n```\n')[1]!.split('```')[0]!;
  t.deepEqual(await tsx('examples/quickstart.ts'), { code: 0, stdout: printed, stderr: '' });
});

test('docs/architecture.md shows each committed picture, docs/graphs/<name>.svg, with the command that prints its source', (t) => {
  const shown = section(readFileSync(`${root}docs/architecture.md`, 'utf8'), '## The rule graph');
  t.is(GRAPHS_DIR, 'docs/graphs');
  for (const picture of README_PICTURES) {
    t.true(shown.includes(`<img src="graphs/${picture.name}.svg"`), picture.name);
    t.true(shown.includes(commandOf(picture)), commandOf(picture));
  }
  t.false(shown.includes('```mermaid'), 'the pictures are drawn SVGs, not Mermaid for the viewer to lay out');
});
