// loadCardPackFile checks the file before importing it, loads each file once per thread, and
// keeps a syntax error's place in its one-line message.
import test from 'ava';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadCardPackFile } from '../../lib/index.js';
import { CardPackError, MAX_PACK_FILE_BYTES } from '../../lib/cards/index.js';
import { tempFolderForFile } from '../temp-folder.js';

const dir = tempFolderForFile('pack-file-checks-');
const pack = (name: string, packName = 'tiny'): string => {
  const path = join(dir, name);
  writeFileSync(
    path,
    `import { defineCardPack } from '${resolve('lib/index.js')}';\nexport default defineCardPack({ name: '${packName}', cards: [] });\n`,
  );
  return path;
};

test('a directory, /dev/zero and a FIFO are refused by kind, without importing (or waiting on) them', async (t) => {
  const fifo = join(dir, 'pipe.ts');
  execFileSync('mkfifo', [fifo]);
  await t.throwsAsync(loadCardPackFile(dir), {
    instanceOf: CardPackError,
    message: `Card pack file "${dir}" is a directory, not a regular file`,
  });
  await t.throwsAsync(loadCardPackFile('/dev/zero'), {
    message: 'Card pack file "/dev/zero" is a character device, not a regular file',
  });
  await t.throwsAsync(loadCardPackFile(fifo), { message: `Card pack file "${fifo}" is a named pipe (FIFO), not a regular file` });
});

test('a file over maxBytes is refused, also when it was loaded before under a larger limit; the default is 16 MiB', async (t) => {
  t.is(MAX_PACK_FILE_BYTES, 16 * 2 ** 20);
  const path = pack('sized.ts');
  const size = Buffer.byteLength(
    `import { defineCardPack } from '${resolve('lib/index.js')}';\nexport default defineCardPack({ name: 'tiny', cards: [] });\n`,
  );
  const refusal = `Card pack file "${path}" is ${size} bytes, over the limit of 50 bytes: pass a larger maxBytes to loadCardPackFile`;
  await t.throwsAsync(loadCardPackFile(path, { maxBytes: 50 }), { instanceOf: CardPackError, message: refusal });
  t.is((await loadCardPackFile(path)).name, 'tiny');
  await t.throwsAsync(loadCardPackFile(path, { maxBytes: 50 }), { instanceOf: CardPackError, message: refusal });
  await t.throwsAsync(loadCardPackFile(path, { maxBytes: 1.5 }), {
    message: 'loadCardPackFile: maxBytes must be a whole number of bytes of at least 1, got 1.5',
  });
});

test('a file is loaded once per thread: the same path gives the same pack; a failed load is retried', async (t) => {
  const path = pack('once.ts', 'once');
  const [a, b] = await Promise.all([loadCardPackFile(path), loadCardPackFile(join(dir, '.', 'once.ts'))]);
  t.is(a, b);
  const later = join(dir, 'later.ts');
  await t.throwsAsync(loadCardPackFile(later), { message: `Card pack file "${later}" does not exist` });
  pack('later.ts', 'later');
  t.is((await loadCardPackFile(later)).name, 'later');
});

test('a syntax error keeps its line and column: TypeScript through tsx, plain JavaScript through node --check', async (t) => {
  const ts = join(dir, 'broken.ts');
  writeFileSync(ts, "// line 1\nexport default {\n  name: 'typo',\n  cards: [,\n};\n");
  await t.throwsAsync(loadCardPackFile(ts), {
    instanceOf: CardPackError,
    message: `Card pack file "${ts}" has a syntax error at line 5, column 1: Unexpected "}"`,
  });
  const mjs = join(dir, 'broken.mjs');
  writeFileSync(mjs, "export default {\n  name: 'typo', cards: [ } ,\n};\n");
  await t.throwsAsync(loadCardPackFile(mjs), {
    message: `Card pack file "${mjs}" has a syntax error at line 2, column 26: Unexpected token '}'`,
  });
});
