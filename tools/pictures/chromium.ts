// Headless Chromium for the picture tools and tests: Debian's `chromium` package driven by
// playwright-core (playwright's own browser download does not work here). One browser per user,
// bounded timeouts, and a missing browser is one clear line saying how to install it.
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { within } from '../within.js';

/** Where Chromium is looked for: $CHROMIUM, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string {
  return process.env.CHROMIUM ?? '/usr/bin/chromium';
}

/** How long a launch, a page load or a render may take before it counts as failed, in ms. */
export const BROWSER_TIMEOUT = 30_000;

/** Chromium's flags: Debian's sandbox needs privileges a test machine's container lacks. */
export const CHROMIUM_ARGS: readonly string[] = ['--no-sandbox'];

/**
 * Where Chromium's own output goes. Chromium starts two crash handlers
 * (chrome_crashpad_handler) in process groups of their own that inherit its
 * stdout and stderr, and playwright's `browser.close()` resolves only once
 * those are closed: a handler that outlives the browser keeps the close
 * waiting, with no CPU and no end (reproduced by stopping one; a stalled run
 * of the browser tables test had that shape: Chromium gone, the test process
 * idle on its pipes). So Chromium is started through chromium-quiet.sh, which
 * writes its output to this file (the latest start's): the handlers then hold
 * a file, not a pipe.
 * (`--disable-crashpad-for-testing` starts no handler, but a Chromium started
 * so loads no page.)
 *
 * @example console.log(chromiumLog()); // /tmp/cardweave-chromium-0.log
 */
export function chromiumLog(): string {
  return join(tmpdir(), `cardweave-chromium-${process.getuid?.() ?? 'user'}.log`);
}

const QUIET = fileURLToPath(new URL('./chromium-quiet.sh', import.meta.url));

/**
 * Starts headless Chromium, or throws one line naming the path looked at and how to install it.
 *
 * @example const browser = await launchChromium(); try { ... } finally { await closeChromium(browser); }
 */
export async function launchChromium(): Promise<Browser> {
  const path = chromiumPath();
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}: install it with "apt-get install -y chromium fonts-liberation" (as root; .ci/run does), or point $CHROMIUM at a Chromium binary`,
    );
  }
  const env = { ...process.env, CARDWEAVE_CHROMIUM: path, CARDWEAVE_CHROMIUM_LOG: chromiumLog() };
  try {
    return await chromium.launch({ executablePath: QUIET, env, timeout: BROWSER_TIMEOUT, args: [...CHROMIUM_ARGS] });
  } catch (error) {
    throw new Error(`${(error as Error).message.split('\n')[0]} (Chromium's own output is in ${chromiumLog()})`, {
      cause: error,
    });
  }
}

/**
 * Closes a browser, or throws one line naming the wait after `ms`, so a close that never ends is a
 * failure that says so, not a silent run.
 *
 * @example await closeChromium(browser);
 */
export async function closeChromium(browser: Browser, ms = BROWSER_TIMEOUT): Promise<void> {
  await within(ms, 'Chromium to close', browser.close());
}
