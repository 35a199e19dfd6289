// `npm run trace -- FILE`: prints the summary of a trace file (see trace-command.ts).
import { runTraceCommand } from './trace-command.js';

process.exitCode = runTraceCommand(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
