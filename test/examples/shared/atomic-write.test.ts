import test, { type ExecutionContext } from 'ava';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, readFileSync, readlinkSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openOutputFile, writeFileAtomic } from '../../../examples/shared/files/atomic-write.js';
import { FileError } from '../../../examples/shared/files/file-error.js';
import { runAsOtherUser } from './fixtures/as-other-user.js';
import { tempFolder } from '../../temp-folder.js';

const FIXTURE = 'test/examples/shared/fixtures/write-atomic.ts';
const fresh = (t: ExecutionContext): string => tempFolder(t, 'atomic-write-');

test('a write that hits the file size limit (ulimit -f) leaves the old save exactly as it was, and no temporary file', (t) => {
  const dir = fresh(t);
  const save = join(dir, 'save.json');
  writeFileSync(save, 'the old save\n');
  // bash counts ulimit -f in KiB: 8 KiB allowed, 20,000 bytes asked. Node ignores SIGXFSZ, so write() fails with EFBIG.
  const child = spawnSync(
    'bash',
    ['-c', `ulimit -f 8; exec "${process.execPath}" --import=tsx ${FIXTURE} "${save}" 20000 replace`],
    { encoding: 'utf8' },
  );
  t.deepEqual(JSON.parse(child.stdout), {
    name: 'FileError',
    message: `Cannot write save file "${save}": the file size limit was reached (EFBIG); the existing file is unchanged`,
  });
  t.is(readFileSync(save, 'utf8'), 'the old save\n');
  t.deepEqual(readdirSync(dir), ['save.json']);
});

test('a read-only folder refuses the write in one line and leaves the old save and the folder as they were', (t) => {
  const dir = fresh(t);
  const folder = join(dir, 'read-only');
  mkdirSync(folder);
  const save = join(folder, 'save.json');
  writeFileSync(save, 'the old save\n');
  chmodSync(folder, 0o555);
  t.deepEqual(runAsOtherUser(FIXTURE, [save, '100', 'replace'], [dir]), {
    name: 'FileError',
    message: `Cannot write save file "${save}": permission denied (EACCES); the existing file is unchanged`,
  });
  t.is(readFileSync(save, 'utf8'), 'the old save\n');
  t.deepEqual(readdirSync(folder), ['save.json']);
});

test('/dev/full is written in place (a device holds nothing to lose) and its ENOSPC is one line', (t) => {
  const error = t.throws(() => writeFileAtomic('/dev/full', 'x'.repeat(100), { what: 'Trace file', replace: false }), {
    instanceOf: FileError,
  });
  t.is(error.message, 'Cannot write trace file "/dev/full": no space left on device (ENOSPC)');
});

test('an existing file is refused unless replacing is allowed, with the advice given; a directory always', (t) => {
  const dir = fresh(t);
  const old = join(dir, 'game.jsonl');
  writeFileSync(old, 'keep me\n');
  t.throws(() => writeFileAtomic(old, 'new', { what: 'Trace file', replace: false, whenExists: 'pass --force to replace it' }), {
    instanceOf: FileError,
    message: `Trace file "${old}" already exists: pass --force to replace it`,
  });
  t.is(readFileSync(old, 'utf8'), 'keep me\n');
  t.throws(() => writeFileAtomic(dir, 'new', { what: 'Trace file', replace: true }), {
    message: `Trace file "${dir}" is a directory`,
  });
  t.throws(() => writeFileAtomic(join(dir, 'no', 'such.json'), 'new', { what: 'Save file', replace: true }), {
    message: `Cannot write save file "${join(dir, 'no', 'such.json')}": its folder does not exist (ENOENT)`,
  });
});

test('a file that appears while a no-replace write is open is not clobbered: the write is refused at close and cleaned up', (t) => {
  const dir = fresh(t);
  const path = join(dir, 'game.jsonl');
  const out = openOutputFile(path, { what: 'Trace file', replace: false, whenExists: 'pass --force to replace it' });
  out.write('the trace\n');
  writeFileSync(path, 'written by someone else meanwhile\n');
  t.throws(() => out.close(), {
    instanceOf: FileError,
    message: `Trace file "${path}" already exists: pass --force to replace it`,
  });
  t.is(readFileSync(path, 'utf8'), 'written by someone else meanwhile\n');
  t.deepEqual(readdirSync(dir), ['game.jsonl']);
});

test('nothing is at the path until close(); abort() leaves the old file and no temporary file', (t) => {
  const dir = fresh(t);
  const path = join(dir, 'save.json');
  writeFileSync(path, 'old\n');
  const out = openOutputFile(path, { what: 'Save file', replace: true });
  out.write('new\n');
  t.is(readFileSync(path, 'utf8'), 'old\n');
  out.abort();
  t.is(readFileSync(path, 'utf8'), 'old\n');
  t.deepEqual(readdirSync(dir), ['save.json']);
  const next = openOutputFile(path, { what: 'Save file', replace: true });
  next.write('new\n');
  next.close();
  next.close();
  t.is(readFileSync(path, 'utf8'), 'new\n');
  t.deepEqual(readdirSync(dir), ['save.json']);
});

test('replacing keeps the file mode, and writes through a symbolic link to the real file (the link stays a link)', (t) => {
  const dir = fresh(t);
  const real = join(dir, 'real.json');
  writeFileSync(real, 'old\n');
  chmodSync(real, 0o640);
  const link = join(dir, 'link.json');
  symlinkSync(real, link);
  writeFileAtomic(link, 'new\n', { what: 'Save file', replace: true });
  t.is(readlinkSync(link), real);
  t.is(readFileSync(real, 'utf8'), 'new\n');
  t.is(statSync(real).mode & 0o777, 0o640);
  t.deepEqual(readdirSync(dir).sort(), ['link.json', 'real.json']);
});
