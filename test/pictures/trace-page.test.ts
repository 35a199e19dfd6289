// npm run trace -- FILE --html OUT, opened in Chromium as a reader would: the page draws the game's
// picture without the network, and each step highlights the node running, the hooks that fired and
// its log lines. Screenshots of the steps go to test-output/trace-page/ (git-ignored) to look at.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import test from 'ava';
import type { Browser, Page } from 'playwright-core';
import { recordTrace, type GamePicture } from '../../lib/index.js';
import { readTrace, type TraceRecord } from '../../lib/pictures/index.js';
import { warGame } from '../../examples/war/game.js';
import { reversalPack } from '../../examples/war/packs/reversal.js';
import { warPicture } from '../../examples/war/picture.js';
import { twist } from '../../examples/war/twist/pack.js';
import { closeChromium, launchChromium } from '../../tools/pictures/chromium.js';
import { runTraceCommand } from '../../tools/trace-command.js';
import { tempFolderForFile } from '../temp-folder.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const shots = join(root, 'test-output', 'trace-page');
const dir = tempFolderForFile('trace-page-');
const packs = [twist, reversalPack];
const picture: GamePicture = warPicture(packs);

/** A traced twist game with the Reversal pack, seed 3, as `npm start -- --trace` writes it. */
function tracedGame(): { file: string; runs: TraceRecord[] } {
  const engine = warGame.createEngine({ seed: 3, packs });
  const lines: string[] = [];
  const stop = recordTrace(engine, (line) => lines.push(line), { picture });
  engine.run();
  stop();
  const file = join(dir, 'game.jsonl');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return { file, runs: readTrace(lines).runs };
}

function trace(...argv: string[]): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = runTraceCommand(argv, { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err: err.replaceAll(dir, 'DIR') };
}

const { file, runs } = tracedGame();
const html = join(dir, 'game.html');
let browser: Browser | undefined;

test.before(async () => {
  browser = await launchChromium();
});

test.after.always(async () => {
  if (browser !== undefined) await closeChromium(browser);
});

test.serial(
  '--html writes one self-contained page; an existing page is kept unless --force; mistakes are one line, exit 2',
  (t) => {
    t.deepEqual(trace(file, '--html', html), {
      code: 0,
      out: `Wrote ${html}: ${runs.length} node runs to step through\n`,
      err: '',
    });
    const page = readFileSync(html, 'utf8');
    t.true(page.startsWith('<!doctype html>'));
    t.false(/<script[^>]+src="(?!data:)/.test(page), 'every script is in the page');
    writeFileSync(join(dir, 'notes.html'), 'my notes');
    t.deepEqual(trace(file, '--html', join(dir, 'notes.html')), {
      code: 2,
      out: '',
      err: 'trace: Page "DIR/notes.html" already exists: pass --force to replace it\n',
    });
    t.is(readFileSync(join(dir, 'notes.html'), 'utf8'), 'my notes');
    t.is(trace(file, '--html', join(dir, 'notes.html'), '--force').code, 0);
    t.true(readFileSync(join(dir, 'notes.html'), 'utf8').startsWith('<!doctype html>'));
    t.deepEqual(trace(file, '--force'), {
      code: 2,
      out: '',
      err: 'trace: --force only lets --html replace its page: give --html OUT too\n',
    });
    t.deepEqual(trace(file, '--html'), {
      code: 2,
      out: '',
      err: 'trace: --html needs the path of the page to write, got nothing\n',
    });
    t.deepEqual(trace(file, '--html', join(dir, 'no', 'such', 'page.html')), {
      code: 2,
      out: '',
      err: 'trace: Cannot write page "DIR/no/such/page.html": its folder does not exist (ENOENT)\n',
    });
  },
);

/** The ids of the picture's boxes marked `mark` on the page. */
async function marked(page: Page, mark: string): Promise<string[]> {
  const ids = await page
    .locator(`#picture g.node.${mark}`)
    .evaluateAll((boxes) => boxes.map((box) => (box as unknown as { id: string }).id));
  return ids.map((id) => /-flowchart-(.+)-\d+$/.exec(id)![1]!).sort();
}

test.serial(
  'the page draws the picture with no network, and ten steps forward each highlight the node, the hooks that fired and the log lines of that run',
  async (t) => {
    const page = await browser!.newPage({ viewport: { width: 1400, height: 900 } });
    page.setDefaultTimeout(30_000);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (!/^(file|data):/.test(request.url())) fetched.push(request.url());
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(pathToFileURL(html).href);
    await page.waitForSelector('body[data-ready="true"]');
    t.is(await page.locator('#picture svg').count(), 1, 'the picture is drawn');
    // Jump to the first reveal, where twist's mask runs, then step.
    const start = runs.findIndex((run) => run.node === 'war.reveal');
    await page.locator('#slider').fill(String(start));
    mkdirSync(shots, { recursive: true });
    for (let n = 1; n <= 10; n++) {
      await page.click('#next');
      const i = start + n;
      const run = runs[i]!;
      t.is(await page.locator('body').getAttribute('data-step'), String(i));
      t.true((await page.locator('#position').textContent())!.startsWith(`step ${run.step} · ${i + 1} of ${runs.length}`));
      const own = picture.nodes[run.node];
      const card = run.effect === undefined ? [] : (picture.cards[run.effect] ?? []);
      t.deepEqual(
        await marked(page, 'is-current'),
        [...(own === undefined ? [] : [own]), ...card].sort(),
        `step ${run.step}: ${run.node}`,
      );
      // A node listed in its caller's label lights that caller's box (a node's, or a card's).
      const callers = run.via === undefined ? [] : [picture.nodes[run.via.node], ...(picture.cards[run.via.effect ?? ''] ?? [])];
      const inside = own === undefined ? (picture.folded[run.node] ?? []).filter((id) => callers.includes(id)) : [];
      t.deepEqual(await marked(page, 'is-inside'), inside.sort(), `step ${run.step}: ${run.node} in its caller`);
      if (own === undefined) t.is(inside.length, 1, `step ${run.step}: ${run.node} lights the one box that ran it`);
      const fired = picture.hooks
        .filter((h) => run.hooks.some((r) => (r.node ?? run.node) === h.node && r.phase === h.phase && r.key === h.key))
        .map((h) => h.id);
      t.deepEqual(
        await marked(page, 'is-fired'),
        [...new Set(fired)].sort(),
        `step ${run.step}: hooks ${JSON.stringify(run.hooks)}`,
      );
      t.deepEqual(await page.locator('#log .line.now').allTextContents(), run.log ?? [], `step ${run.step}: its log lines`);
      await page.screenshot({ path: join(shots, `step-${String(n).padStart(2, '0')}.png`) });
    }
    t.deepEqual(fetched, [], 'nothing fetched from the network');
    t.deepEqual(errors, []);
    await page.close();
  },
);
