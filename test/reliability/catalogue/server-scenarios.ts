// Scenarios for the table server's entries of docs/errors.md ("The table server"): each stages the
// storage refusal for real (a PGlite folder, a server command line) and returns what was said.
import { join } from 'node:path';
import { serve } from '../../../lib/server/serve.js';
import { startServer } from '../../../lib/server/index.js';
import { table as loopingWar } from '../../server/games/looping-war.js';
import { SCRATCH } from './file-scenarios.js';
import type { Outcome } from './scenarios.js';

function refusal(error: unknown): Outcome {
  return {
    kind: 'error',
    name: (error as Error).name,
    message: (error as Error).message,
    code: (error as { code?: unknown }).code,
  };
}

/** `cardweave serve ARGS` in this process: its exit status and stderr (a refused setting starts nothing). */
async function serveCommand(...argv: string[]): Promise<Outcome> {
  let stderr = '';
  const status = await serve(argv, {}, { out: () => {}, err: (line) => (stderr += `${line}\n`) });
  if (typeof status !== 'number') {
    await status.close();
    throw new Error('the server started');
  }
  return { kind: 'cli', status, stderr };
}

export const serverScenarios: Record<string, () => Outcome | Promise<Outcome>> = {
  // A real server (PGlite in SCRATCH) hosting War with a pack whose setup loops for ever.
  'game-start-timeout': async () => {
    const server = await startServer({
      port: 0,
      dataDir: join(SCRATCH, 'start-timeout-data'),
      games: [loopingWar],
      startTimeoutMs: 100,
      report: () => {},
    });
    try {
      await server.host.create({ game: 'war', seats: { p1: 'person', p2: 'person' }, packs: ['looping'] });
    } catch (error) {
      return refusal(error);
    } finally {
      await server.close();
    }
    throw new Error('the scenario did not fail');
  },
  'serve-start-timeout-bad': () => serveCommand('--start-timeout', '50'),
};
