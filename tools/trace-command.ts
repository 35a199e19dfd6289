import { formatTraceSummary, summarizeTrace, TraceError } from '../lib/index.js';
import { FileError } from '../examples/shared/files/file-error.js';
import { inputLimit, readInputText } from '../examples/shared/files/input-file.js';

/** Where the command writes: text for stdout and for stderr. */
export interface CommandOutput {
  out(text: string): void;
  err(text: string): void;
}

const USAGE = 'usage: npm run trace -- FILE [--top N] [--max-input-mb N]';

/** A trace holds one line per node run: a long duel traced at the terminal reaches tens of MiB, hence a higher default than the CLIs'. */
const DEFAULT_MAX_MB = 256;
const MAX_MAX_MB = 4096;

const HELP = `${USAGE}
Summarises a trace written by --trace FILE: node runs, hottest hooks, the path taken.

  --top N            how many of the hottest hooks to list (default 10)
  --max-input-mb N   largest trace file read, in MiB (default ${DEFAULT_MAX_MB}, at most ${MAX_MAX_MB})
  -h, --help         show this help
`;

/**
 * The `trace` command: reads a trace file and prints its summary. Returns the
 * exit code: 0 when summarised, 2 for a bad argument, a file that cannot be
 * read (missing, not a regular file, too large, not UTF-8) or a malformed
 * line, each reported on one line of stderr.
 *
 * @example
 * process.exitCode = runTraceCommand(['game.trace.jsonl'], { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) });
 */
export function runTraceCommand(argv: readonly string[], io: CommandOutput): number {
  const fail = (message: string): number => {
    io.err(`trace: ${message}\n`);
    return 2;
  };
  let file: string | undefined;
  let top = 10;
  let maxMb = DEFAULT_MAX_MB;
  const rest = [...argv];
  for (let arg = rest.shift(); arg !== undefined; arg = rest.shift()) {
    if (arg === '--help' || arg === '-h') {
      io.out(HELP);
      return 0;
    }
    if (arg === '--top') {
      const value = rest.shift();
      if (value === undefined || !/^\d+$/.test(value))
        return fail(`--top needs a non-negative whole number, got ${value ?? 'nothing'}`);
      top = Number(value);
    } else if (arg === '--max-input-mb') {
      const value = rest.shift();
      if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1 || Number(value) > MAX_MAX_MB)
        return fail(`--max-input-mb needs a whole number from 1 to ${MAX_MAX_MB}, got ${value ?? 'nothing'}`);
      maxMb = Number(value);
    } else if (arg.startsWith('-')) return fail(`unknown option ${arg} (${USAGE})`);
    else if (file !== undefined) return fail(`one trace file at a time, got ${file} and ${arg}`);
    else file = arg;
  }
  if (file === undefined) return fail(`no trace file given (${USAGE})`);
  let text: string;
  try {
    text = readInputText(file, 'Trace file', inputLimit(maxMb, 'raise it with --max-input-mb'));
  } catch (error) {
    if (error instanceof FileError) return fail(error.message);
    throw error;
  }
  try {
    io.out(formatTraceSummary(summarizeTrace(text), { topHooks: top }));
  } catch (error) {
    if (error instanceof TraceError)
      return fail(`${file}${error.line === undefined ? '' : ` line ${error.line}`}: ${error.reason}`);
    throw error;
  }
  return 0;
}
