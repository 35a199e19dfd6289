// `cardweave serve --watch` on a running server: its games watched, its sandboxes reloaded, the
// watching stopped when the server closes.
import type { TableServer } from '../server.js';
import { sandboxesOf } from './sandbox-routes.js';
import { watchGames, type WatchedGame } from './watch-games.js';

/**
 * Watches the server's game modules for its sandboxes; the server's `close` stops it.
 *
 * @example
 * watchServerGames(server, [{ id: 'duel', module: '/games/duel/table.ts', export: 'table' }], console.error);
 */
export function watchServerGames(server: TableServer, games: readonly WatchedGame[], report: (line: string) => void): void {
  const sandboxes = sandboxesOf(server.host);
  if (sandboxes === undefined) return;
  const stop = watchGames(games, sandboxes, report);
  const close = server.close.bind(server);
  (server as { close: () => Promise<void> }).close = async () => {
    stop();
    await close();
  };
  report(`--watch: reloading changed game modules into open sandboxes (${games.map((g) => g.id).join(', ')})`);
}
