// Headless Chromium for the picture tools and tests: Debian's `chromium` package driven by
// playwright-core (playwright's own browser download does not work here). One browser per user,
// bounded timeouts, and a missing browser is one clear line saying how to install it.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Where Chromium is looked for: $CHROMIUM, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string {
  return process.env.CHROMIUM ?? '/usr/bin/chromium';
}

/** How long a launch, a page load or a render may take before it counts as failed, in ms. */
export const BROWSER_TIMEOUT = 30_000;

/**
 * Starts headless Chromium, or throws one line naming the path looked at and how to install it.
 *
 * @example const browser = await launchChromium(); try { ... } finally { await browser.close(); }
 */
export async function launchChromium(): Promise<Browser> {
  const path = chromiumPath();
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}: install it with "apt-get install -y chromium fonts-liberation" (as root; .ci/run does), or point $CHROMIUM at a Chromium binary`,
    );
  }
  return chromium.launch({ executablePath: path, timeout: BROWSER_TIMEOUT, args: ['--no-sandbox'] });
}
