// The skeleton both example CLIs run in: parse, print help, run, and turn every refusal (a bad
// flag, a file that cannot be read or written, a save or pack the engine refuses) into one line on
// stderr and exit status 2. Anything else is a bug and keeps its stack trace.
import { CardweaveError } from 'cardweave';
import type { ParsedArgs } from './command-line.js';
import { abortPendingOutputs } from './files/atomic-write.js';
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

/**
 * Makes SIGINT and SIGTERM remove the temporary files of outputs still being
 * written (a trace of a terminal session, a save) before the process ends by
 * that signal as it would have: no half-written file and no temporary file is
 * left behind, and the previous file, if any, stays as it was. For main.ts.
 *
 * @example cleanUpOnSignals(); process.exitCode = await runCli(process.argv.slice(2), process);
 */
export function cleanUpOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      abortPendingOutputs();
      // Listening replaced the default action: with this listener gone, the signal ends the process as usual.
      process.kill(process.pid, signal);
    });
  }
}
