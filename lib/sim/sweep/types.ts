import type { ModuleExport } from '../types.js';

/**
 * A card's field at other values: one arm per value. `field` is one of the card's stats (e.g. a duel monster's `atk`, War's `rank`).
 *
 * @example const arms: CardFieldArms = { card: 'duel.gale-lancer', field: 'atk', values: [800, 2800] };
 */
export interface CardFieldArms {
  card: string;
  field: string;
  values: readonly (number | string)[];
}

/**
 * A pack loaded on top of the base's (`packIn`), or one of the base's packs left out (`packOut`).
 *
 * @example const arm: PackArm = { packOut: 'examples/war/twist/pack.ts' };
 */
export type PackArm = { packIn: string | ModuleExport } | { packOut: string | ModuleExport };

/**
 * Another player for one seat: `agent` names a factory called once per game
 * as `factory({ ...options, seed })` (the seed derived from the game's seed
 * and the seat), returning an Agent, e.g. the duel's `mctsAgent`.
 *
 * @example const arm: AgentArm = { seat: 'p1', agent: { module: import.meta.resolve('./agents/mcts.js'), export: 'mctsAgent' }, options: { iterations: 50 } };
 */
export interface AgentArm {
  seat: string;
  agent: ModuleExport;
  /** Plain data added to the factory's argument (e.g. `{ iterations: 4 }`). */
  options?: Readonly<Record<string, unknown>>;
  /** The arm's name in the report; default `<seat>=<export>`. */
  name?: string;
}

/**
 * One change against the base arm (a card field gives one arm per value).
 *
 * @example const arms: ArmChange[] = [{ card: 'war.14-of-spades', field: 'rank', values: [2, 9] }, { packIn: 'examples/war/twist/pack.ts' }];
 */
export type ArmChange = CardFieldArms | PackArm | AgentArm;

/**
 * What {@link sweep} is asked to do: the base arm is the card game with
 * `packs`, every seat a seeded random player (or `agents`' players); each
 * arm changes one thing; every arm plays the games of seeds
 * `seed .. seed + games - 1`.
 *
 * @example const request: SweepRequest = { game: { module: '/abs/duel/game.ts', export: 'duelGame' }, arms: [{ card: 'duel.ogre', field: 'atk', values: [1200, 2000] }], games: 1000, seed: 1 };
 */
export interface SweepRequest {
  /** A card game from defineCardGame. */
  game: ModuleExport;
  packs?: readonly (string | ModuleExport)[];
  /** The base arm's players for some seats (the others are seeded random players). */
  agents?: readonly AgentArm[];
  arms: readonly ArmChange[];
  /** The seat whose win share is compared; default every seat. */
  seat?: string;
  options?: unknown;
  games: number;
  seed: number;
  workers?: number;
  /** Called now and then with the seeds finished so far, and once with `(games, games)` at the end. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * One arm's change against the base in one seat's win share, with its paired 95% interval.
 *
 * @example const clear = (await sweep(request)).arms.filter((arm: SweepArm) => arm.distinguishable);
 */
export interface SweepArm {
  /** What the arm changes, e.g. `duel.ogre.atk=2000`, `+reversal.ts`, `p1=mctsAgent`. */
  name: string;
  seat: string;
  /** The arm's win share minus the base's over the same seeds. */
  change: number;
  low: number;
  high: number;
  /** False when the interval contains 0: these games cannot tell the arm from the base. */
  distinguishable: boolean;
  winShare: number;
  baseWinShare: number;
  /** Seeds where only the arm's seat won, and where only the base's did. */
  armOnly: number;
  baseOnly: number;
}

/**
 * What {@link sweep} returns; everything but `seconds` is the same for any number of workers.
 *
 * @example const { arms } = await sweep(request); arms.filter((a) => a.distinguishable);
 */
export interface SweepResult {
  games: number;
  seed: number;
  workers: number;
  /** The seats compared, in the game's order. */
  seats: string[];
  /** The base arm's win share per seat. */
  base: Record<string, number>;
  /** One row per arm and seat compared, arms in the order given. */
  arms: SweepArm[];
  /** How the interval is made, in words. */
  method: string;
  seconds: number;
}
