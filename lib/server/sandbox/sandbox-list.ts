// The sandboxes one server keeps: in memory only (a designer's scratchpad, never written to the
// database, gone when the server stops), at most MAX_SANDBOXES at once, each dropped after an
// hour unused, the longest unused dropped first when a new one needs the room.
import { TableError } from '../errors.js';
import type { TableGame } from '../table-game.js';
import { newTableId } from '../tokens.js';
import { SandboxTable } from './sandbox-table.js';

/** How many sandboxes one server keeps at once. */
export const MAX_SANDBOXES = 16;
/** How long a sandbox nobody uses is kept, in ms. */
export const SANDBOX_IDLE_MS = 60 * 60 * 1000;

/**
 * The sandboxes of one server, by id.
 *
 * @example
 * const list = new SandboxList(host.games); const sandbox = list.open({ game: 'duel' }); list.get(sandbox.id);
 */
export class SandboxList {
  readonly #games: Map<string, TableGame>;
  readonly #open = new Map<string, SandboxTable>();
  readonly #now: () => number;

  constructor(games: readonly TableGame[], now: () => number = Date.now) {
    this.#games = new Map(games.map((g) => [g.id, g]));
    this.#now = now;
  }

  /** Sandboxes kept now. */
  get size(): number {
    return this.#open.size;
  }

  /** A new sandbox; the longest unused one is dropped when the list is full. */
  open(request: { game: string; packs?: readonly string[]; seed?: number; setup?: unknown }): SandboxTable {
    const game = this.#games.get(request.game);
    if (game === undefined)
      throw new TableError(
        'game-unknown',
        `No game "${String(request.game).slice(0, 40)}" here: this server hosts ${[...this.#games.keys()].join(', ')}`,
      );
    this.#sweep();
    const sandbox = SandboxTable.open(newTableId(), game, request);
    sandbox.touched = this.#now();
    if (this.#open.size >= MAX_SANDBOXES) {
      const oldest = [...this.#open.values()].sort((a, b) => a.touched - b.touched)[0]!;
      this.#open.delete(oldest.id);
    }
    this.#open.set(sandbox.id, sandbox);
    return sandbox;
  }

  /** The sandbox with that id, marked as used; one dropped or never made is refused. */
  get(id: string): SandboxTable {
    this.#sweep();
    const sandbox = this.#open.get(id);
    if (sandbox === undefined)
      throw new TableError(
        'sandbox-unknown',
        `No sandbox ${JSON.stringify(String(id).slice(0, 40))}: sandboxes live in the server's memory, for an hour unused, ${MAX_SANDBOXES} at most; open a new one`,
      );
    sandbox.touched = this.#now();
    return sandbox;
  }

  /**
   * A game's rules changed (`cardweave serve --watch` imported its module
   * again): new sandboxes get the new game, and every open sandbox of it
   * plays its answers again on the new rules, or keeps the old ones and says why.
   */
  reloadGame(game: TableGame, change: number): void {
    if (!this.#games.has(game.id)) return;
    this.#games.set(game.id, game);
    for (const sandbox of this.#open.values()) if (sandbox.game.id === game.id) sandbox.reload(game, change);
  }

  /** A game's module changed but could not be loaded again: its open sandboxes keep their rules and say why. */
  reloadFailed(gameId: string, change: number, reason: string): void {
    for (const sandbox of this.#open.values()) if (sandbox.game.id === gameId) sandbox.refuseReload(change, reason);
  }

  #sweep(): void {
    const now = this.#now();
    for (const [id, sandbox] of this.#open) if (now - sandbox.touched > SANDBOX_IDLE_MS) this.#open.delete(id);
  }
}
