import { closeSync, openSync, writeSync } from 'node:fs';
import type { Engine } from '../graph/engine.js';
import { CardweaveError } from '../graph/errors.js';
import type { Args, Json } from '../graph/json.js';
import type { HookInfo, Phase } from '../graph/types.js';

/**
 * A hook that ran during one node run, as a trace line holds it.
 *
 * @example
 * const hook: TraceHook = { key: 'twist.draw', phase: 'mask', owner: null };
 */
export interface TraceHook {
  key: string;
  phase: Phase;
  owner: string | null;
  /** Present only when the hook sits on another node than the run's (a mask redirected the event there). */
  node?: string;
}

/**
 * One line of a trace: one node run.
 *
 * @example
 * const runs = text.trimEnd().split('\n').map((line) => JSON.parse(line) as TraceRecord); runs[0]?.node;
 */
export interface TraceRecord {
  /** The engine's step number of this run (ctx.call runs count as steps too). */
  step: number;
  node: string;
  /** 0 for a run taken from the queue, 1 + the caller's depth for a run made by ctx.call. */
  depth: number;
  /** The invocation's args as it started (before any pre hook rewrote them). */
  args: Json;
  /** Hooks that ran, in the order they ran. */
  hooks: TraceHook[];
  /** Invocations waiting after the run ({@link Engine.queueLength}); null when the run failed. */
  queue: number | null;
  /** Present when the run failed: the error's message (the engine rolled the game back). */
  error?: string;
}

/**
 * A trace could not be written or read; `line` is the 1-based number of the line refused, if any.
 *
 * @example
 * attachTraceFile(engine, '/no/such/dir/t.jsonl'); // TraceError: Cannot write trace file "/no/such/dir/t.jsonl": ENOENT
 */
export class TraceError extends CardweaveError {
  readonly line: number | undefined;
  readonly reason: string;
  constructor(code: string, reason: string, line?: number) {
    super(code, line === undefined ? reason : `Trace line ${line}: ${reason}`);
    this.name = 'TraceError';
    this.line = line;
    this.reason = reason;
  }
}

interface OpenRun {
  step: number;
  node: string;
  depth: number;
  args: string;
  hooks: TraceHook[];
}

/**
 * Writes one JSON line per node run of `engine` to `write`, in step order,
 * until the returned function is called. A run made by ctx.call ends before
 * its caller does, so finished nested runs wait until the outermost run ends
 * and are then written sorted by step.
 *
 * @example
 * const lines: string[] = [];
 * const stop = recordTrace(engine, (line) => lines.push(line));
 * engine.run();
 * stop();
 */
export function recordTrace(engine: Engine, write: (line: string) => void): () => void {
  if (typeof write !== 'function') throw new TypeError('recordTrace needs a function to write each trace line to');
  const open: OpenRun[] = [];
  let finished: { step: number; line: string }[] = [];

  const flush = (): void => {
    finished.sort((a, b) => a.step - b.step);
    const lines = finished;
    finished = [];
    for (const f of lines) write(f.line);
  };
  const onStart = (node: string, args: Args, step: number): void => {
    // Args are read now: a body may mutate its args object before the run ends.
    open.push({ step, node, depth: open.length, args: JSON.stringify(args) ?? 'null', hooks: [] });
  };
  const onHook = (hook: HookInfo): void => {
    const run = open[open.length - 1];
    if (run === undefined) return;
    const h: TraceHook = { key: hook.key, phase: hook.phase, owner: hook.owner ?? null };
    if (hook.node !== run.node) h.node = hook.node;
    run.hooks.push(h);
  };
  const onEnd = (): void => {
    const run = open.pop();
    if (run === undefined) return;
    finished.push({ step: run.step, line: traceLine(run, engine.queueLength) });
    if (open.length === 0) flush();
  };
  const onError = (error: CardweaveError): void => {
    // The failed runs never end: write them with the error, innermost first, then sorted.
    for (let run = open.pop(); run !== undefined; run = open.pop()) {
      finished.push({ step: run.step, line: traceLine(run, null, error.message) });
    }
    flush();
  };

  engine.on('nodeStart', onStart);
  engine.on('hookRun', onHook);
  engine.on('nodeEnd', onEnd);
  engine.on('error', onError);
  return () => {
    engine.off('nodeStart', onStart);
    engine.off('hookRun', onHook);
    engine.off('nodeEnd', onEnd);
    engine.off('error', onError);
    flush();
  };
}

function traceLine(run: OpenRun, queue: number | null, error?: string): string {
  const hooks = JSON.stringify(run.hooks);
  const tail = error === undefined ? '' : `,"error":${JSON.stringify(error)}`;
  return `{"step":${run.step},"node":${JSON.stringify(run.node)},"depth":${run.depth},"args":${run.args},"hooks":${hooks},"queue":${queue}${tail}}`;
}

/** Bytes of trace text kept in memory before they are written to the file. */
const FILE_BUFFER = 1 << 16;

/**
 * Traces `engine` into the file at `path` (created or truncated), one JSON line
 * per node run; the CLIs' `--trace FILE`. Call the returned function to flush
 * and close the file; it is safe to call twice.
 *
 * @example
 * const close = attachTraceFile(engine, 'game.trace.jsonl');
 * try { engine.run(); } finally { close(); }
 */
export function attachTraceFile(engine: Engine, path: string): () => void {
  if (typeof path !== 'string' || path === '') throw new TypeError('attachTraceFile needs a file path (a non-empty string)');
  let fd: number;
  try {
    fd = openSync(path, 'w');
  } catch (error) {
    throw new TraceError(
      'trace-file-unwritable',
      `Cannot write trace file "${path}": ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
  let buffer = '';
  const writeOut = (): void => {
    if (buffer !== '') writeSync(fd, buffer);
    buffer = '';
  };
  const stop = recordTrace(engine, (line) => {
    buffer += line + '\n';
    if (buffer.length >= FILE_BUFFER) writeOut();
  });
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    stop();
    try {
      writeOut();
    } finally {
      closeSync(fd);
    }
  };
}
