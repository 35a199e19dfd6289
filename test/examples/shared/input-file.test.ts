import test from 'ava';
import { execFileSync } from 'node:child_process';
import { chmodSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FileError } from '../../../examples/shared/files/file-error.js';
import { checkInputFile, inputLimit, readInputJson, readInputText } from '../../../examples/shared/files/input-file.js';
import { runAsOtherUser } from './fixtures/as-other-user.js';
import { tempFolderForFile } from '../../temp-folder.js';

const dir = tempFolderForFile('input-file-');
const file = (name: string, content: string | Buffer): string => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};
const LIMIT = inputLimit(1, 'raise it with --max-input-mb');

test('a missing file, a directory, /dev/zero, a FIFO and a socket-like special file are refused by kind, before any read', (t) => {
  const fifo = join(dir, 'pipe');
  execFileSync('mkfifo', [fifo]);
  const cases: [string, string][] = [
    [join(dir, 'nope.json'), `Save file "${join(dir, 'nope.json')}" does not exist`],
    [dir, `Save file "${dir}" is a directory, not a regular file`],
    ['/dev/zero', 'Save file "/dev/zero" is a character device, not a regular file'],
    // Opening a FIFO with no writer would wait forever without O_NONBLOCK: this returns at once.
    [fifo, `Save file "${fifo}" is a named pipe (FIFO), not a regular file`],
  ];
  for (const [path, message] of cases) {
    t.throws(() => readInputText(path, 'Save file', LIMIT), { instanceOf: FileError, message }, path);
    t.throws(() => checkInputFile(path, 'Save file', LIMIT), { instanceOf: FileError, message }, path);
  }
  const link = join(dir, 'zero-link');
  symlinkSync('/dev/zero', link);
  t.throws(() => readInputText(link, 'Save file', LIMIT), {
    message: `Save file "${link}" is a character device, not a regular file`,
  });
});

test('a file over the limit is refused with its size, the limit and how to raise it; one at the limit is read', (t) => {
  const big = file('big.json', Buffer.alloc((1 << 20) + 1, 0x20));
  const message = `Save file "${big}" is 1,048,577 bytes, over the limit of 1 MiB (1,048,576 bytes) for input files: raise it with --max-input-mb`;
  t.throws(() => readInputText(big, 'Save file', LIMIT), { instanceOf: FileError, message });
  t.throws(() => checkInputFile(big, 'Save file', LIMIT), { instanceOf: FileError, message });
  t.is(readInputText(file('fits.json', Buffer.alloc(1 << 20, 0x20)), 'Save file', LIMIT).length, 1 << 20);
  t.throws(() => readInputText(big, 'Save file', { maxBytes: 1536, raise: 'pass a larger maxBytes' }), {
    message: `Save file "${big}" is 1,048,577 bytes, over the limit of 0.00 MiB (1,536 bytes) for input files: pass a larger maxBytes`,
  });
});

test('a file that cannot be read is refused as such, not as bad JSON', (t) => {
  const secret = file('secret.json', '{}');
  chmodSync(secret, 0o600);
  if (process.getuid?.() !== 0) chmodSync(secret, 0o000);
  t.deepEqual(runAsOtherUser('test/examples/shared/fixtures/read-input.ts', [secret], [dir]), {
    name: 'FileError',
    message: `Save file "${secret}" cannot be read: permission denied (EACCES)`,
  });
});

test('a UTF-8 byte order mark is dropped and the file read; UTF-16 and binary files are refused naming the problem', (t) => {
  const bom = file('bom.json', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"seed": 4}')]));
  t.deepEqual(readInputJson(bom, 'Save file', LIMIT), { seed: 4 });
  const utf16 = file('utf16.json', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{}', 'utf16le')]));
  t.throws(() => readInputText(utf16, 'Save file', LIMIT), {
    message: `Save file "${utf16}" is UTF-16 text (it starts with a UTF-16 byte order mark): save it as UTF-8`,
  });
  const png = file('image.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  t.throws(() => readInputText(png, 'Save file', LIMIT), {
    message: `Save file "${png}" is not UTF-8 text (byte 0x89 at offset 0): is it a binary file?`,
  });
  const late = file('late.json', Buffer.concat([Buffer.from('{"name": "é'), Buffer.from([0xff]), Buffer.from('"}')]));
  t.throws(() => readInputText(late, 'Save file', LIMIT), {
    message: `Save file "${late}" is not UTF-8 text (byte 0xff at offset 12): is it a binary file?`,
  });
});

test('JSON that does not parse is refused with the line and column of the first mistake; an empty file as empty', (t) => {
  const cut = file('cut.json', '{\n  "format": "cardweave/duel-save",\n  "seed": 4,\n  "snap');
  t.throws(() => readInputJson(cut, 'Save file', LIMIT), {
    instanceOf: FileError,
    message: `Save file "${cut}" is not valid JSON at line 4, column 8: the text ends inside a string`,
  });
  const typo = file('typo.json', '{"seed": 4,, "agents": {}}');
  t.throws(() => readInputJson(typo, 'Save file', LIMIT), {
    message: `Save file "${typo}" is not valid JSON at line 1, column 12: unexpected "," (expected a property name in double quotes)`,
  });
  const empty = file('empty.json', '  \n');
  t.throws(() => readInputJson(empty, 'Save file', LIMIT), { message: `Save file "${empty}" is empty` });
});
