import { defineNode } from '../graph/node.js';
import type { LogEntry } from '../graph/types.js';

/**
 * Args of `log`.
 *
 * @example
 * ctx.next('log', { entry: { type: 'note', text: 'Round 2' } } satisfies LogArgs);
 */
export interface LogArgs {
  entry: LogEntry;
}

/**
 * Writes one log entry, so a derived verb can log as a step of its own.
 *
 * @example
 * ctx.next('log', { entry: { type: 'war-declared' } });
 */
export const logNode = defineNode<LogArgs>({
  name: 'log',
  description: 'Writes one log entry.',
  args: { entry: 'the log entry: an object with a string type' },
  body(ctx, { entry }) {
    if (entry === null || typeof entry !== 'object' || typeof entry.type !== 'string')
      throw new Error('log: entry must be an object with a string type');
    if (ctx.logging) ctx.log(entry);
  },
});
