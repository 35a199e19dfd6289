// The War command line: `npm start -- --help`. All logic lives in cli/run.ts.
import { cleanUpOnSignals } from '../shared/run-command-line.js';
import { runCli } from './cli/run.js';

cleanUpOnSignals();
process.exitCode = await runCli(process.argv.slice(2), process);
