// Sweep arms as a forest plot: each arm's change against the base arm, a point with its paired 95%
// interval, around a line at no change. A distinguishable arm's point is filled, an arm that is not
// is hollow, and its row says so in words too.
import { name, points, px } from './text.js';

/**
 * One arm of a same-seed sweep as the page draws it: `change` is the arm's
 * measure minus the base arm's, as a difference of shares (0.012 is 1.2
 * percentage points), `low` to `high` its paired 95% interval, and
 * `distinguishable` whether that interval leaves out no change.
 *
 * @example const arm: PageArm = { name: 'goblin cost 3', change: -0.021, low: -0.03, high: -0.012, distinguishable: true };
 */
export interface PageArm {
  name: string;
  change: number;
  low: number;
  high: number;
  distinguishable: boolean;
}

/** The plot's drawing area, in the SVG's own units. */
export const FOREST_PLOT = Object.freeze({ width: 480, left: 160, plot: 300, row: 30, top: 10 });

/** The largest change the x axis shows either side of 0: the widest interval, at least one point. */
export function forestSpan(arms: readonly PageArm[]): number {
  return Math.max(0.01, ...arms.map((a) => Math.max(Math.abs(a.low), Math.abs(a.high), Math.abs(a.change))));
}

/** Where a change falls on the forest plot's x axis, for a plot spanning `span` either side of 0. */
export function forestX(change: number, span: number): number {
  return FOREST_PLOT.left + ((change + span) / (2 * span)) * FOREST_PLOT.plot;
}

/** The forest plot of `arms`, one row each, in the order given. */
export function forestPlot(arms: readonly PageArm[]): string {
  const { width, left, row, top } = FOREST_PLOT;
  const span = forestSpan(arms);
  const x = (v: number) => px(forestX(v, span));
  const rows = arms.map((arm, i) => {
    const mid = top + i * row + row / 2;
    const verdict = arm.distinguishable ? 'distinguishable' : 'not distinguishable';
    return [
      `<g class="arm ${arm.distinguishable ? 'distinguishable' : 'same'}"><title>${name(arm.name)}: ${points(arm.change)} (95% interval ${points(arm.low)} to ${points(arm.high)}), ${verdict}</title>`,
      `<text class="label" x="${left - 8}" y="${px(mid + 5)}" text-anchor="end">${name(arm.name, 16)}</text>`,
      `<line class="interval" x1="${x(arm.low)}" x2="${x(arm.high)}" y1="${px(mid)}" y2="${px(mid)}"/>`,
      `<circle class="change" cx="${x(arm.change)}" cy="${px(mid)}" r="6"/>`,
      `</g>`,
    ].join('');
  });
  const axisY = top + arms.length * row;
  const ticks = [-span, 0, span].map(
    (t) =>
      `<text class="axis" x="${x(t)}" y="${axisY + 18}" text-anchor="${t > 0 ? 'end' : t < 0 ? 'start' : 'middle'}">${t === 0 ? 'no change' : points(t)}</text>`,
  );
  const zero = `<line class="zero" x1="${x(0)}" x2="${x(0)}" y1="${top - 4}" y2="${axisY + 4}"/>`;
  return `<svg class="chart" viewBox="0 0 ${width} ${axisY + 26}" role="img" aria-label="Each sweep arm's change against the base arm, with its 95% interval">${zero}${rows.join('')}${ticks.join('')}</svg>`;
}
