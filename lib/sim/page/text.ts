// Text that goes into the report page. Every string from a report (card and seat names come from
// user packs) passes through html() before it touches the page: a card named `<script>` is text.

/** The longest name the page shows; longer ones are cut with an ellipsis (the JSON report keeps them whole). */
export const MAX_PAGE_NAME = 80;

/** Escapes text for an HTML or SVG element's content or a quoted attribute. */
export function html(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A name from the report, escaped and cut to `max` characters (by code point, so no half pair is left). */
export function name(text: string, max = MAX_PAGE_NAME): string {
  const points = [...text];
  return html(points.length > max ? `${points.slice(0, max - 1).join('')}…` : text);
}

/** A share as a percentage with one decimal: 0.4823 → "48.2%". */
export function percent(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}

/** A difference of shares in percentage points, signed: 0.012 → "+1.2 points". */
export function points(change: number): string {
  const text = (change * 100).toFixed(1);
  return `${change > 0 && text !== '0.0' ? '+' : ''}${text === '-0.0' ? '0.0' : text} points`;
}

/** A count with thousands separators, the same on every machine: 12345 → "12,345". */
export function count(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A coordinate in an SVG, to 0.1 px: enough for the eye, and short text that tests can read back. */
export function px(value: number): string {
  return String(Math.round(value * 10) / 10);
}
