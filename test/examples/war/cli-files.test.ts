// The War CLI's files: --trace never clobbers (an existing file without --force, a pack in use
// ever), its write errors are one line; --pack files are checked as files before they are imported.
import test from 'ava';
import { execFileSync } from 'node:child_process';
import { linkSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { runCli } from '../../../examples/war/cli/run.js';
import { captureCli } from '../shared/fixtures/capture-cli.js';
import { tempFolder, tempFolderForFile } from '../../temp-folder.js';

const dir = tempFolderForFile('war-cli-files-');
/** A valid pack file outside the repository: it imports the library by absolute path. */
const TINY_PACK = `import { defineCardPack } from '${resolve('lib/index.js')}';\nexport default defineCardPack({ name: 'tiny', cards: [] });\n`;

/** Runs the War CLI in this process with captured, non-terminal output. */
const cli = (...argv: string[]) => captureCli(runCli, argv);

const refused = (stderr: string) => ({ code: 2, stdout: '', stderr: `${stderr}\n` });

test('--trace refuses an existing file, which stays as it was; --force replaces it with the trace', async (t) => {
  const file = join(dir, 'existing.jsonl');
  writeFileSync(file, 'my notes\n');
  t.deepEqual(
    await cli('--seed', '4', '--trace', file),
    refused(`Trace file "${file}" already exists: pass --force to replace it`),
  );
  t.is(readFileSync(file, 'utf8'), 'my notes\n');
  const run = await cli('--seed', '4', '--trace', file, '--force');
  t.is(run.code, 0);
  const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
  t.true(lines.length > 100);
  t.like(JSON.parse(lines[0]!), { trace: 'cardweave', rules: 'war+twist' });
  t.like(JSON.parse(lines[1]!), { step: 1, node: 'war.begin' });
});

test('--trace never replaces a card pack file in use, however the path is spelled, even with --force', async (t) => {
  const copy = join(dir, 'tiny-pack.ts');
  writeFileSync(copy, TINY_PACK);
  const symlink = join(dir, 'link-to-pack.ts');
  symlinkSync(copy, symlink);
  const hardLink = join(dir, 'hard-link-to-pack.ts');
  linkSync(copy, hardLink);
  const spellings = [copy, relative(process.cwd(), copy), symlink, hardLink];
  for (const trace of spellings) {
    t.deepEqual(
      await cli('--seed', '4', '--pack', copy, '--trace', trace, '--force'),
      refused(`Trace file "${trace}" is a card pack file in use ("${copy}"): choose another path for the trace`),
      trace,
    );
  }
  t.is(readFileSync(copy, 'utf8'), TINY_PACK);
});

test('--trace into /dev/full: the write error is one line, exit 2, and nothing is printed', async (t) => {
  t.deepEqual(
    await cli('--seed', '4', '--trace', '/dev/full'),
    refused('Cannot write trace file "/dev/full": no space left on device (ENOSPC)'),
  );
});

test('--trace naming a directory is refused before anything is played', async (t) => {
  t.deepEqual(await cli('--seed', '4', '--trace', dir), refused(`Trace file "${dir}" is a directory`));
});

test('a failed trace write leaves no file and no temporary file behind', async (t) => {
  const folder = tempFolder(t, 'war-trace-full-');
  // A FIFO nobody reads would block; /dev/full fails at once: make the trace a link to it inside the folder.
  const trace = join(folder, 'game.jsonl');
  symlinkSync('/dev/full', trace);
  t.deepEqual(
    await cli('--seed', '4', '--trace', trace),
    refused(`Cannot write trace file "${trace}": no space left on device (ENOSPC)`),
  );
  t.deepEqual(readdirSync(folder), ['game.jsonl']);
});

test('--pack files are checked as files first: a directory, /dev/zero, a FIFO, a file over --max-input-mb', async (t) => {
  const fifo = join(dir, 'pack-pipe.ts');
  execFileSync('mkfifo', [fifo]);
  const big = join(dir, 'big-pack.ts');
  writeFileSync(big, `${TINY_PACK}// ${'x'.repeat(1 << 20)}\n`);
  const size = readFileSync(big).length.toLocaleString('en-US');
  const cases: [string[], string][] = [
    [['--pack', dir], `Card pack file "${dir}" is a directory, not a regular file`],
    [['--pack', '/dev/zero'], 'Card pack file "/dev/zero" is a character device, not a regular file'],
    [['--pack', fifo], `Card pack file "${fifo}" is a named pipe (FIFO), not a regular file`],
    [
      ['--pack', big, '--max-input-mb', '1'],
      `Card pack file "${big}" is ${size} bytes, over the limit of 1 MiB (1,048,576 bytes) for input files: raise it with --max-input-mb`,
    ],
  ];
  for (const [args, message] of cases) t.deepEqual(await cli(...args), refused(message), args.join(' '));
  // Raised, the same file loads (and validates: it is a small pack plus a long comment).
  t.is((await cli('--seed', '4', '--pack', big, '--max-input-mb', '2')).code, 0);
});

test('a pack file with a syntax error keeps its line and column in the one-line refusal (TypeScript and plain JavaScript)', async (t) => {
  // Written here, not kept in the repository: tsc and eslint would refuse them too.
  const ts = join(dir, 'syntax-error-pack.ts');
  writeFileSync(
    ts,
    "// The array opened on line 5 is never closed.\nimport { defineCardPack } from 'cardweave';\n\nexport default defineCardPack({\n  name: 'typo', cards: [,\n});\n",
  );
  const mjs = join(dir, 'syntax-error-pack.mjs');
  writeFileSync(mjs, "// Node names no place for this one by itself.\nexport default {\n  name: 'typo',\n  cards: [ } ,\n};\n");
  t.deepEqual(await cli('--pack', ts), refused(`Card pack file "${ts}" has a syntax error at line 6, column 1: Unexpected "}"`));
  t.deepEqual(
    await cli('--pack', mjs),
    refused(`Card pack file "${mjs}" has a syntax error at line 4, column 12: Unexpected token '}'`),
  );
});
