import { randomInt } from 'node:crypto';
import { CommanderError, type Command } from 'commander';
import { UsageError } from './usage-error.js';

/** Largest seed either CLI accepts: the RNG takes 32 bits. */
export const MAX_SEED = 0xffffffff;

/** The outcome of reading argv: options to run, or text to print (help) and stop. */
export type ParsedArgs<O> = { kind: 'run'; options: O } | { kind: 'help'; text: string };

/**
 * Parses `argv` with a commander program that prints nothing itself: returns
 * the help text when help was asked for, undefined once the options are read,
 * and turns commander's refusals into a one-line {@link UsageError}.
 *
 * @example const help = parseCommand(new Command('war').option('--seed <n>'), ['--help']); // the help text
 */
export function parseCommand(program: Command, argv: readonly string[]): string | undefined {
  let help = '';
  program
    .helpOption('-h, --help', 'show this help')
    .allowExcessArguments(false)
    .exitOverride()
    .configureOutput({
      writeOut: (text) => (help += text),
      writeErr: () => {},
      outputError: () => {},
    });
  try {
    program.parse(argv, { from: 'user' });
    return undefined;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.help') return help;
      // Commander says "error: unknown option '--x'"; keep its wording, drop its prefix and any advice lines.
      throw new UsageError(error.message.replace(/^error: /, '').split('\n')[0]!);
    }
    throw error;
  }
}

/**
 * Reads a whole number flag value in [min, max], or refuses it naming the flag.
 *
 * @example wholeNumber('--games', '100', 1, 10_000_000); // 100
 */
export function wholeNumber(flag: string, text: string, min: number, max: number): number {
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new UsageError(`Invalid ${flag} "${text}": expected a whole number from ${min} to ${max}`);
  }
  return value;
}

/**
 * A seed for a game the user gave none for, from the operating system's
 * randomness (the CLI prints it, so the game can be replayed).
 *
 * @example const seed = options.seed ?? freshSeed();
 */
export function freshSeed(): number {
  return randomInt(0, MAX_SEED + 1);
}
