// A game-length histogram (turns or decisions): one bar per bin of the report, with the median, 90th
// and 99th percentiles marked.
import type { LengthReport } from '../report-types.js';
import { count, px } from './text.js';

/** The histogram's drawing area, in the SVG's own units. */
export const LENGTH_CHART = Object.freeze({ width: 480, left: 44, plot: 426, top: 44, height: 120 });

/** A histogram of `length`'s bins, the tallest bar full height; `what` names the unit ("turns"). */
export function lengthChart(length: LengthReport, what: string): string {
  const { width, left, plot, top, height } = LENGTH_CHART;
  const bins = length.bins;
  const tallest = Math.max(1, ...bins.map((b) => b.games));
  const slot = plot / Math.max(1, bins.length);
  const base = top + height;
  const bars = bins.map((bin, i) => {
    const h = (bin.games / tallest) * height;
    const span = bin.from === bin.to ? `${bin.from}` : `${bin.from} to ${bin.to}`;
    return `<rect class="bin" x="${px(left + i * slot + 1)}" y="${px(base - h)}" width="${px(Math.max(1, slot - 2))}" height="${px(h)}"><title>${span} ${what}: ${count(bin.games)} games</title></rect>`;
  });
  // A value's x: the middle of its bin, so a percentile mark stands over the bar that holds it.
  const xOf = (value: number) => {
    const i = bins.findIndex((b) => value >= b.from && value <= b.to);
    return left + (Math.max(0, i) + 0.5) * slot;
  };
  // Percentiles of one value share a mark ("p90, p99 71"); labels step upwards, p50 lowest, so
  // marks in neighbouring bins stay readable, and near an edge they are anchored inside the chart.
  const marks: string[] = [];
  for (const p of ['p50', 'p90', 'p99'] as const) {
    const same = (['p50', 'p90', 'p99'] as const).filter((q) => length[q] === length[p]);
    if (same[0] !== p) continue;
    const x = xOf(length[p]);
    const anchor = x > left + plot - 50 ? 'end' : x < left + 50 ? 'start' : 'middle';
    const y = top - 6 - marks.length * 14;
    marks.push(
      `<line class="mark" x1="${px(x)}" x2="${px(x)}" y1="${px(y + 4)}" y2="${base}"/><text class="mark-label" x="${px(x)}" y="${px(y)}" text-anchor="${anchor}">${same.join(', ')} ${length[p]}</text>`,
    );
  }
  const labels = [bins[0], bins[Math.floor((bins.length - 1) / 2)], bins.at(-1)]
    .filter((b, i, all) => b !== undefined && all.indexOf(b) === i)
    .map(
      (b) =>
        `<text class="axis" x="${px(left + (bins.indexOf(b!) + 0.5) * slot)}" y="${base + 18}" text-anchor="middle">${b!.from}</text>`,
    );
  const yAxis = `<text class="axis" x="${left - 6}" y="${top + 10}" text-anchor="end">${count(tallest)}</text><text class="axis" x="${left - 6}" y="${base}" text-anchor="end">0</text>`;
  const axis = `<line class="tick" x1="${left}" x2="${left + plot}" y1="${base}" y2="${base}"/>`;
  return `<svg class="chart" viewBox="0 0 ${width} ${base + 26}" role="img" aria-label="Games by number of ${what}">${yAxis}${axis}${bars.join('')}${marks.join('')}${labels.join('')}</svg>`;
}
