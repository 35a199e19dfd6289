// The developer flags both example CLIs offer: --graph (the rule graph as Mermaid) and --trace FILE
// (one JSON line per node run). Each CLI adds them to its commander program, reads them with its
// other options, prints renderMermaid(engine) for --graph and plays its game inside withTrace.
import type { Command } from 'commander';
import { attachTraceFile, type Engine } from 'cardweave';
import { UsageError } from './usage-error.js';

/** What --graph and --trace asked for. */
export interface DevFlags {
  /** Print the rule graph of the game that would be played, then exit. */
  graph: boolean;
  /** Where to write the trace of the one game played; undefined for no trace. */
  trace: string | undefined;
}

/**
 * Adds `--graph` and `--trace <file>` to a commander program.
 *
 * @example addDevFlags(new Command('war').option('--seed <n>', 'seed')).parse(argv, { from: 'user' });
 */
export function addDevFlags(program: Command): Command {
  return program
    .option('--graph', 'print the rule graph (nodes, continuations, hooks attached at the start) as Mermaid, then exit')
    .option('--trace <file>', 'write one JSON line per node run of the game to FILE');
}

/**
 * Checks the raw `--graph` / `--trace` values against each other and against
 * an option that plays several games (`manyGames`, e.g. `'--games'` when the
 * user gave it), refusing a mix that cannot work with a {@link UsageError}.
 *
 * @example readDevFlags({ trace: 'game.jsonl' }, undefined); // { graph: false, trace: 'game.jsonl' }
 */
export function readDevFlags(raw: { graph?: boolean; trace?: string }, manyGames: string | undefined): DevFlags {
  const graph = raw.graph === true;
  const trace = raw.trace;
  if (trace === '') throw new UsageError('--trace needs a file path');
  if (graph && trace !== undefined)
    throw new UsageError('--graph prints the rule graph and plays no game: it cannot be combined with --trace');
  if (graph && manyGames !== undefined) {
    throw new UsageError(`--graph prints the rule graph and plays no game: it cannot be combined with ${manyGames}`);
  }
  if (trace !== undefined && manyGames !== undefined) {
    throw new UsageError(`--trace writes the trace of one game: it cannot be combined with ${manyGames}`);
  }
  return { graph, trace };
}

/**
 * Runs `play` with every node run of `engine` traced to the file at `path`
 * (when given); the file is flushed and closed even when the game throws.
 *
 * @example const status = withTrace(engine, options.trace, () => engine.run());
 */
export function withTrace<T>(engine: Engine, path: string | undefined, play: () => T): T {
  if (path === undefined) return play();
  const close = attachTraceFile(engine, path);
  try {
    return play();
  } finally {
    close();
  }
}
