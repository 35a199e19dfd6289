import type { Json } from './json.js';

/**
 * A log entry field as text, for formatters: a string as it is, anything else
 * as JSON (so an object field reads `{"a":1}`, never `[object Object]`, and a
 * missing field reads `undefined`).
 *
 * @example
 * graph.formatter('scored', (e) => `${fieldText(e.player)} scores ${fieldText(e.points)}`); // "p1 scores 2"
 */
export function fieldText(value: Json | undefined): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');
}
