// The designer's sandbox in Chromium: opened from the lobby with a setup (a card in hand, life
// points), several decisions played as both seats, an undo, a different answer that branches, a
// jump back, the inspector's whole state, the rule graph lit by the last step, and a setup refused
// in one line. Screenshots: test-output/sandbox.png and test-output/sandbox-graph.png.
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
  dir.remove();
  if (browser !== undefined) await closeChromium(browser);
});

/** Clicks the option whose words start with `words`. */
async function choose(page: Page, words: string): Promise<void> {
  await page.locator('.decision button', { hasText: words }).first().click();
}

/** Waits for the "Playing as" label to say `seat` at decision `seq`. */
async function playingAs(page: Page, seat: string, seq: number): Promise<void> {
  await page
    .locator(`body[data-sandbox-seq="${seq}"] [data-testid=playing-as]`, { hasText: new RegExp(`^Playing as ${seat}$`) })
    .waitFor();
}

test.serial('a sandbox from the lobby: setup, both seats, undo, a branch, a jump, the inspector, the graph lit', async (t) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  t.teardown(() => context.close());
  const page = await context.newPage();
  await page.goto(server.url);
  await page.getByTestId('sandbox-duel').click();
  await page.waitForURL(/\/s\/new\?game=duel$/);
  await page.getByTestId('sandbox-seed').fill('7');
  await page.getByTestId('sandbox-setup').fill('Glass Moth > p1.hand\nduel.gain-life-points {"player": "p2", "amount": 500}');
  await page.getByTestId('sandbox-open').click();
  await page.waitForURL(/\/s\/[A-Za-z0-9_-]{12}$/);
  await playingAs(page, 'p1', 0);
  // The setup is on the board before the first decision: the card in p1's hand, p2's life points raised.
  t.regex(await page.getByTestId('zone-p1.hand').innerText(), /Glass Moth/);
  t.regex(await page.locator('.facts').innerText(), /Player 2 life points\s+8500/);

  // Both seats from one page: p1, then p2, then p1 again.
  await choose(page, 'End the turn');
  await playingAs(page, 'p2', 1);
  await choose(page, 'End the turn');
  await playingAs(page, 'p1', 2);
  await choose(page, 'Normal summon Glass Moth');
  await playingAs(page, 'p1', 3);
  t.regex(await page.getByTestId('zone-p1.monsters').innerText(), /Glass Moth/);

  // Undo twice: p2 is asked again; a different answer there makes branch-1, and main keeps its line.
  await page.getByTestId('undo').click();
  await playingAs(page, 'p1', 2);
  await page.getByTestId('undo').click();
  await playingAs(page, 'p2', 1);
  await choose(page, 'Normal summon Ember Squire');
  await playingAs(page, 'p2', 2);
  t.regex(await page.getByTestId('branch-branch-1').innerText(), /branch-1 \(playing\) · at 2 of 2/);
  t.regex(await page.getByTestId('branch-main').innerText(), /main · at 1 of 3/);
  t.regex(await page.getByTestId('zone-p2.monsters').innerText(), /Ember Squire/);

  // The inspector shows the whole state: p1's hand by card handle, which p2's view only counts.
  await page.getByTestId('inspector').locator('summary').first().click();
  t.regex(
    await page.getByTestId('inspector-zones').innerText(),
    /p1\.hand \(7\)\s+Gravetide Colossus #21 \(face down\), .*Glass Moth #80 \(face down\)/,
  );
  await page.getByTestId('inspector').getByText('The raw state (JSON)').click();
  t.regex(await page.getByTestId('inspector-state').innerText(), /"zoneNames": \[/);

  // The rule graph: drawn full size, lit by the last step (the node that asked, the nodes that ran).
  await page.locator('[data-testid=sandbox-graph][data-ready=true]').waitFor({ timeout: 60_000 });
  t.true((await page.locator('.sandbox-graph g.node.is-current').count()) >= 1);
  t.true((await page.locator('.sandbox-graph g.node.is-ran').count()) >= 3);
  t.regex(await page.getByTestId('trace').innerText(), /^This step ran \d+ nodes, asked by duel\.main-phase; hooks fired: /);
  await page.getByTestId('inspector').locator('summary').first().click();
  await page.getByTestId('playing-as').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${output}sandbox.png`, fullPage: false });

  // Jump back to main's last point: p1 is asked at decision 4 with Glass Moth summoned.
  await page.getByTestId('jump-main-3').click();
  await playingAs(page, 'p1', 3);
  t.regex(await page.getByTestId('zone-p1.monsters').innerText(), /Glass Moth/);
  t.regex(await page.getByTestId('trace').innerText(), /^Nothing ran: the sandbox moved in its history\.$/);
});

test.serial('an attack into Mirror Ward lights the mask that fired, the nodes that ran and the asking node', async (t) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  t.teardown(() => context.close());
  const page = await context.newPage();
  await page.goto(`${server.url}/s/new?game=duel`);
  await page.getByTestId('sandbox-seed').fill('7');
  await page.getByTestId('sandbox-setup').fill('Mirror Ward > p2.spells face up\nGale Lancer > p1.monsters face up');
  await page.getByTestId('sandbox-open').click();
  await playingAs(page, 'p1', 0);
  await choose(page, 'End the turn');
  await playingAs(page, 'p2', 1);
  await choose(page, 'End the turn');
  await playingAs(page, 'p1', 2);
  await choose(page, 'Switch Gale Lancer to attack position');
  await playingAs(page, 'p1', 3);
  await choose(page, 'End the main phase and go to battle');
  await playingAs(page, 'p1', 4);
  await choose(page, 'Attack Player 2 directly with Gale Lancer');
  await playingAs(page, 'p2', 5);
  t.regex(await page.locator('.facts').innerText(), /Player 1 life points\s+6200/);
  const graph = page.getByTestId('sandbox-graph');
  await page.locator('[data-testid=sandbox-graph][data-ready=true]').waitFor({ timeout: 60_000 });
  t.regex(
    await page.getByTestId('trace').innerText(),
    /asked by duel\.main-phase; hooks fired: mask mirror-ward:80 on duel\.inflict-damage, post cardweave\.lifetimes on move-card\.$/,
  );
  t.is(await graph.locator('g.node.is-fired').count(), 1);
  t.regex((await graph.locator('g.node.is-fired').textContent()) ?? '', /mirror-ward/);
  t.regex((await graph.locator('g.node.is-current').textContent()) ?? '', /duel\.main-\s*phase/);
  await graph.screenshot({ path: `${output}sandbox-graph.png` });
});

test.serial('a setup naming a card the game does not have is refused in one line', async (t) => {
  const context = await browser.newContext();
  t.teardown(() => context.close());
  const page = await context.newPage();
  await page.goto(`${server.url}/s/new?game=duel`);
  await page.getByTestId('sandbox-setup').fill('Glas Moth > p1.hand');
  await page.getByTestId('sandbox-open').click();
  await page.locator('[data-testid=sandbox-setup-problem]:not(:empty)').waitFor();
  t.is(
    await page.getByTestId('sandbox-setup-problem').innerText(),
    'Setup step 1: no card "Glas Moth" in game "duel" (did you mean "Glass Moth"?)',
  );
  t.regex(page.url(), /\/s\/new\?game=duel$/);
});
