// The seats' win shares as horizontal bars on a 0-100% scale, each with its 95% interval drawn as a
// whisker and a dashed line where a fair share would be.
import type { SeatReport } from '../report-types.js';
import { name, percent, px } from './text.js';

/** The chart's drawing area, in the SVG's own units (it scales to the page's width). */
export const SEAT_CHART = Object.freeze({ width: 480, left: 100, plot: 360, row: 34, top: 10 });

/** Where a share falls on the seats chart's x axis. */
export function seatX(share: number): number {
  return SEAT_CHART.left + share * SEAT_CHART.plot;
}

/**
 * The seats chart: one row per seat, a bar to its win share and a whisker from `low` to `high`;
 * `fair` is the share every seat would win if the decided games split evenly.
 */
export function seatsChart(seats: readonly SeatReport[], fair: number): string {
  const { width, row, top } = SEAT_CHART;
  const height = top + seats.length * row + 28;
  const rows = seats.map((seat, i) => {
    const y = top + i * row;
    const mid = y + row / 2;
    return [
      `<g class="seat"><title>${name(seat.seat)}: ${percent(seat.winShare)} (95% interval ${percent(seat.low)} to ${percent(seat.high)})</title>`,
      `<text class="label" x="${SEAT_CHART.left - 8}" y="${px(mid + 5)}" text-anchor="end">${name(seat.seat, 11)}</text>`,
      `<rect class="share" x="${px(seatX(0))}" y="${px(y + 7)}" width="${px(seatX(seat.winShare) - seatX(0))}" height="${row - 14}"/>`,
      `<line class="interval" x1="${px(seatX(seat.low))}" x2="${px(seatX(seat.high))}" y1="${px(mid)}" y2="${px(mid)}"/>`,
      `<line class="interval" x1="${px(seatX(seat.low))}" x2="${px(seatX(seat.low))}" y1="${px(mid - 8)}" y2="${px(mid + 8)}"/>`,
      `<line class="interval" x1="${px(seatX(seat.high))}" x2="${px(seatX(seat.high))}" y1="${px(mid - 8)}" y2="${px(mid + 8)}"/>`,
      `</g>`,
    ].join('');
  });
  const axisY = top + seats.length * row;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map(
    (t) =>
      `<line class="tick" x1="${px(seatX(t))}" x2="${px(seatX(t))}" y1="${top}" y2="${axisY + 4}"/><text class="axis" x="${px(seatX(t))}" y="${axisY + 20}" text-anchor="middle">${t * 100}%</text>`,
  );
  const fairLine = `<line class="fair" x1="${px(seatX(fair))}" x2="${px(seatX(fair))}" y1="${top - 4}" y2="${axisY}"><title>a fair share: ${percent(fair)}</title></line>`;
  return `<svg class="chart" viewBox="0 0 ${width} ${height}" role="img" aria-label="Win share of each seat with its 95% interval">${ticks.join('')}${rows.join('')}${fairLine}</svg>`;
}
