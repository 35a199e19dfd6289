import { Command, Option } from 'commander';
import { parseCommand, type ParsedArgs } from '../../shared/command-line.js';
import { addSharedFlags, readSharedFlags, type RawSharedFlags, type SharedOptions } from '../../shared/shared-flags.js';
import { UsageError } from '../../shared/usage-error.js';
import { VARIANTS, type Variant } from '../variants.js';

/** What the command line asked for, checked and typed (the shared flags, then War's own). */
export interface CliOptions extends SharedOptions {
  variant: Variant;
  packs: string[];
}

// One error class for every example CLI, so the shared flag helpers refuse input the same way.
export { UsageError };

/**
 * Reads the CLI's arguments (without `node` and the script), refusing bad ones with a {@link UsageError}.
 *
 * @example parseArgs(['--variant', 'classic', '--games', '100']); // { kind: 'run', options: { variant: 'classic', games: 100, ... } }
 */
export function parseArgs(argv: readonly string[]): ParsedArgs<CliOptions> {
  const program = new Command('war')
    .description('Play or simulate the Game of War on cardweave (rules: examples/war/RULES.md).')
    .addOption(new Option('--variant <name>', 'classic or twist').default('twist'))
    .option('--pack <path>', 'load a card pack module from a file (repeatable)', (path: string, all: string[] | undefined) => [
      ...(all ?? []),
      path,
    ]);
  const help = parseCommand(addSharedFlags(program, { games: 'simulate N games and print a summary instead of a log' }), argv);
  if (help !== undefined) return { kind: 'help', text: help };
  const raw = program.opts<RawSharedFlags & { variant: string; pack?: string[] }>();
  if (!(VARIANTS as readonly string[]).includes(raw.variant)) {
    throw new UsageError(`Unknown variant "${raw.variant}": expected ${VARIANTS.join(' or ')}`);
  }
  if (raw.pack?.includes('') === true) throw new UsageError('--pack needs a file path');
  return { kind: 'run', options: { variant: raw.variant as Variant, packs: raw.pack ?? [], ...readSharedFlags(raw) } };
}
