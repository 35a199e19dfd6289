import { closeSync, openSync, writeSync } from 'node:fs';
import type { Engine } from '../graph/engine.js';
import type { LinkKind } from '../graph/events.js';
import { CardweaveError } from '../graph/errors.js';
import type { Args, Json } from '../graph/json.js';
import type { Decision, HookInfo, LogEntry, Phase, RunPosition } from '../graph/types.js';
import type { GamePicture } from './picture-model.js';

/**
 * A hook that ran during one node run, as a trace line holds it.
 *
 * @example
 * const hook: TraceHook = { key: 'twist.draw', phase: 'mask', owner: null, effect: 'twist.revealByDrawing' };
 */
export interface TraceHook {
  key: string;
  phase: Phase;
  owner: string | null;
  /** The hook's registered effect; null for a closure. */
  effect: string | null;
  /** Present only when the hook sits on another node than the run's (traces written before redirects were runs of their own). */
  node?: string;
}

/**
 * What did something in a run: the node whose body or hook was running, and
 * for a hook its key and effect (null for a closure). A body that resolves a
 * named effect (resolve-ability) names that effect without a key.
 *
 * @example
 * const source: TraceSource = { node: 'war.reveal', phase: 'mask', key: 'twist.draw', effect: 'twist.revealByDrawing' };
 */
export interface TraceSource {
  node: string;
  phase: RunPosition['phase'];
  key?: string;
  effect?: string | null;
}

/**
 * How a run came to be: queued (`next`, `enqueue`) or called (`call`) by the
 * run at `step`, the answer to a decision that run asked (`choice`), or the
 * event a mask of that run turned into this node's (`redirect`).
 *
 * @example
 * const via: TraceVia = { step: 12, how: 'next', node: 'compare', phase: 'body' };
 */
export interface TraceVia extends TraceSource {
  step: number;
  how: 'next' | 'enqueue' | 'call' | 'choice' | 'redirect';
}

/**
 * A hook attached during a run, and what attached it.
 *
 * @example
 * const attached: TraceAttach = { node: 'compare', phase: 'mask', key: 'reversal', effect: 'rev.lowerWins', owner: 'Reversal[54]', by: { node: 'resolve-ability', phase: 'body', effect: 'rev.armReversal' } };
 */
export interface TraceAttach {
  node: string;
  phase: Phase;
  key: string;
  effect: string | null;
  owner: string | null;
  by: TraceSource;
}

/**
 * One line of a trace: one node run.
 *
 * @example
 * const runs = text.trimEnd().split('\n').slice(1).map((line) => JSON.parse(line) as TraceRecord); runs[0]?.node;
 */
export interface TraceRecord {
  /** The engine's step number of this run (ctx.call runs count as steps too). */
  step: number;
  node: string;
  /** 0 for a run taken from the queue, 1 + the caller's depth for a run made by ctx.call. */
  depth: number;
  /** How the run came to be; absent for what was queued from outside the game's runs (its start). */
  via?: TraceVia;
  /** The effect the run resolves, for a node that declares `resolves` (resolve-ability). */
  effect?: string;
  /** The invocation's args as it started (before any pre hook rewrote them). */
  args: Json;
  /** Hooks that ran, in the order they ran. */
  hooks: TraceHook[];
  /** Hooks attached during the run. */
  attached?: TraceAttach[];
  /** The decision the run asked. */
  asked?: { player: string; prompt: string };
  /** Present when the run ended the game: what ended it. */
  ended?: TraceSource;
  /** The log lines written during the run, formatted. */
  log?: string[];
  /** Invocations waiting after the run (`Engine.queueLength`); null when the run failed. */
  queue: number | null;
  /** Present when the run failed: the error's message (the engine rolled the game back). */
  error?: string;
}

/**
 * The first line of a trace: what it is and which rules it traces, with the
 * game's picture when the writer had one (pages that step through the trace draw it).
 *
 * @example
 * const header: TraceHeader = { trace: 'cardweave', version: 1, rules: 'war+twist' };
 */
export interface TraceHeader {
  trace: 'cardweave';
  version: 1;
  /** The id of the rule graph traced. */
  rules: string;
  picture?: GamePicture;
}

/**
 * The version of the trace format this library writes and reads.
 *
 * @example
 * if (readTrace(text).header?.version !== TRACE_VERSION) console.warn('written by another cardweave');
 */
export const TRACE_VERSION = 1;

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

/**
 * What `recordTrace` and `attachTraceFile` take besides the engine.
 *
 * @example
 * const options: TraceOptions = { picture: gamePicture(engine, { packs }), log: true };
 */
export interface TraceOptions {
  /** The game's picture, kept in the trace's first line for pages that step through it. */
  picture?: GamePicture;
  /** Keep each run's log lines (default true; listening to the log makes the game write it). */
  log?: boolean;
}

interface OpenRun {
  step: number;
  node: string;
  depth: number;
  via: TraceVia | undefined;
  effect: string | undefined;
  args: string;
  hooks: TraceHook[];
  attached: TraceAttach[] | undefined;
  asked: { player: string; prompt: string } | undefined;
  ended: TraceSource | undefined;
  log: string[] | undefined;
}

/**
 * Writes a header line, then one JSON line per node run of `engine` to `write`,
 * in step order, until the returned function is called. A run made by ctx.call
 * ends before its caller does, so finished nested runs wait until the
 * outermost run ends and are then written sorted by step. Each run says how it
 * came to be (`via`: which run queued or called it, from its body or which
 * hook), the hooks that ran and were attached, and its log lines.
 *
 * @example
 * const lines: string[] = [];
 * const stop = recordTrace(engine, (line) => lines.push(line));
 * engine.run();
 * stop();
 */
export function recordTrace(engine: Engine, write: (line: string) => void, options: TraceOptions = {}): () => void {
  if (typeof write !== 'function') throw new TypeError('recordTrace needs a function to write each trace line to');
  const header: TraceHeader = { trace: 'cardweave', version: TRACE_VERSION, rules: engine.graph.id };
  if (options.picture !== undefined) header.picture = options.picture;
  write(JSON.stringify(header));

  const open: OpenRun[] = [];
  let finished: { step: number; line: string }[] = [];
  // Who queued each invocation waiting in the engine's queue, front first (undefined: not known, e.g. queued
  // from outside); `next` calls wait in `staged` until the outermost run ends, as the engine's do.
  let queued: (TraceVia | undefined)[] = new Array<undefined>(engine.queueLength).fill(undefined);
  let staged: TraceVia[] = [];
  let calling: TraceVia | undefined;
  let asker: TraceVia | undefined;

  const source = (): TraceSource => {
    const at = engine.running;
    const run = open[open.length - 1];
    if (at === undefined) return { node: run?.node ?? '', phase: 'body' };
    if (at.hook !== undefined) return { node: at.node, phase: at.phase, key: at.hook.key, effect: at.hook.effect ?? null };
    return run?.effect === undefined
      ? { node: at.node, phase: at.phase }
      : { node: at.node, phase: at.phase, effect: run.effect };
  };
  const via = (how: TraceVia['how']): TraceVia => ({ step: open[open.length - 1]?.step ?? 0, how, ...source() });
  const flush = (): void => {
    finished.sort((a, b) => a.step - b.step);
    const lines = finished;
    finished = [];
    for (const f of lines) write(f.line);
  };

  const onLink = (_node: string, how: LinkKind): void => {
    // A call and a redirect both start a nested run next: its nodeStart follows at once.
    if (how === 'call' || how === 'redirect') calling = via(how);
    else if (how === 'next') staged.push(via('next'));
    // A pick with one possible answer goes on at once, as a next would: its run answers the asking node.
    else if (how === 'choice') staged.push(via('choice'));
    else queued.push(via('enqueue'));
  };
  const onStart = (node: string, args: Args, step: number): void => {
    let from: TraceVia | undefined;
    if (open.length === 0) {
      // The engine has taken this run from its queue: keep the model the same length, then take its front.
      const expected = engine.queueLength + 1;
      if (queued.length > expected) queued = new Array<undefined>(expected).fill(undefined);
      while (queued.length < expected) queued.push(undefined);
      from = queued.shift();
    } else {
      from = calling;
    }
    calling = undefined;
    let effect: string | undefined;
    try {
      effect = engine.graph.node(node).resolves?.(args, engine.state);
    } catch {
      effect = undefined; // args the node will refuse itself: the run's own error says more
    }
    // Args are read now: a body may mutate its args object before the run ends.
    open.push({
      step,
      node,
      depth: open.length,
      via: from,
      effect: typeof effect === 'string' ? effect : undefined,
      args: JSON.stringify(args) ?? 'null',
      hooks: [],
      attached: undefined,
      asked: undefined,
      ended: undefined,
      log: undefined,
    });
  };
  const onHook = (hook: HookInfo): void => {
    const run = open[open.length - 1];
    if (run === undefined) return;
    const h: TraceHook = { key: hook.key, phase: hook.phase, owner: hook.owner ?? null, effect: hook.effect ?? null };
    if (hook.node !== run.node) h.node = hook.node;
    run.hooks.push(h);
  };
  const onAttached = (hook: HookInfo): void => {
    const run = open[open.length - 1];
    if (run === undefined) return; // attached from outside the game's runs (setup)
    (run.attached ??= []).push({
      node: hook.node,
      phase: hook.phase,
      key: hook.key,
      effect: hook.effect ?? null,
      owner: hook.owner ?? null,
      by: source(),
    });
  };
  const onAsked = (decision: Decision): void => {
    const run = open[open.length - 1];
    if (run === undefined) return;
    run.asked = { player: decision.player, prompt: decision.prompt };
    asker = via('choice');
  };
  const onAnswered = (): void => {
    // decide() has put the decision's `then` at the front of the queue.
    queued.unshift(asker);
    asker = undefined;
  };
  const onEnd = (): void => {
    const run = open[open.length - 1];
    if (run !== undefined) run.ended = source();
  };
  const onLog = (entry: LogEntry): void => {
    const run = open[open.length - 1];
    if (run !== undefined) (run.log ??= []).push(engine.graph.format(entry));
  };
  const onNodeEnd = (): void => {
    const run = open.pop();
    if (run === undefined) return;
    if (open.length === 0 && staged.length > 0) {
      queued.unshift(...staged);
      staged = [];
    }
    finished.push({ step: run.step, line: traceLine(run, engine.queueLength) });
    if (open.length === 0) flush();
  };
  const onError = (error: CardweaveError): void => {
    // The failed runs never end: write them with the error, innermost first, then sorted.
    for (let run = open.pop(); run !== undefined; run = open.pop()) {
      finished.push({ step: run.step, line: traceLine(run, null, error.message) });
    }
    // The engine is back at its last consistent point, with that point's queue.
    staged = [];
    calling = undefined;
    queued = new Array<undefined>(engine.queueLength).fill(undefined);
    flush();
  };

  const log = options.log !== false;
  engine.on('link', onLink);
  engine.on('nodeStart', onStart);
  engine.on('hookRun', onHook);
  engine.on('hookAttached', onAttached);
  engine.on('decisionAsked', onAsked);
  engine.on('decisionAnswered', onAnswered);
  engine.on('end', onEnd);
  if (log) engine.on('log', onLog);
  engine.on('nodeEnd', onNodeEnd);
  engine.on('error', onError);
  return () => {
    engine.off('link', onLink);
    engine.off('nodeStart', onStart);
    engine.off('hookRun', onHook);
    engine.off('hookAttached', onAttached);
    engine.off('decisionAsked', onAsked);
    engine.off('decisionAnswered', onAnswered);
    engine.off('end', onEnd);
    if (log) engine.off('log', onLog);
    engine.off('nodeEnd', onNodeEnd);
    engine.off('error', onError);
    flush();
  };
}

function traceLine(run: OpenRun, queue: number | null, error?: string): string {
  let line = `{"step":${run.step},"node":${JSON.stringify(run.node)},"depth":${run.depth}`;
  if (run.via !== undefined) line += `,"via":${JSON.stringify(run.via)}`;
  if (run.effect !== undefined) line += `,"effect":${JSON.stringify(run.effect)}`;
  line += `,"args":${run.args},"hooks":${JSON.stringify(run.hooks)}`;
  if (run.attached !== undefined) line += `,"attached":${JSON.stringify(run.attached)}`;
  if (run.asked !== undefined) line += `,"asked":${JSON.stringify(run.asked)}`;
  if (run.ended !== undefined) line += `,"ended":${JSON.stringify(run.ended)}`;
  if (run.log !== undefined) line += `,"log":${JSON.stringify(run.log)}`;
  line += `,"queue":${queue}`;
  if (error !== undefined) line += `,"error":${JSON.stringify(error)}`;
  return line + '}';
}

/** Bytes of trace text kept in memory before they are written to the file. */
const FILE_BUFFER = 1 << 16;

/**
 * Traces `engine` into the file at `path` (created or truncated), a header
 * line then one JSON line per node run; the CLIs' `--trace FILE`. Call the
 * returned function to flush and close the file; it is safe to call twice.
 *
 * @example
 * const close = attachTraceFile(engine, 'game.trace.jsonl');
 * try { engine.run(); } finally { close(); }
 */
export function attachTraceFile(engine: Engine, path: string, options: TraceOptions = {}): () => void {
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
  const stop = recordTrace(
    engine,
    (line) => {
      buffer += line + '\n';
      if (buffer.length >= FILE_BUFFER) writeOut();
    },
    options,
  );
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
