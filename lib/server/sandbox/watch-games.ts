// `cardweave serve --watch`: the game modules' folders watched; on a change the module is imported
// again (lib/modules' importModule with a generation) and every open sandbox of that game plays its answers again on the new
// rules, or keeps its rules and says why. Tables between people are never reloaded: their log was
// played by the rules they started with.
import { watch, type FSWatcher } from 'node:fs';
import { dirname } from 'node:path';
import { importModule, oneLine } from '../../modules/import-module.js';
import { ModuleRefusal } from '../../modules/module-refusal.js';
import type { SandboxList } from './sandbox-list.js';
import type { TableGame } from '../table-game.js';

/** A change settles this long (ms) before the module is imported: an editor's save writes several times. */
export const SETTLE_MS = 40;

/** A game module as `--game` names it. */
export interface WatchedGame {
  id: string;
  module: string;
  export: string;
}

/**
 * Watches each game module's folder (and below); returns how to stop.
 * `report` gets one line per reload, done or refused.
 *
 * @example
 * const stop = watchGames([{ id: 'duel', module: '/games/duel/table.ts', export: 'table' }], sandboxes, console.error);
 */
export function watchGames(games: readonly WatchedGame[], sandboxes: SandboxList, report: (line: string) => void): () => void {
  const watchers: FSWatcher[] = [];
  let change = 0;
  for (const spec of games) {
    let timer: NodeJS.Timeout | undefined;
    let running = Promise.resolve();
    const reload = async (): Promise<void> => {
      const at = ++change;
      let game: TableGame;
      try {
        game = tableGameIn(await importModule(spec.module, { generation: at }), spec);
      } catch (error) {
        // The loader's line names the module; a game that loads but no longer fits is named here.
        const reason = error instanceof ModuleRefusal ? error.message : `${spec.module} does not load: ${oneLine(error)}`;
        report(`--watch: change ${at} of game "${spec.id}" refused: ${reason}`);
        sandboxes.reloadFailed(spec.id, at, reason);
        return;
      }
      sandboxes.reloadGame(game, at);
      report(`--watch: change ${at}: game "${spec.id}" reloaded into its open sandboxes`);
    };
    const watcher = watch(dirname(spec.module), { recursive: true }, (_event, file) => {
      if (file !== null && !/\.(m?[jt]s|json)$/.test(file)) return;
      clearTimeout(timer);
      // One reload at a time per game, in the order the changes came.
      timer = setTimeout(() => {
        running = running.then(reload);
      }, SETTLE_MS);
    });
    watcher.unref();
    watchers.push(watcher);
  }
  return () => {
    for (const watcher of watchers) watcher.close();
  };
}

/** The table game a fresh module exports, checked as `--game` checks it at start. */
function tableGameIn(module: Record<string, unknown>, spec: WatchedGame): TableGame {
  const game = module[spec.export] as Partial<TableGame> | undefined;
  if (game === null || typeof game !== 'object' || typeof game.logLines !== 'function' || typeof game.zoneOwner !== 'function')
    throw new Error(`it exports no table game "${spec.export}" any more`);
  if (game.id !== spec.id) throw new Error(`its table game is named "${game.id}" now, not "${spec.id}"`);
  return Object.freeze({ ...(game as TableGame), source: Object.freeze({ module: spec.module, export: spec.export }) });
}
