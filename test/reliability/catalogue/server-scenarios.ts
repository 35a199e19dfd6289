// Scenarios for the table server's entries of docs/errors.md ("The table server"): each stages the
// storage refusal for real (a PGlite folder, a server command line) and returns what was said.
import { serve } from '../../../lib/server/serve.js';
import type { Outcome } from './scenarios.js';

/** `cardweave serve` run in this process: its exit status and stderr (a server that starts is closed). */
async function serveCli(argv: string[], env: Record<string, string> = {}): Promise<Outcome> {
  let stderr = '';
  const io = { out: () => {}, err: (line: string) => (stderr += `${line}\n`) };
  const result = await serve(argv, env, io);
  if (typeof result !== 'number') {
    await result.close();
    throw new Error('the server started');
  }
  return { kind: 'cli', status: result, stderr };
}

export const serverScenarios: Record<string, () => Outcome | Promise<Outcome>> = {
  'serve-port-negative': () => serveCli(['--port', '-1']),
};
