import type { Phase } from '../graph/types.js';
import { mermaidLabel } from './mermaid-label.js';
import { readTrace } from './trace-read.js';

/**
 * What a trace says about a game: how often each node and hook ran, and the path taken.
 *
 * @example
 * const summary: TraceSummary = summarizeTrace(text); console.log(summary.runs);
 */
export interface TraceSummary {
  /** Node runs in the trace. */
  runs: number;
  /** Of those, runs made by ctx.call inside another run. */
  nested: number;
  /** Runs that failed, with the error each ended with. */
  failures: { step: number; node: string; error: string }[];
  /** Runs per node, most first; ties in order of first appearance. */
  nodes: { node: string; runs: number }[];
  /** Runs per hook, most first; ties in order of first appearance. */
  hooks: { node: string; phase: Phase; key: string; owner: string | null; runs: number }[];
  /** The path as a Mermaid flowchart: solid arrows from the run that queued each run, dotted arrows for ctx.call. */
  path: string;
  /** The box id of each node in `path`, by node name. */
  pathIds: Record<string, string>;
}

/**
 * Reads trace lines (as written by {@link recordTrace}) and counts node runs,
 * hook runs and the steps between nodes. Blank lines are skipped; a line that
 * is not a node run is refused with its line number.
 *
 * @example
 * const summary = summarizeTrace(readFileSync('game.trace.jsonl', 'utf8'));
 * summary.nodes[0]; // { node: 'compare', runs: 26 }
 */
export function summarizeTrace(input: string | readonly string[]): TraceSummary {
  const { runs: records } = readTrace(input);
  const nodes = new Map<string, number>();
  const hooks = new Map<string, TraceSummary['hooks'][number]>();
  const edges = new Map<string, { from: string; to: string; call: boolean; count: number }>();
  const failures: TraceSummary['failures'] = [];
  const byDepth: string[] = [];
  let nested = 0;
  for (const run of records) {
    nodes.set(run.node, (nodes.get(run.node) ?? 0) + 1);
    for (const h of run.hooks) {
      const node = h.node ?? run.node;
      const id = `${node}\u0000${h.phase}\u0000${h.key}\u0000${h.owner ?? '\u0001'}`;
      const seen = hooks.get(id);
      if (seen === undefined) hooks.set(id, { node, phase: h.phase, key: h.key, owner: h.owner, runs: 1 });
      else seen.runs++;
    }
    if (run.error !== undefined) failures.push({ step: run.step, node: run.node, error: run.error });
    if (run.depth > 0) nested++;
    // A run that says who queued or called it is drawn from there; one that does not (a trace
    // from outside the game's runs) from the last run one level up, or the last run at depth 0.
    const from = run.via !== undefined ? run.via.node : run.depth === 0 ? byDepth[0] : byDepth[run.depth - 1];
    // A redirected event runs nested in the event it replaced, as a call does.
    const call = run.via !== undefined ? run.via.how === 'call' || run.via.how === 'redirect' : run.depth > 0;
    if (from !== undefined) {
      if (!nodes.has(from)) nodes.set(from, 0); // a node that ran only as a mask's target
      const id = `${from}\u0000${run.node}\u0000${call ? 'call' : 'next'}`;
      const edge = edges.get(id);
      if (edge === undefined) edges.set(id, { from, to: run.node, call, count: 1 });
      else edge.count++;
    }
    byDepth[run.depth] = run.node;
    byDepth.length = run.depth + 1;
  }
  return {
    runs: records.length,
    nested,
    failures,
    nodes: [...nodes]
      .filter(([, count]) => count > 0)
      .map(([node, count]) => ({ node, runs: count }))
      .sort((a, b) => b.runs - a.runs),
    hooks: [...hooks.values()].sort((a, b) => b.runs - a.runs),
    path: pathChart(nodes, [...edges.values()]),
    pathIds: Object.fromEntries([...nodes.keys()].map((name, i) => [name, `n${i + 1}`])),
  };
}

function pathChart(
  nodes: ReadonlyMap<string, number>,
  edges: { from: string; to: string; call: boolean; count: number }[],
): string {
  const ids = new Map([...nodes.keys()].map((name, i) => [name, `n${i + 1}`]));
  const lines = ['flowchart TD'];
  for (const [name, count] of nodes) lines.push(`  ${ids.get(name)!}[${mermaidLabel(`${name} ×${count}`)}]`);
  for (const e of edges) lines.push(`  ${ids.get(e.from)!} ${e.call ? '-.->' : '-->'}|${e.count}| ${ids.get(e.to)!}`);
  return lines.join('\n') + '\n';
}

/**
 * Renders a trace summary as text for people: run counts, the hottest hooks,
 * failures, and the path as a Mermaid flowchart (the `trace` command's output).
 *
 * @example
 * console.log(formatTraceSummary(summarizeTrace(text), { topHooks: 5 }));
 */
export function formatTraceSummary(summary: TraceSummary, options: { topHooks?: number } = {}): string {
  const top = options.topHooks ?? 10;
  if (!Number.isInteger(top) || top < 0) throw new RangeError(`topHooks must be a non-negative integer, got ${String(top)}`);
  const out = [`${summary.runs} node runs (${summary.nested} nested by ctx.call, ${summary.failures.length} failed)`, ''];
  out.push('Node runs:');
  out.push(...table(summary.nodes.map((n) => [String(n.runs), n.node])));
  if (summary.nodes.length === 0) out.push('  (none)');
  out.push('', `Hottest hooks (top ${top}):`);
  const shown = summary.hooks.slice(0, top);
  out.push(...table(shown.map((h) => [String(h.runs), h.node, h.phase, h.key, h.owner === null ? '' : `owner ${h.owner}`])));
  if (shown.length === 0) out.push('  (none)');
  if (summary.failures.length > 0) {
    out.push('', 'Failed runs:');
    for (const f of summary.failures) out.push(`  step ${f.step} ${f.node}: ${f.error}`);
  }
  out.push('', 'Path taken (Mermaid):', summary.path);
  return out.join('\n');
}

/** Left-aligned columns (numbers right-aligned in the first), two spaces apart, no trailing spaces. */
function table(rows: string[][]): string[] {
  const width = (column: number): number => Math.max(0, ...rows.map((row) => (row[column] ?? '').length));
  const widths = (rows[0] ?? []).map((_, column) => width(column));
  return rows.map((row) =>
    ('  ' + row.map((cell, i) => (i === 0 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('  ')).trimEnd(),
  );
}
