// A Chromium crash handler that outlives the browser must not keep browser.close() waiting. Chromium
// starts two (chrome_crashpad_handler) in process groups of their own, holding whatever its stdout
// and stderr are; playwright resolves close() once the browser's output is closed, so while they held
// playwright's pipes a lingering handler kept the close, and the browser tables test, waiting with no
// CPU used. Here the handlers are stopped before the close, as if they lingered, and the close must
// still end. Read from /proc: which processes are the browser and its handlers.
import test from 'ava';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { closeChromium, launchChromium } from '../../tools/pictures/chromium.js';

/** ppid and process group of a process, from /proc/PID/stat (the fields after the command). */
function stat(pid: number): { ppid: number; pgrp: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [, ppid, pgrp] = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(ppid), pgrp: Number(pgrp) };
  } catch {
    return undefined; // gone meanwhile
  }
}

function link(path: string): string | undefined {
  try {
    return readlinkSync(path);
  } catch {
    return undefined;
  }
}

const processes = (): number[] =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);

test('a crash handler that outlives the browser does not keep closeChromium waiting', async (t) => {
  const browser = await launchChromium();
  const stopped: number[] = [];
  try {
    const page = await (await browser.newContext()).newPage();
    await page.setContent('<p>one page, so every kind of Chromium process is running</p>');
    const [browserPid] = processes().filter(
      (pid) => stat(pid)?.ppid === process.pid && link(`/proc/${pid}/exe`)?.includes('chrom'),
    );
    t.truthy(browserPid, 'the browser is a child of this process');
    const output = link(`/proc/${browserPid}/fd/1`);
    const group = stat(browserPid!)!.pgrp;
    const handlers = processes().filter(
      (pid) => pid !== browserPid && stat(pid)?.pgrp !== group && link(`/proc/${pid}/fd/1`) === output,
    );
    t.log(`browser ${browserPid}, output ${output}; outside its group holding it: ${handlers.join(', ') || 'none'}`);
    for (const pid of handlers) {
      process.kill(pid, 'SIGSTOP');
      stopped.push(pid);
    }
    await t.notThrowsAsync(closeChromium(browser, 10_000), 'the close ends with the handlers stopped');
  } finally {
    for (const pid of stopped) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // it has ended meanwhile
      }
    }
  }
});
