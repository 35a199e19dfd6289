// The War command line: `npm start -- --help`. All logic lives in cli/run.ts.
import { runCli } from './cli/run.js';

// SIGTERM and Ctrl-C keep their default action (see ../shared/run-command-line.ts).
process.exitCode = await runCli(process.argv.slice(2), process);
