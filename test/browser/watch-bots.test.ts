// The lobby's "Watch bots play": War (the button adds its turns pack, a watch pack), two turner bots seated by one
// click, and the page is the table's spectator view, which advances battle by battle at the
// server's bot pace. A screenshot goes to test-output/browser/ (git-ignored).
import test from 'ava';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { closeChromium, launchChromium } from '../../tools/pictures/chromium.js';
import { within } from '../../tools/within.js';
import { tempDir, testServer } from '../server/fixtures.js';

const output = fileURLToPath(new URL('../../test-output/browser/', import.meta.url));
mkdirSync(output, { recursive: true });

let browser: Browser;
test.before(async () => {
  browser = await launchChromium();
});
test.after.always(async () => {
  if (browser !== undefined) await closeChromium(browser);
});

test('War from the lobby, "Watch bots play" (which adds the turns pack): the spectator page follows the bots at their pace', async (t) => {
  const dir = tempDir();
  const server = await within(30_000, 'the server to start', testServer({ dataDir: dir.path, botDelayMs: 400 }));
  t.teardown(async () => {
    await within(30_000, 'the server to close', server.close());
    dir.remove();
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  t.teardown(() => page.close());
  await page.goto(server.url);
  // The duel has bots: the button is there; War has them too now (turner).
  await page.locator('[data-testid=game]').selectOption('war');
  // Nothing ticked: War's table game lists turns among its watchPacks, so the button adds it.
  await page.locator('[data-testid=watch-bots]').click();
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]{12}$/);
  const id = new URL(page.url()).pathname.split('/')[2]!;
  // The page follows: its facts count the comparisons the bots' turns led to.
  const comparisons = async (): Promise<number> =>
    Number(/Comparisons: (\d+)/.exec((await page.locator('[data-testid=facts]').textContent()) ?? '')?.[1] ?? 0);
  await within(
    30_000,
    'the page to show three comparisons',
    (async () => {
      while ((await comparisons()) < 3) await new Promise((resolve) => setTimeout(resolve, 100));
    })(),
  );
  const table = await server.host.open(id);
  t.true(table.seq >= 3, `${table.seq} decisions answered`);
  t.deepEqual(
    table.seats.map((s) => [s.seat, s.kind]),
    [
      ['p1', 'bot'],
      ['p2', 'bot'],
    ],
  );
  t.deepEqual(table.record.packs, ['turns']);
  await page.locator('[data-testid=waiting]').waitFor();
  t.regex((await page.locator('[data-testid=waiting]').textContent()) ?? '', /^Waiting for p1/);
  // Still playing a while later: paced, not played to the end at once.
  t.is(table.engine.ended, false);
  await page.screenshot({ path: `${output}watch-bots.png`, fullPage: true });
});
