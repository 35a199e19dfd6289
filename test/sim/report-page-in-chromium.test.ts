// The report page as a reader sees it: Debian's Chromium (through playwright-core) opens the file at
// a desktop's 1280×800 and a phone's 390×844, and the test screenshots both (into its temp folder,
// or into $REPORT_PAGE_SHOTS to look at them). Nothing may overflow sideways, nothing may be loaded
// but the file, no console error, the card named <script> must not run, and the headings sort.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import test from 'ava';
import type { Browser } from 'playwright-core';
import { simulate, type SimulationReport } from '../../lib/index.js';
import { reportPage } from '../../lib/sim/index.js';
import { closeChromium, launchChromium } from '../../tools/pictures/chromium.js';
import { within } from '../../tools/within.js';
import { ARMS, SMALL_REPORT } from './fixtures/page-reports.js';

const DUEL = { module: import.meta.resolve('../../examples/duel/game.js'), export: 'duelGame' };
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

let browser: Browser | undefined;
let folder: string;
let duel: SimulationReport;

test.before(async () => {
  folder = process.env.REPORT_PAGE_SHOTS ?? mkdtempSync(join(tmpdir(), 'cardweave-report-page-'));
  mkdirSync(folder, { recursive: true });
  duel = (await simulate({ game: DUEL, games: 300, seed: 1, workers: 1 })).report;
  browser = await launchChromium();
});

test.after.always(async () => {
  if (browser !== undefined) await closeChromium(browser);
  if (process.env.REPORT_PAGE_SHOTS === undefined) rmSync(folder, { recursive: true, force: true });
});

/**
 * Measured in the page (a string: this project's TypeScript has no DOM types). An SVG's text is
 * drawn at its font size times the SVG's scale, its width over its viewBox's.
 */
const MEASURE = `({
  scrollWidth: document.documentElement.scrollWidth,
  innerWidth: window.innerWidth,
  title: document.title,
  widest: Math.max(...[...document.querySelectorAll('body *')].map((e) => e.getBoundingClientRect().right)),
  smallestFont: Math.min(...[...document.querySelectorAll('svg.chart text, td, th, p')].map((e) => {
    const svg = e.closest('svg');
    const scale = svg === null ? 1 : svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    return parseFloat(getComputedStyle(e).fontSize) * scale;
  })),
})`;

/** Opens `html` from a file at `size`; returns what it loaded, logged and showed, and its width. */
async function open(html: string, file: string, size: (typeof SIZES)[number]) {
  const path = join(folder, `${file}.html`);
  writeFileSync(path, html);
  const context = await browser!.newContext({ viewport: { width: size.width, height: size.height } });
  const page = await context.newPage();
  const requests: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  await within(30_000, `${file} to load`, page.goto(pathToFileURL(path).href));
  const layout = await page.evaluate<{
    scrollWidth: number;
    innerWidth: number;
    title: string;
    widest: number;
    smallestFont: number;
  }>(MEASURE);
  const shot = join(folder, `${file}.png`);
  await page.screenshot({ path: shot, fullPage: true });
  await page.screenshot({ path: join(folder, `${file}-first-screen.png`) });
  return { page, context, requests, problems, layout, url: pathToFileURL(path).href };
}

for (const size of SIZES) {
  test.serial(
    `at ${size.width}×${size.height}: nothing overflows, only the file loads, no console error, <script> does not run`,
    async (t) => {
      for (const [file, html] of [
        [
          `small-${size.name}`,
          reportPage({ ...SMALL_REPORT, arms: ARMS }, { game: 'War <i>twist</i> (warGame)', date: '2026-11-26 19:40 UTC' }),
        ],
        [`duel-${size.name}`, reportPage(duel, { game: 'examples/duel/game.ts (duelGame)', date: '2026-11-26 19:40 UTC' })],
      ] as const) {
        const { context, requests, problems, layout, url } = await open(html, file, size);
        try {
          t.deepEqual(requests, [url], `${file}: the file and nothing else`);
          t.deepEqual(problems, [], file);
          t.true(
            layout.scrollWidth <= layout.innerWidth,
            `${file}: ${layout.scrollWidth} px wide in a ${layout.innerWidth} px window`,
          );
          t.false(layout.title.includes('pwned'), file);
          if (file.startsWith('small'))
            t.is(layout.title, 'War <i>twist</i> (warGame): simulation report (1,000 games from seed 7, 2026-11-26 19:40 UTC)');
          // Not even inside a box: on a phone the card table turns into a block of labelled lines per card.
          t.true(layout.widest <= layout.innerWidth, `${file}: an element ends at ${layout.widest} px`);
          t.true(layout.smallestFont >= 10, `${file}: text of ${layout.smallestFont.toFixed(1)} px`);
          t.log(
            `${file}: widest element ends at ${Math.round(layout.widest)} px; smallest text ${layout.smallestFont.toFixed(1)} px; ${folder}/${file}.png`,
          );
        } finally {
          await context.close();
        }
      }
    },
  );
}

test.serial('a click on a heading sorts the card table by that column, a second click reverses it', async (t) => {
  const { context, page, problems } = await open(reportPage(SMALL_REPORT, { date: 'd' }), 'sorting', SIZES[0]);
  try {
    const names = () => page.$$eval('#cards tbody th', (cells) => cells.map((c) => c.textContent));
    t.deepEqual(await names(), ['Dragon "Fury" & Co', '<script>document.title="pwned"</script>', 'Blank <b>card</b>']);
    await page.click('#cards thead th[data-col="1"] button'); // Drawn: 600, 400, 500
    t.deepEqual(await names(), ['Dragon "Fury" & Co', 'Blank <b>card</b>', '<script>document.title="pwned"</script>']);
    await page.click('#cards thead th[data-col="1"] button');
    t.deepEqual(await names(), ['<script>document.title="pwned"</script>', 'Blank <b>card</b>', 'Dragon "Fury" & Co']);
    t.is(await page.getAttribute('#cards thead th[data-col="1"]', 'aria-sort'), 'ascending');
    await page.click('#cards thead th[data-col="0"] button'); // Card, as text, descending first
    t.deepEqual(await names(), ['Dragon "Fury" & Co', 'Blank <b>card</b>', '<script>document.title="pwned"</script>']);
    t.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
