// The Chromium the tests drive leaves nothing behind that can keep browser.close() waiting: playwright
// resolves it once the browser's stdout and stderr are closed, and Chromium's crash handlers, started
// in process groups of their own, held both (a handler that outlived the browser stalled the browser
// tables test with no CPU used). Read from /proc: which processes hold the browser's stdout.
import test from 'ava';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { closeChromium, launchChromium } from '../../tools/pictures/chromium.js';

/** The fields of /proc/PID/stat after the command: state, ppid, pgrp. */
function stat(pid: string): { ppid: string; pgrp: string } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [, ppid, pgrp] = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: ppid!, pgrp: pgrp! };
  } catch {
    return undefined; // gone meanwhile
  }
}

function stdoutOf(pid: string): string | undefined {
  try {
    return readlinkSync(`/proc/${pid}/fd/1`);
  } catch {
    return undefined;
  }
}

const processes = (): string[] => readdirSync('/proc').filter((name) => /^\d+$/.test(name));

test('no process outside the browser’s process group holds its output, and the browser closes in time', async (t) => {
  const before = new Set(processes().filter((pid) => stat(pid)?.ppid === String(process.pid)));
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext()).newPage();
    await page.setContent('<p>one page, so every kind of Chromium process is running</p>');
    const [browserPid] = processes().filter((pid) => stat(pid)?.ppid === String(process.pid) && !before.has(pid));
    t.truthy(browserPid, 'the browser is a child of this process');
    const output = stdoutOf(browserPid!)!;
    const group = stat(browserPid!)!.pgrp;
    const outside = processes()
      .filter((pid) => pid !== browserPid && stdoutOf(pid) === output && stat(pid)?.pgrp !== group)
      .map((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0]);
    t.deepEqual(outside, [], 'processes a close of the browser cannot end, holding its stdout');
  } finally {
    await closeChromium(browser, 20_000);
  }
});
