// `npm run trace -- FILE --html OUT`: one self-contained HTML page to step through a recorded game,
// as XState's visualiser steps through a machine: the game's picture (drawn in the page by Mermaid,
// which the page carries, so it needs no network), the log, and a slider with step buttons that
// highlight the node running and the hooks that fired at each step.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { GamePicture } from '../../lib/index.js';
import { type Trace, type TraceRecord, type TraceSource, type TraceVia, summarizeTrace } from '../../lib/pictures/index.js';
import { PAGE_SCRIPT } from './page-script.js';
import { PAGE_STYLE } from './page-style.js';

/** Longest args text a step shows, in characters: a long deal's card list is cut, not the page. */
const ARGS_SHOWN = 400;

/** One step as the page holds it: what it shows, already worded. */
export interface PageStep {
  step: number;
  node: string;
  depth: number;
  /** The effect the run resolves (a card's ability), to light its card. */
  effect: string | null;
  /** What queued or called the run: the node, and the effect when a card's ability or a hook did. */
  from: [node: string, effect: string | null] | null;
  via: string;
  args: string;
  hooks: [key: string, phase: string, node: string][];
  notes: string[];
  log: string[];
}

/**
 * The HTML page for a trace: its picture (the one the trace's header keeps,
 * else the path the trace took), every run as a step, Mermaid inlined.
 *
 * @example writeFileSync('game.html', tracePage(readTrace(text), 'game.jsonl'));
 */
export function tracePage(trace: Trace, name: string): string {
  const picture: GamePicture = trace.header?.picture ?? pathPicture(trace);
  const data = {
    title: trace.header === undefined ? name : `${trace.header.rules}: ${name}`,
    picture,
    steps: trace.runs.map(pageStep),
  };
  // JSON inside <script>: "<" written as an escape, so nothing in the data can end the element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const mermaid = readFileSync(createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js')).toString('base64');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(data.title)} · cardweave trace</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<header>
  <h1>${escapeHtml(data.title)}</h1>
  <div class="controls">
    <button id="first" title="First step (Home)">« first</button>
    <button id="back" title="Step back (←)">‹ back</button>
    <input id="slider" type="range" min="0" max="${Math.max(0, data.steps.length - 1)}" value="0" aria-label="Step">
    <button id="next" title="Step forward (→)">next ›</button>
    <button id="last" title="Last step (End)">last »</button>
    <span id="position"></span>
  </div>
</header>
<main>
  <section id="picture" aria-label="The game's rule graph"></section>
  <aside>
    <section id="step" aria-label="This step"></section>
    <section id="log" aria-label="The log"></section>
  </aside>
</main>
<script type="application/json" id="trace">${json}</script>
<script src="data:text/javascript;base64,${mermaid}"></script>
<script>${PAGE_SCRIPT}</script>
</body>
</html>
`;
}

/** A run as the page shows it. */
function pageStep(run: TraceRecord): PageStep {
  const args = JSON.stringify(run.args) ?? 'null';
  const notes: string[] = [];
  for (const a of run.attached ?? [])
    notes.push(`attached ${a.phase} hook "${a.key}" on ${a.node}${a.owner === null ? '' : ` (owner ${a.owner})`}`);
  if (run.asked !== undefined) notes.push(`asked ${run.asked.player}: ${run.asked.prompt}`);
  if (run.ended !== undefined) notes.push(`ended the game (${source(run.ended)})`);
  if (run.error !== undefined) notes.push(`failed: ${run.error}`);
  return {
    step: run.step,
    node: run.node,
    depth: run.depth,
    effect: run.effect ?? null,
    from: run.via === undefined ? null : [run.via.node, run.via.effect ?? null],
    via: via(run.via),
    args: args.length > ARGS_SHOWN ? `${args.slice(0, ARGS_SHOWN - 1)}…` : args,
    hooks: run.hooks.map((h) => [h.key, h.phase, h.node ?? run.node]),
    notes,
    log: run.log ?? [],
  };
}

function via(v: TraceVia | undefined): string {
  if (v === undefined) return 'queued when the game started';
  const how = {
    next: 'queued next by',
    enqueue: 'queued by',
    call: 'called by',
    choice: 'the answer to a decision asked by',
    redirect: 'the event redirected by',
  }[v.how];
  return `${how} ${source(v)}, step ${v.step}`;
}

function source(s: TraceSource): string {
  if (s.key !== undefined) return `the ${s.phase} hook "${s.key}" on ${s.node}`;
  if (s.effect != null) return `effect ${s.effect} (in ${s.node})`;
  return s.node;
}

/** Without a picture in its header (a trace recorded without one), the page draws the path the trace took. */
function pathPicture(trace: Trace): GamePicture {
  const summary = summarizeTrace(trace.runs.map((run) => JSON.stringify(run)));
  return { mermaid: summary.path, nodes: summary.pathIds, folded: {}, cards: {}, hooks: [] };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
