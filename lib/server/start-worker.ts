/**
 * The start worker: a thread where a new table's game is started first, so
 * that a setup that never returns stalls this thread, which the host can
 * terminate, and never the server's main thread. It imports each table game
 * from its `source` (as `cardweave serve` did), then for each job creates
 * the engine with the table's seed, packs and options and runs it to its
 * first question, and says whether that finished. Started by start-guard.ts.
 */
import { parentPort } from 'node:worker_threads';
import type { Json } from '../graph/json.js';
import { importModule } from '../modules/import-module.js';
import type { TableGame } from './table-game.js';

/** What the host asks of the start worker. */
export type ToStartWorker =
  | { kind: 'load'; id: number; game: string; module: string; export: string }
  | { kind: 'start'; id: number; game: string; packs: string[]; seed: number; options?: Json };

/** What the start worker answers: each job by its id. */
export type FromStartWorker =
  { kind: 'loaded'; id: number } | { kind: 'started'; id: number } | { kind: 'failed'; id: number; message: string };

const port = parentPort;
if (port === null) throw new Error('lib/server/start-worker is a worker thread entry; TableHost starts it');

const games = new Map<string, TableGame>();

async function load(job: Extract<ToStartWorker, { kind: 'load' }>): Promise<FromStartWorker> {
  // The same loader as the main thread's: a TypeScript game loads here as it did there.
  const exports = await importModule(job.module);
  const game = exports[job.export] as Partial<TableGame> | undefined;
  if (game === null || typeof game !== 'object' || typeof game.game?.createEngine !== 'function')
    return { kind: 'failed', id: job.id, message: `${job.module} exports no table game "${job.export}"` };
  if (game.id !== job.game)
    return {
      kind: 'failed',
      id: job.id,
      message: `the table game "${job.export}" of ${job.module} is "${game.id}", not "${job.game}"`,
    };
  games.set(job.game, game as TableGame);
  return { kind: 'loaded', id: job.id };
}

function start(job: Extract<ToStartWorker, { kind: 'start' }>): FromStartWorker {
  const game = games.get(job.game);
  if (game === undefined) return { kind: 'failed', id: job.id, message: `game "${job.game}" is not loaded` };
  // A start that throws is reported as started: the host starts it again on its own thread, where the
  // same seed and packs throw the same error, which it reports as it always did.
  try {
    const engine = game.game.createEngine({ seed: job.seed, packs: job.packs.map((p) => game.packs[p]!), options: job.options });
    engine.run();
  } catch {
    // See above.
  }
  return { kind: 'started', id: job.id };
}

port.on('message', (job: ToStartWorker) => {
  if (job.kind === 'start') return port.postMessage(start(job));
  load(job).then(
    (answer) => port.postMessage(answer),
    (error: unknown) =>
      port.postMessage({ kind: 'failed', id: job.id, message: String((error as Error)?.message ?? error).split('\n')[0] }),
  );
});
