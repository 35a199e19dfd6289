import { progressBar } from './progress.js';
import type { CliIo } from './run-command-line.js';

/**
 * Runs a simulation with a progress bar on stderr (only on a terminal), then
 * prints its summary on stdout: one JSON object with `json`, else the
 * readable lines `describe` gives.
 *
 * @example await printSimulation(io, { games: 500, noun: 'duels', json: false }, (onProgress) => simulateDuels({ ...request, onProgress }), (s) => summaryLines(s));
 */
export async function printSimulation<S>(
  io: CliIo,
  how: { games: number; noun: string; json: boolean },
  simulate: (onProgress: (done: number) => void) => Promise<S>,
  describe: (summary: S) => string[],
): Promise<void> {
  const progress = progressBar(how.games, io.stderr, how.noun);
  let summary: S;
  try {
    summary = await simulate((done) => progress.tick(done));
  } finally {
    progress.stop();
  }
  io.stdout.write(how.json ? `${JSON.stringify(summary)}\n` : `${describe(summary).join('\n')}\n`);
}
