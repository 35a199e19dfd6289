import { importModule } from '../modules/import-module.js';
import { ModuleRefusal } from '../modules/module-refusal.js';
import { TableError } from './errors.js';
import { redactUrl } from './store/postgres.js';
import { startServer, type TableServer } from './server.js';
import { readServeSettings, SERVE_HELP, UsageError, type ServeSettings } from './serve-options.js';
import type { TableGame } from './table-game.js';
import { watchServerGames } from './sandbox/serve-watch.js';

/**
 * Where a run of `cardweave serve` or `cardweave cards` writes its lines.
 *
 * @example
 * await cardsCommand(['check', 'gift.json'], { out: (line) => console.log(line), err: (line) => console.error(line) });
 */
export interface ServeIo {
  /** Writes a line of output (stdout for the command line). */
  out(line: string): void;
  /** Writes a line of refusal or report (stderr for the command line). */
  err(line: string): void;
}

async function loadGame(spec: ServeSettings['games'][number]): Promise<TableGame> {
  let module: Record<string, unknown>;
  try {
    module = await importModule(spec.module);
  } catch (error) {
    throw error instanceof ModuleRefusal ? new UsageError(`--game ${spec.id}: ${error.message}`) : error;
  }
  const game = module[spec.export] as Partial<TableGame> | undefined;
  if (game === null || typeof game !== 'object' || typeof game.logLines !== 'function' || typeof game.zoneOwner !== 'function') {
    throw new UsageError(
      `--game ${spec.id}: ${spec.module} exports no table game "${spec.export}" (make one with defineTableGame from cardweave/server)`,
    );
  }
  if (game.id !== spec.id)
    throw new UsageError(`--game ${spec.id}: the table game in ${spec.module} is named "${game.id}", not "${spec.id}"`);
  // The host's start thread imports the game from where this process did, whatever the game declares.
  return Object.freeze({ ...(game as TableGame), source: Object.freeze({ module: spec.module, export: spec.export }) });
}

/**
 * `cardweave serve`: checks its settings, loads the games, starts the server.
 * Returns the running server, or an exit status (0 after --help, 2 for a
 * refused setting or data folder, 1 when the server cannot start), having
 * printed one line.
 *
 * @example
 * const running = await serve(['--port', '0'], process.env, { out: console.log, err: console.error });
 */
export async function serve(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: ServeIo,
): Promise<TableServer | number> {
  let settings: ServeSettings;
  let games: TableGame[];
  let specs: ServeSettings['games'];
  try {
    const read = readServeSettings(argv, env);
    if (read === 'help') {
      io.out(SERVE_HELP);
      return 0;
    }
    settings = read;
    // The library hosts only the games it is given: the examples' War and duel come from their own
    // entry (examples/serve.ts, `npm run serve`), never from paths the package would have to know.
    if (settings.games.length === 0) throw new UsageError('no game to host: name one with --game ID=MODULE#EXPORT (see --help)');
    specs = settings.games;
    games = [];
    for (const spec of settings.games) games.push(await loadGame(spec));
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`cardweave serve: ${error.message}`);
      return 2;
    }
    throw error;
  }
  try {
    const server = await startServer({
      port: settings.port,
      host: settings.host,
      dataDir: settings.dataDir,
      databaseUrl: settings.databaseUrl,
      games,
      botDelayMs: settings.botDelayMs,
      keyframeEvery: settings.keyframeEvery,
      startTimeoutMs: settings.startTimeoutMs,
      report: (line) => io.err(`cardweave serve: ${line}`),
    });
    const where =
      settings.databaseUrl !== undefined
        ? `PostgreSQL at ${redactUrl(settings.databaseUrl)}`
        : `PGlite in ${server.host.store.db.where}`;
    io.out(`cardweave serve: ${server.url} (tables in ${where}; games: ${games.map((g) => g.id).join(', ')})`);
    if (settings.watch === true) watchServerGames(server, specs, (line) => io.err(`cardweave serve: ${line}`));
    return server;
  } catch (error) {
    // A data folder refused (in use, incomplete, damaged, read-only): a setting to change, not a
    // failure to start, so it is the one line of a refused setting.
    if (error instanceof TableError && error.code.startsWith('data-dir-')) {
      io.err(`cardweave serve: ${error.message}`);
      return 2;
    }
    const reason =
      (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
        ? `port ${settings.port} is in use: pick another with --port`
        : (error as Error).message.split('\n')[0];
    io.err(`cardweave serve: cannot start: ${reason}`);
    return 1;
  }
}
