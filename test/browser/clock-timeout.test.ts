// A clock running out, as two people see it in Debian's chromium against a real server (PGlite in
// a fresh folder) serving this test's own duels on 5 seconds a decision (games/short-clock-duels.ts):
// both pages count the clock down second by second, then show the timeout's effect by its policy:
// the log line "p1 ran out of time: ..." on both pages, and under `forfeit` the game-over panel,
// "You lost" for the seat that ran out and "You won" for the other; under `pass` the turn ends
// and the other seat is asked. Screenshot: test-output/clock-timeout.png.
import test from 'ava';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { closeChromium, launchChromium } from '../../tools/pictures/chromium.js';
import { within } from '../../tools/within.js';
import type { TableServer } from '../../lib/server/index.js';
import { GAMES, tempDir, testServer } from '../server/fixtures.js';
import { shortForfeitDuel, shortPassDuel } from './games/short-clock-duels.js';

const output = fileURLToPath(new URL('../../test-output/', import.meta.url));
mkdirSync(output, { recursive: true });

let browser: Browser;
let server: TableServer;
const dir = tempDir();
test.before(async () => {
  browser = await launchChromium();
  server = await within(
    30_000,
    'the server to start',
    testServer({ dataDir: dir.path, games: [...GAMES, shortForfeitDuel, shortPassDuel] }),
  );
});
test.after.always(async () => {
  if (server !== undefined) await within(30_000, 'the server to close', server.close());
  if (browser !== undefined) await closeChromium(browser);
  dir.remove();
});

/** A table of `game` between two people, each on their own seat link in their own browser context. */
async function twoPeople(game: string) {
  const { id, tokens } = await server.host.create({ game, seats: { p1: 'person', p2: 'person' }, seed: 130 });
  const open = async (seat: 'p1' | 'p2') => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto(`${server.url}/t/${id}#seat=${seat}&token=${tokens[seat]!}`);
    return page;
  };
  return { id, p1: await open('p1'), p2: await open('p2') };
}

const runningClock = (page: Page) => page.locator('[data-testid=clock] .running');

/** The seconds the running clock shows on `page` ("p1 0:04" → 4). */
async function secondsShown(page: Page): Promise<number> {
  const words = await runningClock(page).innerText();
  const match = /^p1 0:0(\d)$/.exec(words);
  if (match === null) throw new Error(`the running clock reads "${words}", not p1's seconds`);
  return Number(match[1]);
}

/** Both pages count p1's clock down: each shows a second less a little more than a second later. */
async function bothCountDown(t: import('ava').ExecutionContext, p1: Page, p2: Page): Promise<void> {
  await p1.locator('.decision button:not([disabled])').first().waitFor();
  await p2.locator('[data-testid=waiting]').waitFor();
  for (const page of [p1, p2]) await runningClock(page).waitFor();
  const first = [await secondsShown(p1), await secondsShown(p2)];
  t.true(
    first.every((s) => s >= 2 && s <= 5),
    `both start near 0:05 (${first.join(', ')})`,
  );
  t.regex(await p1.locator('[data-testid=deadline]').innerText(), /^Answer within 0:0[2-5]$/);
  t.is(await p2.locator('[data-testid=deadline]').count(), 0, 'only the asked seat has a deadline');
  for (const [i, page] of [p1, p2].entries())
    await runningClock(page)
      .filter({ hasText: new RegExp(`^p1 0:0[0-${first[i]! - 1}]$`) })
      .waitFor({ timeout: 2500 });
}

/** The log lines on `page` that say a clock ran out. */
const timeoutLines = (page: Page) => page.locator('[data-testid=log] p', { hasText: 'ran out of time' }).allInnerTexts();

test.serial('forfeit: p1 lets 5 s run out; both pages count down, then p1 lost and p2 won on time', async (t) => {
  const { p1, p2 } = await twoPeople('duel-short-forfeit');
  t.is(await p1.locator('[data-testid=clock] .policy').innerText(), 'at 0:00: forfeit');
  await bothCountDown(t, p1, p2);
  await p1.screenshot({ path: `${output}clock-countdown.png` });
  for (const page of [p1, p2]) await page.locator('[data-testid=game-over]').waitFor({ timeout: 10_000 });
  t.is(await p1.locator('[data-testid=outcome]').innerText(), 'You lost');
  t.is(await p2.locator('[data-testid=outcome]').innerText(), 'You won');
  for (const page of [p1, p2]) {
    t.deepEqual(await timeoutLines(page), ['p1 ran out of time: p1 forfeits, p2 wins']);
    t.is(await page.locator('[data-testid=clock]').innerText(), '', 'no clock once the game is over');
    t.is(await page.locator('[data-testid=concede]').count(), 0);
  }
  t.regex(await p1.locator('.game-over').innerText(), /p1 ran out of time/);
  await p1.screenshot({ path: `${output}clock-timeout.png` });
});

test.serial('pass: p1 lets 5 s run out; both pages read that it passed, and p2 is asked on its own clock', async (t) => {
  const { p1, p2 } = await twoPeople('duel-short-pass');
  t.is(await p1.locator('[data-testid=clock] .policy').innerText(), 'at 0:00: pass');
  await bothCountDown(t, p1, p2);
  for (const page of [p1, p2])
    await page.locator('[data-testid=log] p', { hasText: 'ran out of time' }).waitFor({ timeout: 10_000 });
  for (const page of [p1, p2]) t.deepEqual(await timeoutLines(page), ['p1 ran out of time: it passed']);
  // The turn ended: p2 is asked now, with its own deadline, and p1 waits.
  await p2.locator('.decision button:not([disabled])').first().waitFor({ timeout: 5000 });
  await p1.locator('[data-testid=waiting]', { hasText: 'Waiting for p2…' }).waitFor();
  t.regex(await p2.locator('[data-testid=clock] .running').innerText(), /^p2 0:0[2-5]$/);
  t.regex(await p2.locator('[data-testid=deadline]').innerText(), /^Answer within 0:0[2-5]$/);
  t.is(await p1.locator('[data-testid=game-over]').count(), 0, 'the game goes on');
  await p2.screenshot({ path: `${output}clock-pass.png` });
});
