// A mask's run, watched: a mask may decline (ctx.decline()) only before it has done anything, so the
// engine notes where the game stood when the mask began and what the mask has done since. Its
// "replaced" log entry waits until the mask first acts (logs, or runs a node) or ends: a mask that
// declines leaves no entry.
import type { HookRecord } from './hook-table.js';

/** What the run loop counts that a mask may change: compared when the mask declines. */
export interface MaskWatch {
  readonly queued: number;
  readonly hookSeq: number;
  readonly hookCount: number;
  readonly decisionSeq: number;
  readonly ended: boolean;
}

/**
 * One mask's run in progress.
 *
 * @internal
 * @example const run = new MaskRun(hook, 'compare', loop.watch()); run.acted(loop.watch()); // undefined: nothing done yet
 */
export class MaskRun {
  readonly hook: HookRecord;
  readonly node: string;
  readonly #start: MaskWatch;
  /** True until the "replaced" entry is written (or, when nobody logs, would have been). */
  entryDue = true;
  /** The first node the mask ran with ctx.call, if any. */
  called: string | undefined = undefined;
  /** True once the mask (or a node it ran) logged. */
  logged = false;
  /** True once the mask called ctx.decline(). */
  declined = false;

  constructor(hook: HookRecord, node: string, start: MaskWatch) {
    this.hook = hook;
    this.node = node;
    this.#start = start;
  }

  /**
   * What the mask has done since it began, as the end of a sentence ("it
   * called score"), or undefined when it has done nothing a decline would
   * leave behind.
   *
   * @example
   * run.acted(loop.watch()); // 'it queued a node'
   */
  acted(now: MaskWatch): string | undefined {
    const start = this.#start;
    if (this.called !== undefined) return `it called ${this.called}`;
    if (this.logged) return 'it logged';
    if (now.queued !== start.queued) return 'it queued a node';
    if (now.hookSeq !== start.hookSeq || now.hookCount !== start.hookCount) return 'it attached or detached a hook';
    if (now.decisionSeq !== start.decisionSeq) return 'it asked a decision';
    if (now.ended !== start.ended) return 'it ended the game';
    return undefined;
  }
}
