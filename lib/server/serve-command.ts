import process from 'node:process';
import { serve, type ServeIo } from './serve.js';

/** How long a close after SIGINT or SIGTERM may take before the process exits anyway. */
const CLOSE_TIMEOUT_MS = 10_000;

/**
 * `cardweave serve` as a program runs it: checks its settings, loads the
 * games, starts the server and closes it on SIGINT or SIGTERM (bounded at
 * 10 s; a second signal exits at once). Returns the exit status when it
 * did not start (0 after --help, 2 for a refused setting, 1 when it cannot
 * start), or undefined once serving. A program of your own that hosts your
 * games calls it with their `--game` settings before the user's (the
 * examples' `examples/serve.ts` does).
 *
 * @example
 * process.exitCode = (await serveCommand(['--game', 'war=./table.js#table', ...process.argv.slice(2)], process.env, io)) ?? 0;
 */
export async function serveCommand(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: ServeIo,
): Promise<number | undefined> {
  const running = await serve(argv, env, io);
  if (typeof running === 'number') return running;
  // A handler runs only when the main thread is free: table starts, where a client's choice of pack
  // could loop for ever, run in start threads (StartGuard), so the thread is free for this.
  let closing = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (closing) process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
    closing = true;
    setTimeout(() => {
      io.err(`cardweave serve: could not close within ${CLOSE_TIMEOUT_MS / 1000} s after ${signal}: exiting`);
      process.exit(1);
    }, CLOSE_TIMEOUT_MS).unref();
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return undefined;
}
