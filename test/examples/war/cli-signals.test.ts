// SIGTERM and Ctrl-C (SIGINT) end the War command line even while a pack's code never returns: the
// command lines keep the signals' default action, which the kernel carries out whatever the main
// thread is doing. A trace cut short that way leaves its temporary file; the next write to the
// folder removes it.
import test from 'ava';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LOOPING_SETUP = 'test/examples/war/fixtures/looping-setup-pack.ts';
const LOOPING_HOOK = 'test/examples/war/fixtures/looping-hook-pack.ts';

interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * Runs the War CLI as its own process (as `npm start` runs main.ts), waits until its stderr shows
 * `marker`, sends `signal`, and returns how it ended. A process still alive 10 s after the signal is
 * killed (-9) and reported as such, so the test fails instead of hanging.
 */
async function signalWhenLooping(
  t: { teardown: (fn: () => void) => void },
  args: string[],
  marker: string,
  signal: NodeJS.Signals,
): Promise<Ended & { afterSignalMs: number }> {
  const child = spawn(process.execPath, ['--import=tsx', 'examples/war/main.ts', ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  t.teardown(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const ended = new Promise<Ended>((resolve) => child.on('close', (code, by) => resolve({ code, signal: by })));
  let err = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      if (err.includes(marker)) resolve();
    });
    void ended.then(() => reject(new Error(`the CLI ended before it looped: ${err}`)));
  });
  const sent = Date.now();
  child.kill(signal);
  const guard = setTimeout(() => child.kill('SIGKILL'), 10_000);
  const outcome = await ended;
  clearTimeout(guard);
  return { ...outcome, afterSignalMs: Date.now() - sent };
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`${signal} ends the War CLI while a pack's setup loops for ever, by that signal`, async (t) => {
    const { code, signal: by } = await signalWhenLooping(t, ['--seed', '1', '--pack', LOOPING_SETUP], 'looping in setup', signal);
    // Killed -9 by the guard (still alive 10 s after the signal) would read { code: null, signal: 'SIGKILL' }.
    t.deepEqual({ code, signal: by }, { code: null, signal });
  });
}

test('a trace cut short by SIGTERM leaves only its temporary file, and the next trace written to that folder removes it', async (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'war-signal-'));
  t.teardown(() => rmSync(folder, { recursive: true, force: true }));
  const first = join(folder, 'first.jsonl');
  const ended = await signalWhenLooping(
    t,
    ['--seed', '1', '--pack', LOOPING_HOOK, '--trace', first],
    'looping in a hook',
    'SIGTERM',
  );
  t.deepEqual({ code: ended.code, signal: ended.signal }, { code: null, signal: 'SIGTERM' });
  const left = readdirSync(folder);
  t.is(left.length, 1, 'the cut trace left its temporary file, and no trace');
  t.regex(left[0]!, /^\.first\.jsonl\.\d+-[0-9a-f]{8}\.tmp$/);

  const second = join(folder, 'second.jsonl');
  const next = spawn(process.execPath, ['--import=tsx', 'examples/war/main.ts', '--seed', '1', '--trace', second], {
    stdio: 'ignore',
  });
  const status = await new Promise<number | null>((resolve) => next.on('close', (code) => resolve(code)));
  t.is(status, 0);
  t.deepEqual(readdirSync(folder), ['second.jsonl']);
});
