/**
 * Developer tools: a game's rule graph as a picture, traces of node runs, and
 * a page to step through a recorded game. Import them from `cardweave/pictures`;
 * `cardweave` lists the ones most games use.
 *
 * @module pictures
 */
export { gamePicture, renderMermaid, type PictureOptions } from './game-picture.js';
export { checkFlow, type FlowReport } from './flow-check.js';
export type { GamePicture, PictureHook } from './picture-model.js';
export {
  attachTraceFile,
  recordTrace,
  TraceError,
  type TraceAttach,
  type TraceHeader,
  type TraceHook,
  type TraceOptions,
  type TraceRecord,
  type TraceSource,
  type TraceVia,
} from './trace.js';
export { readTrace, type Trace } from './trace-read.js';
export { formatTraceSummary, summarizeTrace, type TraceSummary } from './trace-summary.js';
