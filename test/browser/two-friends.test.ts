// Two friends at a duel, end to end in Debian's chromium against a real server (PGlite in a fresh
// folder): the table made by the host's API with a seed, each person in their own browser context opening their
// own seat link, and the game played through the page only (clicks, as a person plays; no API
// answers) to its end, chatting along the way while a spectator reads the chat and cannot write.
// Then one asks for a rematch: both pages reach the rematch table with the seats rotated, its game
// starts, and a concession there ends it for both ("You lost" / "You won").
// It also logs (t.log, never asserted) the answer-to-update latency as people feel it: from the
// click in the answering page to the first DOM change in the other page.
// Screenshots: test-output/friends-p1.png, friends-p2.png, friends-rematch.png.
import test from 'ava';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { closeChromium, launchChromium } from '../../tools/pictures/chromium.js';
import { within } from '../../tools/within.js';
import type { TableServer } from '../../lib/server/index.js';
import { tempDir, testServer } from '../server/fixtures.js';

const output = fileURLToPath(new URL('../../test-output/', import.meta.url));
mkdirSync(output, { recursive: true });

let browser: Browser;
let server: TableServer;
const dir = tempDir();
test.before(async () => {
  browser = await launchChromium();
  server = await within(30_000, 'the server to start', testServer({ dataDir: dir.path }));
});
test.after.always(async () => {
  if (server !== undefined) await within(30_000, 'the server to close', server.close());
  if (browser !== undefined) await closeChromium(browser);
  dir.remove();
});

interface MadeTable {
  id: string;
  watch: string;
  seats: Record<string, { link: string }>;
}

/**
 * A duel between two people with a known seed (POST /api/tables draws its own, and this test wants
 * the same game every run), and its links made as POST /api/tables makes them.
 */
async function newDuel(seed: number): Promise<MadeTable> {
  const { id, tokens } = await server.host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed });
  const watch = `/t/${id}`;
  const link = (seat: string) => ({ link: `${watch}#seat=${seat}&token=${tokens[seat]!}` });
  return { id, watch, seats: { p1: link('p1'), p2: link('p2') } };
}

/**
 * A page in its own browser context (its own storage, as another person's browser), which records
 * in `window.changes` the Date.now() of every DOM change once the test arms it: the moment it shows
 * a new view, to the same clock the test reads right before its click in the other page.
 */
async function personPage(): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await page.addInitScript(`
    window.changes = [];
    window.armed = false;
    new MutationObserver(() => { if (window.armed) window.changes.push(Date.now()); })
      .observe(document, { childList: true, subtree: true, characterData: true });
  `);
  return page;
}

/** The enabled decision box on `page`, if it has one now. */
const openDecision = (page: Page) => page.locator('.decision:has(button:not([disabled]), input:not([disabled]))');

const over = (page: Page) => page.locator('[data-testid=game-over]');

/** The median and the 90th percentile of `values`, by rank. */
function medianAndP90(values: number[]): { median: number; p90: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { median: at(0.5), p90: at(0.9) };
}

/**
 * Answers the decision open on `page` by clicking, as a person would: for a pick, ticks the fewest
 * boxes it needs, then its send button; for a choice, the first choice in view (the second every
 * fifth move, so the game moves on). Returns the Date.now() read right before the answering click.
 */
async function answerByClicking(page: Page, move: number): Promise<number> {
  const box = openDecision(page);
  const checkboxes = box.locator('input[type=checkbox]');
  if ((await checkboxes.count()) > 0) {
    const send = box.locator('[data-testid=pick-send]');
    const min = Number(/Choose these \((\d+)/.exec(await send.innerText())![1]);
    for (let i = 0; i < min; i++) await checkboxes.nth(i).click();
    const clicked = Date.now();
    await send.click();
    return clicked;
  }
  const choices = box.locator('button:visible');
  const pick = move % 5 === 4 && (await choices.count()) > 1 ? 1 : 0;
  const clicked = Date.now();
  await choices.nth(pick).click();
  return clicked;
}

/** Types `text` in `page`'s chat box and sends it with Enter, as a person does. */
async function say(page: Page, text: string): Promise<void> {
  await page.locator('[data-testid=chat-input]').click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

const chatLines = (page: Page) => page.locator('[data-testid=chat-lines] li').allInnerTexts();

test.serial('two friends play a duel to its end from their pages, chat, rematch with seats rotated, and concede', async (t) => {
  const table = await newDuel(130);
  t.deepEqual(Object.keys(table.seats), ['p1', 'p2']);
  const ana = await personPage();
  const ben = await personPage();
  const spectator = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const refused: string[] = [];
  for (const page of [ana, ben])
    page.on('websocket', (ws) =>
      ws.on('framereceived', (f) => {
        const frame = JSON.parse(String(f.payload)) as { t: string; code?: string; message?: string };
        if (frame.t === 'error') refused.push(`${frame.code}: ${frame.message}`);
      }),
    );
  await ana.goto(server.url + table.seats.p1!.link);
  await ben.goto(server.url + table.seats.p2!.link);
  await spectator.goto(server.url + table.watch);
  t.is(await ana.locator('.table-title').innerText(), 'Duel · you are p1');
  await ben.locator('.table-title', { hasText: 'Duel · you are p2' }).waitFor();
  await spectator.locator('.table-title', { hasText: 'Duel · watching' }).waitFor();
  t.is(await spectator.locator('[data-testid=chat-input]').count(), 0, 'a spectator has no chat box');
  t.is(await spectator.locator('.chat .hint').innerText(), 'Spectators read the chat.');

  const latencies: number[] = [];
  let moves = 0;
  const deadline = Date.now() + 90_000;
  while ((await over(ana).count()) === 0 || (await over(ben).count()) === 0) {
    if (Date.now() > deadline || moves > 600) {
      await ana.screenshot({ path: `${output}friends-stuck-p1.png` });
      await ben.screenshot({ path: `${output}friends-stuck-p2.png` });
      throw new Error(`the duel did not end (${moves} moves)`);
    }
    const seat = (await openDecision(ana).count()) > 0 ? 'p1' : (await openDecision(ben).count()) > 0 ? 'p2' : undefined;
    if (seat === undefined) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      continue;
    }
    const [mine, other] = seat === 'p1' ? [ana, ben] : [ben, ana];
    if (moves === 2) {
      await say(ana, 'good luck, have fun');
      for (const page of [ben, spectator])
        await page.locator('[data-testid=chat-lines] li', { hasText: 'good luck' }).waitFor({ timeout: 5000 });
    }
    if (moves === 6) {
      await say(ben, 'you too!');
      for (const page of [ana, spectator])
        await page.locator('[data-testid=chat-lines] li', { hasText: 'you too!' }).waitFor({ timeout: 5000 });
      await ana.screenshot({ path: `${output}friends-p1.png` });
      await ben.screenshot({ path: `${output}friends-p2.png` });
    }
    // The other page settled first (it waits on this seat), so the change it shows next is this answer's.
    const seq = await openDecision(mine).getAttribute('data-seq');
    await other.locator('[data-testid=waiting], [data-testid=game-over]').first().waitFor({ timeout: 5000 });
    await other.evaluate('window.changes = []; window.armed = true');
    const clicked = await answerByClicking(mine, moves);
    moves++;
    await mine.waitForFunction(
      `document.querySelector('.decision[data-seq="${seq}"]') === null || document.querySelector('[data-testid=game-over]') !== null`,
    );
    await other.waitForFunction('window.changes.some((at) => at >= ' + clicked + ')', undefined, { timeout: 5000 });
    const changes = await other.evaluate<number[]>('window.armed = false, window.changes');
    latencies.push(changes.find((at) => at >= clicked)! - clicked);
  }
  t.true(moves > 3, `${moves} moves`);
  t.deepEqual(refused, [], 'no answer refused');
  const { median, p90 } = medianAndP90(latencies);
  t.log(
    `answer-to-update latency over ${latencies.length} moves: median ${median} ms, p90 ${p90} ms (click in one page → DOM change in the other)`,
  );

  // Both chat lines, in order, on every page; the spectator read them all.
  const expectedChat = ['p1: good luck, have fun', 'p2: you too!'];
  for (const page of [ana, ben, spectator]) t.deepEqual(await chatLines(page), expectedChat);

  // The end, as each reads it.
  const outcomes = [
    await ana.locator('[data-testid=outcome]').innerText(),
    await ben.locator('[data-testid=outcome]').innerText(),
  ];
  t.true(
    (outcomes[0] === 'You won' && outcomes[1] === 'You lost') ||
      (outcomes[0] === 'You lost' && outcomes[1] === 'You won') ||
      (outcomes[0] === 'Draw' && outcomes[1] === 'Draw'),
    `outcomes ${outcomes.join(' / ')}`,
  );
  t.is(await ana.locator('[data-testid=result]').innerText(), await ben.locator('[data-testid=result]').innerText());
  t.is(await spectator.locator('[data-testid=rematch]').count(), 0, 'a spectator asks for no rematch');

  // Ana asks for the rematch: her page goes there as p2 (the seats rotate), with her own token;
  // Ben's page links to it as p1 with his, and he follows the link.
  const anaToken = /token=([^&]+)/.exec(table.seats.p1!.link)![1]!;
  const benToken = /token=([^&]+)/.exec(table.seats.p2!.link)![1]!;
  await ana.locator('[data-testid=rematch]').click();
  await ana.waitForURL(new RegExp(`/t/[A-Za-z0-9_-]{12}#seat=p2&token=${anaToken}$`));
  const rematchId = /\/t\/([A-Za-z0-9_-]{12})#/.exec(ana.url())![1]!;
  t.not(rematchId, table.id);
  const link = ben.locator('[data-testid=rematch-link]');
  await link.waitFor({ timeout: 5000 });
  t.is(await link.getAttribute('href'), `/t/${rematchId}#seat=p1&token=${benToken}`);
  await link.click();
  await ben.waitForURL(`${server.url}/t/${rematchId}#seat=p1&token=${benToken}`);
  // The rematch game starts: p1 (Ben now) decides, Ana (p2) waits for him.
  await ana.locator('.table-title', { hasText: 'Duel · you are p2' }).waitFor();
  await ben.locator('.table-title', { hasText: 'Duel · you are p1' }).waitFor();
  await openDecision(ben).waitFor({ timeout: 10_000 });
  t.is(await ana.locator('[data-testid=waiting]').innerText(), 'Waiting for p1…');
  t.is(await ana.locator('[data-testid=game-over]').count(), 0);
  await ana.screenshot({ path: `${output}friends-rematch.png` });

  // Ana concedes the rematch: it ends for both.
  await ana.locator('[data-testid=concede]').click();
  await ana.locator('[data-testid=concede-yes]').click();
  await over(ana).waitFor({ timeout: 5000 });
  await over(ben).waitFor({ timeout: 5000 });
  t.is(await ana.locator('[data-testid=outcome]').innerText(), 'You lost');
  t.is(await ben.locator('[data-testid=outcome]').innerText(), 'You won');
  t.is(await ana.locator('[data-testid=concede]').count(), 0, 'no concede once the game is over');
  t.deepEqual(refused, [], 'nothing refused');
});
