// The report page's style and its one script, kept apart from the markup. The palette is
// Okabe and Ito's, chosen to stay distinct under the common colour blindnesses, and nothing is
// told by colour alone: intervals are whiskers, dead cards say so in words, arms say whether they
// are distinguishable.
import { createHash } from 'node:crypto';

/** The page's CSS: system fonts (no font is fetched), charts that scale to the page's width. */
export const PAGE_STYLE = `
:root { --blue: #0072B2; --orange: #E69F00; --vermillion: #D55E00; --ink: #1a1a1a; --grey: #6b6b6b; --rule: #d9d9d9; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 980px; padding: 24px 20px 48px; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; color: var(--ink); background: #fff; }
h1 { font-size: 1.6rem; line-height: 1.25; margin: 0 0 4px; overflow-wrap: anywhere; }
h2 { font-size: 1.2rem; margin: 32px 0 8px; border-bottom: 1px solid var(--rule); padding-bottom: 4px; }
h3 { font-size: 1rem; margin: 16px 0 4px; }
p { margin: 6px 0; overflow-wrap: anywhere; }
.run { color: var(--grey); margin: 0 0 8px; }
.chart { display: block; width: 100%; max-width: 600px; height: auto; font-size: 14px; }
.chart .label { fill: var(--ink); font-size: 15px; }
.chart .axis { fill: var(--grey); font-size: 14px; }
.chart .tick { stroke: var(--rule); stroke-width: 1; }
.chart .share, .chart .bin { fill: var(--blue); }
.chart .interval, .mini .interval { stroke: var(--ink); stroke-width: 2.5; }
.chart .fair { stroke: var(--orange); stroke-width: 2.5; stroke-dasharray: 6 4; }
.chart .mark { stroke: var(--vermillion); stroke-width: 2; stroke-dasharray: 4 3; }
.chart .mark-label { fill: var(--vermillion); font-size: 14px; }
.chart .zero { stroke: var(--grey); stroke-width: 1.5; stroke-dasharray: 4 3; }
.chart .change { fill: var(--blue); stroke: var(--blue); stroke-width: 2.5; }
.chart .same .change { fill: #fff; }
.legend { color: var(--grey); font-size: 0.9rem; }
.legend .key-fair { color: var(--orange); font-weight: 600; }
.legend .key-mark { color: var(--vermillion); font-weight: 600; }
dl.figures { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 8px 0; }
dl.figures dt { color: var(--grey); }
dl.figures dd { margin: 0; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.scroll { overflow-x: auto; max-width: 100%; }
table { width: 100%; border-collapse: collapse; font-size: 0.92rem; font-variant-numeric: tabular-nums; }
th, td { padding: 6px 10px; border-bottom: 1px solid var(--rule); text-align: left; vertical-align: top; }
thead th { position: sticky; top: 0; background: #f4f4f4; }
thead button { font: inherit; font-weight: 600; border: 0; background: none; padding: 0; cursor: pointer; color: inherit; text-align: left; }
thead th[aria-sort="ascending"] button::after { content: " ▲"; }
thead th[aria-sort="descending"] button::after { content: " ▼"; }
tbody th { font-weight: 600; overflow-wrap: anywhere; min-width: 11em; }
td.num { min-width: 7.5em; }
.fig, .range { white-space: nowrap; }
.val { display: inline-block; }
.range { color: var(--grey); font-size: 0.85em; }
.mini { display: block; width: 100px; height: 12px; margin-top: 2px; }
.mini .track { fill: var(--rule); }
.mini .change { fill: var(--blue); }
tr.dead th, tr.dead td { background: #fbeee6; }
tr.dead td:last-child { color: var(--vermillion); font-weight: 600; white-space: nowrap; }
@media (max-width: 600px) {
  body { padding: 16px 12px 32px; font-size: 15px; }
  h1 { font-size: 1.3rem; }
  /* On a phone each card is a block of labelled lines, not a table to scroll sideways; the
     headings stay as a row of sort buttons. */
  #cards, #cards thead, #cards tbody, #cards tr, #cards th, #cards td { display: block; }
  #cards thead tr { display: flex; flex-wrap: wrap; gap: 4px 8px; padding: 6px 0; }
  #cards thead tr::before { content: "Sort by:"; color: var(--grey); }
  #cards thead th { position: static; background: none; border: 0; padding: 0; }
  #cards thead button { color: var(--blue); text-decoration: underline; font-weight: 400; }
  #cards tbody tr { border-top: 1px solid var(--rule); padding: 6px 0; }
  #cards tbody th { border: 0; padding: 2px 6px; min-width: 0; }
  #cards td { display: grid; grid-template-columns: 9.5em 1fr; gap: 0 8px; border: 0; padding: 1px 6px; }
  #cards td:empty { display: none; }
  #cards td::before { color: var(--grey); }
  #cards td:nth-of-type(1)::before { content: "Drawn"; }
  #cards td:nth-of-type(2)::before { content: "Played"; }
  #cards td:nth-of-type(3)::before { content: "Played of drawn"; }
  #cards td:nth-of-type(4)::before { content: "Win share when played"; }
  #cards td:nth-of-type(5)::before { content: "Win share when drawn, not played"; }
  #cards td:nth-of-type(6)::before { content: "Dead"; }
}
`;

/**
 * Sorts the card table by the column whose heading is clicked, on each cell's data-v; a second
 * click reverses. Only the page's own table is touched, and only rows are moved: no text is
 * read as markup.
 */
export const SORT_SCRIPT = `
(() => {
  const table = document.getElementById('cards');
  if (!table) return;
  const body = table.tBodies[0];
  for (const th of table.tHead.rows[0].cells) {
    th.querySelector('button').addEventListener('click', () => {
      const col = Number(th.dataset.col);
      const text = th.hasAttribute('data-text');
      const down = th.getAttribute('aria-sort') !== 'descending';
      for (const other of table.tHead.rows[0].cells) other.removeAttribute('aria-sort');
      th.setAttribute('aria-sort', down ? 'descending' : 'ascending');
      const key = (row) => row.cells[col].dataset.v;
      const rows = [...body.rows].sort((a, b) => {
        const x = key(a), y = key(b);
        const order = text ? x.localeCompare(y) : Number(x) - Number(y);
        return down ? -order : order;
      });
      body.append(...rows);
    });
  }
})();
`;

/** The script's hash for the page's Content-Security-Policy: the browser runs that script and no other. */
export const SORT_SCRIPT_HASH = `sha256-${createHash('sha256').update(SORT_SCRIPT).digest('base64')}`;
