import { readFileSync } from 'node:fs';
import { formatTraceSummary, summarizeTrace, TraceError } from '../lib/index.js';

/** Where the command writes: text for stdout and for stderr. */
export interface CommandOutput {
  out(text: string): void;
  err(text: string): void;
}

const USAGE = 'usage: npm run trace -- FILE [--top N]';

/**
 * The `trace` command: reads a trace file and prints its summary. Returns the
 * exit code: 0 when summarised, 2 for a bad argument, a missing file or a
 * malformed line, each reported on one line of stderr.
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
  const rest = [...argv];
  for (let arg = rest.shift(); arg !== undefined; arg = rest.shift()) {
    if (arg === '--help' || arg === '-h') {
      io.out(`${USAGE}\nSummarises a trace written by --trace FILE: node runs, hottest hooks, the path taken.\n`);
      return 0;
    }
    if (arg === '--top') {
      const value = rest.shift();
      if (value === undefined || !/^\d+$/.test(value))
        return fail(`--top needs a non-negative whole number, got ${value ?? 'nothing'}`);
      top = Number(value);
    } else if (arg.startsWith('-')) return fail(`unknown option ${arg} (${USAGE})`);
    else if (file !== undefined) return fail(`one trace file at a time, got ${file} and ${arg}`);
    else file = arg;
  }
  if (file === undefined) return fail(`no trace file given (${USAGE})`);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return fail(`${file}: no such file`);
    if (code === 'EISDIR') return fail(`${file}: is a directory, not a trace file`);
    return fail(`${file}: cannot be read (${code ?? (error as Error).message})`);
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
