// The replay page in a real browser (Debian's chromium driven by playwright-core): a duel of a
// person against the greedy bot, played to its end on the server; then its replay as p1 is
// stepped through with the buttons, the keyboard and the slider, each step checked against the
// API's own frame, and a what-if branched from a step where p1 was asked. Screenshots go to
// test-output/replay.png and test-output/what-if.png (git-ignored).
import test from 'ava';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { closeChromium, launchChromium } from '../../tools/pictures/chromium.js';
import { within } from '../../tools/within.js';
import { seatView, type ReplayFrame, type TableServer } from '../../lib/server/index.js';
import { tempDir, testServer } from '../server/fixtures.js';

const output = fileURLToPath(new URL('../../test-output/', import.meta.url));
mkdirSync(output, { recursive: true });

let browser: Browser;
test.before(async () => {
  browser = await launchChromium();
});
test.after.always(async () => {
  if (browser !== undefined) await closeChromium(browser);
});

/** A server with one finished duel: p1 a person (answering its first options, its last now and then), p2 the greedy bot. */
async function finishedDuel(server: TableServer): Promise<{ id: string; token: string; last: number }> {
  const { id, tokens } = await server.host.create({ game: 'duel', seats: { p1: 'person', p2: 'bot:greedy' }, seed: 3 });
  // Counted by p1's answers, not by loops: waiting for the bot must not change p1's choices.
  let answered = 0;
  for (let i = 0; i < 20_000; i++) {
    const table = await server.host.open(id);
    if (table.engine.ended) return { id, token: tokens.p1!, last: table.seq };
    const pending = table.engine.pending!;
    if (pending.player !== 'p1') {
      await new Promise((resolve) => setTimeout(resolve, 5)); // the bot answers at once
      continue;
    }
    const asked = seatView(table, 'p1', { entries: table.engine.log.length, lines: 0 }).decision!;
    const option = answered++ % 4 === 3 ? asked.options.length - 1 : 0;
    await server.host.answer(
      id,
      'p1',
      pending.id,
      asked.pick === undefined ? option : Array.from({ length: asked.pick.min }, (_, n) => n),
    );
  }
  throw new Error('the duel did not end');
}

/** axe-core's serious and critical findings on the page as it is now, as "rule: target" lines. */
async function accessibility(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  const found = await page.evaluate<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }>(
    'axe.run(document, { resultTypes: ["violations"] })',
  );
  return found.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

async function apiFrame(server: TableServer, id: string, at: number, token: string): Promise<ReplayFrame> {
  const response = await fetch(`${server.url}/api/tables/${id}/replay?at=${at}&seat=p1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as ReplayFrame;
}

test.serial('stepping through a finished duel as p1, then branching a what-if from a step where p1 was asked', async (t) => {
  const dir = tempDir();
  const server = await within(30_000, 'the server to start', testServer({ dataDir: dir.path }));
  t.teardown(async () => {
    await within(30_000, 'the server to close', server.close());
    dir.remove();
  });
  const { id, token, last } = await finishedDuel(server);
  const page = await (await browser.newContext({ viewport: { width: 1100, height: 900 } })).newPage();
  await page.goto(`${server.url}/t/${id}/replay#seat=p1&token=${token}`);
  const step = page.locator('[data-testid=step]');
  // It opens at the end of the game.
  await step.filter({ hasText: `Step ${last} of ${last}` }).waitFor();
  t.regex(await page.locator('[data-testid=result]').innerText(), /wins|draw/);
  t.is(await page.locator('h1').innerText(), `Replay · Duel · table ${id} · as p1`);

  // First, forward, keyboard, slider: each step shows what the API says p1 saw then.
  await page.click('[data-step=first]');
  await step.filter({ hasText: `Step 0 of ${last}` }).waitFor();
  await page.click('[data-step=forward]');
  await step.filter({ hasText: `Step 1 of ${last}` }).waitFor();
  await page.keyboard.press('ArrowRight');
  await step.filter({ hasText: `Step 2 of ${last}` }).waitFor();
  await page.keyboard.press('ArrowLeft');
  await step.filter({ hasText: `Step 1 of ${last}` }).waitFor();
  const middle = Math.floor(last / 2);
  await page.locator('[data-testid=slider]').fill(String(middle));
  await step.filter({ hasText: `Step ${middle} of ${last}` }).waitFor();
  const shown = await apiFrame(server, id, middle, token);
  t.deepEqual(await page.locator('[data-testid=log] p').allInnerTexts(), shown.view.log.lines);
  await page.click('[data-step=last]');
  await step.filter({ hasText: `Step ${last} of ${last}` }).waitFor();

  // A step where p1 was asked a question of several options and chose one: its answer is marked.
  let at = -1;
  let frame: ReplayFrame | undefined;
  for (let k = 0; k < last; k++) {
    const candidate = await apiFrame(server, id, k, token);
    if (
      candidate.view.decision !== null &&
      candidate.view.decision.pick === undefined &&
      candidate.view.decision.options.length >= 3
    ) {
      at = k;
      frame = candidate;
      if (k > 4) break;
    }
  }
  t.true(frame !== undefined, 'p1 was asked a question with three options or more');
  await page.locator('[data-testid=slider]').fill(String(at));
  await step.filter({ hasText: `Step ${at} of ${last}` }).waitFor();
  const chosen = frame!.next!.option as number;
  t.is(await page.locator('.replay-options li.chosen').getAttribute('data-option'), String(chosen));
  t.is(await page.locator('.replay-options li.chosen').innerText(), `${frame!.next!.words![0]} ✓ chosen`);
  await page.screenshot({ path: `${output}replay.png`, fullPage: true });
  t.deepEqual(await accessibility(page), [], 'no serious accessibility findings on a step');

  // What if p1 had chosen another option: the server plays it, greedy answers, p1 is asked again.
  const other = chosen === 0 ? 1 : 0;
  await page.click(`[data-whatif="${other}"]`);
  await page.locator('[data-testid=whatif]').waitFor();
  const moves = await page.locator('[data-testid=moves] li').allInnerTexts();
  t.is(moves[0], `p1: ${frame!.view.decision!.options[other]}`);
  t.true(moves.slice(1).every((m) => m === 'p2 (bot greedy) moved'));
  t.is(await page.locator('.replay-stepper.whatif strong').innerText(), `What if · from step ${at}`);
  // Play on in the what-if: one more answer of p1's, if the game goes on.
  const next = page.locator('[data-testid=whatif] .decision button');
  if ((await next.count()) > 0) {
    const before = moves.length;
    await next.first().click();
    await page.locator(`[data-testid=moves] li:nth-child(${before + 1})`).waitFor();
  }
  await page.screenshot({ path: `${output}what-if.png`, fullPage: true });
  t.deepEqual(await accessibility(page), [], 'no serious accessibility findings on a what-if');
  await page.click('[data-testid=back-to-replay]');
  await step.filter({ hasText: `Step ${at} of ${last}` }).waitFor();
  t.is(await page.locator('[data-testid=whatif]').count(), 0);
});

test.serial("a spectator steps through the replay; another seat's answer is not told, and there is no what-if", async (t) => {
  const dir = tempDir();
  const server = await within(30_000, 'the server to start', testServer({ dataDir: dir.path }));
  t.teardown(async () => {
    await within(30_000, 'the server to close', server.close());
    dir.remove();
  });
  const { id } = await finishedDuel(server);
  // A phone's screen: the stepper wraps, the slider on a line of its own.
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await page.goto(`${server.url}/t/${id}/replay`);
  await page
    .locator('[data-testid=step]')
    .filter({ hasText: /^Step \d+ of \d+$/ })
    .waitFor();
  await page.click('[data-step=first]');
  await page.locator('[data-testid=theirs]').waitFor();
  t.is(
    await page.locator('[data-testid=theirs]').innerText(),
    'p1 was asked (decision 1); what they chose is theirs: it shows in the log after this step',
  );
  t.is(await page.locator('[data-whatif]').count(), 0);
  t.is(await page.locator('h1').innerText(), `Replay · Duel · table ${id} · as a spectator`);
  await page.keyboard.press('End');
  await page.locator('[data-testid=result]').waitFor();
  await page.keyboard.press('Home');
  await page
    .locator('[data-testid=step]')
    .filter({ hasText: /^Step 0 of/ })
    .waitFor();
  await page.screenshot({ path: `${output}replay-phone.png`, fullPage: true });
  // A seat's link with a wrong token is told so in one line.
  const wrong = await (await browser.newContext()).newPage();
  await wrong.goto(`${server.url}/t/${id}/replay#seat=p1&token=${'x'.repeat(32)}`);
  await wrong.locator('#status.bad').waitFor();
  t.is(await wrong.locator('#status').innerText(), `That token plays no seat at table ${id}`);
});
