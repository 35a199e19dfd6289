import type { SimulationReport } from './report-types.js';
import type { PackSource } from '../cards/index.js';

/**
 * A value a worker thread can import, since functions cannot be sent to one:
 * the export `export` (default `'default'`) of the module at `module`, an
 * absolute path or a `file:` URL (from TypeScript sources, write
 * `import.meta.resolve('./my-game.js')`).
 *
 * @example const game: ModuleExport = { module: import.meta.resolve('./simulate-game.js'), export: 'playWarGame' };
 */
export interface ModuleExport {
  module: string | URL;
  export?: string;
}

/**
 * What one game gives back: who won (`null` for a draw) and numbers to collect per game, by name.
 *
 * @example const outcome: GameOutcome = { winner: 'p1', measures: { comparisons: 289 } };
 */
export interface GameOutcome {
  winner: string | null;
  /** The same names in every game; each value a finite number. */
  measures?: Readonly<Record<string, number>>;
  /** True when a cap (of turns, steps, comparisons...) stopped the game before its rules decided it; the winner must then be null. The report counts it as cut, not as a draw. */
  cut?: boolean;
  /** The game's seats, first seat first, for the report's first-seat advantage (without them: the winners, sorted). */
  seats?: readonly string[];
  /** How many turns the game lasted, a whole number; for the report's game length. */
  turns?: number;
  /** How many decisions the players made, a whole number; for the report's game length. */
  decisions?: number;
  /** The ids of the cards each seat drew and played, for the report's per-card figures. */
  cards?: GameCards;
}

/**
 * The cards one game's seats drew and played, by seat: card ids (a card
 * definition's `id`), each at most once per seat. A played card counts as
 * drawn too.
 *
 * @example const cards: GameCards = { drawn: { p1: ['fireball', 'goblin'] }, played: { p1: ['goblin'] } };
 */
export interface GameCards {
  drawn?: Readonly<Record<string, readonly string[]>>;
  played?: Readonly<Record<string, readonly string[]>>;
}

/**
 * Plays the game of one seed to its end, synchronously, and says how it went.
 * `packs` are the simulation's packs, loaded; `options` its `options`.
 *
 * @example
 * export const playCoin: PlayGame = (seed) => ({ winner: seed % 2 === 0 ? 'heads' : 'tails' });
 */
export type PlayGame<O = unknown> = (seed: number, packs: readonly PackSource[], options: O) => GameOutcome;

/**
 * What {@link simulate} is asked to do. Game `i` (from 0) is played with seed `(seed + i) >>> 0`.
 *
 * @example const request: SimulationRequest = { game: { module: '/abs/war-play.ts', export: 'playWarGame' }, games: 1000, seed: 1 };
 */
export interface SimulationRequest<O = unknown> {
  /** A {@link PlayGame} function, or a card game from defineCardGame (each seat played by a seeded random agent, to its end). */
  game: ModuleExport;
  /** Card pack files (as loadCardPackFile reads them) or pack exports, in order. */
  packs?: readonly (string | ModuleExport)[];
  /** The largest pack file accepted, in bytes, in every thread (loadCardPackFile's maxBytes); default its 16 MiB. */
  maxPackBytes?: number;
  /** Data handed to every game (the play function's third argument, a card game's engine options); must survive structuredClone. */
  options?: O;
  games: number;
  seed: number;
  /** Worker threads; default {@link defaultWorkers}. 1 plays in the calling thread. */
  workers?: number;
  /**
   * What the report tracks. `{ cards: false }` leaves out the per-card
   * figures (`report.cards` is then empty): a card game's cards are not
   * watched, and the `cards` of a play function's outcomes are not read.
   * Default `{ cards: true }`. Tracking costs classic War as a card game
   * about a fifth of its time (see docs/simulation.md); the seats and lengths cost next to nothing.
   */
  report?: { cards?: boolean };
  /** Called now and then with the games finished so far, and once with `(games, games)` at the end. */
  onProgress?: (done: number, total: number) => void;
  /**
   * @internal Modules (file URLs) the game imports in every thread beyond the game and its packs, as
   * sweep()'s card game and agents: from the built package, a TypeScript one makes workers register tsx.
   */
  alsoImports?: readonly string[];
}

/**
 * The totals of a simulation; every figure but the timings is the same whatever the number of workers.
 *
 * @example const { wins, draws, measures } = await simulate(request); console.log(wins.p1, draws, measures.comparisons?.length);
 */
export interface SimulationResult {
  games: number;
  seed: number;
  workers: number;
  /** Games won, by winner, keys sorted; a player who won nothing is absent. */
  wins: Record<string, number>;
  draws: number;
  /** Each measure's value for every game, in seed order (index `i` is game `i`). */
  measures: Record<string, Float64Array>;
  /** What the games say about the seats, the game's length and the cards, with intervals: the same for any number of workers. */
  report: SimulationReport;
  /**
   * Games each thread played first, as its warm-up, all threads together (the
   * first `warmUpGames` games): counted in every total like the others, but
   * timed in `startupSeconds`, not in `playSeconds` (see lib/sim/warm-up.ts).
   */
  warmUpGames: number;
  /** Seconds spent starting workers, loading the game in them and playing each thread's warm-up games (with one worker: its warm-up games only). */
  startupSeconds: number;
  /** Seconds from the end of start-up to the last game. */
  playSeconds: number;
  /** The games after the warm-up (`games - warmUpGames`) per second of `playSeconds`. */
  gamesPerSecond: number;
}
