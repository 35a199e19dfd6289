// Headless Chromium for the picture tools and tests: Debian's `chromium` package driven by
// playwright-core (playwright's own browser download does not work here). One browser per user,
// bounded timeouts, and a missing browser is one clear line saying how to install it.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { within } from '../within.js';

/** Where Chromium is looked for: $CHROMIUM, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string {
  return process.env.CHROMIUM ?? '/usr/bin/chromium';
}

/** How long a launch, a page load or a render may take before it counts as failed, in ms. */
export const BROWSER_TIMEOUT = 30_000;

/**
 * Chromium's flags. Without `--disable-crashpad-for-testing`, Chromium starts two crash handlers
 * (chrome_crashpad_handler) in process groups of their own that hold its stdout and stderr, and
 * playwright's `browser.close()` waits for those to close: a handler that outlives the browser
 * keeps the close waiting, with no CPU and no end (reproduced by stopping one; a stalled run of the
 * browser tables test had that shape: Chromium gone, the test process idle on its pipes). The
 * tests make no crash reports, so none is started.
 */
export const CHROMIUM_ARGS: readonly string[] = ['--no-sandbox', '--disable-crashpad-for-testing'];

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
  return chromium.launch({ executablePath: path, timeout: BROWSER_TIMEOUT, args: [...CHROMIUM_ARGS] });
}

/**
 * Closes a browser, or throws one line naming the wait after `ms`, so a close that never ends is a
 * failure that says so, not a silent run.
 *
 * @example await closeChromium(browser);
 */
export async function closeChromium(browser: Browser, ms = BROWSER_TIMEOUT): Promise<void> {
  await within(ms, 'Chromium to close (browser.close() waits for its output pipes to close)', browser.close());
}
