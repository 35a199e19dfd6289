// `cardweave serve --watch` seen from the sandbox page: a pack file saved with House Golem's ATK
// changed updates the open page by itself (the card's stats, and a line saying the rules were
// reloaded), and a save the replay no longer fits is refused on the page in one line. Each save's
// time to the updated page is measured (file written to the page's new text), not asserted.
// Screenshot: test-output/sandbox-reload.png.
import test from 'ava';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { closeChromium, launchChromium } from '../../tools/pictures/chromium.js';
import { within } from '../../tools/within.js';
import { startServer, type TableGame, type TableServer } from '../../lib/server/index.js';
import { watchServerGames } from '../../lib/server/sandbox/serve-watch.js';
import { tempDir } from '../server/fixtures.js';
import { housePack, writeHouseGame } from '../server/sandbox-games/house-game.js';

const output = fileURLToPath(new URL('../../test-output/', import.meta.url));
mkdirSync(output, { recursive: true });

let browser: Browser;
let server: TableServer;
const dir = tempDir('cardweave-watch-page-');
const module = writeHouseGame(join(dir.path, 'house'));
const pack = join(dir.path, 'house', 'pack.ts');

test.before(async () => {
  browser = await launchChromium();
  const { table } = (await import(pathToFileURL(module).href)) as { table: TableGame };
  server = await within(
    30_000,
    'the server to start',
    startServer({ port: 0, dataDir: join(dir.path, 'data'), games: [table], botDelayMs: 0 }),
  );
  watchServerGames(server, [{ id: 'duel', module, export: 'table' }], () => {});
});
test.after.always(async () => {
  if (server !== undefined) await within(30_000, 'the server to close', server.close());
  dir.remove();
  if (browser !== undefined) await closeChromium(browser);
});

test.serial('a saved pack updates the open sandbox page; a replay that no longer fits is refused there', async (t) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  t.teardown(() => context.close());
  const page = await context.newPage();
  await page.goto(`${server.url}/s/new?game=duel`);
  await page.getByTestId('sandbox-seed').fill('7');
  await page.locator('input[name=pack][value=house]').check();
  await page.getByTestId('sandbox-setup').fill('House Golem > p1.hand');
  await page.getByTestId('sandbox-open').click();
  await page.locator('body[data-sandbox-seq="0"]').waitFor();
  await page.locator('.decision button', { hasText: 'Normal summon House Golem' }).click();
  await page.locator('body[data-sandbox-seq="1"]').waitFor();
  t.regex(await page.getByTestId('zone-p1.monsters').innerText(), /House Golem\s+level 4 · atk 1000 · def 1000/);

  // Saves alternate ATK 1300 and 1000; each is timed from the write to the page showing it.
  const times: number[] = [];
  for (let change = 1; change <= 7; change++) {
    const atk = change % 2 === 1 ? 1300 : 1000;
    const saved = performance.now();
    writeFileSync(pack, housePack(4, atk));
    await page
      .getByTestId('reload')
      .filter({ hasText: `(change ${change})` })
      .waitFor({ timeout: 20_000 });
    times.push(performance.now() - saved);
    t.regex(await page.getByTestId('zone-p1.monsters').innerText(), new RegExp(`House Golem\\s+level 4 · atk ${atk} · def 1000`));
  }
  t.is(
    await page.getByTestId('reload').innerText(),
    'Reloaded the rules of "duel" (change 7): 1 answer played again on 1 branch',
  );
  await page.screenshot({ path: `${output}sandbox-reload.png` });
  const sorted = [...times].sort((a, b) => a - b);
  t.log(`save to updated page, ms: ${times.map((ms) => ms.toFixed(0)).join(', ')}; median ${sorted[3]!.toFixed(0)}`);
  writeFileSync(`${output}sandbox-watch-times.json`, `${JSON.stringify({ times, median: sorted[3] })}\n`);

  writeFileSync(pack, housePack(5, 1300));
  await page.getByTestId('reload').filter({ hasText: 'change 8 of' }).waitFor({ timeout: 20_000 });
  t.is(
    await page.getByTestId('reload').innerText(),
    'Kept the rules it had: change 8 of "duel" was refused: the replay no longer fits: branch "main", decision 1 (p1: Normal summon House Golem (Lv 4, ATK 1300, DEF 1000) in attack position) is not offered any more',
  );
  // Still on the rules it kept, change 7's.
  t.regex(await page.getByTestId('zone-p1.monsters').innerText(), /House Golem\s+level 4 · atk 1300 · def 1000/);
});
