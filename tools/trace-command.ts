import { basename } from 'node:path';
import { formatTraceSummary, readTrace, summarizeTrace, TraceError } from '../lib/pictures/index.js';
import { openOutputFile } from '../examples/shared/files/atomic-write.js';
import { FileError } from '../examples/shared/files/file-error.js';
import { inputLimit, readInputText } from '../examples/shared/files/input-file.js';
import { tracePage } from './trace-page/build-page.js';

/** Where the command writes: text for stdout and for stderr. */
export interface CommandOutput {
  out(text: string): void;
  err(text: string): void;
}

const USAGE = 'usage: npm run trace -- FILE [--top N] [--html OUT [--force]] [--max-input-mb N]';

/** A trace holds one line per node run: a long duel traced at the terminal reaches tens of MiB, hence a higher default than the CLIs'. */
const DEFAULT_MAX_MB = 256;
const MAX_MAX_MB = 4096;

const HELP = `${USAGE}
Summarises a trace written by --trace FILE: node runs, hottest hooks, the path taken.
With --html, writes a page to step through the game instead: its picture, its log, and
a slider and buttons that highlight the node running and the hooks that fired at each step.

  --top N            how many of the hottest hooks to list (default 10)
  --html OUT         write the step-through page to OUT (one self-contained HTML file)
  --force            let --html replace an existing OUT
  --max-input-mb N   largest trace file read, in MiB (default ${DEFAULT_MAX_MB}, at most ${MAX_MAX_MB})
  -h, --help         show this help
`;

/**
 * The `trace` command: reads a trace file and prints its summary, or with
 * `--html OUT` writes a page to step through it. Returns the exit code: 0 when
 * done, 2 for a bad argument, a file that cannot be read (missing, not a
 * regular file, too large, not UTF-8), a malformed line or a page that cannot
 * be written (there already, without --force; a folder that does not exist),
 * each reported on one line of stderr.
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
  let html: string | undefined;
  let force = false;
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
    } else if (arg === '--html') {
      const value = rest.shift();
      if (value === undefined || value === '' || value.startsWith('-'))
        return fail(`--html needs the path of the page to write, got ${value ?? 'nothing'}`);
      html = value;
    } else if (arg === '--force') force = true;
    else if (arg.startsWith('-')) return fail(`unknown option ${arg} (${USAGE})`);
    else if (file !== undefined) return fail(`one trace file at a time, got ${file} and ${arg}`);
    else file = arg;
  }
  if (file === undefined) return fail(`no trace file given (${USAGE})`);
  if (force && html === undefined) return fail('--force only lets --html replace its page: give --html OUT too');
  let text: string;
  try {
    text = readInputText(file, 'Trace file', inputLimit(maxMb, 'raise it with --max-input-mb'));
  } catch (error) {
    if (error instanceof FileError) return fail(error.message);
    throw error;
  }
  try {
    if (html === undefined) io.out(formatTraceSummary(summarizeTrace(text), { topHooks: top }));
    else {
      const trace = readTrace(text);
      // Written through the CLIs' file rules: never over a file without --force, whole or not at all.
      const out = openOutputFile(html, { what: 'Page', replace: force, whenExists: 'pass --force to replace it' });
      try {
        out.write(tracePage(trace, basename(file)));
        out.close();
      } catch (error) {
        out.abort();
        throw error;
      }
      io.out(
        `Wrote ${html}: ${trace.runs.length} node runs to step through${trace.header?.picture === undefined ? ' (no picture in the trace: the page draws the path it took)' : ''}\n`,
      );
    }
  } catch (error) {
    if (error instanceof TraceError)
      return fail(`${file}${error.line === undefined ? '' : ` line ${error.line}`}: ${error.reason}`);
    if (error instanceof FileError) return fail(error.message);
    throw error;
  }
  return 0;
}
