import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isSeed, SEED_RULE } from '../graph/seed.js';
import { defaultWorkers, maxWorkers } from './default-workers.js';
import { MAX_SIMULATED_GAMES } from './ranges.js';
import { SimulationError } from './errors.js';
import type { ModuleExport, SimulationRequest } from './types.js';

/** A module export with its module as a `file:` URL string and its export named: what a worker is sent. */
export interface ResolvedExport {
  module: string;
  export: string;
}

/** Everything a worker needs to play games: plain data, as structuredClone carries it. */
export interface GameSpec {
  game: ResolvedExport;
  /** Absolute pack file paths or pack exports. */
  packs: (string | ResolvedExport)[];
  /** The largest pack file accepted, in bytes; undefined for loadCardPackFile's default. */
  maxPackBytes: number | undefined;
  options: unknown;
  /** Modules the game imports beyond game and packs (sweep's), for the worker's TypeScript check. */
  alsoImports: string[];
  /** False when the report leaves the cards out (request `report: { cards: false }`): games are then not tracked. */
  cards: boolean;
}

/** A request that passed every check, with defaults filled in. */
export interface SimulationPlan {
  spec: GameSpec;
  games: number;
  seed: number;
  workers: number;
  onProgress: ((done: number, total: number) => void) | undefined;
}

/**
 * Checks a simulation request and fills in its defaults, refusing bad input
 * with a {@link SimulationError} that names the field.
 *
 * @example checkRequest({ game: { module: '/abs/game.ts', export: 'play' }, games: 10, seed: 1 }).workers; // 1
 */
export function checkRequest(request: SimulationRequest): SimulationPlan {
  if (request === null || typeof request !== 'object')
    throw new SimulationError('sim-no-request', `simulate() needs a request object, got ${describe(request)}`);
  const { games, seed, workers, onProgress } = request;
  // Too many before not whole: 2^53 and 1e12 are whole numbers, just more games than there are seeds.
  if (Number.isInteger(games) && games > MAX_SIMULATED_GAMES) {
    throw new SimulationError(
      'sim-games-too-many',
      `simulate(): games must be at most ${MAX_SIMULATED_GAMES} (2^32: one game per seed, and a measure holds one number per game), got ${describe(games)}`,
    );
  }
  if (!Number.isSafeInteger(games) || games < 1)
    throw new SimulationError('sim-games', `simulate(): games must be a whole number of at least 1, got ${describe(games)}`);
  // The engine's own check, with simulate()'s code: every seed is refused alike.
  if (!isSeed(seed)) throw new SimulationError('sim-seed', `simulate(): ${SEED_RULE}, got ${describe(seed)}`);
  if (workers !== undefined && (!Number.isSafeInteger(workers) || workers < 1)) {
    throw new SimulationError(
      'sim-workers',
      `simulate(): workers must be a whole number of at least 1, got ${describe(workers)}`,
    );
  }
  const cap = maxWorkers();
  if (workers !== undefined && workers > cap) {
    throw new SimulationError(
      'sim-workers-too-many',
      `simulate(): workers must be at most twice this machine's cores (more threads only slow a simulation down): ${cap} here, got ${workers}`,
    );
  }
  if (onProgress !== undefined && typeof onProgress !== 'function') {
    throw new SimulationError('sim-on-progress', `simulate(): onProgress must be a function, got ${describe(onProgress)}`);
  }
  const packList = request.packs ?? [];
  if (!isList(packList)) {
    throw new SimulationError(
      'sim-packs-not-array',
      `simulate(): packs must be an array of pack file paths or { module, export }, got ${describe(packList)}`,
    );
  }
  const packs = packList.map((pack, i) => (typeof pack === 'string' ? packPath(pack, i) : resolveExport(pack, `packs[${i}]`)));
  const { maxPackBytes } = request;
  if (maxPackBytes !== undefined && (!Number.isSafeInteger(maxPackBytes) || maxPackBytes < 1)) {
    throw new SimulationError(
      'sim-max-pack-bytes',
      `simulate(): maxPackBytes must be a whole number of at least 1, got ${describe(maxPackBytes)}`,
    );
  }
  let options: unknown;
  try {
    // Cloned even for one worker, so a game sees the same data whichever way it is played.
    options = structuredClone(request.options);
  } catch (error) {
    throw new SimulationError(
      'sim-options-not-data',
      `simulate(): options must be plain data a worker can receive (no functions): ${(error as Error).message}`,
      { cause: error },
    );
  }
  return {
    spec: {
      game: resolveExport(request.game, 'game'),
      packs,
      maxPackBytes,
      options,
      alsoImports: [...(request.alsoImports ?? [])],
      cards: reportCards(request.report),
    },
    games,
    seed,
    // Never more workers than games: an idle worker would only cost its start-up.
    workers: Math.min(workers ?? defaultWorkers(games), games),
    onProgress,
  };
}

function packPath(path: string, index: number): string {
  if (path === '') throw new SimulationError('sim-pack-empty-path', `simulate(): packs[${index}] is an empty path`);
  return resolve(path);
}

function resolveExport(ref: ModuleExport | undefined, field: string): ResolvedExport {
  if (ref === null || typeof ref !== 'object' || !('module' in ref)) {
    throw new SimulationError(
      'sim-game-not-export',
      `simulate(): ${field} must be { module, export } naming a module file and its export, got ${describe(ref)}`,
    );
  }
  const name = ref.export ?? 'default';
  if (typeof name !== 'string' || name === '')
    throw new SimulationError(
      'sim-export-empty',
      `simulate(): ${field}.export must be a non-empty string, got ${describe(name)}`,
    );
  return { module: moduleUrl(ref.module, field), export: name };
}

function moduleUrl(module: unknown, field: string): string {
  if (module instanceof URL) module = module.href;
  if (typeof module === 'string') {
    if (module.startsWith('file:')) return module;
    // A relative path would be read against whatever directory the process runs in: refuse it.
    if (isAbsolute(module)) return pathToFileURL(module).href;
  }
  throw new SimulationError(
    'sim-module-relative',
    `simulate(): ${field}.module must be an absolute path or a file: URL (e.g. import.meta.resolve('./my-game.js')), got ${describe(module)}`,
  );
}

// A plain boolean on purpose: Array.isArray would narrow the typed pack list to any[].
function isList(value: unknown): boolean {
  return Array.isArray(value);
}

function describe(value: unknown): string {
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'object' && value !== null) return Array.isArray(value) ? 'an array' : 'an object';
  return String(value);
}

/** Whether the report tracks cards, from the request's `report` field; anything but `{ cards?: boolean }` is refused. */
function reportCards(report: unknown): boolean {
  if (report === undefined) return true;
  const bad = (problem: string): SimulationError => new SimulationError('sim-report-option', `simulate(): ${problem}`);
  if (report === null || typeof report !== 'object' || Array.isArray(report))
    throw bad(`report must be { cards?: true | false }, got ${describe(report)}`);
  const extra = Object.keys(report).filter((key) => key !== 'cards');
  if (extra.length > 0)
    throw bad(`report takes only cards (true or false), got ${extra.map((key) => JSON.stringify(key)).join(', ')}`);
  const { cards } = report as { cards?: unknown };
  if (cards !== undefined && typeof cards !== 'boolean') throw bad(`report.cards must be true or false, got ${describe(cards)}`);
  return cards !== false;
}
