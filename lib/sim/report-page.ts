// reportPage(): a simulation report as one self-contained HTML page. Charts are inline SVG, the
// style is inline, the one script (sorting the card table) is inline and pinned by its hash in the
// page's Content-Security-Policy, which also forbids loading anything: the page works from a file,
// offline, and a name that slipped past escaping still could not run a script or call out.
import { cardTable, DEAD_RULE_WORDS, MAX_PAGE_CARDS } from './page/card-table.js';
import { checkPageInput } from './page/check-input.js';
import { forestPlot, type PageArm } from './page/forest-plot.js';
import { lengthChart } from './page/length-chart.js';
import { PAGE_STYLE, SORT_SCRIPT, SORT_SCRIPT_HASH } from './page/page-style.js';
import { seatsChart } from './page/seats-chart.js';
import { count, html, name, percent, points } from './page/text.js';
import type { LengthReport, SimulationReport } from './report-types.js';

export type { PageArm } from './page/forest-plot.js';
export { MAX_PAGE_CARDS } from './page/card-table.js';

/**
 * The most seats the page draws (the first ones; the JSON report has them all).
 *
 * @example report.seats.length > MAX_PAGE_SEATS; // the page says how many it left out
 */
export const MAX_PAGE_SEATS = 64;

/**
 * The most sweep arms the page draws, in the order given.
 *
 * @example arms.slice(0, MAX_PAGE_ARMS);
 */
export const MAX_PAGE_ARMS = 200;

/**
 * What the page shows: a simulation's report, and when the run was a
 * same-seed sweep, its arms (drawn as a forest plot; no arms, no plot).
 *
 * @example const input: ReportPageInput = { ...result.report, arms: [{ name: 'goblin cost 3', change: 0.012, low: 0.004, high: 0.02, distinguishable: true }] };
 */
export type ReportPageInput = SimulationReport & { arms?: readonly PageArm[] };

/**
 * What the report itself does not say: which game ran, and when.
 *
 * @example reportPage(report, { game: 'examples/war/game.ts (warGame)', date: '2026-11-26 19:40 UTC' });
 */
export interface ReportPageOptions {
  /** The game, as the page's title names it (e.g. its module and export). Default: "a card game". */
  game?: string;
  /** When the run was made, as text. Default: now, in UTC to the minute. */
  date?: string;
}

/**
 * A report as one self-contained HTML page: the seats' win shares with
 * their intervals, the game-length histograms, the card table (sortable,
 * dead cards marked) and, when given, sweep arms as a forest plot. Every
 * name from the report is escaped and cut to 80 characters, and at most
 * MAX_PAGE_CARDS cards, MAX_PAGE_SEATS seats and MAX_PAGE_ARMS arms are
 * drawn, so a page stays under 1.5 MB whatever the report holds (about
 * 1 KB a card with short names, 2 KB at worst).
 *
 * @example writeFileSync('report.html', reportPage((await simulate(request)).report, { game: 'War' }));
 */
export function reportPage(report: ReportPageInput, options: ReportPageOptions = {}): string {
  checkPageInput(report);
  const game = options.game ?? 'a card game';
  const date = options.date ?? `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  // Escaped here, once: the game and the date are anyone's text too.
  const run = `${count(report.games)} games from seed ${report.seed}, ${name(date)}`;
  const sections = [seatsSection(report), lengthSection(report), cardsSection(report)];
  if (report.arms !== undefined && report.arms.length > 0) sections.push(armsSection(report.arms));
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src '${SORT_SCRIPT_HASH}'; img-src data:; form-action 'none'; base-uri 'none'">
<meta name="generator" content="cardweave sim">
<title>${name(game)}: simulation report (${run})</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<header>
<h1>${name(game)}: simulation report</h1>
<p class="run">${run}</p>
</header>
<main>
${sections.join('\n')}
</main>
<script>${SORT_SCRIPT}</script>
</body>
</html>
`;
}

function seatsSection(report: ReportPageInput): string {
  const seats = report.seats.slice(0, MAX_PAGE_SEATS);
  const decided = report.games - report.draws - report.cut;
  const fair = report.seats.length === 0 ? 0 : decided / report.games / report.seats.length;
  const cut =
    report.seats.length > seats.length ? `<p>The first ${seats.length} of ${report.seats.length} seats are drawn.</p>` : '';
  const list = seats
    .map(
      (s) =>
        `<dt>${name(s.seat)}</dt><dd>${percent(s.winShare)} (${count(s.wins)} wins; 95% interval ${percent(s.low)} to ${percent(s.high)})</dd>`,
    )
    .join('');
  return `<section id="seats">
<h2>Seats</h2>
<p>${firstSeatWords(report)}</p>
${seats.length > 0 ? seatsChart(seats, fair) : '<p>No seat won a game.</p>'}
<p class="legend">Bars: each seat's share of all games won; black whiskers: its 95% interval; <span class="key-fair">dashed line</span>: a fair share, ${percent(fair)} (the decided games split evenly).</p>
${cut}<dl class="figures">${list}<dt>Draws</dt><dd>${count(report.draws)}</dd><dt>Cut by a cap</dt><dd>${count(report.cut)}</dd><dt>Balance</dt><dd>${report.balance.toFixed(3)} (1 − the largest gap between two seats; 1 is even)</dd></dl>
</section>`;
}

/** The first-seat advantage in words: how large, and whether chance explains it. */
export function firstSeatWords(report: SimulationReport): string {
  const first = report.firstSeat;
  if (first === null) return 'With one seat there is no first-seat advantage to measure.';
  const who = `The first seat, ${name(first.seat)},`;
  const others = report.seats.length === 2 ? 'the other seat' : 'the other seats on average';
  const size = Math.abs(first.advantage) * 100;
  const verdict = first.clear
    ? 'Its 95% interval leaves out a fair share: the difference is clear, not chance.'
    : 'Its 95% interval holds a fair share: the difference may be chance.';
  if (size < 0.05) return `${who} wins as often as ${others}. ${verdict}`;
  return `${who} wins ${size.toFixed(1)} percentage points ${first.advantage > 0 ? 'more' : 'less'} often than ${others}. ${verdict}`;
}

function lengthSection(report: SimulationReport): string {
  const part = (length: LengthReport | null, what: string, title: string) =>
    length === null
      ? `<h3>${title}</h3><p>The games did not count their ${what}.</p>`
      : length.max === 0
        ? `<h3>${title}</h3><p>None of the ${count(length.games)} games had any ${what}.</p>`
        : `<h3>${title}</h3><p>Over ${count(length.games)} games: median ${length.p50}, 90th percentile ${length.p90}, 99th percentile ${length.p99}; mean ${length.mean.toFixed(1)}, from ${length.min} to ${length.max}.</p>${lengthChart(length, what)}`;
  return `<section id="length">
<h2>Game length</h2>
${part(report.gameLength.turns, 'turns', 'Turns')}
${part(report.gameLength.decisions, 'decisions', 'Decisions')}
<p class="legend">Bars: games by length; <span class="key-mark">dashed lines</span>: the median (p50), 90th and 99th percentiles.</p>
</section>`;
}

function cardsSection(report: SimulationReport): string {
  const cards = report.cards;
  if (cards.length === 0) return `<section id="card-figures"><h2>Cards</h2><p>The games tracked no cards.</p></section>`;
  const dead = cards.filter((c) => c.dead).length;
  const shown =
    cards.length > MAX_PAGE_CARDS
      ? ` The ${MAX_PAGE_CARDS} strongest of ${count(cards.length)} cards are listed; the JSON report (--json) has them all.`
      : '';
  return `<section id="card-figures">
<h2>Cards</h2>
<p>${count(cards.length)} cards, strongest first (by win share when played), ${dead === 0 ? 'none' : count(dead)} marked dead. Counted per seat and game; each share with its 95% interval. Click a heading to sort.${shown}</p>
<p class="legend">${html(DEAD_RULE_WORDS)}</p>
${cardTable(cards)}
</section>`;
}

function armsSection(arms: readonly PageArm[]): string {
  const drawn = arms.slice(0, MAX_PAGE_ARMS);
  const list = drawn
    .map(
      (a) =>
        `<li>${name(a.name)}: ${points(a.change)} (95% interval ${points(a.low)} to ${points(a.high)}), ${a.distinguishable ? 'distinguishable' : 'not distinguishable from the base arm'}</li>`,
    )
    .join('');
  const cut = arms.length > drawn.length ? `<p>The first ${drawn.length} of ${arms.length} arms are drawn.</p>` : '';
  return `<section id="arms">
<h2>Sweep arms</h2>
<p>Each arm's change against the base arm, played on the same seeds, with its paired 95% interval. A filled point is distinguishable from no change; a hollow one is not.</p>
${forestPlot(drawn)}
${cut}<ul>${list}</ul>
</section>`;
}
