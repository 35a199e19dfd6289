// `npm run trace -- FILE`: prints the summary of a trace file, or with --html OUT writes a page to step through it (see trace-command.ts).
import { runTraceCommand } from './trace-command.js';

process.exitCode = runTraceCommand(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
