// The soak's command line: what it plays and from which seed. A bad option is
// one line naming it (the soak then exits with status 2); --help prints usage.
import { Command, CommanderError } from 'commander';

/** What one soak run does. */
export interface SoakOptions {
  /** Twist games with random packs. */
  games: number;
  /** First seed; game i (and mutant i) uses seed + i. */
  seed: number;
  /** Corrupt-save mutants restored both ways and continued. */
  saves: number;
}

/** A refused command line: its message is the one line the soak prints. */
export class SoakUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SoakUsageError';
  }
}

const MAX_SEED = 0xffffffff;
const MAX_COUNT = 100_000_000;

function count(flag: string, min: number, max: number) {
  return (text: string): number => {
    const value = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      throw new SoakUsageError(`Invalid ${flag} "${text}": expected a whole number from ${min} to ${max}`);
    }
    return value;
  };
}

/**
 * Reads the soak's arguments: the options, or `{ help }` with the usage text.
 * Refuses anything else with a {@link SoakUsageError}.
 *
 * @example parseSoakArgs(['--games', '2000', '--saves', '500']); // { games: 2000, seed: 1, saves: 500 }
 */
export function parseSoakArgs(argv: readonly string[]): SoakOptions | { help: string } {
  let help = '';
  const program = new Command('npm run soak --')
    .description(
      'Plays many twist games with random card packs, checking every guarantee node by node on every 100th,\n' +
        'then restores corrupted War and duel saves both ways and continues the ones that load.\n' +
        'Prints the figures; exits 1 on the first broken guarantee, 2 on a bad option.',
    )
    .option('--games <n>', 'twist games to play (0 for none)', count('--games', 0, MAX_COUNT), 100_000)
    .option('--seed <n>', 'first seed: game and mutant i use seed + i', count('--seed', 0, MAX_SEED), 1)
    .option('--saves <n>', 'corrupt-save mutants to restore (0 for none)', count('--saves', 0, MAX_COUNT), 20_000)
    .helpOption('-h, --help', 'show this help')
    .allowExcessArguments(false)
    .exitOverride()
    .configureOutput({ writeOut: (text) => (help += text), writeErr: () => {}, outputError: () => {} });
  try {
    program.parse(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.help') return { help };
      throw new SoakUsageError(error.message.replace(/^error: /, '').split('\n')[0]!);
    }
    // An option's own refusal (count above) comes through commander as it was thrown.
    throw error;
  }
  const opts = program.opts<SoakOptions>();
  return { games: opts.games, seed: opts.seed, saves: opts.saves };
}
