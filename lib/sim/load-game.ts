import { loadCardPackFile, type CardGame, type PackSource } from '../cards/index.js';
import { exportOf, importModule } from '../modules/import-module.js';
import { filePath } from '../modules/module-ref.js';
import { ModuleRefusal } from '../modules/module-refusal.js';
import { SimulationError } from './errors.js';
import type { GameSpec, ResolvedExport } from './check-request.js';
import { cardGamePlayer } from './play-card-game.js';
import type { CardCounts } from './tally.js';
import type { GameOutcome, PlayGame } from './types.js';

/**
 * One game of the simulation, by seed. A card game's player counts the cards
 * of its games itself (`cards`, see CardTracker) instead of listing them in
 * each outcome, and playRange adds those counts to the range's tally.
 */
export type PlayOne = ((seed: number) => GameOutcome) & { readonly cards?: CardCountSource };

/** Card counts a player keeps over its games: `addTo` adds those since the last call (or `discard`) to a tally's cards. */
export interface CardCountSource {
  addTo(cards: Map<string, CardCounts>): void;
  discard(): void;
}

/**
 * Imports what a spec names (the game, then each pack) and returns the
 * function that plays one game. The main thread and every worker call it the
 * same way, so a game plays alike wherever it runs.
 *
 * @example const play = await loadGame(spec); play(1).winner;
 */
export async function loadGame(spec: GameSpec): Promise<PlayOne> {
  const game = await importExport(spec.game, 'game');
  const packs: PackSource[] = [];
  for (const [i, pack] of spec.packs.entries()) {
    packs.push(
      typeof pack === 'string'
        ? await loadCardPackFile(pack, { maxBytes: spec.maxPackBytes })
        : ((await importExport(pack, `packs[${i}]`)) as PackSource),
    );
  }
  const { options } = spec;
  if (typeof game === 'function') {
    const play = game as PlayGame;
    if (spec.cards) return (seed) => play(seed, packs, options);
    // Without cards in the report, an outcome's cards are not read: the rest of the outcome goes on as it is.
    return (seed) => withoutCards(play(seed, packs, options));
  }
  if (isCardGame(game)) return cardGamePlayer(game, packs, options, spec.cards);
  // sweep() plays several arms per seed: its play needs modules of its own loaded first (sweep/play.ts).
  if (isPlayLoader(game)) return game.loadPlay(packs, options);
  throw new SimulationError(
    'sim-export-not-a-game',
    `simulate(): game export "${spec.game.export}" of ${spec.game.module} is ${kindOf(game)}: expected a play function (seed, packs, options) => { winner } or a card game from defineCardGame`,
  );
}

/**
 * @internal The export `ref` names, imported through cardweave's one module
 * loader (lib/modules), in any thread. Its refusals are SimulationErrors
 * whose line starts with `who` and `field`: `sim-needs-tsx` for TypeScript
 * nothing can load here, `sim-export-missing`, else `sim-module-missing`.
 */
export async function importExport(ref: ResolvedExport, field: string, who = 'simulate()'): Promise<unknown> {
  try {
    return exportOf(await importModule(ref.module), filePath(ref.module), ref.export);
  } catch (error) {
    if (!(error instanceof ModuleRefusal)) throw error;
    const code =
      error.kind === 'typescript' ? 'sim-needs-tsx' : error.kind === 'no-export' ? 'sim-export-missing' : 'sim-module-missing';
    throw new SimulationError(code, `${who}: ${field}: ${error.message}`, { cause: error.cause ?? error });
  }
}

/**
 * @internal A game whose play must load more before the first game (agent
 * modules, the card game it wraps): `loadPlay` is awaited once per thread.
 */
export interface PlayLoader {
  loadPlay(packs: readonly PackSource[], options: unknown): Promise<PlayOne>;
}

function isPlayLoader(value: unknown): value is PlayLoader {
  return typeof value === 'object' && value !== null && typeof (value as PlayLoader).loadPlay === 'function';
}

function isCardGame(value: unknown): value is CardGame {
  return typeof value === 'object' && value !== null && typeof (value as CardGame).createEngine === 'function';
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'object') return Array.isArray(value) ? 'an array' : 'an object without createEngine';
  return typeof value === 'undefined' ? 'undefined' : `a ${typeof value}`;
}

function withoutCards(outcome: GameOutcome): GameOutcome {
  if (outcome === null || typeof outcome !== 'object' || !('cards' in outcome)) return outcome;
  const { cards: _cards, ...rest } = outcome;
  return rest;
}
