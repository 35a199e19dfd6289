// The page in a real browser (Debian's chromium driven by playwright-core): a lobby creates a
// duel, two browser contexts open the two private links and play it to the end by clicking the
// decision buttons; a person plays a bot; a page reconnects by itself after its server went
// away and came back. Screenshots go to test-output/server/ (git-ignored). Every wait that is not
// a browser action (which has playwright's own timeout) is named and bounded with within(), so a
// wait that never ends fails saying what it waited for.
import test from 'ava';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { closeChromium, launchChromium } from '../../tools/pictures/chromium.js';
import { within } from '../../tools/within.js';
import type { ServerOptions, TableServer } from '../../lib/server/index.js';
import { tempDir, testServer } from './fixtures.js';

const output = fileURLToPath(new URL('../../test-output/server/', import.meta.url));
mkdirSync(output, { recursive: true });

let browser: Browser;
test.before(async () => {
  browser = await launchChromium(); // Debian's chromium, or one line saying how to install it
});
test.after.always(async () => {
  if (browser !== undefined) await closeChromium(browser);
});

/** How long a server may take to start or to close: both are a few database statements. */
const SERVER_WAIT = 30_000;

/** A test server, started within SERVER_WAIT. */
const startTestServer = (options: Partial<ServerOptions>, what = 'the server to start'): Promise<TableServer> =>
  within(SERVER_WAIT, what, testServer(options));

/** Closes a server within SERVER_WAIT. */
const closeTestServer = (server: TableServer, what = 'the server to close'): Promise<void> =>
  within(SERVER_WAIT, what, server.close());

/**
 * A server again on `port`, the one a page knows. The port was freed a moment ago; on a busy
 * machine another program may take it meanwhile (an outgoing connection's port), so listening is
 * tried again for a few seconds before the test fails naming the port.
 */
async function restartOn(port: number, dataDir: string): Promise<TableServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startTestServer({ dataDir, port }, `a new server to listen on port ${port}`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Clicks decision buttons on whichever page is asked until every page shows the result. Returns clicks made. */
async function playPages(pages: Page[], limit = 1_500): Promise<number> {
  let clicks = 0;
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (Date.now() > deadline || clicks > limit) throw new Error(`the game did not end (${clicks} clicks)`);
    const ended = await Promise.all(pages.map((p) => p.locator('[data-testid=result]').count()));
    if (ended.every((n) => n > 0)) return clicks;
    let clicked = false;
    for (const page of pages) {
      // A pick starts with nothing ticked: tick as few as it takes, then send.
      const pick = page.locator('.decision input[type=checkbox]:not([disabled])');
      if ((await pick.count()) > 0) {
        const least = Number(/\((\d+)/.exec(await page.locator('[data-testid=pick-send]').innerText())![1]);
        for (let i = 0; i < least; i++) await pick.nth(i).check();
      }
      // Choices in a folded group are not shown: the ones in view, as a person clicks them.
      const buttons = page.locator('.decision button:not([disabled]):visible');
      const count = await buttons.count();
      if (count === 0) continue;
      // Vary the answers, as people would: the first option mostly, sometimes the last.
      await buttons.nth(clicks % 4 === 3 ? count - 1 : 0).click();
      clicks++;
      clicked = true;
      if (clicks === 20) await page.screenshot({ path: `${output}duel-mid-game.png`, fullPage: true });
    }
    if (!clicked) await new Promise((r) => setTimeout(r, 15));
  }
}

test.serial('the lobby creates a duel; two browser contexts play it to the end through the page', async (t) => {
  const dir = tempDir();
  const server = await startTestServer({ dataDir: dir.path });
  t.teardown(async () => {
    await closeTestServer(server);
    dir.remove();
  });
  const lobby = await (await browser.newContext()).newPage();
  await lobby.goto(server.url);
  await lobby.selectOption('[data-testid=game]', 'duel');
  await lobby.selectOption('[data-testid=seat-p1]', 'person');
  await lobby.selectOption('[data-testid=seat-p2]', 'person');
  await lobby.click('[data-testid=create]');
  const p1Link = await lobby.locator('[data-testid=link-p1]').inputValue();
  const p2Link = await lobby.locator('[data-testid=link-p2]').inputValue();
  await lobby.screenshot({ path: `${output}lobby.png`, fullPage: true });
  t.regex(p1Link, /\/t\/[A-Za-z0-9_-]{12}#seat=p1&token=[A-Za-z0-9_-]{32}$/);

  const alice = await (await browser.newContext()).newPage();
  const bob = await (await browser.newContext()).newPage();
  await alice.goto(p1Link);
  await bob.goto(p2Link);
  await alice.locator('.decision button:visible').first().waitFor();
  t.regex(await bob.locator('[data-testid=waiting]').innerText(), /^Waiting for p1/);
  // Each sees its own hand and only the count of the other's.
  t.true((await alice.locator('[data-zone="p1.hand"] .card:not(.hidden)').count()) >= 5);
  t.is(await alice.locator('[data-zone="p2.hand"] .card').count(), 0);
  const clicks = await playPages([alice, bob]);
  await alice.screenshot({ path: `${output}duel-end-p1.png`, fullPage: true });
  await bob.screenshot({ path: `${output}duel-end-p2.png`, fullPage: true });
  const result = await alice.locator('[data-testid=result]').innerText();
  t.regex(result, /^Player [12] wins|draw/);
  t.is(await bob.locator('[data-testid=result]').innerText(), result);
  t.true(clicks > 10);
  const id = /\/t\/([^#]+)/.exec(p1Link)![1]!;
  t.is((await server.host.open(id)).seq, clicks, 'every click was one answered decision');
});

test.serial('a person plays the greedy bot to the end; the log and the rule graph are on the page', async (t) => {
  const dir = tempDir();
  const server = await startTestServer({ dataDir: dir.path });
  t.teardown(async () => {
    await closeTestServer(server);
    dir.remove();
  });
  const { id, tokens } = await server.host.create({ game: 'duel', seats: { p1: 'person', p2: 'bot:greedy' } });
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${server.url}/t/${id}#seat=p1&token=${tokens.p1}`);
  // The rule graph, opened before the first move: Mermaid draws it once, and the box stays open,
  // with the same picture, through every redraw of the table.
  await page.locator('.decision button:visible').first().waitFor();
  await page.locator('details.picture > summary').click();
  const svg = page.locator('[data-testid=graph] svg');
  await svg.waitFor();
  t.true((await svg.textContent())!.includes('duel.begin'));
  await svg.evaluate((node) => node.setAttribute('data-drawn', 'once'));
  t.regex((await page.locator('[data-testid=graph-full]').getAttribute('href'))!, /^blob:/);
  await playPages([page]);
  await page.screenshot({ path: `${output}duel-vs-bot.png`, fullPage: true });
  t.regex(await page.locator('[data-testid=result]').innerText(), /wins|draw/);
  t.true((await page.locator('[data-testid=log] p').count()) > 10);
  t.true(await page.locator('details.picture').evaluate((node) => (node as unknown as { open: boolean }).open));
  t.is(await page.locator('[data-testid=graph] svg[data-drawn=once]').count(), 1, 'the same picture, drawn once');
  // Its source is there to copy: the very text the command lines print.
  const text = await page.locator('[data-testid=graph] pre').textContent();
  const served = (await within(
    SERVER_WAIT,
    'the rule graph from the API',
    fetch(`${server.url}/api/tables/${id}/graph`).then((r) => r.json()),
  )) as { mermaid: string };
  t.is(text, served.mermaid);

  // Where the server has no Mermaid to hand out (its 404 is tested in http-api), a watcher's page
  // shows the picture's Mermaid text and says why.
  const watcher = await (await browser.newContext()).newPage();
  await watcher.route('**/assets/mermaid.js', (route) => route.fulfill({ status: 404, body: '{}' }));
  await watcher.goto(`${server.url}/t/${id}`);
  await watcher.locator('details.picture > summary').click();
  await watcher.locator('[data-testid=graph] pre').waitFor();
  t.is(await watcher.locator('[data-testid=graph] p').innerText(), 'Shown as text: this server has no Mermaid to draw it with');
  t.is(await watcher.locator('[data-testid=graph] pre').textContent(), served.mermaid);
  t.is(await watcher.locator('[data-testid=graph] svg').count(), 0);
});

test.serial('a page reconnects by itself when its server goes away and comes back, and plays on', async (t) => {
  const dir = tempDir();
  let server: TableServer = await startTestServer({ dataDir: dir.path });
  const port = server.port;
  t.teardown(async () => {
    await closeTestServer(server, 'the second server to close');
    dir.remove();
  });
  const { id, tokens } = await server.host.create({ game: 'duel', seats: { p1: 'person', p2: 'bot:random' } });
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${server.url}/t/${id}#seat=p1&token=${tokens.p1}`);
  await page.locator('.decision button:visible').first().click();
  await page.locator('.decision button:not([disabled]):visible').first().waitFor();
  const lines = await page.locator('[data-testid=log] p').allInnerTexts();
  await closeTestServer(server, 'the first server to close, its page still connected');
  await page.locator('#status.bad').waitFor();
  t.regex(await page.locator('#status').innerText(), /^Connection lost; reconnecting/);
  t.is(await page.locator('.decision button:not([disabled])').count(), 0, 'no answer while disconnected');
  server = await restartOn(port, dir.path);
  await page.locator('#status', { hasText: /^Connected as p1$/ }).waitFor({ timeout: 20_000 });
  await page.locator('.decision button:not([disabled]):visible').first().waitFor({ timeout: 20_000 });
  t.deepEqual(await page.locator('[data-testid=log] p').allInnerTexts(), lines, 'the same game, the same log');
  await playPages([page]);
  t.regex(await page.locator('[data-testid=result]').innerText(), /wins|draw/);
});
