// A save killed mid-write leaves its temporary file; the next save to that folder removes it, and
// only it: never a live writer's temporary file, nor a file that merely looks like one.
import test from 'ava';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openOutputFile, writeFileAtomic } from '../../../examples/shared/files/atomic-write.js';

const HOLD = 'test/examples/shared/fixtures/hold-output.ts';
const SAVE = { what: 'Save file', replace: true };

function fresh(t: { teardown: (fn: () => void) => void }): string {
  const folder = mkdtempSync(join(tmpdir(), 'stale-temps-'));
  t.teardown(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** A writer in its own process, stopped inside a write: its temporary file is open when this resolves. */
async function writerInProgress(t: { teardown: (fn: () => void) => void }, path: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import=tsx', HOLD, path], { stdio: ['ignore', 'pipe', 'inherit'] });
  t.teardown(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => (String(chunk).includes('writing') ? resolve() : undefined));
    child.once('exit', (code) => reject(new Error(`the writer exited (${code}) before it wrote`)));
  });
  return child;
}

/** The pid of a process that has ended (nothing alive has it now). */
function deadPid(): number {
  const done = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(done.stdout);
}

test('a save killed -9 mid-write leaves its temporary file, and the next save to that folder removes it', async (t) => {
  const folder = fresh(t);
  writeFileSync(join(folder, 'duel.json'), 'the old save');
  const writer = await writerInProgress(t, join(folder, 'duel.json'));
  const temp = `.duel.json.${writer.pid}-`;
  writer.kill('SIGKILL');
  await new Promise((resolve) => writer.once('exit', resolve));
  const left = readdirSync(folder).sort();
  t.is(left.length, 2);
  t.true(left[0]!.startsWith(temp) && left[0]!.endsWith('.tmp'), left[0]);
  t.is(readFileSync(join(folder, 'duel.json'), 'utf8'), 'the old save', 'the target is as it was');

  writeFileAtomic(join(folder, 'other.json'), 'another save', SAVE);
  t.deepEqual(readdirSync(folder).sort(), ['duel.json', 'other.json']);
});

test('a live writer keeps its temporary file while another save is made in its folder, and finishes its own', async (t) => {
  const folder = fresh(t);
  const writer = await writerInProgress(t, join(folder, 'long.json'));
  const before = readdirSync(folder);
  t.is(before.length, 1);
  writeFileAtomic(join(folder, 'quick.json'), 'saved meanwhile', SAVE);
  t.deepEqual(readdirSync(folder).sort(), [...before, 'quick.json'].sort());
  writer.kill('SIGKILL');
});

test("files that only look like ours, a link named like ours, and this process's own open output are left alone", (t) => {
  const folder = fresh(t);
  const dead = deadPid();
  const lookAlikes = [
    '.duel.json.tmp',
    `.duel.json.${dead}.tmp`,
    `.duel.json.${dead}-notahex!.tmp`,
    `.duel.json.${dead}-0123ABCD.tmp`,
    `duel.json.${dead}-0123abcd.tmp`,
    `.duel.json.${dead}-0123abcd.tmp.bak`,
    `.duel.json.1-0123abcd.tmp`,
  ];
  for (const name of lookAlikes) writeFileSync(join(folder, name), 'a user file');
  symlinkSync('/etc/hostname', join(folder, `.link.${dead}-0123abcd.tmp`));
  mkdirSync(join(folder, `.dir.${dead}-0123abcd.tmp`));
  const stale = `.duel.json.${dead}-0123abcd.tmp`;
  const reused = `.duel.json.${process.pid}-89abcdef.tmp`;
  writeFileSync(join(folder, stale), 'left by a dead writer');
  writeFileSync(join(folder, reused), 'left by a dead writer whose pid this process now has');
  const open = openOutputFile(join(folder, 'open.json'), SAVE);
  const ownTemp = readdirSync(folder).find((n) => n.startsWith(`.open.json.${process.pid}-`));
  t.truthy(ownTemp);

  writeFileAtomic(join(folder, 'next.json'), 'the next save', SAVE);
  t.deepEqual(
    readdirSync(folder).sort(),
    [...lookAlikes, `.link.${dead}-0123abcd.tmp`, `.dir.${dead}-0123abcd.tmp`, ownTemp!, 'next.json'].sort(),
  );
  open.write('still writing');
  open.close();
  t.is(readFileSync(join(folder, 'open.json'), 'utf8'), 'still writing');
});
