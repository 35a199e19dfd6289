// The table page as a player uses it, in Debian's chromium (playwright-core): a duel against the
// greedy bot played with the keyboard only (number keys, Tab, Space), at 1280x800 and at phone size
// (390x844); the tab title, merged duplicate options, a pick that starts with nothing ticked, the
// detail panel reading Mirror Ward's real text, focus kept on the decision, the game-over panel, the
// messages concede/chat/rematch send and the views they come back as (clock, chat, over, rematch,
// added to the server's real frames where the server does not send them yet), the reconnect
// countdown, no 404 for a favicon, and axe-core finding nothing serious on the table or the lobby.
// Screenshots: test-output/table-desktop.png, table-phone.png, table-detail.png.
import test, { type ExecutionContext } from 'ava';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { closeChromium, launchChromium } from '../../tools/pictures/chromium.js';
import { within } from '../../tools/within.js';
import type { ChatLine, SeatView, TableServer } from '../../lib/server/index.js';
import { tempDir, testServer } from '../server/fixtures.js';

const output = fileURLToPath(new URL('../../test-output/', import.meta.url));
mkdirSync(output, { recursive: true });
const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** A duel whose p1 holds two Mending Rains and Mirror Ward at its first decision (found by trying seeds). */
const SEED = 130;
const MIRROR_WARD = 'If you would take battle damage, your opponent takes it instead.';

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

/** A new duel against the greedy bot, and a page open on p1's link at `size`; 404s are collected. */
async function openDuel(size: { width: number; height: number }, seed = SEED) {
  const { id, tokens } = await server.host.create({ game: 'duel', seats: { p1: 'person', p2: 'bot:greedy' }, seed });
  const page = await (await browser.newContext({ viewport: size })).newPage();
  const missing: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 404) missing.push(r.url());
  });
  const sent: unknown[] = [];
  const refused: string[] = [];
  const views: SeatView[] = [];
  page.on('websocket', (ws) => {
    ws.on('framesent', (f) => sent.push(JSON.parse(String(f.payload))));
    ws.on('framereceived', (f) => {
      const frame = JSON.parse(String(f.payload)) as { t: string; code?: string; message?: string };
      if (frame.t === 'error') refused.push(`${frame.code}: ${frame.message}`);
      else views.push((frame as unknown as { view: SeatView }).view);
    });
  });
  await page.goto(`${server.url}/t/${id}#seat=p1&token=${tokens.p1!}`);
  await page.locator('.decision button:visible').first().waitFor();
  return { id, token: tokens.p1!, page, missing, sent, refused, views };
}

/** Axe's serious and critical findings on the page, as "id: target" lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeScript });
  // Run in the page (a string, so this Node-side file needs no DOM types).
  return page.evaluate<string[]>(`axe.run().then(({ violations }) => violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', ')))`);
}

/** Whether the keyboard's focus is inside the decision box. */
const focusedInDecision = (page: Page) => page.evaluate<boolean>(`document.activeElement?.closest('.decision') != null`);

/** The data-testid of the focused element. */
const focusedTestId = (page: Page) => page.evaluate<string | null>(`document.activeElement?.getAttribute('data-testid') ?? null`);

/**
 * Plays p1's decisions with the keyboard alone until the game ends: a number key for a choice
 * (1, sometimes 2), Space and Tab for a pick. Checks focus stays on the decision, and the first
 * pick starts with nothing ticked. Returns what it saw.
 */
async function playByKeyboard(t: ExecutionContext, page: Page) {
  let moves = 0;
  let picks = 0;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (Date.now() > deadline || moves > 800) {
      await page.screenshot({ path: `${output}table-stuck.png`, fullPage: true });
      throw new Error(`the game did not end (${moves} moves): ${await page.locator('.decision-area').innerHTML()}`);
    }
    if ((await page.locator('[data-testid=game-over]').count()) > 0) return { moves, picks };
    const box = page.locator('.decision:has(button:not([disabled]), input:not([disabled]))');
    if ((await box.count()) === 0) {
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    const seq = await box.getAttribute('data-seq');
    t.true(await focusedInDecision(page), `focus is on decision ${seq}`);
    const checkboxes = box.locator('input[type=checkbox]');
    const count = await checkboxes.count();
    if (count > 0) {
      if (picks === 0) {
        const ticked = [];
        for (let i = 0; i < count; i++) ticked.push(await checkboxes.nth(i).isChecked());
        t.deepEqual(ticked, new Array<boolean>(count).fill(false), 'a pick starts with nothing ticked');
        t.true(await box.locator('[data-testid=pick-send]').isDisabled(), 'nothing ticked: nothing to send');
      }
      picks++;
      const min = Number(/Choose these \((\d+)/.exec(await box.locator('[data-testid=pick-send]').innerText())![1]);
      for (let i = 0; i < min; i++) {
        await page.keyboard.press('Space');
        await page.keyboard.press('Tab');
      }
      while ((await focusedTestId(page)) !== 'pick-send') await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
    } else {
      const choices = await box.locator('button').count();
      await page.keyboard.press(moves % 5 === 4 && choices > 1 ? '2' : '1');
    }
    moves++;
    await page.waitForFunction(
      `document.querySelector('.decision[data-seq="${seq}"]') === null || document.querySelector('[data-testid=game-over]') !== null`,
    );
  }
}

test.serial('a duel against the bot, played with the keyboard at 1280x800', async (t) => {
  const { page, missing, sent, refused, views } = await openDuel({ width: 1280, height: 800 });
  t.is(await page.title(), 'Your turn · Duel');
  // Two Mending Rains are one choice, answering the first of the two options.
  const rain = page.locator('.decision button', { hasText: 'Activate Mending Rain' });
  t.is(views[0]!.decision!.options.filter((o) => o.startsWith('Activate Mending Rain')).length, 2, 'offered twice');
  t.is(await rain.count(), 1);
  t.is(await rain.locator('span').innerText(), 'Activate Mending Rain (You gain 1000 life points.) (×2)');
  t.is(
    await rain.getAttribute('data-option'),
    String(views[0]!.decision!.options.indexOf('Activate Mending Rain (You gain 1000 life points.)')),
  );
  // Keys 1-9 go to the choices in view first: Normal (1, 2), then Activate (3, 4); Set (3 choices) is folded.
  t.is(await rain.locator('kbd').innerText(), '3');
  t.is(await rain.getAttribute('aria-keyshortcuts'), '3');
  t.is(await page.locator('details.choices:not([open]) > summary').innerText(), 'Set (3)');
  // The hand and the decision in view without scrolling.
  for (const part of ['[data-zone="p1.hand"]', '.decision']) {
    const box = (await page.locator(part).boundingBox())!;
    t.true(box.y >= 0 && box.y + box.height <= 800, `${part} is within the window (${box.y}+${box.height})`);
  }
  // Mirror Ward in the hand: focusing it shows its real text, not "type continuous".
  await page.locator('[data-zone="p1.hand"] .card', { hasText: 'Mirror Ward' }).focus();
  t.is(await page.locator('[data-testid=detail-name]').innerText(), 'Mirror Ward');
  t.is(await page.locator('[data-testid=detail-text]').innerText(), MIRROR_WARD);
  await page.screenshot({ path: `${output}table-detail.png` });
  // Pointing at a card shows it too.
  await page.locator('[data-zone="p1.hand"] .card', { hasText: 'Gale Lancer' }).hover();
  t.is(await page.locator('[data-testid=detail-name]').innerText(), 'Gale Lancer');
  t.is(await page.locator('[data-testid=detail-text]').innerText(), 'Strikes first, thinks later.');
  await page.locator('.decision button:visible').first().focus();
  t.deepEqual(await seriousViolations(page), [], 'axe on the table page');
  await page.screenshot({ path: `${output}table-desktop.png` });

  // One move, then "Since your last move" lists the log lines that came after it (the newest 8),
  // and the newest lines of the log are marked as the last action.
  const logLines = page.locator('[data-testid=log] p');
  const before = await logLines.count();
  await page.keyboard.press('1');
  await page.locator('.decision:not([data-seq="0"]) button:not([disabled])').first().waitFor();
  t.true(await focusedInDecision(page), 'the focus moved to the new decision');
  const log = await logLines.allInnerTexts();
  t.is(await page.locator('[data-testid=since] h2').innerText(), 'Since your last move');
  t.deepEqual(await page.locator('[data-testid=since] li').allInnerTexts(), log.slice(before).slice(-8));
  const marked = await page.locator('[data-testid=log] p.new').allInnerTexts();
  t.true(marked.length > 0);
  t.deepEqual(marked, log.slice(-marked.length), 'the marked lines are the newest');

  const { moves } = await playByKeyboard(t, page);
  t.true(moves > 3);
  // The outcome as this seat reads it: from view.over when the server sends it, else "Game over" over the game's words.
  const last = views[views.length - 1]!;
  t.is(last.status, 'ended');
  const expected =
    last.over === undefined
      ? 'Game over'
      : last.over.winner === null
        ? 'Draw'
        : last.over.winner === 'p1'
          ? 'You won'
          : 'You lost';
  t.is(await page.locator('[data-testid=outcome]').innerText(), expected);
  t.is(await page.locator('[data-testid=result]').innerText(), last.result!);
  // The replay of the game as this seat saw it, with the seat's own token.
  t.regex(
    (await page.locator('[data-testid=replay-link]').getAttribute('href')) ?? '',
    /^\/t\/[A-Za-z0-9_-]{12}\/replay#seat=p1&token=[A-Za-z0-9_-]{32}$/,
  );
  t.deepEqual(refused, [], 'no answer refused');
  t.is(await page.title(), 'Duel');
  t.deepEqual(missing, [], 'no request answered 404 (the favicon is inline)');
  t.true(sent.every((m) => ['join', 'answer'].includes((m as { t: string }).t)));
  await page.screenshot({ path: `${output}table-end.png` });
});

test.serial('at phone size the decision and the board are in view, and axe finds nothing serious', async (t) => {
  const { page } = await openDuel({ width: 390, height: 844 });
  // The decision keeps to the bottom of the screen (it scrolls within itself), its first choice in view.
  const decision = (await page.locator('.decision-area').boundingBox())!;
  t.true(decision.y >= 0 && decision.y + decision.height <= 844, `the decision is in view (${decision.y}+${decision.height})`);
  const first = (await page.locator('.decision button:visible').first().boundingBox())!;
  t.true(first.y >= decision.y && first.y + first.height <= 844, 'its first choice is in view');
  const board = (await page.locator('.board').boundingBox())!;
  t.true(board.y < 844 && board.y >= 0, `the board starts in view (${board.y})`);
  const opponent = (await page.locator('.side.top').boundingBox())!;
  t.true(opponent.y + 40 < decision.y, 'the opponent is not under the decision');
  const card = (await page.locator('[data-zone="p1.hand"] .card').first().boundingBox())!;
  t.true(card.y + card.height <= decision.y, `the hand's first card is in view above the decision (${card.y}+${card.height})`);
  t.deepEqual(await seriousViolations(page), [], 'axe at phone size');
  await page.screenshot({ path: `${output}table-phone.png` });
  await page.keyboard.press('1');
  await page.locator('.decision:not([data-seq="0"])').first().waitFor();
});

test.serial('axe finds nothing serious on the lobby', async (t) => {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await page.goto(server.url);
  await page.locator('[data-testid=create]').waitFor();
  t.deepEqual(await seriousViolations(page), [], 'axe on the lobby');
});

test.serial('a link whose token was cut short is refused once: the page stops, it does not reconnect', async (t) => {
  const { id, tokens } = await server.host.create({ game: 'duel', seats: { p1: 'person', p2: 'bot:greedy' }, seed: SEED });
  const page = await (await browser.newContext()).newPage();
  let sockets = 0;
  page.on('websocket', () => sockets++);
  await page.goto(`${server.url}/t/${id}#seat=p1&token=${tokens.p1!.slice(0, 20)}`);
  await page.locator('#status.bad').waitFor();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  t.is(sockets, 1, 'one connection, no reconnecting');
  t.regex(await page.locator('#status').innerText(), /the page stopped: reload it with a good link\)$/);
});

/** A view frame's view, or undefined for another frame. */
function viewOf(message: string | Buffer): SeatView | undefined {
  const frame = JSON.parse(String(message)) as { t: string; view?: SeatView };
  return frame.t === 'view' ? frame.view : undefined;
}

test.serial(
  'clock, chat, concede and rematch: the page sends exactly the agreed messages and shows the views they bring',
  async (t) => {
    const { id, tokens } = await server.host.create({ game: 'duel', seats: { p1: 'person', p2: 'bot:greedy' }, seed: SEED });
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    // The server parts that fill these fields are built beside this page: here they are added to
    // the real server's frames, and the new messages are answered here, as those parts will answer.
    const asked: unknown[] = [];
    const chat: ChatLine[] = [{ n: 0, seat: 'p2', at: Date.now(), text: '<b>gl</b> & have fun' }];
    let last: SeatView | undefined;
    let over: SeatView['over'];
    let rematch: SeatView['rematch'];
    const dress = (view: SeatView): SeatView => {
      const now = Date.now();
      const dressed: SeatView = { ...view, chat: { from: 0, total: chat.length, lines: [...chat] } };
      if (over !== undefined)
        Object.assign(dressed, {
          status: 'ended',
          decision: null,
          waitingFor: null,
          over,
          result: 'Player 2 wins (p1 conceded)',
        });
      else {
        dressed.clock = {
          at: now,
          left: { p1: 65_000, p2: 300_000 },
          running: view.decision !== null ? 'p1' : 'p2',
          policy: 'forfeit',
        };
        if (view.decision !== null) dressed.decision = { ...view.decision, deadline: now + 65_000 };
      }
      if (rematch !== undefined) dressed.rematch = rematch;
      return dressed;
    };
    await page.routeWebSocket(/\/ws$/, (ws) => {
      const upstream = ws.connectToServer();
      const push = () => ws.send(JSON.stringify({ t: 'view', view: dress(last!) }));
      ws.onMessage((message) => {
        const m = JSON.parse(String(message)) as { t: string; text?: string };
        if (m.t === 'join' || m.t === 'answer') return upstream.send(message);
        asked.push(m);
        if (m.t === 'chat') chat.push({ n: chat.length, seat: 'p1', at: Date.now(), text: m.text! });
        if (m.t === 'concede') over = { winner: 'p2', reason: 'p1 conceded', how: 'concede' };
        if (m.t === 'rematch') rematch = { table: 'Rematch0000A', seat: 'p2' };
        push();
      });
      upstream.onMessage((message) => {
        const view = viewOf(message);
        if (view === undefined) return ws.send(message);
        last = view;
        push();
      });
    });
    await page.goto(`${server.url}/t/${id}#seat=p1&token=${tokens.p1!}`);
    await page.locator('.decision button:visible').first().waitFor();

    // The clock counts down by itself, second by second, from the view's 1:05.
    const running = page.locator('[data-testid=clock] .running');
    t.regex(await running.innerText(), /^p1 1:0[45]$/);
    await page.locator('[data-testid=clock] .running', { hasText: /^p1 1:0[23]$/ }).waitFor({ timeout: 5000 });
    t.regex(await page.locator('[data-testid=deadline]').innerText(), /^Answer within 1:0[0-3]$/);
    t.is(await page.locator('[data-testid=clock] .policy').innerText(), 'at 0:00: forfeit');

    // Chat lines are text, never markup; a number typed in the chat is a character, not an answer.
    const lines = page.locator('[data-testid=chat-lines] li');
    t.deepEqual(await lines.allInnerTexts(), ['p2: <b>gl</b> & have fun']);
    t.is(await page.locator('[data-testid=chat-lines] li b').count(), 1, 'only the seat label is bold');
    await page.locator('[data-testid=chat-input]').click();
    await page.keyboard.type('1 good game  ');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=chat-lines] li', { hasText: 'good game' }).waitFor();
    t.deepEqual(await lines.allInnerTexts(), ['p2: <b>gl</b> & have fun', 'p1: 1 good game']);
    t.is((await page.locator('.decision button:not([disabled])').count()) > 0, true, 'typing "1" in the chat answered nothing');

    // Concede asks first; "Keep playing" sends nothing.
    await page.locator('[data-testid=concede]').click();
    await page.locator('[data-testid=concede-no]').click();
    t.deepEqual(asked, [{ t: 'chat', text: '1 good game' }]);
    await page.locator('[data-testid=concede]').click();
    await page.locator('[data-testid=concede-yes]').click();
    await page.locator('[data-testid=game-over]').waitFor();
    t.is(await page.locator('[data-testid=outcome]').innerText(), 'You lost');
    t.is(await page.locator('[data-testid=result]').innerText(), 'Player 2 wins (p1 conceded)');
    t.is(await page.locator('[data-testid=concede]').count(), 0, 'no concede once the game is over');
    t.is(await page.title(), 'Duel');

    // The rematch: asked once, then the page goes to the new table as its new seat, with its own token.
    await page.locator('[data-testid=rematch]').click();
    await page.waitForURL(`${server.url}/t/Rematch0000A#seat=p2&token=${tokens.p1!}`);
    t.deepEqual(asked, [{ t: 'chat', text: '1 good game' }, { t: 'concede' }, { t: 'rematch' }]);
  },
);

test.serial('a dropped page counts its reconnect down each second, and "Reconnect now" does not wait', async (t) => {
  const { id, tokens } = await server.host.create({ game: 'duel', seats: { p1: 'person', p2: 'bot:greedy' }, seed: SEED });
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  let cut = false;
  let sockets = 0;
  const open: { close(): Promise<void> }[] = [];
  await page.routeWebSocket(/\/ws$/, (ws) => {
    sockets++;
    if (cut) return void ws.close();
    ws.connectToServer();
    open.push(ws);
  });
  await page.goto(`${server.url}/t/${id}#seat=p1&token=${tokens.p1!}`);
  await page.locator('.decision button:visible').first().waitFor();
  cut = true;
  await open.pop()!.close();
  // Every try is cut: the waits grow 0.5 s, 1 s, 2 s, 4 s, and the 4 s one is counted down.
  const words = page.locator('[data-testid=reconnect-in]');
  await page.locator('[data-testid=reconnect-in]', { hasText: 'reconnecting in 4 s' }).waitFor({ timeout: 15_000 });
  await page.locator('[data-testid=reconnect-in]', { hasText: 'reconnecting in 3 s' }).waitFor({ timeout: 2500 });
  t.is(await words.innerText(), 'Connection lost; reconnecting in 3 s');
  t.is(await page.locator('.decision button:not([disabled])').count(), 0, 'no answer while disconnected');
  const before = sockets;
  cut = false;
  await page.locator('[data-testid=reconnect-now]').click();
  await page.locator('.decision button:not([disabled]):visible').first().waitFor({ timeout: 2000 });
  t.is(sockets, before + 1, 'one new connection, at once');
  t.is(await page.locator('#status').innerText(), 'Connected as p1');
  t.true(await page.locator('[data-testid=reconnect]').isHidden());
});

test.serial(
  'a spectator watches a War (played whole at its start): no concede, no chat form, the first seat at the bottom',
  async (t) => {
    const { id } = await server.host.create({ game: 'war', seats: { p1: 'person', p2: 'person' }, seed: 5 });
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto(`${server.url}/t/${id}`);
    await page.locator('[data-testid=game-over]').waitFor();
    t.is(await page.locator('.table-title').innerText(), 'War · watching');
    t.is(await page.title(), 'War');
    t.is(await page.locator('[data-testid=concede]').count(), 0);
    t.is(await page.locator('[data-testid=chat-input]').count(), 0, 'spectators read the chat only');
    t.is(await page.locator('[data-testid=rematch]').count(), 0, 'a spectator asks for no rematch');
    t.deepEqual(await page.locator('.side[data-owner] > .seat-name').allInnerTexts(), ['p2', 'p1']);
    t.is(await page.locator('.side.mine').count(), 0, 'no seat is outlined as "you"');
    // Joining a game is not its last action: only the newest log line is marked.
    const log = await page.locator('[data-testid=log] p').allInnerTexts();
    t.deepEqual(await page.locator('[data-testid=log] p.new').allInnerTexts(), [log[log.length - 1]!]);
    t.deepEqual(await seriousViolations(page), [], 'axe on a spectator page');
    await page.screenshot({ path: `${output}table-war-spectator.png` });
  },
);
