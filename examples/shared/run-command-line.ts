// The skeleton both example CLIs run in: parse, print help, run, and turn every refusal (a bad
// flag, a file that cannot be read or written, a save or pack the engine refuses) into one line on
// stderr and exit status 2. Anything else is a bug and keeps its stack trace.
//
// No signal handler is installed, on purpose: a JavaScript handler cannot run while the main thread
// is busy (a pack whose setup never returns), and installing one takes away the kernel's default
// action, so SIGTERM and Ctrl-C would be ignored for ever. With the default action they always end
// the process; a save or trace cut short leaves only its temporary file, which the next write to
// that folder removes (files/stale-temps.ts).
import { CardweaveError } from 'cardweave';
import type { ParsedArgs } from './command-line.js';
import { FileError } from './files/file-error.js';
import { UsageError } from './usage-error.js';

/** Where a CLI writes; main.ts gives the real streams, tests their own. */
export interface CliIo {
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
}

/** Exit status for a bad command line, an unusable file or a refused pack or save. */
export const USAGE_EXIT = 2;

/**
 * Runs one command line: `parse` reads argv (refusing with a UsageError),
 * help is printed with exit status 0, else `run` plays and returns the exit
 * status. A refusal prints its message's first line on stderr and returns 2.
 *
 * @example process.exitCode = await runCommandLine(argv, process, parseArgs, (options, io) => play(options, io));
 */
export async function runCommandLine<O, IO extends CliIo>(
  argv: readonly string[],
  io: IO,
  parse: (argv: readonly string[]) => ParsedArgs<O>,
  run: (options: O, io: IO) => Promise<number>,
): Promise<number> {
  try {
    const parsed = parse(argv);
    if (parsed.kind === 'help') {
      io.stdout.write(parsed.text);
      return 0;
    }
    return await run(parsed.options, io);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    io.stderr.write(`${error.message.split('\n')[0]}\n`);
    return USAGE_EXIT;
  }
}

/**
 * True for the errors a CLI reports in one line with exit status 2: bad
 * flags, unusable files, and the library's own refusals.
 *
 * @example if (isRefusal(error)) io.stderr.write(`${error.message}\n`);
 */
export function isRefusal(error: unknown): error is Error {
  return error instanceof UsageError || error instanceof FileError || error instanceof CardweaveError;
}
