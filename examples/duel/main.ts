// The duel command line: `npm run duel -- --help`. All logic lives in cli/run.ts.
import { runCli } from './cli/run.js';

process.exitCode = await runCli(process.argv.slice(2), process);
