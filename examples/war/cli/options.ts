import { Command, Option } from 'commander';
import { MAX_SEED, MAX_WORKERS, parseCommand, wholeNumber } from '../../shared/command-line.js';
import { addDevFlags, readDevFlags, type DevFlags } from '../../shared/cli-flags.js';
import { UsageError } from '../../shared/usage-error.js';
import { VARIANTS, type Variant } from '../variants.js';

/** What the command line asked for, checked and typed (`graph` and `trace` are the shared developer flags). */
export interface CliOptions extends DevFlags {
  variant: Variant;
  /** Undefined when the user gave none: the CLI then picks a fresh one and prints it. */
  seed: number | undefined;
  packs: string[];
  /** Undefined for "play one game and show its log". */
  games: number | undefined;
  json: boolean;
  /** With --games: worker threads; undefined lets lib's simulate() choose. */
  workers: number | undefined;
}

/** The outcome of reading argv: options to run, or text to print (help) and stop. */
export type ParsedArgs = { kind: 'run'; options: CliOptions } | { kind: 'help'; text: string };

// One error class for every example CLI, so the shared flag helpers refuse input the same way.
export { UsageError };


/**
 * Reads the CLI's arguments (without `node` and the script), refusing bad ones with a {@link UsageError}.
 *
 * @example parseArgs(['--variant', 'classic', '--games', '100']); // { kind: 'run', options: { variant: 'classic', games: 100, ... } }
 */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const program = new Command('war')
    .description('Play or simulate the Game of War on cardweave (rules: examples/war/RULES.md).')
    .addOption(new Option('--variant <name>', 'classic or twist').default('twist'))
    .option('--seed <n>', 'seed of the game (or of the first game with --games); default: a fresh one')
    .option('--pack <path>', 'load a card pack module from a file (repeatable)', (path: string, all: string[] | undefined) => [...(all ?? []), path])
    .option('--games <n>', 'simulate N games and print a summary instead of a log')
    .option('--json', 'with --games: print the summary as one JSON object')
    .option('--workers <n>', 'with --games: worker threads to play on; default: one per core, 1 below 1000 games');
  const help = parseCommand(addDevFlags(program), argv);
  if (help !== undefined) return { kind: 'help', text: help };
  const raw = program.opts<{ variant: string; seed?: string; pack?: string[]; games?: string; json?: boolean; workers?: string; graph?: boolean; trace?: string }>();
  if (!(VARIANTS as readonly string[]).includes(raw.variant)) {
    throw new UsageError(`Unknown variant "${raw.variant}": expected ${VARIANTS.join(' or ')}`);
  }
  const seed = raw.seed === undefined ? undefined : wholeNumber('--seed', raw.seed, 0, MAX_SEED);
  const games = raw.games === undefined ? undefined : wholeNumber('--games', raw.games, 1, 10_000_000);
  if (raw.json === true && games === undefined) throw new UsageError('--json needs --games N: it prints the summary of a simulation');
  const workers = raw.workers === undefined ? undefined : wholeNumber('--workers', raw.workers, 1, MAX_WORKERS);
  if (workers !== undefined && games === undefined) throw new UsageError('--workers needs --games N: it sets how many threads play the simulation');
  const dev = readDevFlags(raw, games === undefined ? undefined : '--games');
  return { kind: 'run', options: { variant: raw.variant as Variant, seed, packs: raw.pack ?? [], games, json: raw.json === true, workers, ...dev } };
}
