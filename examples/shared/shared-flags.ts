// The flags both example CLIs share, read and cross-checked in one place: the seed, simulation
// (--games, --json, --workers), the developer flags (--graph, --trace, --force) and the size limit
// on input files (--max-input-mb). Each CLI adds its own options first; these come after them.
import type { Command } from 'commander';
import { maxWorkers } from 'cardweave/sim';
import { MAX_SEED, wholeNumber } from './command-line.js';
import { DEFAULT_INPUT_MB } from './files/input-file.js';
import { UsageError } from './usage-error.js';

/** The shared flags, checked and typed. */
export interface SharedOptions {
  /** Undefined when the user gave none: the CLI then picks a fresh one and prints it. */
  seed: number | undefined;
  /** Undefined for "play one game". */
  games: number | undefined;
  json: boolean;
  /** With --games: worker threads; undefined lets lib's simulate() choose. */
  workers: number | undefined;
  /** Print the rule graph of the game that would be played, then exit. */
  graph: boolean;
  /** Where to write the trace of the one game played; undefined for no trace. */
  trace: string | undefined;
  /** With --trace: the trace may replace an existing file. */
  force: boolean;
  /** The largest input file read, in MiB. */
  maxInputMb: number;
}

/** The most --games a CLI accepts in one run. */
export const MAX_GAMES = 10_000_000;
/** The highest --max-input-mb: 4 GiB, beyond which a file is not an input to read into memory. */
export const MAX_INPUT_MB = 4096;

/**
 * Adds the shared flags to a CLI's commander program, after its own options;
 * `games` is the help text of `--games` in that game's words.
 *
 * @example addSharedFlags(new Command('war').option('--variant <name>'), { games: 'simulate N games' });
 */
export function addSharedFlags(program: Command, help: { games: string }): Command {
  return program
    .option('--seed <n>', 'seed of the game (or of the first game with --games); default: a fresh one')
    .option('--games <n>', help.games)
    .option('--json', 'with --games: print the summary as one JSON object')
    .option(
      '--workers <n>',
      `with --games: worker threads to play on, at most twice the cores (${maxWorkers()} here); default: one per core, 1 below 1000 games`,
    )
    .option('--graph', 'print the rule graph (nodes, continuations, hooks attached at the start) as Mermaid, then exit')
    .option('--trace <file>', 'write one JSON line per node run of the game to FILE (a new file, unless --force)')
    .option('--force', 'with --trace: replace FILE if it already exists')
    .option('--max-input-mb <n>', `largest input file read (saves, card pack files), in MiB (default ${DEFAULT_INPUT_MB})`);
}

/** The raw values commander gives for the shared flags. */
export interface RawSharedFlags {
  seed?: string;
  games?: string;
  json?: boolean;
  workers?: string;
  graph?: boolean;
  trace?: string;
  force?: boolean;
  maxInputMb?: string;
}

/**
 * Checks the shared flags' values and how they combine, refusing a bad value
 * or a mix that cannot work with a one-line {@link UsageError}.
 *
 * @example readSharedFlags({ games: '100', json: true }).games; // 100
 */
export function readSharedFlags(raw: RawSharedFlags): SharedOptions {
  const seed = raw.seed === undefined ? undefined : wholeNumber('--seed', raw.seed, 0, MAX_SEED);
  const games = raw.games === undefined ? undefined : wholeNumber('--games', raw.games, 1, MAX_GAMES);
  const json = raw.json === true;
  if (json && games === undefined) throw new UsageError('--json needs --games N: it prints the summary of a simulation');
  const workers = raw.workers === undefined ? undefined : workerCount(raw.workers);
  if (workers !== undefined && games === undefined) {
    throw new UsageError('--workers needs --games N: it sets how many threads play the simulation');
  }
  const graph = raw.graph === true;
  const trace = raw.trace;
  if (trace === '') throw new UsageError('--trace needs a file path');
  if (graph && trace !== undefined) {
    throw new UsageError('--graph prints the rule graph and plays no game: it cannot be combined with --trace');
  }
  if (graph && games !== undefined) {
    throw new UsageError('--graph prints the rule graph and plays no game: it cannot be combined with --games');
  }
  if (trace !== undefined && games !== undefined) {
    throw new UsageError('--trace writes the trace of one game: it cannot be combined with --games');
  }
  const force = raw.force === true;
  if (force && trace === undefined)
    throw new UsageError('--force needs --trace FILE: it lets the trace replace an existing file');
  const maxInputMb =
    raw.maxInputMb === undefined ? DEFAULT_INPUT_MB : wholeNumber('--max-input-mb', raw.maxInputMb, 1, MAX_INPUT_MB);
  return { seed, games, json, workers, graph, trace, force, maxInputMb };
}

/** --workers: a whole number from 1 to the cap of lib's simulate() (twice the cores; see maxWorkers for why). */
function workerCount(text: string): number {
  const cap = maxWorkers();
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > cap) {
    throw new UsageError(
      `Invalid --workers "${text}": expected a whole number from 1 to twice this machine's cores (${cap} here)`,
    );
  }
  return value;
}
