/**
 * Developer tools: a game's rule graph as a picture, traces of node runs, and
 * a page to step through a recorded game. Import them from `cardweave/pictures`,
 * or from `cardweave`.
 *
 * @module pictures
 */
export { mermaidLabel, renderMermaid } from './mermaid.js';
export { attachTraceFile, recordTrace, TraceError, type TraceHook, type TraceRecord } from './trace.js';
export { formatTraceSummary, summarizeTrace, type TraceSummary } from './trace-summary.js';
