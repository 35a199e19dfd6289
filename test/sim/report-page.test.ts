// reportPage(): one self-contained HTML page from a report. Checked here as text: every name escaped,
// nothing loaded from anywhere, the SVG's shapes where the figures put them, the sentences exact,
// the page bounded, and a report that is not one refused in one line. test/sim/report-page-in-chromium
// opens it in a browser.
import test from 'ava';
import { type SimulationReport } from '../../lib/index.js';
import { MAX_PAGE_ARMS, MAX_PAGE_SEATS } from '../../lib/sim/report-page.js';
import { MAX_PAGE_CARDS } from '../../lib/sim/page/card-table.js';
import { reportPage, wilson } from '../../lib/sim/index.js';
import { forestSpan, forestX } from '../../lib/sim/page/forest-plot.js';
import { LENGTH_CHART } from '../../lib/sim/page/length-chart.js';
import { seatX, SEAT_CHART } from '../../lib/sim/page/seats-chart.js';
import { SORT_SCRIPT_HASH } from '../../lib/sim/page/page-style.js';
import { ARMS, SMALL_REPORT } from './fixtures/page-reports.js';

const ABOUT = { game: 'War <i>twist</i> & co', date: '2026-11-26 19:40 UTC' };
const page = reportPage({ ...SMALL_REPORT, arms: ARMS }, ABOUT);

/** The attributes of every element named `tag` with class `cls`, in page order. */
function shapes(html: string, tag: string, cls: string): Record<string, string>[] {
  const found = [];
  for (const [, attrs] of html.matchAll(new RegExp(`<${tag} class="${cls}"([^>]*)>`, 'g')))
    found.push(Object.fromEntries([...attrs!.matchAll(/([a-z0-9-]+)="([^"]*)"/g)].map(([, k, v]) => [k!, v!])));
  return found;
}

const round = (n: number) => Math.round(n * 10) / 10;

test("every name from the report is escaped: a card named <script> is text, and the only script is the page's own", (t) => {
  t.true(
    page.includes(
      '<th scope="row" data-v="&#60;script&#62;document.title=&#34;pwned&#34;&#60;/script&#62;">&#60;script&#62;document.title=&#34;pwned&#34;&#60;/script&#62;</th>',
    ),
  );
  t.true(page.includes('>Dragon &#34;Fury&#34; &#38; Co</th>'));
  t.true(
    page.includes(
      '<li>&#60;img src=x onerror=alert(1)&#62;: -3.0 points (95% interval -5.0 points to -1.0 points), distinguishable</li>',
    ),
  );
  t.is(page.match(/<script/gi)?.length, 1, 'one script element');
  t.false(/<(img|b|i)[\s>]/i.test(page), 'no markup from a name');
  t.true(
    page.includes(
      '<title>War &#60;i&#62;twist&#60;/i&#62; &#38; co: simulation report (1,000 games from seed 7, 2026-11-26 19:40 UTC)</title>',
    ),
  );
  t.true(
    page.includes(
      '<h1>War &#60;i&#62;twist&#60;/i&#62; &#38; co: simulation report</h1>\n<p class="run">1,000 games from seed 7, 2026-11-26 19:40 UTC</p>',
    ),
  );
});

test("nothing is loaded from anywhere: no src or href, no URL, and a policy that allows only the page's own script", (t) => {
  const tags = [...page.matchAll(/<[a-zA-Z][^>]*>/g)].map(([tag]) => tag);
  t.deepEqual(
    tags.filter((tag) => /\s(src|href|action|srcset|xlink:href)=/i.test(tag)),
    [],
  );
  t.false(/https?:\/\//i.test(page));
  t.false(/url\(/i.test(page), 'no CSS url()');
  t.true(
    page.includes(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src '${SORT_SCRIPT_HASH}'; img-src data:; form-action 'none'; base-uri 'none'">`,
    ),
  );
});

test('the seat bars end at each win share and the whiskers span each interval, on a 0-100% axis', (t) => {
  const bars = shapes(page, 'rect', 'share');
  t.deepEqual(
    bars.map((b) => [Number(b.x), Number(b.width)]),
    SMALL_REPORT.seats.map((s) => [SEAT_CHART.left, round(s.winShare * SEAT_CHART.plot)]),
  );
  t.deepEqual([Number(bars[0]!.width), Number(bars[1]!.width)], [144, 198], '40% and 55% of 360');
  const whiskers = shapes(page.slice(0, page.indexOf('id="length"')), 'line', 'interval').filter((l) => l.y1 === l.y2);
  t.deepEqual(
    whiskers.map((l) => [Number(l.x1), Number(l.x2)]),
    SMALL_REPORT.seats.map((s) => [round(seatX(s.low)), round(seatX(s.high))]),
  );
  // A fair share: 950 decided games of 1000 split between two seats.
  t.is(Number(shapes(page, 'line', 'fair')[0]!.x1), round(seatX(0.475)));
  t.true(
    page.includes(
      '<p>The first seat, p1, wins 15.0 percentage points less often than the other seat. Its 95% interval leaves out a fair share: the difference is clear, not chance.</p>',
    ),
  );
});

test('the histogram bars stand one per bin, as tall as their games, the tallest full height', (t) => {
  const bins = SMALL_REPORT.gameLength.turns!.bins;
  const bars = shapes(page, 'rect', 'bin');
  const slot = LENGTH_CHART.plot / bins.length;
  t.deepEqual(
    bars.map((b) => [Number(b.x), Number(b.height)]),
    bins.map((b, i) => [round(LENGTH_CHART.left + i * slot + 1), round((b.games / 300) * LENGTH_CHART.height)]),
  );
  t.true(page.includes('<title>11 turns: 300 games</title>'));
  t.true(page.includes('>p50 11</text>') && page.includes('>p90 14</text>') && page.includes('>p99 16</text>'));
  t.true(page.includes('<h3>Decisions</h3><p>The games did not count their decisions.</p>'));
  const none = { games: 1000, p50: 0, p90: 0, p99: 0, mean: 0, min: 0, max: 0, bins: [{ from: 0, to: 0, games: 1000 }] };
  const war = reportPage({ ...SMALL_REPORT, gameLength: { turns: SMALL_REPORT.gameLength.turns, decisions: none } }, ABOUT);
  t.true(war.includes('<h3>Decisions</h3><p>None of the 1,000 games had any decisions.</p>'), 'no chart of one bar at 0');
});

test('percentiles of one value share one mark', (t) => {
  const turns = { ...SMALL_REPORT.gameLength.turns!, p90: 16, p99: 16 };
  const html = reportPage({ ...SMALL_REPORT, gameLength: { turns, decisions: null } }, ABOUT);
  t.is(shapes(html, 'line', 'mark').length, 2);
  t.true(html.includes('>p90, p99 16</text>'));
});

test('sweep arms make a forest plot: each point at its change, its line across its interval, hollow when not distinguishable', (t) => {
  const span = forestSpan(ARMS);
  t.is(span, 0.06);
  const points = shapes(page, 'circle', 'change').filter((c) => c.r === '6');
  t.deepEqual(
    points.map((c) => Number(c.cx)),
    ARMS.map((a) => round(forestX(a.change, span))),
  );
  t.deepEqual(
    [...page.matchAll(/<g class="arm ([a-z]+)">/g)].map(([, c]) => c),
    ['distinguishable', 'same', 'distinguishable'],
  );
  t.true(
    page.includes(
      '<li>goblin cost 3: +0.5 points (95% interval -1.0 points to +2.0 points), not distinguishable from the base arm</li>',
    ),
  );
  t.is(round(forestX(0, span)), 160 + 150, 'no change in the middle');
  t.false(reportPage(SMALL_REPORT, ABOUT).includes('Sweep arms'), 'no arms, no plot');
  t.false(reportPage({ ...SMALL_REPORT, arms: [] }, ABOUT).includes('Sweep arms'));
});

test('dead cards are marked in words, with the rule above the table', (t) => {
  t.true(page.includes('<tr class="dead"><th scope="row" data-v="Blank &#60;b&#62;card&#60;/b&#62;">'));
  t.true(page.includes('<td data-v="rarely played">dead: rarely played</td></tr>'));
  t.is(page.match(/<tr class="dead">/g)?.length, 1);
  t.true(page.includes('A card drawn in at least 100 seat-games is dead when it was rarely played (in under 10% of them)'));
});

test(`the page draws at most ${MAX_PAGE_CARDS} cards, ${MAX_PAGE_SEATS} seats and ${MAX_PAGE_ARMS} arms and cuts long names: at worst under 1.5 MB`, (t) => {
  const long = (i: number) => `${'<'.repeat(199)}${i % 10}`;
  const cards = Array.from({ length: 10_000 }, (_, i) => ({ ...SMALL_REPORT.cards[0]!, card: long(i) }));
  const seats = Array.from({ length: 100 }, (_, i) => ({ ...SMALL_REPORT.seats[0]!, seat: long(i) }));
  const arms = Array.from({ length: 300 }, (_, i) => ({ ...ARMS[0]!, name: long(i) }));
  const html = reportPage({ ...SMALL_REPORT, cards, seats, arms }, { game: long(0), date: long(1) });
  t.is(shapes(html, 'rect', 'share').length, MAX_PAGE_SEATS);
  t.is(html.match(/<g class="arm /g)?.length, MAX_PAGE_ARMS);
  t.true(
    html.includes(`The first ${MAX_PAGE_SEATS} of 100 seats are drawn.`) &&
      html.includes(`The first ${MAX_PAGE_ARMS} of 300 arms are drawn.`),
  );
  t.is(html.match(/<tr( class="dead")?><th scope="row"/g)?.length, MAX_PAGE_CARDS);
  t.true(html.includes(`The ${MAX_PAGE_CARDS} strongest of 10,000 cards are listed; the JSON report (--json) has them all.`));
  t.true(html.includes(`>${'&#60;'.repeat(79)}…</th>`), 'names cut to 80 characters');
  t.log(`${html.length} characters`);
  t.true(html.length < 1_500_000);
});

test('a figure that a report cannot hold is refused in one line naming the field', (t) => {
  const bad: [unknown, string][] = [
    [null, 'reportPage(): the report must be an object, got null'],
    [
      { ...SMALL_REPORT, seats: [{ ...SMALL_REPORT.seats[0], winShare: Number.NaN }] },
      'reportPage(): seats[0].winShare must be a share from 0 to 1, got NaN',
    ],
    [{ ...SMALL_REPORT, seats: [{ ...SMALL_REPORT.seats[0], seat: 7 }] }, 'reportPage(): seats[0].seat must be a string, got 7'],
    [
      { ...SMALL_REPORT, cards: [{ ...SMALL_REPORT.cards[0], high: 1.5 }] },
      'reportPage(): cards[0].high must be a share from 0 to 1, got 1.5',
    ],
    [{ ...SMALL_REPORT, games: 0 }, 'reportPage(): games must be at least 1, got 0'],
    [
      { ...SMALL_REPORT, arms: [{ ...ARMS[0], low: 0.05 }] },
      'reportPage(): arms[0] must be low <= change <= high, got 0.05, 0.04, 0.06',
    ],
    [
      { ...SMALL_REPORT, arms: [{ ...ARMS[0], distinguishable: 'yes' }] },
      'reportPage(): arms[0].distinguishable must be true or false, got "yes"',
    ],
    [{ ...SMALL_REPORT, arms: 'none' }, 'reportPage(): arms must be an array, got "none"'],
  ];
  for (const [report, message] of bad)
    t.is(t.throws(() => reportPage(report as SimulationReport), { instanceOf: TypeError }).message, message);
});

test('the first seat in words: ahead, behind, even; within chance; one seat', (t) => {
  const words = (advantage: number, clear: boolean, seats = SMALL_REPORT.seats) =>
    reportPage({ ...SMALL_REPORT, seats, firstSeat: seats.length < 2 ? null : { seat: 'p1', advantage, clear } }, ABOUT).match(
      /<section id="seats">\n<h2>Seats<\/h2>\n<p>([^<]*)<\/p>/,
    )![1];
  t.is(
    words(0.032, true),
    'The first seat, p1, wins 3.2 percentage points more often than the other seat. Its 95% interval leaves out a fair share: the difference is clear, not chance.',
  );
  t.is(
    words(-0.01, false),
    'The first seat, p1, wins 1.0 percentage points less often than the other seat. Its 95% interval holds a fair share: the difference may be chance.',
  );
  t.is(
    words(0, false),
    'The first seat, p1, wins as often as the other seat. Its 95% interval holds a fair share: the difference may be chance.',
  );
  const three = [...SMALL_REPORT.seats, { seat: 'p3', wins: 0, ...{ winShare: 0, ...wilson(0, 1000) } }].map(
    ({ share: _, ...s }: any) => s,
  );
  t.regex(words(0.1, true, three)!, /than the other seats on average\./);
  t.is(words(0, false, [SMALL_REPORT.seats[0]!]), 'With one seat there is no first-seat advantage to measure.');
});
